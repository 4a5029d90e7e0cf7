import Foundation
import StreamConsole
import StreamDSL

/// One scenario's script played in a StreamLab `Console`, read back through the session's
/// public JSON (`--format json`), in the oracle's compact notation so the two can be compared
/// line by line: `"0 subscribe"`, `"100 value 2"`, `"0 dropped 2"`, `"0 send 1 made"`.
struct StreamLabRun {
    /// Each lane's events, by lane name.
    let lanes: [String: [String]]
    /// Each lane's notes, translated to the oracle's note texts (see `oracleNotes`).
    let notes: [String: [String]]
    /// Every error a statement reported (`error: trap: …` for a trap).
    let errors: [String]

    struct Unreadable: Error { let json: String }

    init(script: [String]) throws {
        var settings = SessionSettings()
        settings.autoShow = false
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        var errors: [String] = []
        // `run` plays the clock to the end, as the oracle does up to its horizon.
        for line in script + ["run"] {
            let reply = console.submit(line)
            if reply.hadError { errors.append(reply.errors) }
        }
        self.errors = errors
        let json = console.session.views.json()
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let lanes = object["lanes"] as? [[String: Any]]
        else { throw Unreadable(json: json) }
        var laneEvents: [String: [String]] = [:]
        for lane in lanes {
            guard let name = lane["name"] as? String, let events = lane["events"] as? [[String: Any]]
            else { throw Unreadable(json: json) }
            laneEvents[name] = try events.map(Self.compact)
        }
        self.lanes = laneEvents
        var laneNotes: [String: [(time: Int, text: String)]] = [:]
        for note in object["notes"] as? [[String: Any]] ?? [] {
            guard let time = note["t"] as? Int, let text = note["text"] as? String else { throw Unreadable(json: json) }
            guard let lane = note["lane"] as? String else { continue }
            laneNotes[lane, default: []] += Self.oracleNotes(time: time, text: text)
        }
        // StreamLab notes a send once, when it returns; the oracle notes `made` when the
        // statement creates the send's task (synchronously, so before any task of that instant
        // runs) and `returned` when the task's `await send` returns. Within an instant, makings
        // therefore come first.
        notes = laneNotes.mapValues { notes in
            notes.enumerated().sorted { Self.order($0) < Self.order($1) }.map { "\($0.element.time) \($0.element.text)" }
        }
    }

    private static func order(_ note: (offset: Int, element: (time: Int, text: String))) -> (Int, Int, Int) {
        (note.element.time, note.element.text.hasSuffix(" made") ? 0 : 1, note.offset)
    }

    private static func compact(_ event: [String: Any]) throws -> String {
        guard let time = event["t"] as? Int, let kind = event["kind"] as? String else {
            throw Unreadable(json: "\(event)")
        }
        var words = ["\(time)", kind]
        if let value = event["value"] {
            let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
            words.append(String(decoding: data, as: UTF8.self))
        }
        if let error = event["error"] as? String { words.append(error) }
        return words.joined(separator: " ")
    }

    /// StreamLab's note texts as the oracle's:
    /// - `dropped 2 (buffering oldest 1)` → `dropped 2`;
    /// - `send 1 (made at 0ms) returned: …` at 100 → `send 1 made` at 0 and `send 1 returned` at 100.
    /// Any other note stays as it is (and so fails the comparison if the oracle has no such note).
    static func oracleNotes(time: Int, text: String) -> [(time: Int, text: String)] {
        if text.hasPrefix("dropped "), let open = text.range(of: " (") {
            return [(time, String(text[..<open.lowerBound]))]
        }
        if text.hasPrefix("send "), let atOnce = text.range(of: " returned at once") {
            let value = text[text.index(text.startIndex, offsetBy: 5)..<atOnce.lowerBound]
            return [(time, "send \(value) made"), (time, "send \(value) returned")]
        }
        if text.hasPrefix("send "), let made = text.range(of: " (made at "),
           let closing = text.range(of: ") returned", range: made.upperBound..<text.endIndex),
           let madeAt = milliseconds(text[made.upperBound..<closing.lowerBound]) {
            let value = text[text.index(text.startIndex, offsetBy: 5)..<made.lowerBound]
            return [(madeAt, "send \(value) made"), (time, "send \(value) returned")]
        }
        return [(time, text)]
    }

    /// `250ms`, `1s`, `1.5s` (Marbles' `formatVirtualTime`) in milliseconds.
    static func milliseconds(_ text: Substring) -> Int? {
        if text.hasSuffix("ms") { return Int(text.dropLast(2)) }
        guard text.hasSuffix("s"), let seconds = Double(text.dropLast()) else { return nil }
        return Int((seconds * 1000).rounded())
    }
}
