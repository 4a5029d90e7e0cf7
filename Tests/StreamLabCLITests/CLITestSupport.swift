import Foundation
import StreamLabCLI

/// One run of the command line, captured: exit status, standard output, standard error.
struct CLIRun {
    let status: Int32
    let output: String
    let errors: String

    init(_ arguments: [String], input: String = "", environment: [String: String] = ["NO_COLOR": "1", "COLUMNS": "80"],
         terminal: Bool = false) {
        let io = CapturedIO(input: input, environment: environment)
        io.stdoutIsTerminal = terminal
        status = StreamLabMain.run(arguments, io: io)
        output = io.output
        errors = io.errors
    }
}

/// A script written to a fresh temporary directory, removed when released.
final class ScriptFile {
    let directory: String
    let path: String

    init(_ text: String, name: String = "script.sl") throws {
        directory = NSTemporaryDirectory() + "streamlab-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}
