import MarbleTesting
import Testing
import TestSupport

/// MarbleTesting's `toBe` reads the shared table of the expected-marbles rule and gives its
/// verdicts: a mismatch is a recorded issue.
@Suite struct ToBeVectorTests {
    @Test(arguments: ExpectedMarblesVector.all)
    func toBeGivesTheTablesVerdict(_ vector: ExpectedMarblesVector) {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold(vector.actual)).toBe(vector.expected)
            m.run()
        }
        #expect(issues.isEmpty == vector.matches, "\(issues)")
    }
}
