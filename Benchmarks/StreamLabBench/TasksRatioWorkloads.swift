import Foundation

/// `tasks_ratio` (issue 18's acceptance): one 1,000-task scenario, a task whose group has
/// 1,000 children each sleeping 100ms once, run by StreamLab as `streamlab run` runs a script
/// and by the concurrency oracle on the real Swift runtime (the release `AsyncOracle`, on its
/// virtual clock under the main serial executor), in the same bench run. The oracle times the
/// scenario itself (`AsyncOracle --bench-tasks`), so its process start is not counted.
enum TasksRatioWorkloads {
    static let children = 1_000

    /// StreamLab's side: the `tasks_10k_ms` script with 1,000 children.
    static func streamLab() -> Workload {
        LimitWorkloads.taskGroup(children: children, name: "tasks.1k.streamlab",
                                 detail: "a task group of \(children) children, each sleeping once (streamlab run)")
    }

    /// The oracle's side: the time it measured around the scenario, and the count it returned.
    static func oracle() -> Workload {
        let measured = MeasuredBox()
        var workload = Workload(name: "tasks.1k.oracle", detail: "the same group on the real runtime (AsyncOracle, release)",
                                expected: children) {
            let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("AsyncOracle").path
            return {
                measured.reading = nil
                guard let line = run(binary, ["--bench-tasks", String(children)]),
                      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let wall = object["wall"] as? Double, let cpu = object["cpu"] as? Double,
                      let check = object["check"] as? Int else { return -1 }
                measured.reading = (wall, cpu)
                return check
            }
        }
        workload.reportedTime = { measured.reading }
        return workload
    }

    /// The program's standard output, or nil when it could not run or failed.
    private static func run(_ path: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The seconds a child program measured for its last run.
final class MeasuredBox {
    var reading: (wall: Double, cpu: Double)?
}
