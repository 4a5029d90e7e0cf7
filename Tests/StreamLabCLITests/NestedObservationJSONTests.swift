import Foundation
import Testing

/// `--format json` for nested models (issue 18 §2): the scenarios of
/// transcripts/nested-observation.md, each checked by hand against
/// docs/CONCURRENCY-SEMANTICS.md (the @Observable ones also against the real runtime by the
/// concurrency oracle's `nested-*` scenarios).
@Suite struct NestedObservationJSONTests {
    private static let children = """
        object child
        observable child.text = "a"
        object other
        observable other.text = "x"
        object vm
        observable vm.child = child

        """

    /// b (the child's change), x (a new child), nothing for the old child's c, y (set through
    /// the path, on the new child).
    @Test func observationsFollowThePathAndTheNewChild() throws {
        let output = try TaskJSONTests.json(Self.children + """
            task t { for await v in observations { vm.child.text } { emit v } }
            set child.text "b" @100ms
            set vm.child other @200ms
            set child.text "c" @300ms
            set vm.child.text "y" @400ms
            cancel t @500ms
            """)
        #expect(output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"start"},{"t":0,"kind":"value","value":"a"},{"t":100,"kind":"value","value":"b"},{"t":200,"kind":"value","value":"x"},{"t":400,"kind":"value","value":"y"},{"t":500,"kind":"cancelRequested"},{"t":500,"kind":"finished"}]}]}"# + "\n")
    }

    @Test func trackFiresOnceForANewChild() throws {
        let output = try TaskJSONTests.json(Self.children + """
            track { vm.child.text } { task u { emit vm.child.text } }
            set vm.child child @50ms
            set vm.child other @100ms
            set other.text "y" @200ms
            """)
        #expect(output == #"{"lanes":[{"name":"u","events":[{"t":100,"kind":"start"},{"t":100,"kind":"value","value":"x"},{"t":100,"kind":"finished"}]}]}"# + "\n")
    }

    /// The parent's objectWillChange and $child are silent at 100 (the child's change) and
    /// fire at 200 (a new child); a held object is written as `<object NAME>`.
    @Test func aPublishedParentDoesNotRepublishItsChild() throws {
        let output = try TaskJSONTests.json("""
            object child
            published child.text = "a"
            object other
            published other.text = "x"
            object vm
            published vm.child = child
            vm.objectWillChange | sink as parent
            vm.$child | sink as held
            vm.child.$text | sink as text
            set child.text "b" @100ms
            set vm.child other @200ms
            set vm.child.text "y" @300ms
            """)
        let lanes = [
            #"{"name":"parent","events":[{"t":0,"kind":"subscribe"},{"t":200,"kind":"value","value":[]}]}"#,
            #"{"name":"held","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":"<object child>"},{"t":200,"kind":"value","value":"<object other>"}]}"#,
            #"{"name":"text","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":"a"},{"t":100,"kind":"value","value":"b"}]}"#,
        ]
        #expect(output == #"{"lanes":["# + lanes.joined(separator: ",") + "]}\n")
    }
}
