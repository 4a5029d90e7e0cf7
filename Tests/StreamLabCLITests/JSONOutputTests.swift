import Foundation
import Testing

/// `streamlab run FILE --format json` prints exactly DESIGN.md's schema:
/// `{"lanes":[{"name":…,"events":[{"t":…,"kind":…}, …]}]}` with kinds subscribe, value
/// (with "value"), finished, failure (with "error") and cancel; times in ms; values as JSON,
/// tuples as arrays; lanes in creation order; a subject's own sends left out.
@Suite struct JSONOutputTests {
    @Test func designExampleIsPrintedByteForByte() throws {
        let script = try ScriptFile("""
            subject a
            a | throttle 300ms latest | sink as t
            send a 3 @300ms
            complete a @1.5s
            """)
        let run = CLIRun(["run", script.path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"subscribe"},{"t":300,"kind":"value","value":3},{"t":1500,"kind":"finished"}]}]}"# + "\n")
    }

    @Test func everyKindOfEventAndValue() throws {
        let script = try ScriptFile("""
            subject a
            a | map (x, "s", 1.5, true, nil) | sink as tup
            a | map x * 2 | sink as fails
            a | sink as cancelled
            a | collect | sink
            send a 1 @100ms
            send a "z\\n\\"q\\"" @200ms
            cancel cancelled @300ms
            complete a @400ms
            """)
        let run = CLIRun(["run", script.path, "--format", "json"])
        #expect(run.status == 0)
        // Tuples and arrays are JSON arrays; nil is null; strings are escaped.
        #expect(run.output.contains(#"{"t":100,"kind":"value","value":[1,"s",1.5,true,null]}"#))
        #expect(run.output.contains(#"{"t":200,"kind":"value","value":["z\n\"q\"","s",1.5,true,null]}"#))
        #expect(run.output.contains(#"{"t":400,"kind":"value","value":[1,"z\n\"q\""]}"#))

        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(Array(root.keys) == ["lanes"])
        let lanes = try #require(root["lanes"] as? [[String: Any]])
        // Creation order; the subject's own lane "a" is input, not output.
        #expect(lanes.map { $0["name"] as? String } == ["tup", "fails", "cancelled", "a | collect"])
        for lane in lanes {
            #expect(Set(lane.keys) == ["name", "events"])
            for event in lane["events"] as? [[String: Any]] ?? [] {
                let kind = event["kind"] as? String ?? "?"
                let expectedKeys: Set<String> = switch kind {
                case "value": ["t", "kind", "value"]
                case "failure": ["t", "kind", "error"]
                default: ["t", "kind"]
                }
                #expect(Set(event.keys) == expectedKeys, "\(event)")
                #expect(["subscribe", "value", "finished", "failure", "cancel"].contains(kind))
                #expect(event["t"] is Int)
            }
        }
        func timeline(_ index: Int) -> [String] {
            (lanes[index]["events"] as? [[String: Any]] ?? []).map { "\($0["kind"] as? String ?? "?")@\($0["t"] as? Int ?? -1)" }
        }
        #expect(timeline(0) == ["subscribe@0", "value@100", "value@200", "finished@400"])
        #expect(timeline(1) == ["subscribe@0", "value@100", "failure@200"])
        #expect(timeline(2) == ["subscribe@0", "value@100", "value@200", "cancel@300"])
        #expect(timeline(3) == ["subscribe@0", "value@400", "finished@400"])
        let failure = (lanes[1]["events"] as? [[String: Any]])?.last
        #expect(failure?["error"] as? String == #"type error: cannot multiply a string ("z\n\"q\"") and an integer (2) with '*': expected numbers; Swift would not compile this"#)
        let doubled = (lanes[1]["events"] as? [[String: Any]])?[1]
        #expect((doubled?["value"] as? NSNumber)?.intValue == 2)
    }

    @Test func notesAndPrintLinesGoToStandardErrorSoStandardOutputIsOnlyJSON() throws {
        let script = try ScriptFile(":set horizon 1s\ntimer 400ms | autoconnect | print \"p\" | sink as t\n")
        let run = CLIRun(["run", script.path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.errors.contains("[400ms] p: receive value: (400)\n"))
        #expect(run.errors.contains("note: stopped at the horizon, 1s"))
        #expect(run.output == #"{"lanes":[{"name":"t","events":[{"t":0,"kind":"subscribe"},{"t":400,"kind":"value","value":400},{"t":800,"kind":"value","value":800}]}]}"# + "\n")
    }

    @Test func stagesAreLanesWhenShown() throws {
        let script = try ScriptFile(":set stages on\njust 1 | map x + 1 | sink as out\n")
        let run = CLIRun(["run", script.path, "--format", "json"])
        let root = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let names = (root?["lanes"] as? [[String: Any]])?.map { $0["name"] as? String }
        #expect(names == ["  | map x + 1", "out"])
    }

    @Test func aScriptErrorPrintsNoJSON() throws {
        let script = try ScriptFile("just 1 | sink\nsend a 1\n")
        let run = CLIRun(["run", script.path, "--format", "json"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("\(script.path):2:6: error: unknown name 'a'"))
    }
}
