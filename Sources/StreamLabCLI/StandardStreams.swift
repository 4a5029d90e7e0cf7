import Foundation

/// Process-wide preparation of the standard streams, done once by `main` before anything
/// else opens a file.
public enum StandardStreams {
    /// Ignores SIGPIPE, so a reader that goes away shows up as an `EPIPE` write error that
    /// StreamLab reports, not a silent death; and puts a placeholder on any of descriptors
    /// 0, 1 and 2 that the parent left closed (`streamlab >&-`).
    ///
    /// Without the placeholder the next file StreamLab opens (the history, a lesson) would
    /// become "standard output" and receive the diagrams. The placeholder is `/dev/null`
    /// opened the wrong way round (read-only for an output, write-only for the input), so
    /// using it still fails with `EBADF`, exactly as the closed descriptor would have.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        let placeholderModes: [(descriptor: Int32, mode: Int32)] = [
            (STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY),
        ]
        // In this order, `open` returns the lowest free descriptor: the closed one.
        for (descriptor, mode) in placeholderModes where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", mode)
            if opened >= 0, opened != descriptor { close(opened) }
        }
    }
}
