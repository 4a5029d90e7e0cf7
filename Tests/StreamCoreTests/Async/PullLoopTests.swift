@testable import StreamCore
import Testing

/// The one pull loop: a pull from inside a round becomes the next round, not a nested call.
@Suite struct PullLoopTests {
    /// 100 000 elements at hand, each pulling again from its callback: the rounds run one
    /// after another, never more than one deep.
    @Test func nestedPullsBecomeRounds() {
        let loop = PullLoop()
        var rounds = 0
        var depth = 0
        var deepest = 0
        func pull() {
            loop.pull {
                depth += 1
                deepest = max(deepest, depth)
                defer { depth -= 1 }
                rounds += 1
                if rounds < 100_000 { pull() }
            }
        }
        pull()
        #expect(rounds == 100_000)
        #expect(deepest == 1)
    }

    /// A round that does not pull again ends the loop; a later pull starts a new one.
    @Test func loopEndsWhenARoundDoesNotPull() {
        let loop = PullLoop()
        var rounds = 0
        loop.pull { rounds += 1 }
        #expect(rounds == 1)
        loop.pull { rounds += 1 }
        #expect(rounds == 2)
    }
}
