import StreamLanguage
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

    // MARK: Objects and their members

    static let here = SourceRange(at: SourceLocation(offset: 0, line: 1, column: 1))

    func table(with object: OwnedObject) -> NameTable {
        var names = NameTable()
        names.define(object.name, .object(object))
        names.define("s", subject())
        return names
    }

    @Test func anObjectIsFoundUntilItsReleaseTime() throws {
        let vm = OwnedObject(name: "vm")
        vm.addProperty("n", initial: .int(1))
        vm.releaseTime = 500
        let names = table(with: vm)
        #expect(try names.liveObject("vm", at: Self.here, now: 100).get() === vm)
        // A statement that would run at 600ms may not use it.
        guard case .failure(let problem) = names.liveObject("vm", at: Self.here, when: 600, now: 100) else {
            Issue.record("a released object was found")
            return
        }
        #expect(problem.diagnostic.message == DiagnosticMessages.objectReleased("vm").text)
    }

    @Test func aNameThatIsNoObjectOrNoNameIsALocatedProblem() {
        let names = table(with: OwnedObject(name: "store"))
        guard case .failure(let wrongKind) = names.liveObject("s", at: Self.here, now: 0),
              case .failure(let unknown) = names.liveObject("stores", at: Self.here, now: 0) else {
            Issue.record("expected two problems")
            return
        }
        #expect(wrongKind.diagnostic.message.contains("'s' is a subject"))
        #expect(unknown.diagnostic.label == "did you mean 'store'?")
    }

    @Test func dottedNamesAndCompletionSeeTheObjectsProperties() throws {
        let vm = OwnedObject(name: "vm")
        vm.addProperty("text", initial: .string(""))
        let names = table(with: vm)
        guard case .property(let owner, let property, _) = try names.member("vm.$text", at: Self.here, now: 0).get() else {
            Issue.record("vm.$text is not a property")
            return
        }
        #expect(owner === vm && property == "text")
        guard case .objectWillChange(let same) = try names.member("vm.objectWillChange", at: Self.here, now: 0).get() else {
            Issue.record("vm.objectWillChange not found")
            return
        }
        #expect(same === vm)
        let registry = ObjectRegistry()
        registry.add(vm)
        #expect(names.memberNames(of: registry) == ["vm.text", "vm.$text", "vm.objectWillChange"])
    }
}
