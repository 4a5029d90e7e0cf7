import Foundation

/// Parent side: runs each workload in a fresh child process (this same binary with
/// `--child NAME`), so each peak RSS belongs to one workload alone, and the allocator state of
/// one case cannot slow down or speed up the next.
enum ParentRun {
    enum Failure: Error, CustomStringConvertible {
        case childFailed(String, status: Int32)
        case unreadable(String, output: String)

        var description: String {
            switch self {
            case let .childFailed(name, status): "\(name): child exited with status \(status)"
            case let .unreadable(name, output): "\(name): unreadable child output: \(output)"
            }
        }
    }

    static func run(_ workload: Workload, repetitions: Int) throws -> WorkloadResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--child", workload.name, "--repetitions", String(repetitions)]
        // The child's stderr is ours, so its crash messages reach the terminal directly.
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Read before waiting: a child blocked on a full pipe would never exit.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.childFailed(workload.name, status: process.terminationStatus)
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").last,
              let result = try? JSONDecoder().decode(WorkloadResult.self, from: Data(line.utf8)) else {
            throw Failure.unreadable(workload.name, output: text)
        }
        return result
    }
}
