import Foundation

/// A pseudo-terminal pair: the test types into `controller` and reads what the
/// program drew; the program under test uses `terminal` as its tty.
///
/// The terminal starts in raw mode (see ``makeRaw()``).
final class PseudoTerminal {
    let controller: Int32
    let terminal: Int32
    /// The terminal's device path, for a child process that opens it itself.
    let terminalPath: String

    init() throws {
        (controller, terminal, terminalPath) = try Self.openPair()
        makeRaw()
    }

    /// Raw mode: bytes typed from now on wait in the queue untouched (no line
    /// buffering, no echo, no ^C or ^D processing). libedit switches the terminal
    /// to cooked mode when it starts, so call this again before typing ahead.
    func makeRaw() {
        var settings = termios()
        tcgetattr(terminal, &settings)
        cfmakeraw(&settings)
        tcsetattr(terminal, TCSANOW, &settings)
    }

    /// A terminal as a shell leaves it: line buffering, echo, and ^C as SIGINT, for a
    /// program that runs with this terminal as its controlling terminal.
    func makeCooked() {
        var settings = termios()
        tcgetattr(terminal, &settings)
        settings.c_iflag |= tcflag_t(ICRNL)
        settings.c_oflag |= tcflag_t(OPOST | ONLCR)
        settings.c_lflag |= tcflag_t(ISIG | ICANON | ECHO | ECHOE | ECHOK | IEXTEN)
        tcsetattr(terminal, TCSANOW, &settings)
    }

    #if canImport(Darwin)
    private static func openPair() throws -> (Int32, Int32, String) {
        let controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
              let name = ptsname(controller) else { throw POSIXError(.ENODEV) }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw POSIXError(.ENODEV) }
        return (controller, terminal, String(cString: name))
    }
    #else
    /// Linux: Swift's Glibc module hides posix_openpt and the TIOC* macros, so this
    /// is what they do, with the asm-generic ioctl numbers.
    private static func openPair() throws -> (Int32, Int32, String) {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw POSIXError(.ENODEV) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, UInt(0x4004_5431) /* TIOCSPTLCK */, &unlock) == 0,
              ioctl(controller, UInt(0x8004_5430) /* TIOCGPTN */, &number) == 0 else {
            close(controller)
            throw POSIXError(.ENODEV)
        }
        let path = "/dev/pts/\(number)"
        let terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            throw POSIXError(.ENODEV)
        }
        return (controller, terminal, path)
    }
    #endif

    deinit {
        close(terminal)
        close(controller)
    }

    /// Types `keys` (raw bytes: "\t" is Tab, "\u{10}" Ctrl-P, "\r" Enter).
    func type(_ keys: String) {
        var bytes = Array(keys.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Everything drawn since the last call, without waiting for more.
    func drawn() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0, poller.revents & Int16(POLLIN) != 0 {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
