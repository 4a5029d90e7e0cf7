import Foundation

/// What a child process reports for its one workload: one JSON line on stdout.
struct WorkloadResult: Codable {
    var name: String
    /// Wall-clock seconds of each repetition, in run order.
    var wallSamples: [Double]
    /// CPU seconds of the running thread for each repetition, in run order.
    var cpuSamples: [Double]
    /// `VmHWM` of the child after all repetitions, in kibibytes.
    var peakRSSKiB: Int
    var check: Int
    var expected: Int
    /// Whether `wall` rather than `cpu` is the figure that counts (see `Workload.usesWallClock`).
    var usesWallClock = false
    /// The peak RSS of a child program the workload ran (KiB), when it ran one.
    var childPeakRSSKiB: Int?

    var wall: Summary { Summary(wallSamples) }
    var cpu: Summary { Summary(cpuSamples) }
    /// The summary the report and metrics use for this workload.
    var timed: Summary { usesWallClock ? wall : cpu }
    var passed: Bool { check == expected }

    /// Median (the middle sample; the upper middle one for an even count), min and max.
    struct Summary {
        var median: Double
        var min: Double
        var max: Double

        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            min = sorted.first ?? 0
            max = sorted.last ?? 0
        }
    }
}

/// Child side: runs one workload `repetitions` times and reports it.
enum ChildRun {
    static func run(_ workload: Workload, repetitions: Int) -> WorkloadResult {
        let body = workload.prepare()
        var wall: [Double] = []
        var cpu: [Double] = []
        var check = 0
        for _ in 0..<repetitions {
            var result = 0
            var elapsed = Stopwatch.measure { result = body() }
            if let reported = workload.reportedTime?() { elapsed = Stopwatch.Reading(wall: reported.wall, cpu: reported.cpu) }
            wall.append(elapsed.wall)
            cpu.append(elapsed.cpu)
            check = result
            if let enough = workload.enoughAfterSeconds, elapsed.cpu > enough { break }
        }
        return WorkloadResult(name: workload.name, wallSamples: wall, cpuSamples: cpu,
                              peakRSSKiB: peakRSSKiB() ?? -1, check: check, expected: workload.expected,
                              usesWallClock: workload.usesWallClock, childPeakRSSKiB: workload.reportedPeakKiB?())
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
