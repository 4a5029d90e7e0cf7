import Foundation

/// Runs every task of the test process on the main actor, one job at a time, while an async
/// marble test is alive, and knows when they have all run: the quiescence that
/// `await m.run()` waits for between instants.
///
/// It is swift-concurrency-extras' `withMainSerialExecutor` (the Swift runtime's
/// `swift_task_enqueueGlobal_hook` sends every job of the global executor to the main actor)
/// plus a count of the jobs enqueued. The main queue runs what it is given in order, so a
/// block put on it runs after every job enqueued before; `settle()` puts blocks there until
/// they find that no job is being enqueued any more: then every task is waiting (on
/// `m.clock`, on a publisher, or for ever). No wall clock and no fixed number of yields, as
/// `Task.megaYield` makes, is involved.
///
/// The hooks are process-wide: they are installed while at least one `MarbleScheduler` has
/// been used asynchronously and not yet gone away (`acquire`/`release`), and the previous
/// hooks are put back after. Other tests running at the same time have their tasks run on
/// the main actor too (still correct, one job at a time); a test that blocks the main thread
/// then holds up async marble tests until it returns.
enum SerialTestExecutor {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The runtime's hook variables (nil where the runtime has none: then tasks run as they
    /// would, and `settle()` falls back to yielding a fixed number of times).
    nonisolated(unsafe) private static let globalHook = hookVariable("swift_task_enqueueGlobal_hook")
    nonisolated(unsafe) private static let mainHook = hookVariable("swift_task_enqueueMainExecutor_hook")

    private static func hookVariable(_ name: String) -> UnsafeMutablePointer<Hook?>? {
        dlsym(dlopen(nil, RTLD_NOW), name)?.assumingMemoryBound(to: Hook?.self)
    }

    /// The counts and the hooks that were there before, under one lock: hooks run on any
    /// thread that enqueues a job.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var users = 0
        /// Jobs enqueued (counted once or twice each: only changes matter) since the hooks went in.
        var enqueued = 0
        var previousGlobal: Hook?
        var previousMain: Hook?
    }

    private static let state = State()

    /// Whether the runtime offers the hooks (it does on every platform Swift 6 runs tests on).
    static var isAvailable: Bool { globalHook != nil && mainHook != nil }

    /// One more user of the serial executor: the hooks are installed on the first.
    static func acquire() {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.users += 1
        guard state.users == 1, let globalHook, let mainHook else { return }
        state.previousGlobal = globalHook.pointee
        state.previousMain = mainHook.pointee
        mainHook.pointee = { job, original in
            SerialTestExecutor.countEnqueued()
            original(job)
        }
        globalHook.pointee = { job, _ in
            SerialTestExecutor.countEnqueued()
            MainActor.shared.enqueue(job)
        }
    }

    /// One user fewer: the last puts the previous hooks back.
    static func release() {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.users -= 1
        guard state.users == 0, let globalHook, let mainHook else { return }
        globalHook.pointee = state.previousGlobal
        mainHook.pointee = state.previousMain
    }

    private static func countEnqueued() {
        state.lock.lock()
        state.enqueued += 1
        state.lock.unlock()
    }

    private static var enqueued: Int {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.enqueued
    }

    /// How many probes in a row must find nothing enqueued: main-actor jobs are not counted
    /// (see `settle`), and each probe lets one more link of a chain of them run.
    static let quietProbes = 4

    /// Lets every job run until none is left. A block on the main queue (not a Swift job, so
    /// not counted) runs after every job enqueued before it. When no job of the global
    /// executor was enqueued between its submission and its running, none is pending there;
    /// a job the runtime puts on the main actor directly (a `@MainActor` task resumed) is not
    /// seen by the hooks in Swift 6.2 and later, so `quietProbes` such blocks in a row are
    /// asked for: every chain of main-actor jobs up to that length has run by then.
    ///
    /// It uses no wall clock: the same jobs give the same rounds, however loaded the machine.
    ///
    /// - Returns: false when `rounds` probes were not enough (a task that never waits: a loop
    ///   that only yields, or spins on a clock other than `m.clock`).
    @MainActor
    static func settle(rounds: Int) async -> Bool {
        guard isAvailable else {
            for _ in 0..<100 { await Task.yield() }
            return true
        }
        return await withUnsafeContinuation { continuation in
            probe(baseline: enqueued, quiet: 0, roundsLeft: rounds, continuation)
        }
    }

    private static func probe(
        baseline: Int, quiet: Int, roundsLeft: Int, _ continuation: UnsafeContinuation<Bool, Never>
    ) {
        DispatchQueue.main.async {
            let now = enqueued
            let quiet = now == baseline ? quiet + 1 : 0
            if quiet >= quietProbes {
                continuation.resume(returning: true)
            } else if roundsLeft <= 1 {
                continuation.resume(returning: false)
            } else {
                probe(baseline: now, quiet: quiet, roundsLeft: roundsLeft - 1, continuation)
            }
        }
    }
}
