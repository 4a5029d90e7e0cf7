import Foundation

/// Everything a command touches outside itself: output streams, standard input, the
/// environment and whether we talk to a terminal. Tests pass a `CapturedIO`.
public protocol TerminalIO: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// The whole of standard input (for `streamlab run -`).
    func readAllInput() -> String
    /// One line of standard input without its newline; nil at the end of input.
    func readLine() -> String?
    var environment: [String: String] { get }
    var stdinIsTerminal: Bool { get }
    var stdoutIsTerminal: Bool { get }
}

/// The real process streams.
public final class ProcessIO: TerminalIO {
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    public func readAllInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    public var environment: [String: String] { ProcessInfo.processInfo.environment }
    public var stdinIsTerminal: Bool { isatty(0) == 1 }
    public var stdoutIsTerminal: Bool { isatty(1) == 1 }
}

/// Collects output in memory; standard input is a fixed string.
public final class CapturedIO: TerminalIO {
    public private(set) var output = ""
    public private(set) var errors = ""
    public var input: String
    public var environment: [String: String]
    public var stdinIsTerminal = false
    public var stdoutIsTerminal = false

    public init(input: String = "", environment: [String: String] = ["NO_COLOR": "1", "COLUMNS": "80"]) {
        self.input = input
        self.environment = environment
    }

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errors += text }
    public func readAllInput() -> String { input }

    public func readLine() -> String? {
        guard !input.isEmpty else { return nil }
        let line = input.prefix { $0 != "\n" }
        input = String(input.dropFirst(line.count + 1))
        return String(line)
    }
}
