/// The first place where two timelines differ, in words, or `nil` when they are equal.
///
/// Both are compared in time order (same-instant events in their recorded order):
/// - `at 300ms expected value 3, got value 2` (same instant, different events),
/// - `expected value 3 at 300ms, got it at 400ms` (same event, another time),
/// - `expected finished at 1.5s, got value 4 at 1.6s`,
/// - `expected finished at 1.5s, got nothing` / `at 1.6s expected nothing, got value 9`.
public func firstDivergence(expected: [MarbleEvent], actual: [MarbleEvent]) -> String? {
    let expected = expected.sortedByTime()
    let actual = actual.sortedByTime()
    for index in 0..<max(expected.count, actual.count) {
        let wanted = index < expected.count ? expected[index] : nil
        let got = index < actual.count ? actual[index] : nil
        switch (wanted, got) {
        case let (wanted?, got?) where wanted == got:
            continue
        case let (wanted?, got?) where wanted.time == got.time:
            return "at \(formatVirtualTime(wanted.time)) expected \(wanted.kind), got \(got.kind)"
        case let (wanted?, got?) where wanted.kind == got.kind:
            return "expected \(wanted.kind) at \(formatVirtualTime(wanted.time)), got it at \(formatVirtualTime(got.time))"
        case let (wanted?, got?):
            return "expected \(wanted.kind) at \(formatVirtualTime(wanted.time)), got \(got.kind) at \(formatVirtualTime(got.time))"
        case let (wanted?, nil):
            return "expected \(wanted.kind) at \(formatVirtualTime(wanted.time)), got nothing"
        case let (nil, got?):
            return "at \(formatVirtualTime(got.time)) expected nothing, got \(got.kind)"
        case (nil, nil):
            return nil
        }
    }
    return nil
}
