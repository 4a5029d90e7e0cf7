import Foundation
import Testing

/// `streamlab run FILE|-`: exit statuses, where output and errors go, located errors.
@Suite struct RunCommandTests {
    static let goodScript = """
        subject a | map x * 10 | sink as m
        send a 1 @100ms, 2 @200ms
        complete a @300ms
        """

    @Test func aGoodScriptDrawsItsDiagramAndExitsZero() throws {
        let script = try ScriptFile(Self.goodScript)
        let run = CLIRun(["run", script.path])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("t(ms)") == true)
        // The subject's sends and the sink's lane: subscribed at 0, 10 and 20, then finished.
        // (Values wider than one column are keys, explained under the diagram.)
        let lane = lines.first { $0.hasPrefix("m ") }.map { $0.dropFirst(2) } ?? ""
        #expect(lane.filter { !" -".contains($0) } == "^AB|")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "A = 10   B = 20" })
        let source = lines.first { $0.hasPrefix("a ") }.map { $0.dropFirst(2) } ?? ""
        #expect(source.filter { !" -".contains($0) } == "12|")
    }

    @Test func aScriptErrorIsLocatedAndExitsOne() throws {
        let script = try ScriptFile("subject a | sink\nsend nope 1\nsend a 1 @-5ms\n")
        let run = CLIRun(["run", script.path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("""
            \(script.path):2:6: error: unknown name 'nope'
            2 | send nope 1
              |      ^^^^ declare it first, e.g. 'subject NAME'
            \(script.path):3:11: error: expected a duration, found '-'
            3 | send a 1 @-5ms
              |           ^
            """))
    }

    @Test func aFailingCommandInAScriptIsLocatedToo() throws {
        let script = try ScriptFile("subject a | sink\n  :set width 5\n")
        let run = CLIRun(["run", script.path])
        #expect(run.status == 1)
        #expect(run.errors == """
            \(script.path):2:3: error: :set width: expected a number of columns from 20 to 1000
            2 |   :set width 5
              |   ^^^^

            """)
    }

    @Test func windowsLineEndingsKeepCommandsAndLineNumbers() throws {
        let script = try ScriptFile("subject a | sink as s\r\n:set horizon 1s\r\nsend a 1 @100ms\r\nsend nope 1\r\n")
        let run = CLIRun(["run", script.path])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("\(script.path):4:6: error: unknown name 'nope'\n"))
        let good = try ScriptFile("subject a | sink as s\r\n:set horizon 1s\r\nsend a 1 @100ms\r\n")
        let ran = CLIRun(["run", good.path, "--format", "json"])
        #expect(ran.status == 0)
        #expect(ran.errors == "horizon = 1s\n")
        #expect(ran.output.contains(#"{"t":100,"kind":"value","value":1}"#))
    }

    @Test func aMissingFileIsAUsageErrorWithAMessage() {
        let run = CLIRun(["run", "/nonexistent/streamlab/missing.sl"])
        #expect(run.status == 2, "a missing input is not an error in the script")
        #expect(run.output.isEmpty)
        #expect(run.errors == "streamlab: cannot read /nonexistent/streamlab/missing.sl: no such file\n")
    }

    @Test func dashReadsTheScriptFromStandardInput() {
        let run = CLIRun(["run", "-", "--format", "json"], input: "just 1 | sink as j\n")
        #expect(run.status == 0)
        #expect(run.output == #"{"lanes":[{"name":"j","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":1},{"t":0,"kind":"finished"}]}]}"# + "\n")
        let bad = CLIRun(["run", "-"], input: "just 1 | sinc\n")
        #expect(bad.status == 1)
        #expect(bad.errors.hasPrefix("<stdin>:1:10: error: "))
    }

    @Test func anEmptyScriptDrawsNothingAndSucceeds() {
        let run = CLIRun(["run", "-"], input: "# only a comment\n\n")
        #expect(run.status == 0)
        #expect(run.output == "(no lanes yet: subscribe with `… | sink`)\n")
    }

    @Test func notesAndPrintLinesGoToStandardOutputInText() throws {
        let script = try ScriptFile(":set horizon 1s\ntimer 400ms | autoconnect | print \"p\" | sink as t\n")
        let run = CLIRun(["run", script.path])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("horizon = 1s\n[0ms] p: receive subscription\n[0ms] p: request unlimited\n[400ms] p: receive value: (400)\n[800ms] p: receive value: (800)\nnote: stopped at the horizon, 1s"))
    }

    @Test func widthAndColourOptions() throws {
        let script = try ScriptFile("timer 10ms | autoconnect | prefix 30 | sink as t\nsend nothing 1\n")
        // Colour needs a terminal and no NO_COLOR, whatever --color says (DESIGN.md).
        let coloured = CLIRun(["run", script.path, "--color", "always"], environment: ["COLUMNS": "80"], terminal: true)
        #expect(coloured.status == 1)
        #expect(coloured.errors.contains("\u{1B}["))
        let noColor = CLIRun(["run", script.path, "--color", "always"], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(!noColor.errors.contains("\u{1B}["), "NO_COLOR wins over --color always")
        let piped = CLIRun(["run", script.path, "--color", "always"], environment: ["COLUMNS": "80"])
        #expect(!piped.errors.contains("\u{1B}["), "no colour when standard output is not a terminal")
        let never = CLIRun(["run", script.path, "--color", "never"], environment: ["COLUMNS": "80"], terminal: true)
        #expect(!never.errors.contains("\u{1B}["))

        let good = try ScriptFile("timer 10ms | autoconnect | prefix 60 | sink as t\n")
        let narrow = CLIRun(["run", good.path, "--width", "40"])
        #expect(narrow.status == 0)
        // The ruler and the lanes fit; the legend and the elision note under them are
        // indented.
        let drawn = narrow.output.split(separator: "\n").prefix { !$0.hasPrefix("      ") }
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { $0.count <= 40 }, "\(narrow.output)")
        #expect(narrow.output.contains("events after"), "what does not fit is elided visibly")
        let wide = CLIRun(["run", good.path], environment: ["NO_COLOR": "1", "COLUMNS": "200"])
        #expect(wide.output.split(separator: "\n").contains { $0.count > 80 })
    }
}
