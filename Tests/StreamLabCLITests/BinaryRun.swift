import Foundation

/// One run of the built `streamlab` binary in a child process, through `/bin/sh -c` so a
/// test can redirect its streams the way a user would (`>/dev/full`, `>&-`, `<&-`).
///
/// The binary is the one `swift build --product streamlab` put beside this test bundle
/// (`make test` builds it first). Standard output and error go to temporary files unless
/// the redirections send them elsewhere, so no pipe can fill up and block the child.
struct BinaryRun {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("streamlab").path
    }

    /// The exit status, or nil when a signal ended the child (see `signal`).
    let status: Int32?
    let signal: Int32?
    let output: String
    let errors: String

    /// A clean failure: a non-zero status, not a crash (132 SIGILL, 134 SIGABRT and 139
    /// SIGSEGV are how a shell reports a trap).
    var failedCleanly: Bool {
        guard let status, signal == nil else { return false }
        return status != 0 && ![132, 134, 139].contains(status)
    }

    var description: String {
        "status \(status.map(String.init) ?? "-"), signal \(signal.map(String.init) ?? "-")\nstdout:\n\(output)\nstderr:\n\(errors)"
    }

    /// `input` is written to the child's standard input through a file (unless the
    /// redirections close or replace it); the child runs in `directory` with its state
    /// (history, progress) in a fresh folder. `wrapper` runs the binary through another
    /// command (`setpriv …`); `outputToClosedPipe` makes standard output a pipe nobody reads.
    init(_ arguments: [String], redirections: String = "", input: String = "",
         directory: String = BinaryRun.repository.path, environment: [String: String] = [:],
         wrapper: String = "", outputToClosedPipe: Bool = false, binary: String = BinaryRun.binary) throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("streamlab-binary-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputFile)
        for file in [outputFile, errorFile] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `exec` replaces the shell, so a crash shows as the child's own signal.
        let outputRedirection = outputToClosedPipe ? "" : ">\"$STREAMLAB_TEST_STDOUT\""
        let command = "exec \(wrapper) \"$0\" \"$@\" <\"$STREAMLAB_TEST_STDIN\" \(outputRedirection) 2>\"$STREAMLAB_TEST_STDERR\" \(redirections)"
        process.arguments = ["-c", command, binary] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var childEnvironment = ProcessInfo.processInfo.environment
        childEnvironment["NO_COLOR"] = "1"
        childEnvironment["COLUMNS"] = "80"
        childEnvironment["XDG_STATE_HOME"] = scratch.appendingPathComponent("state").path
        childEnvironment["STREAMLAB_TEST_STDIN"] = inputFile.path
        childEnvironment["STREAMLAB_TEST_STDOUT"] = outputFile.path
        childEnvironment["STREAMLAB_TEST_STDERR"] = errorFile.path
        childEnvironment["STREAMLAB_LESSONS"] = nil
        childEnvironment.merge(environment) { $1 }
        process.environment = childEnvironment
        if outputToClosedPipe {
            let pipe = Pipe()
            process.standardOutput = pipe
            try pipe.fileHandleForReading.close()
        }
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            status = nil
            signal = process.terminationStatus
        } else {
            status = process.terminationStatus
            signal = nil
        }
        output = String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
        errors = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
    }
}
