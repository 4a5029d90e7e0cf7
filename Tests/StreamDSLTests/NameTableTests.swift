import StreamCore
@testable import StreamDSL
import Testing

/// The session's names as a value, built without a session.
@Suite struct NameTableTests {
    func subject() -> Binding { .passthrough(PassthroughSubject(), lane: nil) }

    @Test func namesKeepTheOrderTheyWereFirstDefinedIn() {
        var names = NameTable()
        #expect(names.define("b", subject()) == nil)
        #expect(names.define("a", subject()) == nil)
        let newer = subject()
        #expect(names.define("b", newer) != nil)
        #expect(names.definedNames == ["b", "a"])
        #expect(names.lookup("b")?.identity == newer.identity)
        #expect(names.lookup("c") == nil)
    }

    @Test func rollingBackRemovesNewNamesAndRestoresRedefinedOnes() {
        var names = NameTable()
        let original = subject()
        names.define("a", original)
        names.beginStatement()
        let handle = ConnectionHandle()
        names.define("c", .connection(handle))
        names.define("a", subject())
        names.rollBack(toCount: 1)
        #expect(names.definedNames == ["a"])
        #expect(names.lookup("a")?.identity == original.identity)
        #expect(names.lookup("c") == nil)
    }

    @Test func aStatementBegunAfterARedefinitionKeepsIt() {
        var names = NameTable()
        names.define("a", subject())
        let newer = subject()
        names.define("a", newer)
        names.beginStatement()
        names.rollBack(toCount: 1)
        #expect(names.lookup("a")?.identity == newer.identity)
    }

    @Test func reservationsAndLaterObjectsAreKeptUntilReleased() {
        var names = NameTable()
        names.reserve("late", until: 300)
        let handle = ObjectIdentifier(ConnectionHandle())
        names.makeLater(handle, at: 300)
        #expect(names.reservations == ["late": 300])
        #expect(names.madeLater[handle] == 300)
        names.releaseReservation("late")
        names.makeLater(handle, at: nil)
        #expect(names.reservations.isEmpty && names.madeLater.isEmpty)
        names.define("x", subject())
        names.removeAll()
        #expect(names.definedNames.isEmpty && names.lookup("x") == nil)
    }
}
