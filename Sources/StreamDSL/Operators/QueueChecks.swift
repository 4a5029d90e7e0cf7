import StreamCore
import StreamLanguage

/// The runtime's half of `on main|background` (the parser's is `QueueArguments.swift` in
/// StreamLanguage): which queue was named, and the check of forms that take none.
extension OperatorArguments {
    /// The queue after `on`; `main` when none was written.
    package var queue: ExecutionQueue {
        guard let written = queueWords else { return .main }
        return ExecutionQueue(rawValue: written.queue.name) ?? .main
    }
}

extension OperatorRegistry {
    /// How errors name the operators that take `on QUEUE` (`collect DURATION`).
    static var queueForms: [String] { all.compactMap(\.queueForm) }
}

extension OperatorChecks {
    /// For a form that runs on no queue (`collect 3`): false, after a located error, when
    /// `on QUEUE` was written.
    mutating func noQueue(_ arguments: OperatorArguments, _ context: OperatorContext) -> Bool {
        guard let written = arguments.queueWords else { return true }
        report(Diagnostic(
            DiagnosticMessages.queueNotAccepted(after: context.name),
            at: written.on.range.extended(to: written.queue.range),
            label: DiagnosticMessages.labelQueueOperators(OperatorRegistry.queueForms),
            notes: [Note(DiagnosticMessages.noteReceiveOn)]))
        return false
    }
}
