import ConcurrencyExtras
import Foundation

// `AsyncOracle SCENARIO` runs one scenario on the real libraries under the main serial
// executor and prints its events as JSON lines; `AsyncOracle --list` names issue 10's
// scenarios, `AsyncOracle --list-concurrency` issue 18's.
// `AsyncOracle --concurrent SCENARIO` runs it on the default (concurrent) executor instead:
// not an oracle, a way to see which scenarios' order is racy without the serial executor.
// `AsyncOracle --bench-tasks N` times the `tasks_ratio` bench's scenario (TasksBench.swift).

// `TestClock.advance` lets the executor run ConcurrencyExtras' default number of rounds
// (`TASK_MEGA_YIELD_COUNT`, 20) between the sleepers it resumes; with 3 or fewer, `share`
// under `bounded(1)` has not settled and the results change. Pin it before its first use.
setenv("TASK_MEGA_YIELD_COUNT", "20", 1)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
    print(ScenarioCatalog.all.map(\.name).joined(separator: "\n"))
} else if arguments == ["--list-concurrency"] {
    print(ScenarioCatalog.concurrency.map(\.name).joined(separator: "\n"))
} else if arguments.count == 2, arguments[0] == "--bench-tasks", let children = Int(arguments[1]), children > 0 {
    // The `tasks_ratio` bench (TasksBench.swift).
    await withMainSerialExecutor { await TasksBench.run(children: children) }
} else if let name = arguments.last, let scenario = ScenarioCatalog.named(name),
          arguments.count == 1 || arguments == ["--concurrent", name] {
    if arguments.count == 1 {
        await withMainSerialExecutor {
            await scenario.run(ScriptDriver())
        }
    } else {
        await scenario.run(ScriptDriver())
    }
} else {
    FileHandle.standardError.write(Data("usage: AsyncOracle [--concurrent] SCENARIO | --list | --list-concurrency | --bench-tasks N\n".utf8))
    exit(2)
}
