import MarbleTesting
import XCTest

final class WrongToBeXCTest: XCTestCase {
    /// Wrong on purpose: map uppercases, so the actual marbles are "-A-B|".
    func testWrongMapUnderXCTest() {
        let m = MarbleScheduler()
        m.expect(m.cold("-a-b|").map { $0.uppercased() }).toBe("-a-b|")
        m.run()
    }
}
