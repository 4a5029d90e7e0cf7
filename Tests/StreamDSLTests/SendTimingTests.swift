@testable import StreamDSL
import StreamLanguage
import Testing

/// `send a 1, 2, 3 @100ms` is refused: the values without a time would go now.
@Suite struct SendTimingTests {
    func diagnostic(_ source: String, clock: String? = nil) -> Diagnostic? {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        if let clock { lab.accept(clock) }
        let parsed = Parser.parse(source, sessionNames: lab.session.names.definedNames)
        var compiler = StatementCompiler(scope: NamesInScope(lab.session), source: source)
        for statement in parsed.statements { _ = compiler.compile(statement) }
        return compiler.diagnostics.first { $0.id == "mixed-send-times" }
    }

    @Test func aBurstWithOneTimeAtTheEndGetsTheAtFixIt() throws {
        let source = "send a 1, 2, 3 @100ms"
        let found = try #require(diagnostic(source))
        #expect(found.message == "some values of this send have a time and some do not: those without one are sent now")
        #expect(source.text(in: found.range) == "1, 2, 3 @100ms")
        #expect(found.label == "to send them all at 100ms: at 100ms: send a 1, 2, 3")
        #expect(FixIt.apply(found.fixIts, to: source) == "at 100ms: send a 1, 2, 3")
    }

    @Test func insideAtEachValueGetsTheTime() throws {
        let source = #"at 50ms: send a "x", 2 @1.5s"#
        let found = try #require(diagnostic(source))
        #expect(FixIt.apply(found.fixIts, to: source) == #"at 50ms: send a "x" @1.5s, 2 @1.5s"#)
    }

    @Test func differentTimesGetNoFixIt() throws {
        let found = try #require(diagnostic("send a 1 @50ms, 2, 3 @100ms"))
        #expect(found.label == "give every value a time (@TIME), or none")
        #expect(found.fixIts.isEmpty)
    }

    @Test(arguments: ["send a 1, 2, 3", "send a 1 @100ms, 2 @100ms", "send a 1"])
    func allOrNoneTimedIsFine(source: String) {
        #expect(diagnostic(source) == nil)
    }

    @Test func theStatementIsRefusedAndTheFixWorks() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        let errors = lab.reject("send a 1, 2, 3 @100ms")
        #expect(diagnosticLocations(errors) == ["1:8"])
        lab.accept("run")
        #expect(lab.events("s") == ["^@0"])
        lab.accept("at 100ms: send a 1, 2, 3")
        lab.accept("run")
        #expect(lab.events("s") == ["^@0", "1@100", "2@100", "3@100"])
    }
}
