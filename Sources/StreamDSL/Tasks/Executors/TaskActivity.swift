import Marbles
import StreamCore

/// `:set activity on` (issue 18 milestone 3): under each task's lane, when it runs (`=`), is
/// suspended (`.`), or waits for its executor (`~`: the main actor, an actor or a pool thread
/// held by `work`), in the manner of Instruments' Swift Concurrency template. Read from the
/// lane's records alone (`start`, `suspended`, `waits for`, `resumed`, its end), so it is a
/// view like the diagram; JSON does not carry it (`:log` lists the same events).
struct TaskActivity {
    enum State: Int, Comparable {
        case suspended, waiting, running
        static func < (a: State, b: State) -> Bool { a.rawValue < b.rawValue }

        var glyph: Character {
            switch self {
            case .running: "="
            case .waiting: "~"
            case .suspended: "."
            }
        }
    }

    struct Span: Equatable {
        let state: State
        let start: VirtualTime
        let end: VirtualTime
    }

    let spans: [Span]

    /// The spans of a task's lane up to `now` (a task still alive reaches it); nil for a
    /// lane that is not a task's.
    init?(_ lane: Lane, now: VirtualTime) {
        var spans: [Span] = []
        var open: (state: State, since: VirtualTime)?
        var isTask = false
        func enter(_ state: State?, at time: VirtualTime) {
            if let open { spans.append(Span(state: open.state, start: open.since, end: time)) }
            open = state.map { ($0, time) }
        }
        for record in lane.records {
            switch record.kind {
            case .taskStarted, .resumed:
                isTask = true
                enter(.running, at: record.time)
            case .suspended: enter(.suspended, at: record.time)
            case .waiting:
                isTask = true
                enter(.waiting, at: record.time)
            case .finished, .failure, .returned:
                // A task that was running ran at its end's instant too (`=` under its `|`).
                if open?.state == .running { enter(.running, at: record.time) }
                enter(nil, at: record.time)
            default: break
            }
        }
        guard isTask else { return nil }
        enter(nil, at: max(now, open?.since ?? now))
        self.spans = spans
    }

    /// The row's cells on `layout`'s columns: each column shows the busiest state that
    /// lasts in it (running, then waiting, then suspended), else the busiest one of no
    /// length at its instants (a start, a resumption); a compressed silence is blank.
    func cells(on layout: DiagramLayout) -> String {
        var text = ""
        for segment in layout.segments {
            switch segment {
            case .columns(let firstTime, let count):
                for column in 0..<count {
                    let from = firstTime + column * layout.columnDuration
                    text.append(state(from: from, to: from + layout.columnDuration)?.glyph ?? " ")
                }
            case .gap:
                text += String(repeating: " ", count: segment.width)
            }
        }
        return text
    }

    private func state(from: VirtualTime, to: VirtualTime) -> State? {
        let lasting = spans.filter { $0.start < $0.end && $0.start < to && $0.end > from }
        if let busiest = lasting.map(\.state).max() { return busiest }
        return spans.filter { $0.start == $0.end && (from..<to).contains($0.start) }.map(\.state).max()
    }

    /// The line under a diagram that draws activity.
    static let key = "activity: = running  ~ waiting for the main actor, an actor or a pool thread  . suspended"
}

extension SessionViews {
    /// The diagram with a task's activity under its lane, and the key under the diagram.
    func activityDiagram(_ lanes: [Lane], renderer: DiagramRenderer) -> String {
        let activities = lanes.map { TaskActivity($0, now: now) }
        let text = renderer.render(lanes.map(Self.marbleLane)) { index, layout in activities[index]?.cells(on: layout) }
        guard activities.contains(where: { $0 != nil }) else { return text }
        return text + TaskActivity.key + "\n"
    }
}
