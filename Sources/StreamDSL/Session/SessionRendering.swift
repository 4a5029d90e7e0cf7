import Marbles
import StreamCore

extension Session {
    /// The lanes a diagram shows under the current settings.
    public var visibleLanes: [Lane] {
        lanes.filter { lane in
            switch lane.role {
            case .subscription: return true
            case .source: return settings.showSources
            case .stage: return settings.showStages
            }
        }
    }

    /// `:show`: the diagram of every visible lane, drawn from recorded events only.
    public func diagram(width: Int? = nil) -> String {
        let shown = visibleLanes
        guard !shown.isEmpty else { return "(no lanes yet: subscribe with `… | sink`)\n" }
        let renderer = DiagramRenderer(width: width ?? settings.width,
                                       glyphs: settings.unicode ? .unicode : .ascii,
                                       color: settings.color)
        return renderer.render(shown.map(Self.marbleLane))
    }

    /// After `run`/`advance`: the diagram, when `autoshow` is on and there is something to draw.
    func showIfAutomatic() {
        guard settings.autoShow, !visibleLanes.isEmpty else { return }
        emit(String(diagram().dropLast()))
    }

    /// Converts a recorded lane into the notation's terms (requests are not drawn).
    static func marbleLane(_ lane: Lane) -> MarbleLane {
        MarbleLane(name: lane.name, events: lane.records.compactMap { record in
            switch record.kind {
            case .subscribe: return lane.role == .source ? nil : .subscribe(at: record.time)
            case .request: return nil
            case .value(let value): return .value(value.description, at: record.time)
            case .finished: return .finished(at: record.time)
            case .failure(let error): return .failure(error.message, at: record.time)
            case .cancel: return .cancel(at: record.time)
            }
        })
    }

    /// `:log`: every recorded event in the order it happened, in the words of Combine's `print()`.
    public func trace() -> String {
        guard !traceEntries.isEmpty else { return "(nothing recorded yet)\n" }
        let times = traceEntries.map { Session.formatTime($0.record.time) }
        let width = times.map(\.count).max() ?? 0
        var lines: [String] = []
        for (index, (time, entry)) in zip(times, traceEntries).enumerated() {
            // A trace of millions of events takes a while: Ctrl-C stops it.
            if index & 0xFFF == 0xFFF, interruptRequested() {
                lines.append(RuntimeNotes.listingInterrupted)
                break
            }
            lines.append(String(repeating: " ", count: width - time.count) + time + "  " + entry.lane.name + ": "
                         + entry.record.printDescription)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--format json`: DESIGN.md's schema.
    /// Sinks (and stages when shown); a subject's own sends are input, not output, so they are left out.
    public func json() -> String { LaneJSON.encode(visibleLanes.filter { $0.role != .source }) }
}
