import Testing
@testable import Marbles

@Suite struct MarbleParserTests {
    @Test func coldSourceOneFramePerCharacter() throws {
        let timeline = try MarbleParser.parse("-1-2--3|")
        #expect(timeline.events == [.value("1", at: 100), .value("2", at: 300), .value("3", at: 600), .finished(at: 700)])
        #expect(timeline.zeroFrameTime == nil)
        #expect(timeline.endTime == 800)
    }

    @Test func frameLengthIsAParameter() throws {
        let timeline = try MarbleParser.parse("-a-|", frame: 250)
        #expect(timeline.events == [.value("a", at: 250), .finished(at: 750)])
    }

    @Test func hotSourceTimesAreRelativeToTheZeroPoint() throws {
        let timeline = try MarbleParser.parse("--a-^-b-|")
        // '^' is the 5th character: 400ms from the start.
        #expect(timeline.zeroFrameTime == 400)
        #expect(timeline.events == [.value("a", at: -200), .value("b", at: 200), .finished(at: 400)])
        #expect(timeline.endTime == 500)
    }

    @Test func zeroPointInsideAGroupIsTheGroupsInstant() throws {
        let timeline = try MarbleParser.parse("-(^a)b")
        #expect(timeline.zeroFrameTime == 100)
        #expect(timeline.events == [.value("a", at: 0), .value("b", at: 100)])
    }

    @Test func groupIsOneInstantAndOneFrame() throws {
        let timeline = try MarbleParser.parse("-(ab)-c|")
        #expect(timeline.events == [
            .value("a", at: 100), .value("b", at: 100), .value("c", at: 300), .finished(at: 400),
        ])
    }

    @Test func bracketedValuesOccupyOneFrame() throws {
        let timeline = try MarbleParser.parse("[10]-[20]|")
        #expect(timeline.events == [.value("10", at: 0), .value("20", at: 200), .finished(at: 300)])
    }

    @Test func bracketedValuesInsideAGroup() throws {
        let timeline = try MarbleParser.parse("([10][20])|")
        #expect(timeline.events == [.value("10", at: 0), .value("20", at: 0), .finished(at: 100)])
    }

    @Test(arguments: [
        ("[\"hi\"]", "\"hi\""),
        ("[(1, 2)]", "(1, 2)"),
        ("[[1, 2]]", "[1, 2]"),
        ("[\"a]\"]", "\"a]\""),
        ("[\"say \\\"]\\\"\"]", "\"say \\\"]\\\"\""),
        ("[ spaced ]", " spaced "),
        ("[-]", "-"),
    ])
    func bracketTextIsTheValueText(source: String, text: String) throws {
        #expect(try MarbleParser.parse(source).events == [.value(text, at: 0)])
    }

    @Test func failureWithAndWithoutMessage() throws {
        #expect(try MarbleParser.parse("--#").events == [.failure("", at: 200)])
        #expect(try MarbleParser.parse("-#[boom]").events == [.failure("boom", at: 100)])
        #expect(try MarbleParser.parse("(a#[bad])").events == [.value("a", at: 0), .failure("bad", at: 0)])
    }

    @Test func timeProgressionsSkipTime() throws {
        // 'a' takes frame 0; the progression then adds 300ms to the 100ms cursor.
        #expect(try MarbleParser.parse("a 300ms b").events == [.value("a", at: 0), .value("b", at: 400)])
        #expect(try MarbleParser.parse("a 1.5s b").events == [.value("a", at: 0), .value("b", at: 1600)])
        #expect(try MarbleParser.parse("1s a").events == [.value("a", at: 1000)])
        #expect(try MarbleParser.parse("a 2s").endTime == 2100)
    }

    @Test func tokensThatAreNotProgressionsAreValues() throws {
        // Digits alone are values, and a progression needs whitespace on both sides.
        #expect(try MarbleParser.parse("--a 12 b").events == [
            .value("a", at: 200), .value("1", at: 300), .value("2", at: 400), .value("b", at: 500),
        ])
        #expect(try MarbleParser.parse("1-2").events == [.value("1", at: 0), .value("2", at: 200)])
        #expect(try MarbleParser.parse("a 5ms-").events.map(\.time) == [0, 100, 200, 300])
    }

    @Test func whitespaceIsIgnored() throws {
        #expect(try MarbleParser.parse("  - -\ta\n|").events == [.value("a", at: 200), .finished(at: 300)])
    }

    @Test func silenceMayFollowCompletion() throws {
        let timeline = try MarbleParser.parse("a|-- 300ms -")
        #expect(timeline.events == [.value("a", at: 0), .finished(at: 100)])
        // a, |, -, - take four frames (400ms), the progression 300ms, the last '-' 100ms.
        #expect(timeline.endTime == 800)
    }

    @Test func unicodeGlyphsReadAsTheirAsciiSymbols() throws {
        #expect(try MarbleParser.parse("─1─┤").events == [.value("1", at: 100), .finished(at: 300)])
        #expect(try MarbleParser.parse("✕[x]").events == [.failure("x", at: 0)])
    }

    @Test func nonAsciiCharactersAreValues() throws {
        #expect(try MarbleParser.parse("é日😀").events == [
            .value("é", at: 0), .value("日", at: 100), .value("😀", at: 200),
        ])
    }

    @Test func subscriptionMarbles() throws {
        let timeline = try MarbleParser.parse("--^--!", mode: .subscription)
        #expect(timeline.subscribeTime == 200)
        #expect(timeline.cancelTime == 500)
        #expect(timeline.events == [.subscribe(at: 200), .cancel(at: 500)])
        #expect(timeline.zeroFrameTime == nil)
        let same = try MarbleParser.parse("-(^!)", mode: .subscription)
        #expect(same.events == [.subscribe(at: 100), .cancel(at: 100)])
    }

    @Test func laneModeKeepsMarkersAsEventsAtAbsoluteTimes() throws {
        let timeline = try MarbleParser.parse("(^1)2-!", mode: .lane)
        #expect(timeline.events == [.subscribe(at: 0), .value("1", at: 0), .value("2", at: 100), .cancel(at: 300)])
        #expect(timeline.subscribeTime == 0)
        #expect(timeline.cancelTime == 300)
    }

    @Test func originShiftsEveryTime() throws {
        let lane = try MarbleParser.parse("^-1!", frame: 50, mode: .lane, origin: -100)
        #expect(lane.events == [.subscribe(at: -100), .value("1", at: 0), .cancel(at: 50)])
        // In a hot source the zero point wins over the origin for event times.
        let hot = try MarbleParser.parse("-^a", mode: .source, origin: 500)
        #expect(hot.zeroFrameTime == 600)
        #expect(hot.events == [.value("a", at: 100)])
    }
}
