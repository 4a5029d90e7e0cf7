import Marbles
import StreamCore
import StreamLanguage

/// `status | combineLatest clock | autoconnect`: `autoconnect` applies to what
/// `combineLatest` makes, which is not connectable, so "put multicast before autoconnect"
/// would lead to a lane that stays empty. What was meant is to connect the timer inside:
/// `status | combineLatest (clock | autoconnect)`.
extension OperatorChecks {
    /// The diagnostic for an `autoconnect` whose previous stage combines a connectable
    /// argument (a timer, or a name bound to a timer or multicast); nil otherwise.
    func autoconnectMeantForArgument(_ context: OperatorContext) -> Diagnostic? {
        guard let previous = context.previous else { return nil }
        for argument in previous.arguments {
            guard case .publishers(let sources) = argument,
                  let inner = sources.first(where: isConnectable),
                  let spelling = Self.spelling(of: inner) else { continue }
            let rewrite = "(\(spelling) | autoconnect)"
            let hint = "\(previous.name.name) \(rewrite)"
            // One edit, `clock | autoconnect` → `(clock | autoconnect)`, when nothing but the
            // pipe stands between the argument and autoconnect.
            let adjacent = inner.range.end == previous.range.end
            let fixIts = adjacent
                ? [FixIt(DiagnosticMessages.fixUse(hint), replacing: SourceRange(start: inner.range.start, end: context.range.end),
                         with: rewrite)]
                : []
            return Diagnostic(.autoconnectAfterCombining(previous.name.name), at: context.range,
                              label: DiagnosticMessages.labelConnectArgumentInside(hint), fixIts: fixIts)
        }
        return nil
    }

    private func isConnectable(_ source: PipelineSource) -> Bool {
        switch source.kind {
        case .timer: return true
        case .name(let identifier):
            guard let publisher = compiler.binding(identifier.name)?.publisher else { return false }
            return publisher is any ConnectablePublisher
        default: return false
        }
    }

    /// How the argument is written, for the suggestion (only the forms it can be sure of).
    private static func spelling(of source: PipelineSource) -> String? {
        switch source.kind {
        case .timer(let interval): "timer \(formatVirtualTime(interval.milliseconds))"
        case .name(let identifier): identifier.name
        default: nil
        }
    }
}
