/// The session's part of the message catalogue: errors found while checking a parsed
/// statement against the session (names, kinds, times). Messages are `DiagnosticMessage`s,
/// so call sites read `Diagnostic(.unknownName(name), at: range)`.
extension DiagnosticMessage {
    static func unknownName(_ name: String) -> DiagnosticMessage {
        .init(id: "unknown-name", text: "unknown name \(DiagnosticMessages.quote(name))")
    }
    static func wrongKind(_ name: String, is actual: String, expected: String) -> DiagnosticMessage {
        .init(id: "wrong-kind", text: "\(DiagnosticMessages.quote(name)) is \(actual), not \(expected)")
    }
    static func nameTaken(_ name: String, is actual: String) -> DiagnosticMessage {
        .init(id: "name-taken", text: "\(DiagnosticMessages.quote(name)) is already \(actual)")
    }
    static func timeInPast(_ time: String, now: String) -> DiagnosticMessage {
        .init(id: "time-in-past", text: "time \(time) is in the past: the clock is already at \(now)")
    }
    static func valueNameOutsideOperator(_ name: String) -> DiagnosticMessage {
        .init(id: "value-name-outside-operator", text: "\(DiagnosticMessages.quote(name)) has no value here")
    }
    static func unknownFunction(_ name: String) -> DiagnosticMessage {
        .init(id: "unknown-function", text: "unknown function \(DiagnosticMessages.quote(name))")
    }
    static func wrongArgumentCount(_ name: String, expected: String, got: Int) -> DiagnosticMessage {
        .init(id: "wrong-argument-count", text: "\(name) takes \(expected) argument(s), got \(got)")
    }
    static func invalidValue(_ message: String) -> DiagnosticMessage {
        .init(id: "invalid-value", text: message)
    }
    static func badMarbles(_ message: String) -> DiagnosticMessage {
        .init(id: "bad-marbles", text: "bad marble diagram: \(message)")
    }
    static let notConnectable =
        DiagnosticMessage(id: "not-connectable", text: "autoconnect needs a connectable publisher before it")
    static func cannotConnect(_ name: String) -> DiagnosticMessage {
        .init(id: "not-connectable", text: "\(DiagnosticMessages.quote(name)) is not connectable")
    }
    static let zeroDuration =
        DiagnosticMessage(id: "zero-interval", text: "a timer interval must be greater than 0ms")
}

/// Labels shown after the carets of the session's diagnostics.
extension DiagnosticMessages {
    static let labelDeclareFirst = "declare it first, e.g. 'subject NAME'"
    static let labelPickAnotherNameOrReset = "choose another name, or :reset the session"
    static let labelFutureTime = "virtual time only moves forward"
    static let labelXInsideOperators = "x is the current value inside an operator (map x * 2) or braces { … }"
    static let labelAccInsideScan = "acc is the running total inside scan or reduce"
    static let labelAddMulticast = "put multicast or makeConnectable before autoconnect"
    static let labelConnectable = "connect works on a pipeline ending in multicast or makeConnectable"
}
