import StreamConsole
import StreamCore
import StreamDSL

/// Cases that were quadratic once (issue 17, "Limits that do not hold"): each is a script run
/// through the console in process, as `streamlab run` runs it, and each must stay under a
/// second in a release build.
enum LimitWorkloads {
    static let zipCount = 400_000
    static let chunkCount = 100_000
    static let shareLoopCount = 2_000
    static let shareValues = 100
    static let ringSize = 100
    static let taskCount = 10_000

    /// `q | zip q` over a 400,000-value `range`: the first subscription's values all wait
    /// in zip's queue, then each of the second's takes one. The check is the tuples received.
    static func zip() -> Workload {
        script(name: "zip.400k", detail: "q = range 1...\(zipCount); q | zip q | sink",
               expected: zipCount, "q = range 1...\(zipCount)\nq | zip q | sink as out\n") { session in
            values(in: session, lane: "out").count
        }
    }

    /// 100,000 values gathered by `chunks every 200ms` (all arrive at 0ms: one chunk at the
    /// value limit). The check is 1 when the loop received one chunk of them all and finished;
    /// "all" allows for the `values` bridge losing a synchronous publisher's last value (issue
    /// 17 §3, fixed separately), so the check holds before and after that fix.
    static func chunksEvery() -> Workload {
        script(name: "chunks.every.100k", detail: "range 1...\(chunkCount) | values | chunks every 200ms | for await",
               expected: 1, "range 1...\(chunkCount) | values | chunks every 200ms | for await as out\n") { session in
            let chunks = values(in: session, lane: "out")
            guard chunks.count == 1, case .array(let items) = chunks[0], items.count >= chunkCount - 1,
                  session.recording.lanes.first(where: { $0.name == "out" })?.records.last?.kind == .finished else { return 0 }
            return 1
        }
    }

    /// 2,000 `for await` loops on one async `share`, then 100 values 1 ms apart. The check is
    /// the values every loop received.
    static func shareLoops() -> Workload {
        var text = "subject a\nq = a | values | share\n"
        for index in 0..<shareLoopCount { text += "q | for await as o\(index)\n" }
        text += "send a " + (1...shareValues).map { "\($0) @\($0)ms" }.joined(separator: ", ") + "\n"
        return script(name: "share.2000.loops", detail: "\(shareLoopCount) for await loops on one async share, \(shareValues) values",
                      expected: shareLoopCount * shareValues, text) { session in
            // The loops' lanes (`o0`…), not subject a's own.
            session.recording.lanes.filter { $0.name.hasPrefix("o") }.reduce(0) { total, lane in total + values(in: lane).count }
        }
    }

    /// A ring of 100 objects (each one's bag stores a sink capturing the next), released one
    /// by one: every release finds the ring that keeps the object alive. The check is the
    /// "stays alive" notes printed, one per release.
    static func releaseRing() -> Workload {
        var text = "subject a\n"
        for index in 0..<ringSize { text += "object vm\(index)\n" }
        for index in 0..<ringSize {
            text += "a | sink capturing vm\((index + 1) % ringSize) store in vm\(index) as s\(index)\n"
        }
        for index in 0..<ringSize { text += "release vm\(index)\n" }
        let box = OutputBox()
        return script(name: "release.ring.100", detail: "a ring of \(ringSize) objects released one by one",
                      expected: ringSize, text, output: box) { _ in
            box.text.split(separator: "\n").count { $0.contains("stays alive after release") }
        }
    }

    /// A task group of 10,000 children, each sleeping once (issue 18's `tasks_10k_ms`), as
    /// `streamlab run` runs it. The check is the results the group's loop counted.
    static func taskGroup(children: Int = taskCount, name: String = "tasks.10k",
                          detail: String = "a task group of \(taskCount) children, each sleeping once") -> Workload {
        let text = "task t { var n = 0; group g { for await i in range 0..<\(children) | values { add g { sleep 100ms; return i } }; "
            + "for await r in g { n = n + 1 } }; return n }\n"
        return script(name: name, detail: detail, expected: children, text) { session in
            guard case .returned(.int(let counted))? = session.recording.lanes.first(where: { $0.name == "t" })?.records.last?.kind
            else { return 0 }
            return counted
        }
    }

    /// Runs `text` as a script in a fresh session, then the clock to its end; `check` reads
    /// the session afterwards.
    static func script(name: String, detail: String, expected: Int, _ text: String, output: OutputBox? = nil,
                       check: @escaping (Session) -> Int) -> Workload {
        Workload(name: name, detail: detail, expected: expected) {
            {
                var settings = SessionSettings()
                settings.autoShow = false
                let console = Console(session: Session(settings: settings))
                var reply = console.submitScript(text, origin: SourceOrigin(fileName: name))
                reply.append(console.session.runToEnd())
                output?.text = reply.output
                return reply.hadError ? -1 : check(console.session)
            }
        }
    }

    static func values(in session: Session, lane name: String) -> [Value] {
        session.recording.lanes.first { $0.name == name }.map(values(in:)) ?? []
    }

    static func values(in lane: Lane) -> [Value] {
        lane.records.compactMap { record in
            if case .value(let value) = record.kind { value } else { nil }
        }
    }
}

/// What the last repetition printed.
final class OutputBox {
    var text = ""
}
