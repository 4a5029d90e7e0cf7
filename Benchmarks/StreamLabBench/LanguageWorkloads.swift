import Foundation
import StreamConsole
import StreamDSL

/// The language end to end: a script read from a file, and the REPL's start-up.
enum LanguageWorkloads {
    static let script = "range 1...1000000 | map x * 2 | filter x % 3 != 0 | sink as out\n"

    /// `streamlab run FILE` minus the process: read the file, parse, compile, run, record.
    /// The check is the number of values the sink recorded (those of 2..2,000,000 step 2
    /// not divisible by 3).
    static func script(rangeCount: Int) -> Workload {
        Workload(name: "dsl.script", detail: "range 1...\(rangeCount) | map x * 2 | filter x % 3 != 0 | sink, from a file",
                 expected: rangeCount - rangeCount / 3) {
            let path = NSTemporaryDirectory() + "streamlab-bench-\(getpid()).sl"
            _ = FileManager.default.createFile(atPath: path, contents: Data(script.utf8))
            return {
                let source = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
                var settings = SessionSettings()
                settings.autoShow = false
                let console = Console(session: Session(settings: settings))
                _ = console.submitScript(source, origin: SourceOrigin(fileName: path))
                _ = console.session.runToEnd()
                return console.session.recording.lanes.first { $0.name == "out" }?.records.filter {
                    if case .value = $0.kind { true } else { false }
                }.count ?? -1
            }
        }
    }

    /// The same measurement for a program that prints `> ` and does nothing else: what the
    /// pseudo-terminal itself costs, subtracted from `startup.repl` to give `startup_ms`.
    static func terminalBaseline() -> Workload {
        Workload(name: "startup.baseline", detail: "the same for `printf '> '` (the terminal's own cost)",
                 expected: 1, usesWallClock: true) {
            { PseudoTerminal.timeToPrompt(binary: "/usr/bin/printf '> '; sleep 5", prompt: "> ", environment: [:]) ? 1 : 0 }
        }
    }

    /// From launching the release `streamlab` binary on a pseudo-terminal to its first `> `
    /// prompt (libedit, history loaded), timed by the wall clock. The check is 1 when the
    /// prompt appeared.
    static func startup() -> Workload {
        Workload(name: "startup.repl", detail: "launch streamlab on a terminal until the first prompt",
                 expected: 1, usesWallClock: true) {
            let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("streamlab").path
            let state = NSTemporaryDirectory() + "streamlab-bench-state-\(getpid())"
            return { PseudoTerminal.timeToPrompt(binary: binary, prompt: "> ", environment: ["XDG_STATE_HOME": state]) ? 1 : 0 }
        }
    }
}

/// Runs a program on a new pseudo-terminal and waits for text on its screen.
///
/// The terminal comes from util-linux's `script` (Swift cannot call the variadic `ioctl`
/// that opening a pseudo-terminal by hand needs); its own start-up, about a millisecond, is
/// included in the figure, so the figure slightly overstates the REPL's.
enum PseudoTerminal {
    static func timeToPrompt(binary: String, prompt: String, environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["--quiet", "--return", "--command", binary, "/dev/null"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        defer {
            // SIGKILL: `script` answers SIGTERM only after a grace period, which would be timed.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let reader = output.fileHandleForReading
        var seen = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var descriptor = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let data = reader.availableData
            guard !data.isEmpty else { return false }
            seen += String(decoding: data, as: UTF8.self)
            if seen.hasSuffix(prompt) || seen.contains("\n" + prompt) || seen.contains("\r" + prompt) { return true }
        }
        return false
    }
}
