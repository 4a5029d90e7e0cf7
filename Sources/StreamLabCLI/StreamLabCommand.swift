import ArgumentParser
import StreamConsole

/// A subcommand that runs against injected streams and returns its exit status, so tests can
/// call it without a process and the library never exits.
public protocol StreamLabSubcommand: ParsableCommand {
    func execute(io: TerminalIO) -> Int32
}

/// `streamlab`: the root command. With no subcommand it starts the REPL.
public struct StreamLabCommand: ParsableCommand {
    public static let version = "0.1.0"
    public static let configuration = CommandConfiguration(
        commandName: "streamlab",
        abstract: "A terminal playground for Combine, AsyncSequence and Swift concurrency on a virtual clock.",
        version: version,
        subcommands: [ReplCommand.self, RunCommand.self, LessonsCommand.self, LessonCommand.self, TestCommand.self, ExportCommand.self],
        defaultSubcommand: ReplCommand.self
    )

    public init() {}
}

/// Exit statuses: 0 success, 1 an error in the script (or a failing golden test), 2 a usage
/// error (including an input that cannot be read), 3 output that could not be written.
public enum StreamLabMain {
    public static let outputFailedStatus: Int32 = 3

    /// Runs the command line; a failed write is reported once, on standard error unless that
    /// is the stream that failed (then there is nowhere left to say it).
    public static func run(_ arguments: [String], io: TerminalIO) -> Int32 {
        let status = runCommand(arguments, io: io)
        guard let failure = io.writeFailure else { return status }
        if failure.stream != .errorOutput { io.writeError(failure.message + "\n") }
        return status == 0 ? outputFailedStatus : status
    }

    private static func runCommand(_ arguments: [String], io: TerminalIO) -> Int32 {
        let command: ParsableCommand
        do {
            command = try StreamLabCommand.parseAsRoot(arguments)
            guard let subcommand = command as? any StreamLabSubcommand else {
                // `--help`, `help run`, `run --help`: the parser returns its own help command,
                // whose `run()` throws the help request that `fullMessage` renders for the
                // right subcommand.
                var builtIn = command
                try builtIn.run()
                io.writeError(StreamLabCommand.helpMessage() + "\n")
                return 2
            }
            return subcommand.execute(io: io)
        } catch {
            return report(error, io: io)
        }
    }

    /// Help and version go to standard output with status 0; usage errors to standard error with 2.
    private static func report(_ error: any Error, io: TerminalIO) -> Int32 {
        let message = StreamLabCommand.fullMessage(for: error)
        if StreamLabCommand.exitCode(for: error) == .success {
            io.write(message + "\n")
            return 0
        }
        io.writeError(message + "\n")
        return 2
    }
}
