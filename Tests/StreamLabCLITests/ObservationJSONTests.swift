import Foundation
import Testing

/// `--format json` for Observation (issue 18 milestone 5): the scenarios of
/// transcripts/observation.md, each checked by hand against docs/CONCURRENCY-SEMANTICS.md
/// (and, for the same scripts, against the real runtime by the concurrency oracle).
@Suite struct ObservationJSONTests {
    private static let model = """
        object vm
        observable vm.text = "a"

        """

    @Test func changesInOneStretchComeOutAsOneValue() throws {
        let output = try TaskJSONTests.json(Self.model + """
            task t { for await v in observations { vm.text } { emit v } }
            task w { sleep 100ms; set vm.text "b"; set vm.text "c" }
            set vm.text "d" @300ms
            cancel t @400ms
            """)
        let lanes = [
            #"{"name":"t","events":[{"t":0,"kind":"start"},{"t":0,"kind":"value","value":"a"},{"t":100,"kind":"value","value":"c"},{"t":300,"kind":"value","value":"d"},{"t":400,"kind":"cancelRequested"},{"t":400,"kind":"finished"}]}"#,
            #"{"name":"w","events":[{"t":0,"kind":"start"},{"t":100,"kind":"finished"}]}"#,
        ]
        #expect(output == #"{"lanes":["# + lanes.joined(separator: ",") + "]}\n")
    }

    @Test func aSlowLoopSeesOnlyTheNewest() throws {
        let output = try TaskJSONTests.json(Self.model + """
            task t { for await v in observations { vm.text } { emit v; sleep 200ms } }
            set vm.text "b" @100ms
            set vm.text "c" @150ms
            set vm.text "d" @250ms
            cancel t @700ms
            """)
        #expect(output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"start"},{"t":0,"kind":"value","value":"a"},{"t":200,"kind":"value","value":"c"},{"t":400,"kind":"value","value":"d"},{"t":700,"kind":"cancelRequested"},{"t":700,"kind":"finished"}]}]}"# + "\n")
    }

    @Test func trackFiresOnceAtTheFirstRealChange() throws {
        let output = try TaskJSONTests.json(Self.model + """
            track { vm.text } { task u { emit vm.text } }
            set vm.text "a" @100ms
            set vm.text "b" @200ms
            set vm.text "c" @300ms
            """)
        #expect(output == #"{"lanes":[{"name":"u","events":[{"t":200,"kind":"start"},{"t":200,"kind":"value","value":"b"},{"t":200,"kind":"finished"}]}]}"# + "\n")
    }
}
