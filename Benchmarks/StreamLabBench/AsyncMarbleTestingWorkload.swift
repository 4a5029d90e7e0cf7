import Foundation
import MarbleTesting

/// MarbleTesting's cost per async assertion: 1,000 async marble tests, each a new
/// `MarbleScheduler`, a cold marble sequence of 20 events through `map`, one `toBe`, and
/// `await m.run()`, which lets the expectation's task settle at each of the 20 instants.
/// The tests run on the main actor, as async marble tests do; the timed thread (main) drains
/// the main queue until they are done, and every job runs on it, so its CPU time is the cost.
enum AsyncMarbleTestingWorkload {
    static let assertions = 1_000

    static func make() -> Workload {
        Workload(name: "marbles.async.asserts",
                 detail: "\(assertions) async toBe assertions on 20-event sequences (await m.run())",
                 expected: assertions, run: {
            let held = HeldCount()
            Task { @MainActor in
                for _ in 0..<assertions {
                    if await oneTest() { held.count += 1 }
                }
                held.isDone = true
            }
            // Drains the main queue as `dispatchMain()` does in a test process, without a run
            // loop's system calls around each block (they would be most of the figure).
            while !held.isDone {
                drainMainQueue(nil)
            }
            return held.count
        })
    }

    @MainActor
    private static func oneTest() async -> Bool {
        let m = MarbleScheduler()
        m.expect(m.coldSequence(MarbleTestingWorkload.source).map { $0.uppercased() }).toBe(MarbleTestingWorkload.expected)
        return await m.run()
    }

    /// libdispatch's entry that runs what the main queue holds (Foundation's run loop calls it).
    @_silgen_name("_dispatch_main_queue_callback_4CF")
    private static func drainMainQueue(_ message: UnsafeMutableRawPointer?)

    /// Written by the main actor's task, read by the main thread's loop between jobs.
    private final class HeldCount: @unchecked Sendable {
        var count = 0
        var isDone = false
    }
}
