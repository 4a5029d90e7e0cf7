import Foundation

/// Starts programs for the terminal tests.
///
/// Not `Foundation.Process`: test threads are pool threads that block most signals, a
/// spawned process inherits that mask, and the program under test would then never see
/// the SIGINT of a Ctrl-C. posix_spawn starts the child with nothing blocked and the usual
/// signals at their defaults, without touching this thread's mask (which libdispatch's
/// signal handling needs).
enum ChildProcess {
    /// Spawns `argv` (`argv[0]` is a path); `configure` adds the file actions.
    /// `newSession` makes the child lead a new session, so the first terminal it opens
    /// becomes its controlling terminal.
    static func spawn(
        _ argv: [String], environment: [String: String], newSession: Bool = false,
        configure: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        configure(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if newSession { flags |= spawnNewSession }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }

        var pid = pid_t()
        let spawnError = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard spawnError == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawnError) ?? .EINVAL) }
        return pid
    }

    /// Waits for `pid` and returns its exit status, or 128 + the signal that ended it.
    static func waitForExit(_ pid: pid_t) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    #if canImport(Darwin)
    private static let spawnNewSession = Int32(POSIX_SPAWN_SETSID)
    #else
    /// glibc's POSIX_SPAWN_SETSID (2.26+), which Swift's Glibc module does not import.
    private static let spawnNewSession: Int32 = 0x80
    #endif
}
