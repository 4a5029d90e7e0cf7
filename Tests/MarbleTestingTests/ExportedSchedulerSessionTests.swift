import MarbleTesting
import OpenCombineShim
import Testing

/// What `streamlab export swift` writes for the session
///
///     subject query
///     query | debounce 300ms on background | receive on main | sink ui as fixed
///     send query 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms
///
/// (StreamDSLTests' `SwiftExportSchedulerTests` checks the exporter still writes it), pasted
/// unchanged but for the test's name: the debounce runs on `m.background`, the hop brings each
/// value back to `m.main` at the same instant, and the expectation checks both.
@Test func exportedHopBackToMainPasses() {
    let m = MarbleScheduler(frame: .milliseconds(100))
    // subject query
    let query = PassthroughSubject<Int, Never>()
    m.advance(to: .milliseconds(0))
    // query | debounce 300ms on background | receive on main | sink ui as fixed
    // main and background are m.main and m.background, test schedulers on one clock (in an app: DispatchQueue.main and DispatchQueue.global()).
    // lane fixed
    let fixed = m.expect(query
        .debounce(for: .milliseconds(300), scheduler: m.background)
        .receive(on: m.main), on: m.main)
    fixed.toBe("-----3----5")
    m.advance(to: .milliseconds(0))
    // send query 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms
    query.send(1)
    m.schedule(at: .milliseconds(100)) { query.send(2) }
    m.schedule(at: .milliseconds(200)) { query.send(3) }
    m.schedule(at: .milliseconds(600)) { query.send(4) }
    m.schedule(at: .milliseconds(700)) { query.send(5) }
    m.advance(to: .milliseconds(0))
    m.advance(to: .milliseconds(1000))
    #expect(m.run())
}
