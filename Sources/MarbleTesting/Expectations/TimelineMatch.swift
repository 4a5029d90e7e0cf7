import Marbles

/// Expected marbles against what a publisher did.
///
/// Events are compared in time order (same-instant events in the order they happened) by
/// the one expected-marbles rule (`ExpectedMarbles`, shared with `:predict` and `:check`):
/// same time, and a value equal to the token's (through `values:` and `Equatable`, or,
/// without `values:`, a token equal to the value's `String(describing:)`). `|` matches a
/// completion; `#[m]` a failure whose `String(describing:)` is `m`, and a bare `#` any failure.
struct TimelineMatch<Output> {
    let expected: [MarbleEvent]
    let actual: [RecordedEvent<Output>]
    /// Whether a token of the marbles stands for this value.
    let sameValue: (String, Output) -> Bool
    /// A value written as a token: its key in `values:`, else its description.
    let token: (Output) -> String

    var matches: Bool {
        expected.count == actual.count && expected.indices.allSatisfy { pairMatches($0) }
    }

    /// The actual events as marble events, for the diagram and the marbles to paste back.
    /// Where an event matches the expected one it is written like it, so equal events
    /// draw alike.
    var displayedActual: [MarbleEvent] {
        actual.indices.map { index in
            if index < expected.count, pairMatches(index) { return expected[index] }
            let event = actual[index]
            switch event.kind {
            case .value(let value): return .value(token(value), at: event.time)
            case .finished: return .finished(at: event.time)
            case .failure(let message): return .failure(message, at: event.time)
            }
        }
    }

    /// Whether actual event `index` matches the expected one at its place (and so is
    /// written with the expected token).
    func isMatched(_ index: Int) -> Bool {
        index < expected.count && pairMatches(index)
    }

    /// The one expected-marbles rule (`ExpectedMarbles`), values compared by `sameValue`.
    private func pairMatches(_ index: Int) -> Bool {
        let got = actual[index]
        let kind: MarbleEventKind
        switch got.kind {
        case .value: kind = .value("")
        case .finished: kind = .finished
        case .failure(let description): kind = .failure(description)
        }
        return ExpectedMarbles.matches(expected[index], time: got.time, kind: kind) { token in
            if case .value(let value) = got.kind { sameValue(token, value) } else { false }
        }
    }
}
