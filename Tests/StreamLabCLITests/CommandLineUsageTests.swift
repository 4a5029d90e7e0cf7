import StreamLabCLI
import Testing

/// Exit statuses of the command line itself: 0 for help and version, 2 for usage errors.
@Suite struct CommandLineUsageTests {
    @Test func versionPrintsTheVersion() {
        let run = CLIRun(["--version"])
        #expect(run.status == 0)
        #expect(run.output == StreamLabCommand.version + "\n")
        #expect(run.errors.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpGoesToStandardOutputAndSucceeds(arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("USAGE: streamlab <subcommand>"))
        #expect(run.output.contains("run "))
    }

    @Test(arguments: [["run", "--help"], ["help", "run"], ["run", "-h"]])
    func subcommandHelpDescribesTheSubcommand(arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("USAGE: streamlab run <file>"))
        #expect(run.output.contains("--format <format>"))
    }

    @Test(arguments: [
        (["run", "x.sl", "--bogus"], "Unknown option '--bogus'"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["run", "x.sl", "--format", "xml"], "The value 'xml' is invalid for '--format <format>'"),
        (["run", "x.sl", "--width", "5"], "--width must be between 20 and 1000, got 5"),
        (["run", "x.sl", "--width", "1001"], "--width must be between 20 and 1000, got 1001"),
        (["run", "x.sl", "--width", "wide"], "The value 'wide' is invalid for '--width <width>'"),
        (["run", "x.sl", "--color", "pink"], "The value 'pink' is invalid for '--color <color>'"),
        (["run"], "Missing expected argument '<file>'"),
        (["run", "a.sl", "b.sl"], "Unexpected argument 'b.sl'"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("Usage: streamlab"))
    }
}
