import Marbles

/// Writes events back as a marble string in frames of `frame` ms, the inverse of
/// `MarbleParser`: `"------b--|"`, `"-(ab)-[sw]|"`, `"^--!"`, `"-- 50ms a"`.
///
/// Events at one instant form a group. Silence longer than `maxDashes` frames, and time
/// that is not a whole number of frames, are written as time progressions (` 5s `,
/// ` 50ms `). An event less than one frame after the previous one cannot be placed
/// exactly; it joins the previous group and `isExact` turns false.
struct MarbleWriter {
    let frame: Int
    var maxDashes = 40

    /// The marbles, and whether they read back as exactly these events.
    func write(_ events: [MarbleEvent]) -> (marbles: String, isExact: Bool) {
        var groups: [(time: Int, tokens: [String])] = []
        var isExact = true
        for event in events {
            let token = Self.token(for: event.kind)
            if let last = groups.last, event.time < last.time + frame {
                if event.time != last.time { isExact = false }
                groups[groups.count - 1].tokens.append(token)
            } else {
                groups.append((event.time, [token]))
            }
        }
        var text = ""
        var cursor = 0
        for group in groups {
            text += silence(from: cursor, to: group.time)
            let afterSpace = text.isEmpty || text.last == " "
            if group.tokens.count == 1 {
                text += Self.guardProgression(group.tokens[0], afterSpace: afterSpace)
            } else {
                text += "(" + group.tokens.joined() + ")"
            }
            cursor = group.time + frame
        }
        return (text, isExact)
    }

    private func silence(from start: Int, to end: Int) -> String {
        let gap = end - start
        guard gap > 0 else { return "" }
        let frames = gap / frame
        let rest = gap % frame
        if frames > maxDashes { return " \(formatVirtualTime(gap)) " }
        let dashes = String(repeating: "-", count: frames)
        return rest == 0 ? dashes : dashes + " \(formatVirtualTime(rest)) "
    }

    /// A lone digit at the start or after a space would begin a time progression
    /// (`1s`), so it is bracketed there.
    private static func guardProgression(_ token: String, afterSpace: Bool) -> String {
        guard afterSpace, token.count == 1, token.first?.isNumber == true else { return token }
        return "[\(token)]"
    }

    /// One event as marble notation: `a`, `[sw]`, `|`, `#`, `#[timeout]`, `^`, `!`.
    static func token(for kind: MarbleEventKind) -> String {
        switch kind {
        case .value(let text): valueToken(text)
        case .finished: "|"
        case .failure(let message): message.isEmpty ? "#" : "#[\(message)]"
        case .subscribe: "^"
        case .cancel: "!"
        case .cancelRequest: "/"
        }
    }

    /// A value as itself when it is one plain character, else bracketed.
    static func valueToken(_ text: String) -> String {
        if text.count == 1, let parsed = try? MarbleParser.parse(text, frame: 1),
           parsed.events == [.value(text, at: 0)] {
            return text
        }
        return "[\(text)]"
    }
}
