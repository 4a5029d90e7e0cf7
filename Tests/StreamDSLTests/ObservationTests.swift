import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Observation on the virtual clock (issue 18, milestone 5; docs/CONCURRENCY-SEMANTICS.md):
/// `observable` properties of an `@Observable` class, `observations { … }` (Swift 6.2's
/// `Observations`) and `track { … } { … }` (`withObservationTracking`). The expected lanes
/// follow the real runtime's rules, which the oracle's scenarios check (`Tests/AsyncOracle`).
@Suite struct ObservationTests {
    private func model(_ lab: Playground) {
        lab.accept(#"object vm; observable vm.text = "a""#)
    }

    @Test func anObservablePropertyIsSetAndReadLikeAStoredProperty() {
        let lab = Playground()
        model(lab)
        lab.accept(#"set vm.text "b" @100ms"#)
        lab.accept("at 200ms: task r { emit vm.text }")
        lab.accept("run")
        #expect(lab.events("r") == ["start@200", #""b"@200"#, "|@200"])
    }

    @Test func observationsGivesTheCurrentValueThenEachChange() {
        let lab = Playground()
        model(lab)
        lab.accept("observations { vm.text } | for await as out")
        lab.accept(#"set vm.text "b" @100ms"#)
        lab.accept(#"set vm.text "c" @200ms"#)
        lab.accept("run")
        #expect(lab.events("out").prefix(4) == ["^@0", #""a"@0"#, #""b"@100"#, #""c"@200"#])
    }

    @Test func changesInOneSynchronousStretchComeOutAsTheLast() {
        let lab = Playground()
        model(lab)
        lab.accept("observations { vm.text } | for await as out")
        lab.accept(#"task w { sleep 100ms; set vm.text "b"; set vm.text "c" }"#)
        lab.accept("run")
        #expect(lab.events("out").prefix(3) == ["^@0", #""a"@0"#, #""c"@100"#])
    }

    /// b@100 and c@150 arrive while the body works (200ms); at 200 the loop asks again and
    /// gets the newest, c; d@250 arrives during the next work and comes out at 400.
    @Test func aSlowLoopSeesOnlyTheNewestValue() {
        let lab = Playground()
        model(lab)
        lab.accept("observations { vm.text } | for await work 200ms as out")
        lab.accept(#"set vm.text "b" @100ms"#)
        lab.accept(#"set vm.text "c" @150ms"#)
        lab.accept(#"set vm.text "d" @250ms"#)
        lab.accept("run")
        #expect(lab.events("out").prefix(4) == ["^@0", #""a"@0"#, #""c"@200"#, #""d"@400"#])
    }

    @Test func anEqualValueIsNoChange() {
        let lab = Playground()
        model(lab)
        lab.accept("observations { vm.text } | for await as out")
        lab.accept(#"set vm.text "a" @100ms"#)
        lab.accept(#"set vm.text "b" @200ms"#)
        lab.accept("run")
        #expect(lab.events("out").prefix(3) == ["^@0", #""a"@0"#, #""b"@200"#])
    }

    @Test func cancellingTheLoopEndsItAndLetsGoOfTheRegistration() {
        let lab = Playground()
        model(lab)
        lab.accept("observations { vm.text } | for await as out")
        lab.accept("cancel out @100ms")
        lab.accept(#"set vm.text "b" @200ms"#)
        lab.accept("run")
        #expect(!lab.events("out").contains(#""b"@200"#))
        #expect(lab.session.ownership.observation.registrationCount == 0)
    }

    /// `withObservationTracking`'s onChange runs before the value is stored: it copies the
    /// old value; the second change finds no observer.
    @Test func trackFiresOnceBeforeTheValueIsStored() {
        let lab = Playground()
        model(lab)
        lab.accept(#"observable vm.seen = """#)
        lab.accept("track { vm.text } { set vm.seen vm.text }")
        lab.accept(#"set vm.text "b" @100ms"#)
        lab.accept(#"set vm.text "c" @200ms"#)
        lab.accept("task r { sleep 300ms; emit vm.seen }")
        lab.accept("run")
        #expect(lab.events("r") == ["start@0", #""a"@300"#, "|@300"])
    }

    @Test func aTaskStartedByTrackReadsTheNewValue() {
        let lab = Playground()
        model(lab)
        lab.accept("track { vm.text } { task u { emit vm.text } }")
        lab.accept(#"set vm.text "b" @100ms"#)
        lab.accept(#"set vm.text "c" @200ms"#)
        lab.accept("run")
        #expect(lab.events("u") == ["start@100", #""b"@100"#, "|@100"])
        #expect(!lab.laneNames.contains("u (1)"))
    }

    @Test func anEqualValueDoesNotFireTrack() {
        let lab = Playground()
        model(lab)
        lab.accept("track { vm.text } { task u { emit vm.text } }")
        lab.accept(#"set vm.text "a" @100ms"#)
        lab.accept(#"set vm.text "b" @200ms"#)
        lab.accept("run")
        #expect(lab.events("u") == ["start@200", #""b"@200"#, "|@200"])
    }

    /// A `track` step among the steps registers again: v fires at the second change, and
    /// nothing at the third.
    @Test func aTrackStepRegistersAgain() {
        let lab = Playground()
        model(lab)
        lab.accept("track { vm.text } { task u { emit vm.text }; track { vm.text } { task v { emit vm.text } } }")
        lab.accept(#"set vm.text "b" @100ms"#)
        lab.accept(#"set vm.text "c" @200ms"#)
        lab.accept(#"set vm.text "d" @300ms"#)
        lab.accept("run")
        #expect(lab.events("u") == ["start@100", #""b"@100"#, "|@100"])
        #expect(lab.events("v") == ["start@200", #""c"@200"#, "|@200"])
        #expect(lab.session.ownership.observation.registrationCount == 0)
    }

    /// Swift's didSet runs on every set, an equal value included; Observation does not.
    @Test func didSetRunsOnAnObservablePropertyEvenForAnEqualValue() {
        let lab = Playground()
        model(lab)
        lab.accept("didSet vm.text { task d { emit x } }")
        lab.accept("track { vm.text } { task u { emit vm.text } }")
        lab.accept(#"set vm.text "a" @100ms"#)
        lab.accept("run")
        #expect(lab.events("d") == ["start@100", #""a"@100"#, "|@100"])
        #expect(!lab.laneNames.contains("u"))
    }

    @Test func anObjectIsObservableOrPublishedNotBoth() {
        let lab = Playground()
        model(lab)
        let mixed = lab.reject("published vm.count = 0")
        #expect(errorHeadlines(mixed) == [
            "error: 'vm' already has observable properties: an object is an ObservableObject (published) or @Observable (observable), not both",
        ])
        lab.accept("object old; published old.count = 0")
        #expect(errorHeadlines(lab.reject(#"observable old.text = "" "#)).first?.contains("already has published properties") == true)
    }

    @Test func anObservablePropertyHasNoPublisher() {
        let lab = Playground()
        model(lab)
        let projected = lab.reject("vm.$text | sink")
        #expect(errorHeadlines(projected) == ["error: vm.text is observable: an @Observable property has no publisher (vm.$text)"])
        lab.reject("vm.objectWillChange | sink")
        lab.reject("just 1 | assign to vm.$text")
    }

    @Test func trackStepsCannotSuspendOrEmit() {
        let lab = Playground()
        model(lab)
        let sleeping = lab.reject("track { vm.text } { sleep 100ms }")
        #expect(errorHeadlines(sleeping) == ["error: sleep cannot suspend inside a track body: its steps run at once"])
        lab.reject("track { vm.text } { emit 1 }")
        lab.reject("track { vm.nope } { }")
        #expect(lab.session.ownership.observation.registrationCount == 0)
    }
}
