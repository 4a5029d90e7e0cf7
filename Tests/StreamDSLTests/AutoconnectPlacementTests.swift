@testable import StreamDSL
import StreamLanguage
import Testing

/// `status | combineLatest clock | autoconnect` would connect what combineLatest makes; the
/// diagnostic says to connect the timer inside, `combineLatest (clock | autoconnect)`.
@Suite struct AutoconnectPlacementTests {
    func diagnostic(_ source: String, setup: [String] = []) -> Diagnostic? {
        let lab = Playground()
        lab.accept("subject status")
        lab.accept("clock = timer 1s")
        lab.accept("m = status | multicast")
        for line in setup { lab.accept(line) }
        let parsed = Parser.parse(source, sessionNames: lab.session.names.definedNames)
        var compiler = StatementCompiler(scope: NamesInScope(lab.session), source: source)
        for statement in parsed.statements { _ = compiler.compile(statement) }
        return compiler.diagnostics.first { $0.id.contains("connect") }
    }

    @Test func aNamedTimerArgumentGetsTheParenthesisedFixIt() throws {
        let source = "status | combineLatest clock | autoconnect | sink as s"
        let found = try #require(diagnostic(source))
        #expect(found.id == "autoconnect-after-combining")
        #expect(found.message == "autoconnect here connects what combineLatest makes, which is not connectable")
        #expect(found.label == "connect the argument inside: combineLatest (clock | autoconnect)")
        #expect(source.text(in: found.range) == "autoconnect")
        #expect(FixIt.apply(found.fixIts, to: source) == "status | combineLatest (clock | autoconnect) | sink as s")
    }

    @Test func theFixedStatementTicks() {
        let lab = Playground()
        lab.accept("subject status")
        lab.accept("clock = timer 1s")
        lab.accept("status | combineLatest (clock | autoconnect) | sink as s")
        lab.accept("send status 7 @500ms")
        lab.accept("run until 2s")
        #expect(lab.events("s") == ["^@0", "(7, 1000)@1000", "(7, 2000)@2000"])
    }

    @Test func anInlineTimerOrMulticastAmongSeveralArguments() throws {
        let inline = "status | merge timer 100ms | autoconnect | sink as s"
        let timer = try #require(diagnostic(inline))
        #expect(timer.id == "autoconnect-after-combining")
        #expect(FixIt.apply(timer.fixIts, to: inline) == "status | merge (timer 100ms | autoconnect) | sink as s")
        // Not the last argument: the advice without an edit (the edit would have to move text).
        let first = "status | zip m, status | autoconnect | sink as s"
        let multicast = try #require(diagnostic(first))
        #expect(multicast.label == "connect the argument inside: zip (m | autoconnect)")
        #expect(multicast.fixIts.isEmpty)
    }

    @Test func withoutAConnectableArgumentTheAdviceIsUnchanged() throws {
        let found = try #require(diagnostic("status | combineLatest status | autoconnect | sink as s"))
        #expect(found.id == "not-connectable")
        #expect(found.label == "put multicast or makeConnectable before autoconnect")
        #expect(found.fixIts.isEmpty)
    }
}
