import Marbles
import StreamDSL

/// Writes timelines as marble strings in the exported test's frame: one character per
/// frame, same-instant events grouped, long silences as time progressions.
enum SwiftMarbles {
    package struct Event {
        package var time: Int
        /// A value's text (written plainly or in brackets).
        var token: String?
        /// `|` or `#` for a completion.
        var ending: Character?
        /// A failure's message (`#[boom]`).
        package var message: String?

        init(time: Int, token: String?, ending: Character? = nil, message: String? = nil) {
            self.time = time
            self.token = token
            self.ending = ending
            self.message = message
        }

        package func written() throws(SwiftExportSkip) -> String {
            if let token {
                guard let inline = MarbleNotation.inlineForm(ofValue: token) else {
                    throw .noMarbleTestingCounterpart("the value \(token), which marbles cannot spell")
                }
                return inline
            }
            guard ending == "#", let message else { return "|" }
            guard let inline = MarbleNotation.inlineForm(ofValue: message), inline.hasPrefix("[") || message.count == 1 else {
                throw .noMarbleTestingCounterpart("the error \(message), which marbles cannot spell")
            }
            return "#" + (inline.hasPrefix("[") ? inline : "[\(inline)]")
        }
    }

    /// Silences longer than this many frames are written as a time progression.
    static let longestDashes = 30

    package static func write(_ events: [Event], frame: Int) throws(SwiftExportSkip) -> String {
        var out = ""
        var cursor = 0
        var index = 0
        let sorted = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        while index < sorted.count {
            let time = sorted[index].time
            var group: [String] = []
            while index < sorted.count, sorted[index].time == time {
                group.append(try sorted[index].written())
                index += 1
            }
            guard time % frame == 0 else {
                throw .notTranslated("a time (\(formatVirtualTime(time))) between two frames of \(formatVirtualTime(frame))")
            }
            let target = time / frame
            let gap = target - cursor
            if gap > longestDashes {
                out += " \(gap * frame)ms "
            } else if gap > 0 {
                out += String(repeating: "-", count: gap)
            }
            out += group.count == 1 ? group[0] : "(" + group.joined() + ")"
            cursor = target + 1
        }
        return out
    }

    /// Subscription marbles: `^` at `subscribe`, `!` at `cancel`; `(^!)` when both share an instant.
    package static func subscription(subscribe: Int, cancel: Int?, frame: Int) -> String {
        let before = String(repeating: "-", count: subscribe / frame)
        guard let cancel else { return before + "^" }
        let gap = cancel / frame - subscribe / frame
        return gap == 0 ? before + "(^!)" : before + "^" + String(repeating: "-", count: gap - 1) + "!"
    }
}
