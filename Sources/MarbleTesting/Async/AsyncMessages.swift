import Marbles

/// The messages of MarbleTesting's async API, beside `MarbleMessages`.
enum AsyncMessages {
    /// Why a synchronous `run()` refuses to run, if it does.
    static func refusesSynchronousRun(_ async: AsyncRunState) -> String? {
        if async.run == .asynchronously {
            return "run(): this MarbleScheduler already ran with await m.run(); run it one way, once"
        }
        if async.isUsed {
            return "run(): this test uses async code (m.clock or a sequence expectation), whose tasks "
                + "a synchronous run() cannot let run: write await m.run() in an async test"
        }
        return nil
    }

    static let runTwice =
        "await m.run(): this MarbleScheduler has already run; an async run is played once, "
        + "so make every expectation before the one await m.run()"

    static let mixedRuns =
        "await m.run(): this MarbleScheduler already ran with the synchronous run(); run it one way, once"

    static func expectedAfterRun(_ call: String) -> String {
        "\(call): this MarbleScheduler has already run (await m.run()), so nothing would check this "
            + "expectation: make it before await m.run()"
    }

    static func unsettled(at time: Int, rounds: Int) -> String {
        "await m.run(): the test's tasks were still running at \(formatVirtualTime(time)) after \(rounds) looks (m.settleLimit): "
            + "a loop that never waits (or waits on a clock other than m.clock) keeps the clock from moving; "
            + "the run stopped there"
    }

    static func problem(_ problem: AsyncRunState.Problem) -> String {
        switch problem {
        case .negativeSleep(let deadline, let now):
            "m.clock: a sleep for a negative duration, at \(formatVirtualTime(now)) until "
                + "\(formatVirtualTime(MarbleClock.wholeMilliseconds(rounding: deadline)))"
                + ": the sleep returned at once; a duration to wait is never negative"
        }
    }

    static func iteratedElsewhere(_ type: String) -> String {
        "expect(sequence): this \(type) is already being iterated by another task, and it has one consumer: "
            + "expecting it too would take values from that task (an AsyncStream traps on a second consumer). "
            + "Expect what that task does with the values instead (expect(observing:), or a publisher it feeds)"
    }

}
