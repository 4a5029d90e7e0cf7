import Foundation
import StreamConsole
import StreamDSL

/// Declarations at scale and a long script in bounded memory.
enum MemoryWorkloads {
    static let declarations = 100_000
    /// `send` lines of the long script (about 63 MB: `send a 5 @5ms`).
    static let scriptLines = 4_500_000

    /// 100,000 `subject sN` lines typed into the console one by one, as the REPL would.
    /// The check is the number of names the session ends with.
    static func declare() -> Workload {
        var workload = Workload(name: "declare.100k", detail: "\(declarations) `subject sN` lines through the console",
                                expected: declarations) {
            let lines = (0..<declarations).map { "subject s\($0)" }
            return {
                let console = Console(session: Session())
                for line in lines { _ = console.submit(line) }
                return console.session.names.definedNames.count
            }
        }
        workload.enoughAfterSeconds = 30
        return workload
    }

    /// `streamlab run FILE` (release binary) on `subject a | sink as out` and 4,500,000
    /// `send a I @Ims` lines; its peak RSS (wait4's ru_maxrss) is the figure. The check is 1
    /// when every run exited with status 0.
    static func longScript() -> Workload {
        let peak = PeakBox()
        return Workload(name: "script.50mb", detail: "streamlab run: 1 subject + \(scriptLines) send lines (63 MB); figure: child peak RSS",
                        expected: 1, reportedPeakKiB: { peak.kibibytes }) {
            let path = NSTemporaryDirectory() + "streamlab-bench-script-\(getpid()).sl"
            var text = "subject a | sink as out\n"
            text.reserveCapacity(scriptLines * 15)
            for index in 0..<scriptLines {
                let value = 1 + index % 9
                text += "send a \(value) @\(value)ms\n"
            }
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("streamlab").path
            return {
                guard let (status, maxRSS) = ChildProcess.run(binary, ["run", path]) else { return 0 }
                peak.kibibytes = max(peak.kibibytes, maxRSS)
                return status == 0 ? 1 : 0
            }
        }
    }
}

/// The largest child peak seen across repetitions, in KiB.
final class PeakBox {
    var kibibytes = 0
}

/// Spawns a program with its output discarded and reports its exit status and peak RSS.
enum ChildProcess {
    static func run(_ path: String, _ arguments: [String]) -> (status: Int32, maxRSSKiB: Int)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        // Exited normally: the low 7 bits (the signal) are 0; the status is the next byte.
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : -1, usage.ru_maxrss)
    }
}
