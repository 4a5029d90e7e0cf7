/// Collects output in memory; standard input is a fixed string. A stream can be made to
/// fail (`outputFails`, `errorOutputFails`, `inputFails`: an `errno` value) to test how
/// commands react to a full disk or a closed descriptor.
public final class CapturedIO: TerminalIO {
    public private(set) var output = ""
    public private(set) var errors = ""
    public private(set) var writeFailure: StandardStreamError?
    public var input: String
    public var environment: [String: String]
    public var stdinIsTerminal = false
    public var stdoutIsTerminal = false
    public var outputFails: Int32?
    public var errorOutputFails: Int32?
    public var inputFails: Int32?

    public init(input: String = "", environment: [String: String] = ["NO_COLOR": "1", "COLUMNS": "80"]) {
        self.input = input
        self.environment = environment
    }

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        if let code = outputFails { return fail(.output, code) }
        output += text
    }

    public func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        if let code = errorOutputFails { return fail(.errorOutput, code) }
        errors += text
    }

    private func fail(_ stream: StandardStreamError.Stream, _ code: Int32) {
        if writeFailure == nil { writeFailure = StandardStreamError(stream, code: code) }
    }

    public func readAllInput() throws(StandardStreamError) -> String {
        if let code = inputFails { throw StandardStreamError(.input, code: code) }
        return input
    }

    public var inputFailure: StandardStreamError? {
        inputFails.map { StandardStreamError(.input, code: $0) }
    }

    public func readLine() -> String? {
        guard !input.isEmpty else { return nil }
        let line = input.prefix { $0 != "\n" }
        input = String(input.dropFirst(line.count + 1))
        return String(line)
    }
}
