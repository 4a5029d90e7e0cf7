@testable import StreamDSL
import Testing

/// Issue 17 §3: a statement that will run after an accepted `release vm @T` cannot use `vm`,
/// exactly as after an immediate release (it used to store into the freed object and keep
/// delivering; a second scheduled release was silent).
@Suite struct ScheduledReleaseTests {
    static let released = "error: 'vm' was released: the session holds no reference to it any more"

    /// The errors an immediate release gives, for comparison.
    static func afterImmediateRelease(_ statement: String) -> [String] {
        let lab = Playground()
        lab.accept(lines: "subject a\nobject vm\npublished vm.n = 0\nrelease vm")
        return errorHeadlines(lab.reject(statement))
    }

    static func afterScheduledRelease(_ statement: String) -> (Playground, [String]) {
        let lab = Playground()
        lab.accept(lines: "subject a\nobject vm\npublished vm.n = 0\nrelease vm @100ms")
        return (lab, errorHeadlines(lab.reject(statement)))
    }

    @Test(arguments: [
        "at 300ms: a | sink store in vm capturing vm",
        "at 300ms: a | sink capturing vm",
        "at 300ms: a | assign to vm.n on vm",
        "at 300ms: a | assign to vm.$n",
        "at 300ms: vm.$n | sink",
        "set vm.n 1 @300ms",
        "release vm @200ms",
    ])
    func aLaterStatementGetsTheErrorsOfAnImmediateRelease(statement: String) {
        let (_, errors) = Self.afterScheduledRelease(statement)
        #expect(!errors.isEmpty && errors.allSatisfy { $0 == Self.released }, "\(errors)")
        #expect(errors == Self.afterImmediateRelease(statement.replacingOccurrences(of: "at 300ms: ", with: "")
            .replacingOccurrences(of: " @300ms", with: "").replacingOccurrences(of: " @200ms", with: "")))
    }

    @Test func theRefusedSinkStoresNothingAndReceivesNothing() {
        let (lab, _) = Self.afterScheduledRelease("at 300ms: a | sink store in vm capturing vm as s")
        lab.accept("send a 1 @400ms")
        lab.accept("run")
        #expect(!lab.laneNames.contains("s"))
    }

    @Test func statementsThatRunBeforeTheReleaseStillWork() {
        let lab = Playground()
        lab.accept(lines: "subject a\nobject vm\nrelease vm @300ms")
        lab.accept("at 100ms: a | sink store in vm as s")
        // An earlier release moves the release earlier; a later one is refused.
        lab.accept("release vm @200ms")
        #expect(errorHeadlines(lab.reject("release vm @250ms")) == [Self.released])
        lab.accept("send a 1 @150ms, 2 @250ms")
        let reply = lab.accept("run")
        #expect(lab.events("s") == ["^@100", "1@150", "!@200"])
        // Freed once, at 200ms; the release scheduled at 300ms finds it released and is quiet.
        #expect(reply.output.components(separatedBy: "vm is freed").count == 2, "\(reply.output)")
    }
}
