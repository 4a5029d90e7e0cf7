import OpenCombine
import StreamCore
import Testing

/// flatMap, buffer and switchToLatest on both engines (SEMANTICS.md, "Higher order").
///
/// The inner publisher for x is cold: x*10 at +50, x*10+1 at +150, finished at +200.
@Suite struct HigherOrderDifferentialTests {
    static func inner(_ x: Int) -> String { "50:\(x * 10) 150:\(x * 10 + 1) 200:|" }

    /// Unlimited: every inner runs at once and their values interleave in time. At 150 both
    /// inners emit; inner 1's event was scheduled first (at 0), so 11 precedes 20.
    @Test func flatMapUnlimitedInterleaves() {
        compare(Scenario { $0.sends("0:1 100:2 500:|") },
                ours: { world in world.a.flatMap(Lift.flat { world.cold(Self.inner($0)) }) },
                theirs: { world in world.a.flatMap { world.cold(Self.inner($0)) } },
                expect: [1: "0:^ 50:10 150:11 150:20 250:21 500:|"])
    }

    /// max(1) straight on a subject: while inner 1 runs (0–200) the subject sees no demand,
    /// so 2@100 is lost; 3@300 starts the next inner.
    @Test func flatMapMaxOneOnSubjectLosesValues() {
        compare(Scenario { $0.sends("0:1 100:2 300:3 600:|") },
                ours: { world in world.a.flatMap(maxPublishers: .max(1), Lift.flat { world.cold(Self.inner($0)) }) },
                theirs: { world in world.a.flatMap(maxPublishers: .max(1)) { world.cold(Self.inner($0)) } },
                expect: [1: "0:^ 50:10 150:11 350:30 450:31 600:|"])
    }

    /// Behind a buffer the same outer values are processed in order: 2 starts at 200 when
    /// inner 1 ends, 3 at 400.
    ///
    /// StreamCore's `buffer(size:)` asks its upstream for everything and drops the newest
    /// value when full: OpenCombine's `.byRequest` + `.dropNewest`. With `.keepFull` Combine
    /// asks for `size` values and refills as they leave; on a subject that is the same
    /// outcome (a value that does not fit is dropped either way — by the buffer, or by the
    /// subject for lack of demand), so both prefetch strategies are checked.
    @Test(arguments: [false, true])
    func flatMapMaxOneBehindBufferKeepsOrder(keepFull: Bool) {
        let prefetch: Publishers.PrefetchStrategy = keepFull ? .keepFull : .byRequest
        compare(Scenario { $0.sends("0:1 100:2 300:3 700:|") },
                ours: { world in
                    world.a.buffer(size: 10).flatMap(maxPublishers: .max(1), Lift.flat { world.cold(Self.inner($0)) })
                },
                theirs: { world in
                    world.a.buffer(size: 10, prefetch: prefetch, whenFull: .dropNewest)
                        .flatMap(maxPublishers: .max(1)) { world.cold(Self.inner($0)) }
                },
                expect: [1: "0:^ 50:10 150:11 250:20 350:21 450:30 550:31 700:|"])
    }

    /// A full buffer drops the newest value: 2 and 3 wait, 4 does not fit.
    @Test(arguments: [false, true])
    func fullBufferDropsNewest(keepFull: Bool) {
        let prefetch: Publishers.PrefetchStrategy = keepFull ? .keepFull : .byRequest
        compare(Scenario { $0.sends("0:1 50:2 60:3 70:4 700:|") },
                ours: { world in
                    world.a.buffer(size: 2).flatMap(maxPublishers: .max(1), Lift.flat { world.cold(Self.inner($0)) })
                },
                theirs: { world in
                    world.a.buffer(size: 2, prefetch: prefetch, whenFull: .dropNewest)
                        .flatMap(maxPublishers: .max(1)) { world.cold(Self.inner($0)) }
                },
                expect: [1: "0:^ 50:10 150:11 250:20 350:21 450:30 550:31 700:|"])
    }

    /// A finished upstream waits for the running inners; a failed inner ends everything at
    /// once and cancels the others.
    @Test func flatMapCompletion() {
        compare(Scenario { $0.sends("0:1 60:|") },
                ours: { world in world.a.flatMap(Lift.flat { world.cold(Self.inner($0)) }) },
                theirs: { world in world.a.flatMap { world.cold(Self.inner($0)) } },
                expect: [1: "0:^ 50:10 150:11 200:|"])
        compare(Scenario { $0.sends("0:1 100:2 500:|") },
                ours: { world in
                    world.a.flatMap(Lift.flat { world.cold($0 == 2 ? "20:#inner" : Self.inner($0)) })
                },
                theirs: { world in world.a.flatMap { world.cold($0 == 2 ? "20:#inner" : Self.inner($0)) } },
                expect: [1: "0:^ 50:10 120:#inner"])
    }

    /// A new outer value cancels the running inner at once (11 never comes); the output ends
    /// when the outer has finished (450) and the last inner has finished (600).
    @Test func switchToLatestCancelsPreviousInner() {
        compare(Scenario { $0.sends("0:1 100:2 400:3 450:|") },
                ours: { world in world.a.map(Lift.publisher { world.cold(Self.inner($0)) }).switchToLatest() },
                theirs: { world in world.a.map { world.cold(Self.inner($0)) }.switchToLatest() },
                expect: [1: "0:^ 50:10 150:20 250:21 450:30 550:31 600:|"])
    }

    /// The outer finishing with no inner running finishes at once; an inner failure fails all.
    @Test func switchToLatestCompletion() {
        compare(Scenario { $0.sends("0:1 300:|") },
                ours: { world in world.a.map(Lift.publisher { world.cold(Self.inner($0)) }).switchToLatest() },
                theirs: { world in world.a.map { world.cold(Self.inner($0)) }.switchToLatest() },
                expect: [1: "0:^ 50:10 150:11 300:|"])
        compare(Scenario { $0.sends("0:1 100:2 500:|") },
                ours: { world in
                    world.a.map(Lift.publisher { world.cold($0 == 2 ? "20:#inner" : Self.inner($0)) }).switchToLatest()
                },
                theirs: { world in world.a.map { world.cold($0 == 2 ? "20:#inner" : Self.inner($0)) }.switchToLatest() },
                expect: [1: "0:^ 50:10 120:#inner"])
    }
}
