import MarbleTesting
import Testing

/// Wrong on purpose: debounce 300ms shows "sw" at 600ms, not 500ms.
@Test func wrongDebounceUnderSwiftTesting() {
    let m = MarbleScheduler()
    let typed = m.hot("-a-b----c|", values: ["a": "s", "b": "sw", "c": "swift"])
    let shown = typed.debounce(for: .milliseconds(300), scheduler: m.scheduler)
    m.expect(shown).toBe("-----b---|", values: ["b": "sw"])
    m.run()
}
