#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the whole command on a thread with a large stack.
///
/// Subscribing, delivering a value and releasing a chain of push-based stages are recursive
/// by nature: each stage calls the next, so a chain of N stages needs N frames. The default
/// 8 MiB main stack holds only a few thousand; this thread's stack holds many more (only the
/// pages a deep chain really touches cost memory). Together with the chain-depth limit the
/// compiler enforces (`ChainDepth.limit`), no statement can overflow it.
///
/// The main thread only waits: it blocks asynchronous signals once the worker runs, so
/// Ctrl-C reaches the worker, whose blocking `read` then fails with `EINTR` as the line
/// editors expect.
public enum LargeStack {
    /// The largest stack asked for; 100,000 stages of a debug build fit in it.
    public static let largest = 1024 << 20
    /// The smallest stack worth a thread: `ChainDepth.limit` stages of a debug build take
    /// about 30 MB. (The binary needs about 150 MB of address space before any stack, so a
    /// limit that leaves less than this cannot run StreamLab anyway.)
    public static let smallest = 32 << 20

    /// Sizes tried in turn, halving from the largest the address space allows: under a
    /// limit (`ulimit -v`, `prlimit --as`) the stack takes at most a quarter of it, so the
    /// heap keeps the rest.
    static var sizes: [Int] {
        var size = largest
        if let limit = addressSpaceLimit { size = min(size, limit / 4) }
        var sizes: [Int] = []
        while size >= smallest {
            sizes.append(size)
            size /= 2
        }
        return sizes
    }

    private static var addressSpaceLimit: Int? {
        var limit = rlimit()
        #if canImport(Glibc)
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return nil }
        #else
        guard getrlimit(RLIMIT_AS, &limit) == 0 else { return nil }
        #endif
        // RLIM_INFINITY is all ones on Linux and 2^63-1 on Darwin.
        guard limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }

    /// Runs `body` on a large-stack thread and returns its result; runs it on the calling
    /// thread when no such thread can be created.
    public static func run(_ body: @escaping () -> Int32) -> Int32 {
        let job = LargeStackJob(body)
        let context = Unmanaged.passRetained(job).toOpaque()
        defer { Unmanaged<LargeStackJob>.fromOpaque(context).release() }
        for size in sizes {
            if let thread = start(context, stackSize: size) {
                blockAsynchronousSignals()
                pthread_join(thread, nil)
                unblockAsynchronousSignals()
                return job.status
            }
        }
        return body()
    }

    private static func start(_ context: UnsafeMutableRawPointer, stackSize: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, &attributes, runJob, context) == 0 else { return nil }
        return thread
        #else
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, runJob, context) == 0 else { return nil }
        return thread
        #endif
    }

    private static let asynchronousSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH,
                                              SIGTTIN, SIGTTOU, SIGALRM, SIGUSR1, SIGUSR2, SIGCHLD, SIGPIPE]

    private static func blockAsynchronousSignals() { changeMask(SIG_BLOCK) }
    private static func unblockAsynchronousSignals() { changeMask(SIG_UNBLOCK) }

    private static func changeMask(_ how: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in asynchronousSignals { sigaddset(&set, signal) }
        pthread_sigmask(how, &set, nil)
    }
}

/// The body and its result; the result is read only after `pthread_join`.
private final class LargeStackJob {
    let body: () -> Int32
    var status: Int32 = 0
    init(_ body: @escaping () -> Int32) { self.body = body }
}

#if canImport(Darwin)
private func runJob(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let job = Unmanaged<LargeStackJob>.fromOpaque(context).takeUnretainedValue()
    job.status = job.body()
    return nil
}
#else
private func runJob(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let job = Unmanaged<LargeStackJob>.fromOpaque(context).takeUnretainedValue()
    job.status = job.body()
    return nil
}
#endif
