@testable import StreamDSL
import Testing

/// Issue 20: `min`, `max`, `reduce`, `contains`, `allSatisfy` and `first EXPR` on an async
/// sequence return one value, awaited (`… | await as NAME`), never a sequence a loop iterates.
/// The oracle compares the `std-*` scenarios with the standard library; these are the rest:
/// the errors, the kinds Swift cannot compare, and the notes.
@Suite struct AwaitedValueTests {
    private func notes(_ lab: Playground) -> [String] {
        lab.session.recording.notes.map { "\($0.text)@\($0.time)" }
    }

    /// Every one of the six over `values`: each task makes its own iterator, so each sees
    /// every value; the early ones return at the element that decides them.
    @Test func eachCallReturnsOneValueWhenItsAnswerIsKnown() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | values | min | await as lo
            a | values | max | await as hi
            a | values | reduce 0, acc + x | await as total
            a | values | contains x == 3 | await as has3
            a | values | allSatisfy x < 3 | await as small
            a | values | first x > 1 | await as big
            send a 2 @0ms, 1 @100ms, 3 @200ms, 4 @300ms
            complete a @400ms
            run
            """)
        #expect(lab.events("lo") == ["^@0", "1@400", "|@400"])
        #expect(lab.events("hi") == ["^@0", "4@400", "|@400"])
        #expect(lab.events("total") == ["^@0", "10@400", "|@400"])
        #expect(lab.events("has3") == ["^@0", "true@200", "|@200"])
        #expect(lab.events("small") == ["^@0", "false@200", "|@200"])
        #expect(lab.events("big") == ["^@0", "2@0", "|@0"])
        #expect(notes(lab).contains("one value, awaited: contains(where:) returned true@200"))
        #expect(notes(lab).contains("one value, awaited: min() returned 1@400"))
    }

    @Test func anEmptySequenceGivesNilOrTheInitialResult() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t
            stream u
            s | min | await as lo
            t | reduce 7, acc + x | await as total
            u | contains x > 0 | await as any
            finish s @100ms
            finish t @100ms
            finish u @100ms
            run
            """)
        #expect(lab.events("lo") == ["^@0", "nil@100", "|@100"])
        #expect(lab.events("total") == ["^@0", "7@100", "|@100"])
        #expect(lab.events("any") == ["^@0", "false@100", "|@100"])
    }

    /// `min by EXPR` is `min(by:)`: EXPR is true when x comes before prev; ties keep the first.
    @Test func minByUsesTheCondition() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | min by x % 10 < prev % 10 | await as out
            yield s 13, 21, 31, 9
            finish s @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "21@100", "|@100"])
        #expect(notes(lab) == ["one value, awaited: min(by:) returned 21@100"])
    }

    /// Swift would not compile `min()` over values it cannot compare: the call fails.
    @Test func minOfKindsSwiftCannotCompareFails() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | min | await as out
            yield s 1, "a"
            run
            """)
        let events = lab.events("out")
        #expect(events.count == 2)
        #expect(events.last?.hasPrefix("#min compares values of one comparable type") == true)
    }

    /// A condition that is not a Bool at run time fails the call, as a throwing closure would.
    @Test func aConditionThatIsNotABoolFailsTheCall() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | contains x + 1 | await as out
            yield s 1
            run
            """)
        #expect(lab.events("out").count == 2)
        #expect(lab.events("out").last?.hasPrefix("#") == true)
    }

    @Test func forAwaitOnOneValueIsALocatedErrorWithAFixIt() {
        let lab = Playground()
        lab.accept("stream s")
        let errors = lab.reject("s | reduce 0, acc + x | for await as out")
        #expect(errors.contains("reduce of an async sequence returns one value, awaited (reduce(_:_:))"))
        #expect(errors.contains("1:5"))
        #expect(errors.contains("await the one value with 'await as NAME'"))
        #expect(!lab.laneNames.contains("out"))
        // The name stays free: the statement changed nothing.
        lab.accept("s | reduce 0, acc + x | await as out")
    }

    @Test func oneValueCannotBeNamedOrFollowedByAnOperator() {
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("q = s | min").contains("min of an async sequence returns one value"))
        #expect(lab.reject("s | max by x < prev | map x | for await as out").contains("max of an async sequence returns one value, awaited (max(by:))"))
        #expect(lab.reject("s | merge (s | min) | for await as out").contains("min of an async sequence returns one value"))
    }

    @Test func awaitNeedsACallThatReturnsOneValue() {
        let lab = Playground()
        lab.accept("stream s")
        let errors = lab.reject("s | map x * 2 | await as out")
        #expect(errors.contains("await as NAME awaits the one value of min, max, reduce, contains, allSatisfy or first EXPR"))
        #expect(errors.contains("iterate the sequence with 'for await as NAME'"))
        #expect(lab.reject("s | await as out").contains("await as NAME awaits the one value"))
        #expect(lab.reject("s | min | await").contains("expected 'as'"))
    }

    @Test func firstNeedsAConditionOnAnAsyncSequence() {
        let lab = Playground()
        lab.accept("stream s")
        #expect(lab.reject("s | first | await as out").contains("an AsyncSequence has first(where:), not first()"))
    }

    /// A publisher is not an async sequence: the fix-it puts `values` before the call.
    @Test func aPublisherNeedsValues() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | min | await as out")
        #expect(errors.contains("for await needs an async sequence, and a publisher is not one"))
        // Combine's min is unchanged.
        lab.accept("a | min | sink as combine")
    }

    /// The awaiting task cancelled: the stream's `next()` returns nil, and reduce returns the
    /// sum so far (the oracle's `std-reduce-cancelled`); cancelling after it returned changes nothing.
    @Test func aCancelledCallReturnsWhatItHas() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | reduce 0, acc + x | await as out
            yield s 1 @0ms, 2 @100ms
            cancel out @150ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "3@150", "|@150"])
        lab.accept("cancel out")
        #expect(lab.events("out") == ["^@0", "3@150", "|@150"])
    }
}
