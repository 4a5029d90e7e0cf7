import StreamCore
@testable import StreamDSL
import Testing

/// Executors (issue 18 milestone 3; docs/CONCURRENCY-SEMANTICS.md, model rules): one serial
/// main actor, the cooperative pool of `:set pool` threads, `work D` holding its executor,
/// and `on main { … }` hopping to the main actor. Lanes read as in `TaskRuntimeTests`.
@Suite struct TaskExecutorTests {
    @Test func workOnTheMainActorMakesMainActorTasksEnqueuedMeanwhileWait() {
        let lab = Playground()
        lab.accept(#"task a { work 200ms; emit "a" }"#)
        lab.accept(#"task b { emit "b" }"#)
        lab.accept("run")
        #expect(lab.events("a") == ["start@0", #""a"@200"#, "|@200"])
        #expect(lab.events("b") == ["start@200", #""b"@200"#, "|@200"])
    }

    @Test func aSleepThatEndsWhileTheMainActorIsBusyResumesWhenItIsFree() {
        let lab = Playground()
        lab.accept(#"task b { sleep 100ms; emit "b" }"#)
        lab.accept("task a { work 300ms }")
        lab.accept("run")
        #expect(lab.events("b") == ["start@0", #""b"@300"#, "|@300"])
        #expect(lab.events("a") == ["start@0", "|@300"])
    }

    @Test func detachedTasksAndTopLevelStatementsDoNotWaitForTheMainActor() {
        let lab = Playground()
        lab.accept("subject s; s | sink as out")
        lab.accept("task a { work 300ms }")
        lab.accept("task d detached { emit 1 }")
        lab.accept("send s 7 @100ms")
        lab.accept("run")
        #expect(lab.events("d") == ["start@0", "1@0", "|@0"])
        #expect(lab.events("out") == ["^@0", "7@100"])
    }

    @Test func workIgnoresCancellationAndTheNextSleepThrowsAtOnce() {
        let lab = Playground()
        lab.accept(#"task a { work 300ms; emit "after"; sleep 100ms; emit "never" }"#)
        lab.accept("cancel a @100ms")
        lab.accept("run")
        #expect(lab.events("a") == ["start@0", "cancelRequested@100", #""after"@300"#, "#CancellationError@300"])
    }

    @Test func moreBlockingWorkThanPoolThreadsMakesTheRestWait() {
        let lab = Playground()
        lab.accept(":set pool 2")
        lab.accept(lines: """
            task p1 detached { work 200ms; emit 1 }
            task p2 detached { work 200ms; emit 2 }
            task p3 detached { work 200ms; emit 3 }
            run
            """)
        #expect(lab.events("p1") == ["start@0", "1@200", "|@200"])
        #expect(lab.events("p2") == ["start@0", "2@200", "|@200"])
        #expect(lab.events("p3") == ["start@200", "3@400", "|@400"])
        let log = lab.accept(":log").output
        #expect(log.contains("p3: waits for a pool thread"))
    }

    @Test func theDefaultPoolHasFourThreads() {
        let lab = Playground()
        for index in 1...5 { lab.accept("task p\(index) detached { work 100ms }") }
        lab.accept("run")
        #expect(lab.events("p4") == ["start@0", "|@100"])
        #expect(lab.events("p5") == ["start@100", "|@200"])
    }

    @Test func poolSizesOutsideOneToSixtyFourAreErrorsThatChangeNothing() {
        let lab = Playground()
        for bad in ["0", "65", "-1", "many", "1000000000000"] {
            let errors = lab.reject(":set pool \(bad)")
            #expect(errors.contains("expected a number of threads from 1 to 64"), "\(bad): \(errors)")
            // Located as every setting's error is: the command and the key it names.
            #expect(errors.hasPrefix("error: :set pool: "), "\(bad): \(errors)")
        }
        #expect(lab.session.settings.poolThreads == 4)
    }

    @Test func onMainFromADetachedTaskWaitsForTheMainActorAndHopsBack() {
        let lab = Playground()
        lab.accept("task m { work 300ms }")
        lab.accept(#"task d detached { on main { emit "ui" }; emit "back" }"#)
        lab.accept("run")
        #expect(lab.events("d") == ["start@0", #""ui"@300"#, #""back"@300"#, "|@300"])
        let log = lab.accept(":log").output
        #expect(log.contains("d: suspended (hop to the main actor)"))
        #expect(log.contains("d: waits for the main actor"))
        #expect(log.contains("d: suspended (hop to the pool)"))
    }

    @Test func workInsideOnMainHoldsTheMainActor() {
        let lab = Playground()
        lab.accept("task d detached { on main { work 200ms } }")
        lab.accept(#"task m { emit "m" }"#)
        lab.accept("run")
        #expect(lab.events("m") == ["start@200", #""m"@200"#, "|@200"])
    }

    @Test func returnInsideOnMainLeavesOnlyTheOnMainBody() {
        let lab = Playground()
        lab.accept("task d detached { on main { return 1; emit 0 }; emit 2 }")
        lab.accept("run")
        #expect(lab.events("d") == ["start@0", "2@0", "|@0"])
    }

    @Test func anErrorThrownInOnMainIsCaughtOutsideIt() {
        let lab = Playground()
        lab.accept(#"task d detached { do { on main { throw "boom" } } catch { emit error }; return 3 }"#)
        lab.accept("run")
        #expect(lab.events("d") == ["start@0", #""boom"@0"#, "return 3@0"])
    }

    @Test func onMainCannotSuspendAndSaysToCallAMainActorFunction() {
        let lab = Playground()
        let errors = lab.reject("task d detached { on main { sleep 100ms } }")
        #expect(errors.contains("sleep cannot suspend inside an on main body"))
        #expect(errors.contains("call a func … on main instead"))
        #expect(diagnosticLocations(errors) == ["1:29"])
        let fetch = lab.reject(#"task d { on main { let r = await fetch "q" after 1s } }"#)
        #expect(fetch.contains("await cannot suspend inside an on main body"))
        #expect(lab.laneNames.isEmpty)
    }

    @Test func onMainCannotChangeAVarOfItsTask() {
        let lab = Playground()
        let errors = lab.reject("task d detached { var n = 0; on main { n = 1 } }")
        #expect(errors.contains("'n' belongs to an enclosing body"))
    }

    @Test func workAndOnMainAreRefusedInHandlers() {
        let lab = Playground()
        lab.accept("object vm; published vm.p = 0")
        #expect(lab.reject("didSet vm.p { work 100ms }").contains("work inside a didSet body would block"))
        #expect(lab.reject("didSet vm.p { on main { } }").contains("on main cannot suspend inside a didSet body"))
    }

    @Test func activityDrawsRunningWaitingAndSuspendedUnderEachTask() throws {
        let lab = Playground()
        lab.accept(":set activity on")
        lab.accept("task a { work 200ms; sleep 200ms }")
        lab.accept("task b { emit 1 }")
        lab.accept("run")
        let diagram = lab.accept(":show").output
        let lines = diagram.split(separator: "\n").map(String.init)
        let a = try #require(lines.firstIndex { $0.hasPrefix("a ") })
        let b = try #require(lines.firstIndex { $0.hasPrefix("b ") })
        // a runs (holding the main actor) 0–200, then sleeps 200–400; b waits 0–200, then runs.
        #expect(lines[a + 1].trimmingCharacters(in: .whitespaces) == "==..=")
        #expect(lines[b + 1].trimmingCharacters(in: .whitespaces) == "~~=")
        #expect(diagram.contains(TaskActivity.key))
    }
}

/// `:help work` and the settings' help (issue 18 milestone 3).
@Suite struct ExecutorHelpTests {
    @Test(arguments: [(":help work", "work 200ms"), (":help work", "on main { STEPS }"),
                      (":help pool", ":set pool THREADS"), (":help activity", ":set activity on|off"),
                      (":help steps", ":help work")])
    func helpNamesTheWords(input: String, expected: String) {
        let lab = Playground()
        let output = lab.accept(input).output
        #expect(output.contains(expected), "\(input): \(output)")
    }
}
