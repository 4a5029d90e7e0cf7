import Foundation

/// Command line of the bench binary.
///
///     StreamLabBench                    every workload, each in a child process, then the report
///     StreamLabBench chain debounce     only workloads whose name starts with one of these
///     StreamLabBench --repetitions 3    fewer or more repetitions (default 5)
///     StreamLabBench --list             workload names
///     StreamLabBench --child NAME       (internal) run one workload here, print its result as JSON
enum Bench {
    static func main(_ arguments: [String]) -> Int32 {
        var repetitions = 5
        var child: String?
        var filters: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--list":
                for workload in Registry.workloads { print(workload.name) }
                return 0
            case "--child":
                child = remaining.popFirst()
            case "--repetitions":
                guard let count = remaining.popFirst().flatMap(Int.init), count > 0 else { return usage() }
                repetitions = count
            case let name where !name.hasPrefix("-"):
                filters.append(name)
            default:
                return usage()
            }
        }
        if let child { return runChild(child, repetitions: repetitions) }
        return runAll(filters: filters, repetitions: repetitions)
    }

    static func runChild(_ name: String, repetitions: Int) -> Int32 {
        guard let workload = Registry.workloads.first(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("unknown workload \(name)\n".utf8))
            return 2
        }
        let result = ChildRun.run(workload, repetitions: repetitions)
        guard let data = try? JSONEncoder().encode(result) else { return 1 }
        print(String(decoding: data, as: UTF8.self))
        return 0
    }

    static func runAll(filters: [String], repetitions: Int) -> Int32 {
        let selected = Registry.workloads.filter { workload in
            filters.isEmpty || filters.contains { workload.name.hasPrefix($0) }
        }
        guard !selected.isEmpty else { return usage() }
        var results: [WorkloadResult] = []
        var failed = false
        for workload in selected {
            do {
                results.append(try ParentRun.run(workload, repetitions: repetitions))
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                failed = true
            }
        }
        let details = Dictionary(uniqueKeysWithValues: selected.map { ($0.name, $0.detail) })
        print("StreamLab benchmarks: \(repetitions) repetitions per case, each case in its own process")
        print(Report.basisNote)
        print(Report.table(results, details: details))
        print(Report.json(results, metrics: Registry.metrics, peakMemory: Registry.peakMemoryWorkloads))
        return failed || results.contains { !$0.passed } ? 1 : 0
    }

    static func usage() -> Int32 {
        FileHandle.standardError.write(Data("usage: StreamLabBench [--repetitions N] [--list] [NAME-PREFIX…]\n".utf8))
        return 2
    }
}
