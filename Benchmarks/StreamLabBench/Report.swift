/// Draws the results table and the final JSON line.
enum Report {
    /// The times the table's first columns and every metric use: the thread's CPU time, which
    /// other processes on the shared machine barely disturb. Wall time is shown beside it.
    /// Start-up is the exception: it happens in another process, so it is timed by the wall clock.
    static var basis: KeyPath<WorkloadResult, WorkloadResult.Summary> { \.timed }
    static let basisNote = "median/min/max: CPU time of the benchmark thread (wall clock for startup.*); wall: wall-clock median"

    static func table(_ results: [WorkloadResult], details: [String: String]) -> String {
        let header = ["case", "median", "min", "max", "wall", "peak RSS", "check", "what"]
        let rows = results.map { result -> [String] in
            let times = result[keyPath: basis]
            return [result.name, milliseconds(times.median), milliseconds(times.min), milliseconds(times.max),
                    milliseconds(result.wall.median), mebibytes(result.peakRSSKiB),
                    result.passed ? "ok" : "FAILED (\(result.check) != \(result.expected))",
                    details[result.name] ?? ""]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        // Names and the description align left, figures right.
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column >= 6 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// `{"chain_ratio": 3.21, ...}` in `metrics` order; a metric whose inputs are missing or
    /// failed their check is left out rather than reported from bad data.
    static func json(_ results: [WorkloadResult], metrics: [Metric], peakMemory: [String]) -> String {
        let good = Dictionary(results.filter(\.passed).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var fields: [String] = []
        for metric in metrics {
            let medians = metric.inputs.compactMap { good[$0]?[keyPath: basis].median }
            guard medians.count == metric.inputs.count else { continue }
            let value = metric.compute(medians)
            fields.append("\"\(metric.key)\": \(metric.integer ? String(Int(value.rounded())) : twoDecimals(value))")
        }
        let peaks = peakMemory.compactMap { good[$0]?.peakRSSKiB }
        if peaks.count == peakMemory.count, let peak = peaks.max() {
            fields.append("\"peak_rss_mb\": \(twoDecimals(Double(peak) / 1024))")
        }
        for figure in Registry.childPeakFigures {
            guard let peak = good[figure.workload]?.childPeakRSSKiB else { continue }
            fields.append("\"\(figure.key)\": \(twoDecimals(Double(peak) / 1024))")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func milliseconds(_ seconds: Double) -> String { twoDecimals(seconds * 1000) + " ms" }

    static func mebibytes(_ kibibytes: Int) -> String {
        kibibytes < 0 ? "n/a" : twoDecimals(Double(kibibytes) / 1024) + " MB"
    }

    static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
