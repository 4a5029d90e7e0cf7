import MarbleTesting
import OpenCombineShim
import Testing

/// What `streamlab export swift` writes for the session
///
///     h = hot "-ab--c"
///     h | flatMap max 1 { cold "--u|" } | sink as out
///
/// (StreamDSLTests' `SwiftExportHotSourceTests` checks the exporter still writes it), pasted
/// unchanged but for the test's name: StreamLab's `hot` loses b, and so must `m.hot`, or the
/// exported test fails unchanged.
@Test func exportedUploadSessionLosesTheValueWithoutDemand() {
    let m = MarbleScheduler(frame: .milliseconds(100))
    // h = hot "-ab--c"
    let h = m.hot("-ab--c", values: ["a": "a", "b": "b", "c": "c"])
    m.advance(to: .milliseconds(0))
    // h | flatMap max 1 { cold "--u|" } | sink as out
    // lane out
    let out = m.expect(h
        .flatMap(maxPublishers: .max(1)) { x in m.cold("--u|", values: ["u": "u"]) })
    out.toBe("---u---u")
    m.advance(to: .milliseconds(800))
    m.run()
}
