@testable import StreamDSL
import Testing

/// Issue 17 §2: a property fed by its own publisher sets itself while it is being set.
/// Swift recurses until the stack overflows; StreamLab stops after `maxNestedSets` nested
/// sets with one note, drops the set that went deeper, and goes on. (The real binary is
/// checked in `RunawayCrashTests`.)
@Suite struct NestedSetTests {
    static let stopped = "note: stopped: o.x was set while it was being set, 100 sets deep"

    static func lab() -> Playground {
        let lab = Playground()
        lab.accept(lines: "object o\npublished o.x = 0")
        return lab
    }

    @Test func aPropertyAssignedFromItsOwnProjectedPublisherStopsWithANote() {
        let lab = Self.lab()
        let reply = lab.accept("o.$x | map x + 1 | assign to o.$x")
        #expect(reply.output.components(separatedBy: Self.stopped).count == 2, "\(reply.output)")
        // The replayed 0 and then each nested set's value, 100 deep: 1 … 100 reach the assign.
        let values = lab.events("o.$x | map x + 1 | assign to o.$x").filter { !$0.hasPrefix("^") }
        #expect(values.count == 101)
        #expect(values.first == "1@0")
        #expect(values.last == "101@0")
        // willSet: the outermost set stores last, so the property ends with the first value.
        guard case .object(let object) = lab.session.names.lookup("o") else {
            Issue.record("no object o")
            return
        }
        #expect(object.property("x")?.value == .int(1))
        // The session goes on: a later set runs away again and says so again.
        let again = lab.accept("set o.x 5")
        #expect(again.output.contains(Self.stopped), "\(again.output)")
    }

    @Test func assignOnTheObjectStopsWithANote() {
        let lab = Self.lab()
        let reply = lab.accept("o.$x | map x * 2 | assign to o.x on o")
        #expect(reply.output.contains(Self.stopped), "\(reply.output)")
    }

    @Test func objectWillChangeFeedingAPropertyStopsWithANote() {
        let lab = Self.lab()
        lab.accept("o.objectWillChange | map 1 | assign to o.x on o")
        let reply = lab.accept("set o.x 7")
        #expect(reply.output.contains(Self.stopped), "\(reply.output)")
    }

    @Test func aFeedbackThatSettlesIsNotStopped() {
        // Ten nested sets, then the filter ends the recursion: nothing runs away.
        let lab = Self.lab()
        let reply = lab.accept("o.$x | filter x < 10 | map x + 1 | assign to o.x on o as feed")
        #expect(!reply.output.contains("stopped"), "\(reply.output)")
        #expect(lab.events("feed").filter { !$0.hasPrefix("^") }.count == 10)
    }
}
