import ConcurrencyExtras
import Foundation

/// `AsyncOracle --bench-tasks N`: the `tasks_ratio` bench's scenario on the real runtime (issue
/// 18's acceptance): one task whose group has N children, each sleeping 100ms on the virtual
/// clock and returning its index, counted by the group's loop, as the bench's StreamLab script
///
///     task t { var n = 0; group g { for await i in range 0..<N | values { add g { sleep 100ms; return i } };
///              for await r in g { n = n + 1 } }; return n }
///
/// does (a plain `for` loop adds the children: StreamLab has none, Swift needs no sequence).
/// Timed here, from making the task to the clock having nothing left, not the process's start.
/// Prints `{"wall":S,"cpu":S,"check":N}`: the seconds, and the count the task returned.
enum TasksBench {
    @MainActor
    static func run(children: Int) async {
        let start = reading()
        let d = TaskDriver()
        let task = d.task("t") { _ in
            var n = 0
            try await withThrowingTaskGroup(of: OracleValue.self) { g in
                for i in 0..<children {
                    g.addTask { try await d.sleep(100); return .int(i) }
                }
                for try await _ in g { n += 1 }
            }
            return .int(n)
        }
        await d.settle()
        await d.clock.advance(to: nil) { await d.settle() }
        let value = try? await task.value
        let end = reading()
        var check = -1
        if case .int(let counted)? = value { check = counted }
        print(#"{"wall":\#(end.wall - start.wall),"cpu":\#(end.cpu - start.cpu),"check":\#(check)}"#)
    }

    /// The monotonic clock and this thread's CPU time, in seconds: under the main serial
    /// executor every task runs on this thread.
    private static func reading() -> (wall: Double, cpu: Double) {
        func seconds(_ clock: clockid_t) -> Double {
            var time = timespec()
            clock_gettime(clock, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        }
        return (seconds(CLOCK_MONOTONIC), seconds(CLOCK_THREAD_CPUTIME_ID))
    }
}
