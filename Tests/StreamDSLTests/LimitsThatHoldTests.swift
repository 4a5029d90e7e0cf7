import StreamCore
@testable import StreamDSL
import Testing

/// Issue 17 §4, "Limits that do not hold": what stages hold counts against the memory
/// bound, a chunk obeys the value limit, a script stops once after too many errors, a ring of
/// leaked objects is printed once, and Ctrl-C stops the search for leaks. (Speed is checked
/// by `make bench`, not here.)
@Suite struct LimitsThatHoldTests {
    static let stopped = RuntimeNotes.recordingStopped
    static let tooLarge = "#a value may hold at most 100000 characters or elements@0"

    @Test func valuesABufferHoldsStopTheSessionAtTheMemoryBound() {
        // 5,000 growing arrays of 1…5,000 elements: about 300 MB if the buffer kept them all,
        // none of it recorded (the loop filters everything out).
        let lab = Playground()
        let reply = lab.accept("range 1...5000 | scan [], acc + [x] | buffer | values | filter false | for await as o")
        #expect(reply.output.components(separatedBy: Self.stopped).count == 2, "\(reply.output)")
        #expect(lab.session.recording.isFull)
        #expect(lab.session.recording.budget.used <= RecordingLimits.maximumBytes)
    }

    @Test func valuesZipHoldsStopTheSessionAtTheMemoryBound() {
        // The first subscription's 5,000 arrays wait in zip's queue for a partner that never comes.
        let lab = Playground()
        lab.accept("subject idle")
        let reply = lab.accept("range 1...5000 | scan [], acc + [x] | zip idle | sink as o")
        #expect(reply.output.contains(Self.stopped), "\(reply.output)")
        #expect(lab.session.recording.isFull)
    }

    @Test func whatAStageHandsOnIsGivenBackToTheBudget() {
        // One array of 40,000 elements waits in the buffer (about 1 MB), then goes to the sink.
        let lab = Playground()
        let budget = lab.session.recording.budget
        let start = budget.used
        lab.accept("range 1...40000 | collect | buffer | sink demand 0 as s")
        let held = RecordingBudget.heldCost(of: .array(ValueElements(Array(repeating: .int(0), count: 40_000))))
        #expect(budget.used - start >= held)
        let whileHeld = budget.used
        lab.accept("request s 1")
        // Recorded now (that stays spent), and no longer held: the total barely moves.
        #expect(budget.used < whileHeld + 1_000, "\(budget.used - whileHeld)")
        // Combine's buffer sends `finished` only while demand is outstanding: none is.
        #expect(lab.events("s").count == 2)
    }

    @Test func chunksEveryFailsRatherThanBuildAChunkOverTheValueLimit() {
        let lab = Playground()
        // (100,010: `values` may lose a synchronous publisher's last value, issue 17 §3.)
        lab.accept("range 1...100010 | values | chunks every 200ms | for await as o")
        lab.accept("run")
        #expect(lab.events("o").last == Self.tooLarge, "\(lab.events("o").suffix(2))")
        // At the limit itself, the one chunk goes through.
        lab.accept("range 1...100000 | values | chunks every 200ms | for await as p")
        lab.accept("run")
        #expect(lab.events("p").count == 3, "\(lab.events("p").map { $0.prefix(40) })")
    }

    @Test func chunksOfCountFailsRatherThanBuildAChunkOverTheValueLimit() {
        let lab = Playground()
        lab.accept("range 1...100010 | values | chunks 200000 | for await as o")
        lab.accept("run")
        #expect(lab.events("o").last == Self.tooLarge, "\(lab.events("o").suffix(2))")
    }

    @Test func aScriptStopsOnceAfterTooManyErrors() {
        // 1,200 failing lines span several chunks of the script; the line after them declares.
        let lab = Playground()
        let script = String(repeating: "send nosuch 1\n", count: 1_200) + "subject late\n"
        let reply = lab.console.submitScript(script, origin: SourceOrigin(fileName: "many.sl"))
        #expect(reply.errors.components(separatedBy: "too many errors (200); stopping here").count == 2)
        #expect(reply.diagnostics.count(where: \.isError) == 201)
        #expect(lab.session.names.lookup("late") == nil)
    }

    @Test func fewerErrorsThanTheLimitDoNotStopTheScript() {
        let lab = Playground()
        let script = String(repeating: "send nosuch 1\n", count: 150) + String(repeating: "\n", count: 600)
            + String(repeating: "send nosuch 1\n", count: 50) + "subject late\n"
        let reply = lab.console.submitScript(script, origin: SourceOrigin(fileName: "some.sl"))
        #expect(!reply.errors.contains("too many errors"))
        #expect(reply.diagnostics.count(where: \.isError) == 200)
        #expect(lab.session.names.lookup("late") != nil)
    }

    /// `vm0 … vmN-1`, each one's bag storing a sink that captures the next.
    static func ring(_ size: Int, in lab: Playground) {
        lab.accept("subject a")
        for index in 0..<size { lab.accept("object vm\(index)") }
        for index in 0..<size {
            lab.accept("a | sink capturing vm\((index + 1) % size) store in vm\(index) as s\(index)")
        }
    }

    @Test func aRingOfLeakedObjectsIsPrintedOnce() {
        let lab = Playground()
        Self.ring(4, in: lab)
        var output = ""
        for index in 0..<4 { output += lab.accept("release vm\(index)").output }
        let ring = "vm0 → bag → s0 → closure → vm1 → bag → s1 → closure → vm2 → bag → s2 → closure → vm3 → bag → s3 → closure → vm0"
        #expect(output == """
            note: vm0 stays alive after release: \(ring)
            note: vm1 stays alive after release: on the cycle printed for vm0 above
            note: vm2 stays alive after release: on the cycle printed for vm0 above
            note: vm3 stays alive after release: on the cycle printed for vm0 above

            """)
        // Nothing was freed: a cycle is never freed.
        #expect(!output.contains("freed"))
    }

    @Test func aDifferentCycleIsPrintedInFull() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("object v")
        lab.accept("object w")
        lab.accept("a | sink capturing v store in v as sv")
        lab.accept("a | sink capturing w store in w as sw")
        #expect(lab.accept("release v").output == "note: v stays alive after release: v → bag → sv → closure → v\n")
        #expect(lab.accept("release w").output == "note: w stays alive after release: w → bag → sw → closure → w\n")
    }

    @Test func endingCapturingSinksStillFreesAReleasedObject() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("object vm")
        for index in 0..<3 { lab.accept("a | sink capturing vm as s\(index)") }
        #expect(lab.accept("release vm").output.contains("vm stays alive after release"))
        #expect(!lab.accept("cancel s0").output.contains("freed"))
        let reply = lab.accept("complete a")
        #expect(reply.output == "note: vm is freed\n")
    }

    @Test func ctrlCStopsTheSearchForLeaks() {
        let lab = Playground()
        Self.ring(3, in: lab)
        lab.session.interruptRequested = { true }
        let reply = lab.accept("release vm0")
        #expect(reply.output.contains("note: interrupted while looking for what keeps vm0 alive"), "\(reply.output)")
        #expect(!reply.output.contains("stays alive after release"))
        // Once the key is let go, the next change collects as usual.
        lab.session.interruptRequested = { false }
        #expect(lab.accept("release vm1").output.contains("vm1 stays alive after release"))
    }
}
