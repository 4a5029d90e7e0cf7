import Testing

/// Issue 20: `sendingAfterCompletion V, …` in the language: its values are evaluated when it is
/// subscribed, each stray prints a note stamped with its time, and bad input is a located
/// error that changes nothing. (What downstreams do with the strays is compared with
/// OpenCombine in StreamCoreTests' `SendingAfterCompletionDifferentialTests`.)
@Suite struct SendingAfterCompletionTests {
    @Test func eachStrayIsNotedAndTheLaneEndsWithTheCompletion() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | sendingAfterCompletion 7, "late" | sink as out
            send a 1 @0ms
            fail a "boom" @300ms
            """)
        let reply = lab.accept("run")
        #expect(reply.output == "[300ms] note: sendingAfterCompletion sent 7 after failure\n"
                              + "[300ms] note: sendingAfterCompletion sent \"late\" after failure\n")
        #expect(lab.events("out") == ["^@0", "1@0", "#boom@300"])
    }

    /// `c.value` is read when the pipeline subscribes (0ms: 1), not at the completion (5 by then),
    /// as `append`'s values are.
    @Test func theValuesAreEvaluatedWhenSubscribed() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            current c = 1
            a | sendingAfterCompletion c.value * 10 | sink as out
            set c.value 5 @100ms
            complete a @200ms
            """)
        #expect(lab.accept("run").output == "[200ms] note: sendingAfterCompletion sent 10 after finished\n")
        #expect(lab.events("out") == ["^@0", "|@200"])
    }

    /// A subscriber cancelled before the completion is sent nothing, and nothing is noted.
    @Test func aCancelledSubscriberGetsNoStrays() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | sendingAfterCompletion 7 | sink as out
            cancel out @100ms
            complete a @200ms
            """)
        #expect(lab.accept("run").output == "")
        #expect(lab.events("out") == ["^@0", "!@100"])
    }

    @Test(arguments: [
        ("a | sendingAfterCompletion | sink", "expected an expression, found '|'", "1:28"),
        ("a | sendingAfterCompletion 1, | sink", "expected an expression, found '|'", "1:31"),
        ("a | sendingAfterCompletion foo | sink", "unknown name 'foo'", "1:28"),
        ("a | sendingAfterCompletion x | sink", "'x' has no value here", "1:28"),
        ("a | sendingAfterCompletion { just 1 } | sink", "expected an expression, found '{'", "1:28"),
    ])
    func badInputIsALocatedErrorThatChangesNothing(line: String, message: String, location: String) {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject(line)
        #expect(errors.contains("error: \(message)"), "\(errors)")
        #expect(errors.contains("--> \(location)"), "\(errors)")
        // Nothing was subscribed: no lane besides a's.
        #expect(lab.laneNames == ["a"])
    }
}
