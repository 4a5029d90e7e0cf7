import MarbleTesting
import OpenCombineShim
import XCTest

/// MarbleTesting from XCTest: a passing expectation passes. (That a wrong one fails an
/// XCTest test is checked from outside, on the fixture package in Tests/Fixtures.)
final class XCTestReportingTests: XCTestCase {
    func testDebounceUnderXCTest() {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b----c|", values: ["a": "s", "b": "sw", "c": "swift"])
        m.expect(typed.debounce(for: .milliseconds(300), scheduler: m.scheduler))
            .toBe("------b--|", values: ["b": "sw"])
        m.run()
    }
}
