/// One timed piece of work, run several times in its own child process.
///
/// `prepare` runs once, untimed (it builds inputs), and returns the body that is timed. The
/// body returns a check value (a count or a sum) that the harness compares with `expected`,
/// so a benchmark that silently did nothing, or something else, fails instead of reporting
/// a fast time.
struct Workload {
    let name: String
    let detail: String
    let expected: Int
    let prepare: () -> () -> Int
    /// Timed by the wall clock instead of the thread's CPU time: for work that happens in
    /// another process (start-up of the `streamlab` binary).
    var usesWallClock = false
    /// For work done by a child program: the peak RSS it reported (KiB), read after the runs.
    var reportedPeakKiB: (() -> Int)?
    /// Seconds of CPU after which one repetition is enough: a case far over its target (a
    /// quadratic path not yet fixed) reports the median of the runs made so far instead of
    /// making `make bench` take half an hour.
    var enoughAfterSeconds: Double?
    /// For work whose time a child program measures itself (the oracle's scenario, without
    /// its process start): read after each run, it replaces the stopwatch's reading.
    var reportedTime: (() -> (wall: Double, cpu: Double)?)?

    init(name: String, detail: String, expected: Int, usesWallClock: Bool = false,
         reportedPeakKiB: (() -> Int)? = nil, prepare: @escaping () -> () -> Int) {
        self.name = name
        self.detail = detail
        self.expected = expected
        self.usesWallClock = usesWallClock
        self.reportedPeakKiB = reportedPeakKiB
        self.prepare = prepare
    }

    /// A workload with nothing to prepare.
    init(name: String, detail: String, expected: Int, run: @escaping () -> Int) {
        self.init(name: name, detail: detail, expected: expected) { run }
    }
}

/// A figure of the final JSON line, computed from the medians of the workloads it names.
struct Metric {
    let key: String
    let inputs: [String]
    /// Printed without decimals (rates); everything else gets two.
    var integer = false
    /// Receives the median seconds of `inputs`, in order (on `Report.basis`).
    let compute: ([Double]) -> Double
}

/// Everything the bench runs. Adding a case is a workload or two and a metric here.
enum Registry {
    static let chainCount = 2_000_000
    /// 3,000,000 values 1 ms apart (50 min of virtual time): StreamCore takes about 145 ms of
    /// CPU on the 2-core machine, over the 100 ms asked for (2,000,000 took 98 ms).
    static let debounceCount = 3_000_000
    static let renderEvents = 100_000
    /// `range 1...1000000 | map x * 2 | filter x % 3 != 0 | sink`, run from a file.
    static let dslRangeCount = 1_000_000

    static var workloads: [Workload] { [
        Workload(name: "chain.streamcore", detail: "\(chainCount) values, subject→map→filter→sink",
                 expected: survivors(chainCount)) { StreamCoreWorkloads.chain(count: chainCount) },
        Workload(name: "chain.opencombine", detail: "same on OpenCombine",
                 expected: survivors(chainCount)) { OpenCombineWorkloads.chain(count: chainCount) },
        Workload(name: "debounce.streamcore", detail: "\(debounceCount) values 1 ms apart, + debounce 10ms",
                 expected: lastSurvivorDoubled(debounceCount)) { StreamCoreWorkloads.debounce(count: debounceCount) },
        Workload(name: "debounce.opencombine", detail: "same on OpenCombine + VirtualTimeScheduler",
                 expected: lastSurvivorDoubled(debounceCount)) { OpenCombineWorkloads.debounce(count: debounceCount) },
        RenderWorkload.make(events: renderEvents, lanes: 4, width: 120),
        LanguageWorkloads.script(rangeCount: dslRangeCount),
        GoldenSuiteWorkload.make(),
        LanguageWorkloads.terminalBaseline(),
        LanguageWorkloads.startup(),
        MarbleTestingWorkload.make(),
        AsyncMarbleTestingWorkload.make(),
        MemoryWorkloads.declare(),
        MemoryWorkloads.longScript(),
        LimitWorkloads.zip(),
        LimitWorkloads.chunksEvery(),
        LimitWorkloads.shareLoops(),
        LimitWorkloads.releaseRing(),
        LimitWorkloads.taskGroup(),
        TasksRatioWorkloads.streamLab(),
        TasksRatioWorkloads.oracle(),
    ] }

    static var metrics: [Metric] { [
        Metric(key: "chain_ratio", inputs: ["chain.opencombine", "chain.streamcore"]) { $0[0] / $0[1] },
        Metric(key: "debounce_ratio", inputs: ["debounce.opencombine", "debounce.streamcore"]) { $0[0] / $0[1] },
        Metric(key: "render_ms", inputs: ["render.marbles"]) { $0[0] * 1000 },
        Metric(key: "chain_events_per_s", inputs: ["chain.streamcore"], integer: true) { Double(chainCount) / $0[0] },
        Metric(key: "dsl_values_per_s", inputs: ["dsl.script"], integer: true) { Double(dslRangeCount) / $0[0] },
        Metric(key: "golden_suite_ms", inputs: ["golden.suite"]) { $0[0] * 1000 },
        // Launch to first prompt, less what the pseudo-terminal costs any program.
        Metric(key: "startup_ms", inputs: ["startup.repl", "startup.baseline"]) { max(0, $0[0] - $0[1]) * 1000 },
        Metric(key: "marble_asserts_1000_ms", inputs: ["marbles.asserts"]) { $0[0] * 1000 },
        Metric(key: "marble_async_asserts_1000_ms", inputs: ["marbles.async.asserts"]) { $0[0] * 1000 },
        Metric(key: "declare_100k_ms", inputs: ["declare.100k"]) { $0[0] * 1000 },
        Metric(key: "zip_400k_ms", inputs: ["zip.400k"]) { $0[0] * 1000 },
        Metric(key: "chunks_every_100k_ms", inputs: ["chunks.every.100k"]) { $0[0] * 1000 },
        Metric(key: "share_2000_loops_ms", inputs: ["share.2000.loops"]) { $0[0] * 1000 },
        Metric(key: "release_ring_100_ms", inputs: ["release.ring.100"]) { $0[0] * 1000 },
        Metric(key: "tasks_10k_ms", inputs: ["tasks.10k"]) { $0[0] * 1000 },
        // The same 1,000-child group on the real runtime (the oracle) over StreamLab: at least 10.
        Metric(key: "tasks_ratio", inputs: ["tasks.1k.oracle", "tasks.1k.streamlab"]) { $0[0] / $0[1] },
        Metric(key: "tasks_1k_streamlab_ms", inputs: ["tasks.1k.streamlab"]) { $0[0] * 1000 },
        Metric(key: "tasks_1k_oracle_ms", inputs: ["tasks.1k.oracle"]) { $0[0] * 1000 },
    ] }

    /// Figures that are a child program's peak RSS (MB), by key and workload.
    static let childPeakFigures = [(key: "script_50mb_peak_rss_mb", workload: "script.50mb")]

    /// Workloads whose peak RSS is reported as `peak_rss_mb`: case (a), both engines.
    static let peakMemoryWorkloads = ["chain.streamcore", "chain.opencombine"]

    /// Values of 0..<count that pass `filter (2x) % 3 != 0`, i.e. those not divisible by 3.
    static func survivors(_ count: Int) -> Int { count - (count + 2) / 3 }

    /// Debounce 10ms over values 1 ms apart emits only the last value that passes the filter.
    static func lastSurvivorDoubled(_ count: Int) -> Int {
        var last = count - 1
        while last % 3 == 0 { last -= 1 }
        return last * 2
    }
}
