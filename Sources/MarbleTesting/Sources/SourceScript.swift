import Marbles
import OpenCombineShim

/// The events of a marble source, read once: each at its time in ms (relative to a cold
/// source's subscription, or to a hot source's `^`).
struct SourceScript<Output> {
    var events: [(time: Int, signal: SourceSignal<Output>)] = []

    /// Reads `marbles`; a mistake in them (bad notation, a value missing from `values`)
    /// fails the test at `site` and leaves that event out, so the test still runs.
    init(
        _ marbles: String, kind: String, frame: Int, site: CallSite,
        value: (String) -> Output?
    ) {
        let timeline: MarbleTimeline
        do {
            timeline = try MarbleParser.parse(marbles, frame: frame, mode: .source)
        } catch {
            IssueRecorder.fail(MarbleMessages.invalidMarbles(kind, marbles, error), at: site)
            return
        }
        if kind == "cold", timeline.zeroFrameTime != nil {
            IssueRecorder.fail(MarbleMessages.zeroPointInCold(marbles), at: site)
        }
        var missing: [String] = []
        for event in timeline.events {
            switch event.kind {
            case .value(let token):
                guard let output = value(token) else {
                    if !missing.contains(token) { missing.append(token) }
                    continue
                }
                events.append((event.time, .value(output)))
            case .finished:
                events.append((event.time, .finished))
            case .failure(let message):
                events.append((event.time, .failure(MarbleError(message))))
            case .cancelRequest:
                IssueRecorder.fail(MarbleMessages.cancelRequestInSource(marbles), at: site)
            case .subscribe, .cancel:
                continue
            }
        }
        if !missing.isEmpty {
            IssueRecorder.fail(MarbleMessages.missingValues(missing, in: marbles), at: site)
        }
    }
}

extension SourceScript: Sendable where Output: Sendable {}
