import TestSupport
import Foundation
import StreamCore
@testable import StreamDSL
import Testing

/// Issue 8 §6: Ctrl-C always works, nested retries are bounded, and an interrupted
/// statement that declares or subscribes changes nothing.
///
/// Ctrl-C is simulated through `Session.interruptRequested`: it answers "yes" from its
/// `after`-th poll on, as if the key were pressed while the statement runs.
@Suite struct InterruptAndBudgetTests {
    /// A flag that turns on after a number of polls.
    final class LateInterrupt {
        private var polls = 0
        private let after: Int
        init(after: Int) { self.after = after }
        func poll() -> Bool {
            polls += 1
            return polls >= after
        }
    }

    static func interrupt(_ lab: Playground, after polls: Int) {
        let flag = LateInterrupt(after: polls)
        lab.session.interruptRequested = { flag.poll() }
    }

    @Test func nestedRetriesStopAtTheRunBudgetWithANote() {
        let lab = Playground()
        lab.session.settings.maxActions = 20_000
        let reply = lab.accept(#"fail "x" | retry 10000 | retry 10000 | retry 10000 | sink as s"#)
        #expect(reply.output == "note: stopped after 20000 values and retries in one statement — a runaway source, or nested retries multiplying?\n")
        #expect(lab.events("s") == ["^@0", "#stopped: more retries than one run may make (nested retries multiply)@0"])
        // The budget is per statement: the next one starts afresh.
        lab.accept(#"fail "y" | retry 3 | sink as t"#)
        #expect(lab.events("t") == ["^@0", "#y@0"])
    }

    @Test func nestedRetriesStopOnCtrlC() {
        let lab = Playground()
        lab.accept("subject keep | sink as k")
        Self.interrupt(lab, after: 3)
        let reply = lab.accept(#"fail "x" | retry 10000 | retry 10000 | retry 10000 | sink as s"#)
        #expect(reply.output == "note: interrupted; the statement changed nothing\n")
        #expect(lab.laneNames == ["keep", "k"])
        #expect(lab.session.names.lookup("s") == nil)
    }

    /// `range 1...4000000 | map x * 2 | sink as big`, then Ctrl-C, used to leave half a lane.
    @Test func anInterruptedSubscriptionLeavesNamesLanesAndTheClockAsTheyWere() {
        let lab = Playground()
        lab.accept("subject keep | sink as k")
        lab.accept("send keep 1")
        lab.accept(#"cold "--1--2|" | sink as later"#)
        let lanes = lab.laneNames
        let pending = lab.session.runtime.clock.pendingCount
        let trace = lab.session.views.trace()
        Self.interrupt(lab, after: 1)
        let reply = lab.accept("range 1...4000000 | map x * 2 | sink as big")
        #expect(reply.output == "note: interrupted; the statement changed nothing\n")
        #expect(lab.laneNames == lanes)
        #expect(lab.session.names.lookup("big") == nil)
        #expect(lab.session.runtime.clock.pendingCount == pending)
        #expect(lab.session.views.trace() == trace)
        #expect(lab.now == 0)
        // The name is free again, for the name and for the lane.
        lab.session.interruptRequested = { false }
        lab.accept("range 1...3 | sink as big")
        #expect(lab.events("big") == ["^@0", "1@0", "2@0", "3@0", "|@0"])
    }

    /// An interrupted redefinition gives the name, and the older lane's name, back.
    @Test func anInterruptedRedefinitionRestoresTheEarlierMeaning() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | sink as out")
        lab.accept("send a 1")
        Self.interrupt(lab, after: 1)
        let reply = lab.accept("range 1...4000000 | map x * 2 | sink as out")
        #expect(reply.output == "note: interrupted; the statement changed nothing\n")
        #expect(lab.laneNames == ["a", "out"])
        #expect(lab.events("out") == ["^@0", "1@0"])
        // `out` is still the first subscription: cancelling it reaches that lane.
        lab.session.interruptRequested = { false }
        lab.accept("cancel out")
        #expect(lab.events("out") == ["^@0", "1@0", "!@0"])
    }

    @Test func ctrlCStopsTheRestOfTheInput() {
        let lab = Playground()
        // Poll 1 follows `subject before`; poll 2, the next statement: Ctrl-C came while it ran.
        Self.interrupt(lab, after: 2)
        let reply = lab.accept("subject before; subject temp | sink as big; send temp 1; subject after")
        #expect(reply.output == "note: interrupted; the statement changed nothing\n")
        #expect(lab.session.names.lookup("before") != nil)
        #expect(lab.session.names.lookup("temp") == nil)
        #expect(lab.session.names.lookup("big") == nil)
        #expect(lab.session.names.lookup("after") == nil)
        #expect(lab.laneNames == ["before"])
    }

    @Test func anInterruptedRunStopsTheClockWhereItWas() {
        let lab = Playground(horizon: 100_000)
        lab.accept("timer 1ms | autoconnect | sink as t")
        Self.interrupt(lab, after: 1)
        let reply = lab.accept("run")
        // The clock polls every 4,096 actions.
        #expect(reply.output == "note: interrupted at 4.096s\n")
        #expect(lab.now == 4096)
        #expect(lab.events("t").count == 4097)
    }

    @Test func loadStopsOnCtrlC() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("streamlab-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = (0..<1_000).map { "subject s\($0)" }.joined(separator: "\n")
        try script.write(to: directory.appendingPathComponent("many.sl"), atomically: true, encoding: .utf8)
        let lab = Playground(fileAccess: true, workingDirectory: directory.path)
        Self.interrupt(lab, after: 10)
        let reply = lab.console.submit(":load many.sl")
        #expect(reply.output.hasSuffix("note: interrupted; the rest of the script was skipped\n"), "\(reply.output)")
        #expect(lab.session.names.lookup("s999") == nil)
    }

    @Test func declaringNamesTakesLinearTime() {
        func seconds(declaring count: Int) -> Double {
            let lab = Playground()
            let script = (0..<count).map { "subject s\($0)" }.joined(separator: "\n")
            return threadCPUSeconds { _ = lab.session.evaluate(script) }
        }
        _ = seconds(declaring: 2_000)
        let small = seconds(declaring: 20_000)
        let large = seconds(declaring: 40_000)
        // Quadratic work made this ratio 4 (3.0 s, 12.3 s, then 51.5 s for 40,000).
        #expect(large / small < 3, "20,000 names: \(small) s, 40,000: \(large) s")
    }
}
