import Foundation

/// Everything a command touches outside itself: output streams, standard input, the
/// environment and whether we talk to a terminal. Tests pass a `CapturedIO`.
///
/// Writing never throws: the first failure on a stream is kept in `writeFailure`, later
/// writes to that stream are dropped, and `StreamLabMain` reports it once at the end.
public protocol TerminalIO: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// The first write to standard output or standard error that failed, if any.
    var writeFailure: StandardStreamError? { get }
    /// The whole of standard input (for `streamlab run -`).
    func readAllInput() throws(StandardStreamError) -> String
    /// One line of standard input without its newline; nil at the end of input.
    func readLine() -> String?
    /// Why standard input cannot be read at all (it was closed), or nil.
    var inputFailure: StandardStreamError? { get }
    var environment: [String: String] { get }
    var stdinIsTerminal: Bool { get }
    var stdoutIsTerminal: Bool { get }
}

/// The real process streams, written with `write(2)`: Foundation's `FileHandle.write`
/// traps on a full disk or a closed descriptor.
public final class ProcessIO: TerminalIO {
    public private(set) var writeFailure: StandardStreamError?
    private var failedStreams: Set<Int32> = []

    public init() {}

    public func write(_ text: String) {
        write(text, to: STDOUT_FILENO, as: .output)
    }

    public func writeError(_ text: String) {
        write(text, to: STDERR_FILENO, as: .errorOutput)
    }

    private func write(_ text: String, to descriptor: Int32, as stream: StandardStreamError.Stream) {
        guard !text.isEmpty, !failedStreams.contains(descriptor) else { return }
        do {
            try Descriptor.write(Array(text.utf8), to: descriptor)
        } catch {
            failedStreams.insert(descriptor)
            if writeFailure == nil { writeFailure = StandardStreamError(stream, code: error.code) }
        }
    }

    public func readAllInput() throws(StandardStreamError) -> String {
        do {
            return String(decoding: try Descriptor.readToEnd(STDIN_FILENO), as: UTF8.self)
        } catch {
            throw StandardStreamError(.input, code: error.code)
        }
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    /// A zero-byte read fails only when the descriptor cannot be read (closed, or the
    /// write-only placeholder `StandardStreams.prepare` put there); it never blocks.
    public var inputFailure: StandardStreamError? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 0) < 0 && errno == EBADF ? StandardStreamError(.input, code: EBADF) : nil
    }

    public var environment: [String: String] { ProcessInfo.processInfo.environment }
    public var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    public var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
