import Clocks
import Foundation

/// Writes one JSON line per event as it happens, at the TestClock's current time:
///
///     {"t":100,"lane":"out","kind":"value","value":2}
///     {"t":100,"lane":"c","note":"send 2 returned"}
///
/// Lane events use StreamLab's kinds (subscribe, value, finished, failure, cancel); what a
/// lane's events cannot say (a dropped element, when a send was made or returned) is a note,
/// as StreamLab's top-level `"notes"`. Every line is written at once (no buffering), so the
/// lines before a trap survive it.
@MainActor
final class Recorder {
    private let now: @MainActor () -> Int

    init(clock: TestClock<Duration>) {
        now = {
            let parts = TestClock<Duration>.Instant().duration(to: clock.now).components
            return Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000)
        }
    }

    /// For a scenario on another clock (the concurrency scenarios' `VirtualClock`).
    init(now: @escaping @MainActor () -> Int) {
        self.now = now
    }

    var nowMilliseconds: Int { now() }

    func subscribe(_ lane: String) { event(lane, "subscribe") }
    func value(_ lane: String, _ value: some OracleValueConvertible) {
        event(lane, "value", extra: ",\"value\":" + value.oracleValue.json)
    }
    func finished(_ lane: String) { event(lane, "finished") }
    func failure(_ lane: String, _ message: String) { event(lane, "failure", extra: ",\"error\":" + quoted(message)) }
    func cancel(_ lane: String) { event(lane, "cancel") }

    func note(_ lane: String, _ text: String) {
        write("{\"t\":\(nowMilliseconds),\"lane\":\(quoted(lane)),\"note\":\(quoted(text))}")
    }

    /// `time` is now unless given (the concurrency scenarios write their lanes at the end,
    /// when each task's final lane name is known).
    func event(_ lane: String, _ kind: String, extra: String = "", at time: Int? = nil) {
        write("{\"t\":\(time ?? nowMilliseconds),\"lane\":\(quoted(lane)),\"kind\":\"\(kind)\"\(extra)}")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
