/// The stretch of time a diagram shows, when the caller bounds it: `:show 1s...3s` draws
/// a window of a long run, and a session draws its lanes up to the current time.
///
/// - `start`: the first column starts here (`nil`: at 0, or at the earliest time when it
///   is negative). Earlier events are not drawn. A lane already running then (subscribed
///   earlier, not ended) is drawn from the first column without `^`, and a note under the
///   diagram says that such lanes began earlier; a lane that ended earlier, or subscribes
///   after the window, is blank.
/// - `end`: the last column holds this time (`nil`: the last event's), so a lane still
///   running is drawn up to it even when its last event was long before. Later events
///   are not drawn: a lane that has some ends with the elision marker (`...`), and the
///   note counts them, as when the width cuts a diagram.
public struct DiagramWindow: Hashable, Sendable {
    public var start: Int?
    public var end: Int?

    public init(start: Int? = nil, end: Int? = nil) {
        self.start = start
        self.end = end
    }
}

extension LaneCells {
    /// This lane as `window` shows it: only its events inside, and what lies outside as
    /// counts and flags. Costs two binary searches when nothing is left out.
    func windowed(_ window: DiagramWindow) -> LaneCells {
        let first = window.start.map { start in events.count(through: start - 1) } ?? 0
        let last = window.end.map { events.count(through: $0) } ?? events.count
        guard first > 0 || last < events.count else { return self }
        var lane = LaneCells(events: Array(events[first..<max(first, last)]))
        if first > 0, let start = window.start {
            let ended = endTime.map { $0 < start } ?? false
            lane.outsideWindow = ended
            lane.runsIntoWindow = !ended && lane.startTime != start
        } else if last == 0, events[0].kind == .subscribe {
            lane.outsideWindow = true  // subscribes after the window
        }
        lane.eventsAfterWindow = events.count - max(first, last)
        return lane
    }
}
