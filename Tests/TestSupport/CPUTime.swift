#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time the current thread spends in `body`, in seconds.
///
/// Time limits in tests guard against hangs and runaway complexity, not speed targets (those
/// are `make bench`'s): CPU time of this thread ignores the other builds and test suites
/// sharing the machine's two cores, which wall-clock time would count.
public func threadCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}
