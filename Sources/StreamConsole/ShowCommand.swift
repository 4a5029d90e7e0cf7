import Marbles
import StreamCore
import StreamDSL
import StreamLanguage

/// `:show` draws the whole run up to now; `:show FROM...TO` a window of it, so a long run
/// can be read anywhere: `:show 1s...3s`, `:show 2s...` (to now), `:show ...500ms`.
enum ShowCommand {
    static var declaration: CommandDeclaration {
        CommandDeclaration(
            "show", arguments: [.optional("FROM...TO", .timeWindow)],
            summary: "draw the diagram of every lane so far, or of a time window (:show 1s...3s)",
            usageNote: "for a time window such as :show 1s...3s, :show 2s... or :show ...500ms")
    }

    static func run(_ args: CommandArguments, session: Session) -> ConsoleReply {
        guard let text = args.first else { return ConsoleReply(output: session.views.diagram()) }
        guard let (from, to) = window(text) else { return declaration.usageError() }
        if let from, let to, from >= to {
            return .failure(DiagnosticMessages.badWindow(text, "the window must end after it starts"))
        }
        if let from, from > session.runtime.clock.now {
            return .failure(DiagnosticMessages.badWindow(
                text, "nothing has happened from \(formatVirtualTime(from)) on yet (the clock is at \(formatVirtualTime(session.runtime.clock.now)))"))
        }
        return ConsoleReply(output: session.views.diagram(from: from, to: to))
    }

    /// `FROM...TO` with either side left out (not both); nil if malformed.
    static func window(_ text: String) -> (from: VirtualTime?, to: VirtualTime?)? {
        let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else { return nil }
        func time(_ part: Substring) -> VirtualTime?? {
            if part.isEmpty { return .some(nil) }
            return (try? SettingDefinition.duration(part, min: 0).get()).map { .some($0) }
        }
        guard let from = time(parts[0]), let to = time(parts[1]) else { return nil }
        return (from, to)
    }
}
