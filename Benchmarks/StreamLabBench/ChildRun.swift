import Foundation

/// What a child process reports for its one workload: one JSON line on stdout.
struct WorkloadResult: Codable {
    var name: String
    /// Wall-clock seconds of each repetition, in run order.
    var samples: [Double]
    /// `VmHWM` of the child after all repetitions, in kibibytes.
    var peakRSSKiB: Int
    var check: Int
    var expected: Int

    var sorted: [Double] { samples.sorted() }
    var median: Double { sorted[sorted.count / 2] }
    var passed: Bool { check == expected }
}

/// Child side: runs one workload `repetitions` times and reports it.
enum ChildRun {
    static func run(_ workload: Workload, repetitions: Int) -> WorkloadResult {
        let body = workload.prepare()
        var samples: [Double] = []
        var check = 0
        let clock = ContinuousClock()
        for _ in 0..<repetitions {
            var result = 0
            let elapsed = clock.measure { result = body() }
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            check = result
        }
        return WorkloadResult(name: workload.name, samples: samples, peakRSSKiB: peakRSSKiB() ?? -1,
                              check: check, expected: workload.expected)
    }

    /// The process's peak resident set (`VmHWM` in /proc/self/status), in KiB.
    static func peakRSSKiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
