import MarbleTesting
import OpenCombineShim
import Testing

/// `m.hot` is a `PassthroughSubject` fed at its instants: a value that finds no demand is
/// lost. Each scenario runs on a real `PassthroughSubject` too, so the marbles are Combine's,
/// not MarbleTesting's.
@Suite struct HotSubjectSemanticsTests {
    /// Serial uploads: one upload at a time (`flatMap(maxPublishers: .max(1))`), each taking
    /// two frames to answer and a third to finish. "b" comes while "a" uploads, when the
    /// flatMap has no demand: a subject loses it, so photo b is never uploaded.
    static func uploads<Photos: Publisher>(_ photos: Photos, on m: MarbleScheduler)
        -> some Publisher<String, MarbleError> where Photos.Output == String, Photos.Failure == MarbleError {
        photos.flatMap(maxPublishers: .max(1)) { photo in
            m.cold("--u|", values: ["u": photo.uppercased()])
        }
    }

    @Test func serialUploadsOnARealPassthroughSubjectLoseTheSecondPhoto() {
        let m = MarbleScheduler()
        let photos = PassthroughSubject<String, MarbleError>()
        m.expect(Self.uploads(photos, on: m)).toBe("---A---C")
        m.schedule(at: .milliseconds(100)) { photos.send("a") }
        m.schedule(at: .milliseconds(200)) { photos.send("b") }
        m.schedule(at: .milliseconds(500)) { photos.send("c") }
        m.run()
    }

    @Test func serialUploadsOnMHotLoseTheSecondPhotoToo() {
        let m = MarbleScheduler()
        let photos = m.hot("-ab--c")
        m.expect(Self.uploads(photos, on: m)).toBe("---A---C")
        m.run()
    }

    /// The holding source, named for what it does: b waits for the first upload to finish.
    @Test func hotBufferedHoldsTheSecondPhotoUntilThereIsDemand() {
        let m = MarbleScheduler()
        let photos = m.hotBuffered("-ab--c")
        m.expect(Self.uploads(photos, on: m)).toBe("---A--B--C")
        m.run()
    }

    /// A test written against the old, holding `m.hot` now fails, and the failure names
    /// the value the source dropped: the green test no longer hides the production bug.
    @Test func expectingTheHeldValueFromMHotFailsNamingTheDroppedValue() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(Self.uploads(m.hot("-ab--c"), on: m)).toBe("---A--B--C")
            m.run()
        }
        #expect(issues.count == 1)
        let message = issues.first ?? ""
        #expect(message.contains("actual marbles: \"---A---C\""))
        #expect(message.contains(#"note: hot sources dropped 1 value that found no demand, as a PassthroughSubject does: "#
            + #"b at 200ms (m.hot("-ab--c"), HotSubjectSemanticsTests.swift:"#), "\(message)")
        #expect(message.hasSuffix("(m.hotBuffered holds values until they are asked for)"))
    }

    /// The note lists what any hot source of the `MarbleScheduler` dropped (which pipeline
    /// a value would have reached cannot be known); with nothing dropped there is no note.
    @Test func theNoteListsTheSchedulersDropsAndIsAbsentWithoutThem() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(Self.uploads(m.hotBuffered("-ab--c"), on: m)).toBe("---A--B")
            m.expect(Self.uploads(m.hot("-ab--c"), on: m)).toBe("---A---C")
            m.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("note: hot sources dropped") == true)
        let quiet = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.hot("-ab--c")).toBe("-ab--")
            m.run()
        }
        #expect(quiet.count == 1)
        #expect(quiet.first?.contains("dropped") == false)
    }

    /// A long list of dropped values is cut after five.
    @Test func manyDroppedValuesAreCounted() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.hot("-abcdefgh|"), demand: .max(1)).toBe("-a")
            m.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("dropped 7 values") == true)
        #expect(issues.first?.contains("f at 600ms") == true)
        #expect(issues.first?.contains("g at 700ms") == false)
        #expect(issues.first?.contains(", and 2 more.") == true)
    }

    /// Demand that arrives later does not bring back what was sent before it.
    @Test func aSubscriberWithoutDemandMissesValuesAndStillGetsTheCompletion() {
        let m = MarbleScheduler()
        let late = m.expect(m.hot("-a-b-c|"), demand: .none)
        late.toBe("-----c|")
        m.schedule(at: .milliseconds(350)) { late.request(.unlimited) }
        m.run()
    }

    @Test func theSameOnARealPassthroughSubject() {
        let m = MarbleScheduler()
        let subject = PassthroughSubject<String, MarbleError>()
        let late = m.expect(subject, demand: .none)
        late.toBe("-----c|")
        for (frame, value) in [(1, "a"), (3, "b"), (5, "c")] {
            m.schedule(at: .milliseconds(frame * 100)) { subject.send(value) }
        }
        m.schedule(at: .milliseconds(350)) { late.request(.unlimited) }
        m.schedule(at: .milliseconds(600)) { subject.send(completion: .finished) }
        m.run()
    }

    /// With demand for one value, a group at one instant gives its first value only.
    @Test func demandForOneTakesOneOfAGroup() {
        let m = MarbleScheduler()
        m.expect(m.hot("-(abc)-d|"), demand: .max(1)).toBe("-a--|")
        m.expect(m.hotBuffered("-(abc)-d|"), demand: .max(1)).toBe("-a")
        m.run()
    }

    /// Each subscriber has its own demand: one that lacks it loses the value, the others get it.
    @Test func demandIsPerSubscriber() {
        let m = MarbleScheduler()
        let source = m.hot("-a-b|")
        m.expect(source).toBe("-a-b|")
        m.expect(source, demand: .max(1)).toBe("-a--|")
        m.run()
    }

    @Test func unreadableHotBufferedMarblesNameTheirSource() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            _ = m.hotBuffered("-a-(b")
            m.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("hotBuffered: these marbles cannot be read") == true)
    }
}
