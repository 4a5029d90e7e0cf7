import Foundation

/// One run of `AsyncOracle SCENARIO` in a child process: the serial executor it installs hooks
/// its whole process, and one scenario traps on purpose, so neither may happen in the test
/// process (Swift Testing runs tests in parallel).
///
/// The oracle is the executable `swift build` puts beside this test bundle. The child gets
/// `SWIFT_DETERMINISTIC_HASHING=1` (AsyncAlgorithms' `share` resumes its consumers in the order
/// of a dictionary, so the order of two consumers' events at one instant would otherwise change
/// from run to run) and no backtracer (a trap then ends it in milliseconds).
struct OracleRun {
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("AsyncOracle").path
    }

    /// The exit status, or nil when a signal ended the child (see `signal`).
    let status: Int32?
    let signal: Int32?
    let lines: [OracleLine]
    let output: String
    let errors: String
    /// Wall-clock time of the whole child run.
    let seconds: Double

    init(_ arguments: String...) throws {
        try self.init(arguments, jsonLines: true)
    }

    /// `AsyncOracle --list`: the scenario names, one a line.
    static func scenarioNames() throws -> (run: OracleRun, names: [String]) {
        let run = try OracleRun(["--list"], jsonLines: false)
        return (run, run.output.split(separator: "\n").map(String.init))
    }

    /// `AsyncOracle --list-concurrency`: issue 18's scenario names.
    static func concurrencyScenarioNames() throws -> (run: OracleRun, names: [String]) {
        let run = try OracleRun(["--list-concurrency"], jsonLines: false)
        return (run, run.output.split(separator: "\n").map(String.init))
    }

    private init(_ arguments: [String], jsonLines: Bool) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("async-oracle-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        for file in [outputFile, errorFile] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let start = Date()
        try process.run()
        process.waitUntilExit()
        seconds = Date().timeIntervalSince(start)
        if process.terminationReason == .uncaughtSignal {
            status = nil
            signal = process.terminationStatus
        } else {
            status = process.terminationStatus
            signal = nil
        }
        output = String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
        errors = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        lines = jsonLines ? try output.split(separator: "\n").map { try OracleLine(json: String($0)) } : []
    }

    /// One lane's events, compactly: `["0 subscribe", "0 value 1", "100 finished"]`.
    func lane(_ name: String) -> [String] {
        lines.filter { $0.lane == name && $0.kind != nil }.map(\.compact)
    }

    /// One lane's notes: `["0 dropped 2", "0 send 1 made"]`.
    func notes(_ name: String) -> [String] {
        lines.filter { $0.lane == name && $0.note != nil }.map(\.compact)
    }

    var description: String {
        "status \(status.map(String.init) ?? "-"), signal \(signal.map(String.init) ?? "-")\nstdout:\n\(output)\nstderr:\n\(errors)"
    }
}

/// One line the oracle printed: `{"t":100,"lane":"out","kind":"value","value":2}` or
/// `{"t":0,"lane":"s","note":"dropped 2"}`.
struct OracleLine {
    let time: Int
    let lane: String
    let kind: String?
    /// The value as JSON text (`2`, `[1,2]`).
    let value: String?
    /// A failure's error (a task's `CancellationError`, `cancelled` or message).
    let error: String?
    let note: String?

    struct Malformed: Error { let line: String }

    init(json line: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let time = object["t"] as? Int, let lane = object["lane"] as? String
        else { throw Malformed(line: line) }
        self.time = time
        self.lane = lane
        kind = object["kind"] as? String
        note = object["note"] as? String
        error = object["error"] as? String
        if let value = object["value"] {
            let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
            self.value = String(decoding: data, as: UTF8.self)
        } else {
            value = nil
        }
        guard (kind == nil) != (note == nil) else { throw Malformed(line: line) }
    }

    var compact: String {
        if let note { return "\(time) \(note)" }
        return ["\(time)", kind ?? "", value ?? "", error ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
