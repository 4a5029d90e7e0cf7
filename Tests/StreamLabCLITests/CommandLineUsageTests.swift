import StreamLabCLI
import Testing

/// Exit statuses of the command line itself: 0 for help and version, 2 for usage errors.
@Suite struct CommandLineUsageTests {
    /// The current minimum and maximum are DisplayOptions.widthRange (20...1000).
    static let widthRule = "the width must be a whole number of at least 20 columns (at most 1000)"

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
        (["run", "x.sl", "--width", "5"], "The value '5' is invalid for '--width <width>': \(CommandLineUsageTests.widthRule)"),
        (["run", "x.sl", "--width", "1001"], "The value '1001' is invalid for '--width <width>': \(CommandLineUsageTests.widthRule)"),
        (["run", "x.sl", "--width", "wide"], "The value 'wide' is invalid for '--width <width>': \(CommandLineUsageTests.widthRule)"),
        // A negative width is a bad width, not a missing value followed by an unknown option.
        (["run", "x.sl", "--width", "-1"], "The value '-1' is invalid for '--width <width>': \(CommandLineUsageTests.widthRule)"),
        (["repl", "--width=-1"], "The value '-1' is invalid for '--width <width>': \(CommandLineUsageTests.widthRule)"),
        (["run", "x.sl", "--width", "2.5"], "The value '2.5' is invalid for '--width <width>': \(CommandLineUsageTests.widthRule)"),
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
