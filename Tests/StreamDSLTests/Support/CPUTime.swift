#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time the current thread spends in `body`, in seconds.
///
/// Time limits in these tests are about the parser's own work; wall-clock time would also
/// count the other builds and test suites sharing the machine's two cores.
func threadCPUSeconds(_ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}
