import Marbles
import StreamCore
import TerminalText

/// What a session shows of what it recorded: the diagram (`:show`), the trace (`:log`),
/// JSON (`--format json`) and SVG (`--format svg`, `:export svg`). Each is a pure function
/// of the recording, the settings and the current time, so a test draws them from a
/// recording made without a `Session` (see `SessionViewsTests`).
public struct SessionViews {
    public let recording: SessionRecording
    public let settings: SessionSettings
    /// The current virtual time: lanes still running reach it, and a window ends there at the latest.
    public let now: VirtualTime
    /// Polled while a long trace is written, so Ctrl-C can stop it.
    let interruptRequested: () -> Bool

    init(recording: SessionRecording, settings: SessionSettings, now: VirtualTime,
         interruptRequested: @escaping () -> Bool = { false }) {
        self.recording = recording
        self.settings = settings
        self.now = now
        self.interruptRequested = interruptRequested
    }

    /// The lanes a diagram shows under the settings.
    public var visibleLanes: [Lane] {
        recording.lanes.filter { lane in
            switch lane.role {
            case .subscription: return true
            case .source: return settings.showSources
            case .stage: return settings.showStages
            }
        }
    }

    /// `:show`: the diagram of every visible lane, drawn from recorded events only, up to
    /// the current time (lanes still running reach `now`), or over the window `from...to`
    /// (`:show 1s...3s`; its end is at most `now`, when it ends at all).
    public func diagram(width: Int? = nil, from: VirtualTime? = nil, to: VirtualTime? = nil) -> String {
        let shown = visibleLanes
        guard !shown.isEmpty else { return "(no lanes yet: subscribe with `… | sink`)\n" }
        var renderer = DiagramRenderer(width: width ?? settings.width,
                                       glyphs: settings.unicode ? .unicode : .ascii,
                                       color: settings.color)
        renderer.columnDuration = settings.zoom
        renderer.window = DiagramWindow(start: from, end: min(to ?? now, now))
        if from != nil || to != nil { renderer.elisionHint = "draw a later window with :show FROM...TO" }
        let end = min(to ?? now, now)
        // Milestone 3: `:set activity on` draws each task's activity under its lane.
        let drawing = settings.showActivity ? activityDiagram(shown, renderer: renderer) : renderer.render(shown.map(Self.marbleLane))
        return drawing + Self.noteLines(visibleNotes(from: from, to: end))
    }

    /// `--format svg` and `:export svg`: the diagram of every visible lane as a standalone
    /// SVG document, laid out as `diagram(width:)` lays out the text (same columns, same
    /// keys), whatever the glyph and colour settings, and fitted to `pixelWidth` pixels
    /// (on fewer, coarser columns when the text's columns would not fit).
    public func svgDiagram(width: Int? = nil, pixelWidth: Int = DiagramRenderer.defaultSVGWidth) -> String {
        DiagramRenderer(width: width ?? settings.width).svg(visibleLanes.map(Self.marbleLane), pixelWidth: pixelWidth)
    }

    /// Converts a recorded lane into the notation's terms (requests are not drawn): the one
    /// conversion that diagrams, JSON-free comparisons and exercise checks share.
    public static func marbleLane(_ lane: Lane) -> MarbleLane {
        MarbleLane(name: lane.name, events: lane.records.flatMap { record -> [MarbleEvent] in
            switch record.kind {
            case .subscribe: return lane.role == .source ? [] : [.subscribe(at: record.time)]
            case .request, .synchronousRequest, .suspended, .resumed, .waiting: return []
            case .value(let value): return [.value(value.description, at: record.time)]
            case .finished: return [.finished(at: record.time)]
            case .failure(let error): return [.failure(error.message, at: record.time)]
            case .cancel: return [.cancel(at: record.time)]
            // A task: `^` when it starts, `/` when asked to cancel, its returned value and `|`.
            case .taskStarted: return [.subscribe(at: record.time)]
            case .cancelRequested: return [MarbleEvent(time: record.time, kind: .cancelRequest)]
            case .returned(let value): return [.value(value.description, at: record.time), .finished(at: record.time)]
            }
        })
    }

    /// `:log`: every recorded event in the order it happened, in the words of Combine's `print()`.
    /// At most `RecordingLimits.maximumTraceLines` events are written, then a note says how
    /// many more there are: a million-event trace is not built into one huge string.
    public func trace() -> String {
        let trace = recording.trace
        guard !trace.isEmpty else { return "(nothing recorded yet)\n" }
        let shown = Array(trace.prefix(RecordingLimits.maximumTraceLines))
        let times = shown.map { formatVirtualTime($0.record.time) }
        let width = times.map(\.count).max() ?? 0
        let queues = Self.queueColumn(shown.map(\.record))
        var text = ""
        for (index, (time, entry)) in zip(times, shown).enumerated() {
            // A trace of many events takes a while: Ctrl-C stops it.
            if index & 0xFFF == 0xFFF, interruptRequested() {
                text += RuntimeNotes.listingInterrupted + "\n"
                break
            }
            text += String(repeating: " ", count: width - time.count) + time + "  " + queues(entry.record)
            // Lane names and values are user text: one trace line each, controls escaped.
            text += TerminalText.escaped(entry.lane.name + ": " + Self.bounded(entry.record.printDescription)) + "\n"
        }
        let hidden = trace.count - shown.count
        if hidden > 0 {
            text += RuntimeNotes.traceTruncated(hidden: hidden, shown: RecordingLimits.maximumTraceLines) + "\n"
        }
        return text
    }

    /// `--format json`: DESIGN.md's schema.
    /// Sinks (and stages when shown); a subject's own sends are input, not output, so they are left out.
    public func json() -> String {
        LaneJSON.encode(visibleLanes.filter { $0.role != .source }, notes: visibleNotes())
    }

    /// `json()` handed to `output` in pieces, so a session at the memory bound is written
    /// without building its whole text first.
    public func writeJSON(to output: (String) -> Void) {
        LaneJSON.write(visibleLanes.filter { $0.role != .source }, notes: visibleNotes(), to: output)
    }

    /// The notes about lanes the diagram shows (and about the session), from `from` to `to`.
    func visibleNotes(from: VirtualTime? = nil, to: VirtualTime? = nil) -> [LaneNote] {
        let shown = Set(visibleLanes.map(ObjectIdentifier.init))
        return recording.notes.filter { note in
            if let from, note.time < from { return false }
            if let to, note.time > to { return false }
            guard let lane = note.lane else { return true }
            return shown.contains(ObjectIdentifier(lane))
        }
    }
}

extension SessionViews {
    /// The lines listed under a diagram: `  300ms  s: dropped 3 (buffering newest 1)`.
    static func noteLines(_ notes: [LaneNote]) -> String {
        guard !notes.isEmpty else { return "" }
        let times = notes.map { formatVirtualTime($0.time) }
        let width = times.map(\.count).max() ?? 0
        var text = "notes:\n"
        for (time, note) in zip(times, notes) {
            let padding = String(repeating: " ", count: width - time.count)
            // Lane names and messages are user text: one escaped line per note.
            text += "  " + padding + time + "  " + TerminalText.escaped((note.lane.map { $0.name + ": " } ?? "") + note.text) + "\n"
        }
        return text
    }

    /// `:log`'s queue column: the queue of each event, padded, once any event of the trace
    /// ran off main. A trace wholly on main leaves it out: every event is on main, and traces
    /// recorded before queues existed read as they did.
    static func queueColumn(_ records: some Sequence<EventRecord>) -> (EventRecord) -> String {
        guard records.contains(where: { $0.queue != .main }) else { return { _ in "" } }
        let width = ExecutionQueue.allCases.map(\.rawValue.count).max() ?? 0
        return { record in
            record.queue.rawValue + String(repeating: " ", count: width - record.queue.rawValue.count) + "  "
        }
    }

    /// A trace line's event, cut in the middle past 200 characters (a 100,000-character value).
    private static func bounded(_ description: String) -> String {
        let limit = 200
        guard description.utf8.count > limit else { return description }
        let count = description.count
        guard count > limit else { return description }
        return description.prefix(limit / 2 - 2) + " ... " + description.suffix(limit / 2 - 3)
            + " (\(count) characters)"
    }
}
