import Glibc

/// Reads wall-clock and CPU time together.
///
/// The machine is shared (2 cores, other builds running): wall time then includes the
/// time the benchmark waited for a core, while the thread's CPU time is close to what an
/// idle machine would show. Both are recorded; the report says which one the figures use.
struct Stopwatch {
    struct Reading {
        var wall: Double
        var cpu: Double
    }

    static func now() -> Reading {
        Reading(wall: seconds(CLOCK_MONOTONIC), cpu: seconds(CLOCK_THREAD_CPUTIME_ID))
    }

    /// Runs `body` and returns its wall and CPU seconds.
    static func measure(_ body: () -> Void) -> Reading {
        let start = now()
        body()
        let end = now()
        return Reading(wall: end.wall - start.wall, cpu: end.cpu - start.cpu)
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
