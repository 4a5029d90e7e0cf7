import StreamCore
import StreamLanguage

/// Why a stream failed while it ran: the run-time part of the message catalogue.
///
/// The language is dynamically typed, so a value of the wrong kind is found only when it
/// arrives. Swift would have refused such a program at compile time; the message says so,
/// and never suggests that the operator itself can fail (only `try…` operators can).
package enum RuntimeMessages {
    /// A value of the wrong kind: `map x * 2` on "abc".
    package static func typeError(_ detail: String) -> StreamError {
        StreamError("type error: \(detail); Swift would not compile this")
    }

    /// Arithmetic or indexing that Swift checks while running, by stopping the program.
    package static func trap(_ detail: String) -> StreamError {
        StreamError("\(detail); in Swift this stops the program")
    }

    static let divisionByZero = trap("division by zero")

    /// `1.0 / 0.0`: Swift does not stop here, it gives `inf` (or `nan` for `0.0 / 0.0`), which
    /// StreamLab's values do not model; so the stream fails, and the message says why.
    package static let floatingDivisionByZero = StreamError(
        "floating-point division by zero: Swift gives inf or nan here, which StreamLab's values do not model")

    package static func overflow(_ detail: String) -> StreamError { trap("integer overflow: \(detail)") }

    /// `filter x` on 0.
    static func notACondition(_ operatorName: String, _ value: Value) -> StreamError {
        typeError("\(operatorName) needs a true/false condition, got \(value.kindName) (\(value.literal))")
    }
}

extension DiagnosticMessage {
    /// The compiler's limit on a chain's stages (`ChainDepth`), which the language does not know.
    static var chainTooDeep: DiagnosticMessage { chainTooDeep(limit: ChainDepth.limitText) }
}
