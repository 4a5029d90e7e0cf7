import Foundation
import Testing

/// `streamlab run` follows the notebook rule: a name defined again in a script is
/// redefined, with a note, and the earlier lane is numbered in text and JSON alike.
@Suite struct RunRedefinitionTests {
    static let script = """
        subject a
        a | map x + 1 | sink as out
        send a 1
        a | map x + 2 | sink as out
        send a 2 @100ms
        """

    @Test func aScriptRedefiningASinkNameRunsAndNotesIt() throws {
        let file = try ScriptFile(Self.script)
        let run = CLIRun(["run", file.path])
        #expect(run.status == 0, "stderr:\n\(run.errors)")
        #expect(run.output.hasPrefix(
            "note: 'out' now names the new subscription; the earlier one keeps running; its lane is now 'out (1)'\n"))
        let lanes = run.output.split(separator: "\n").map(String.init)
        #expect(lanes.contains("out (1) 23"))
        #expect(lanes.contains("out     ^4"))
    }

    @Test func jsonNamesTheEarlierLaneWithItsNumber() throws {
        let file = try ScriptFile(Self.script)
        let run = CLIRun(["run", file.path, "--format", "json"])
        #expect(run.status == 0)
        #expect(run.errors.hasPrefix("note: 'out' now names the new subscription"))
        #expect(run.output.contains(#"{"name":"out (1)","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":2},{"t":100,"kind":"value","value":3}]}"#))
        #expect(run.output.contains(#"{"name":"out","events":[{"t":0,"kind":"subscribe"},{"t":100,"kind":"value","value":4}]}"#))
    }
}
