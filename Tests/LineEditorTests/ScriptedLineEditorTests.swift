import Testing
import LineEditor

@Suite struct ScriptedLineEditorTests {
    @Test func playsTheScriptThenEndsTheInput() {
        let editor = ScriptedLineEditor([.line("subject a"), .interrupted, .line(""), .endOfInput, .line("after")])
        let results = (0..<7).map { _ in editor.readLine(prompt: "> ") }
        #expect(results == [.line("subject a"), .interrupted, .line(""), .endOfInput, .line("after"), .endOfInput, .endOfInput])
        #expect(editor.remaining.isEmpty)
    }

    @Test func recordsPromptsAndHistoryAndHandsOutWarningsOnce() throws {
        let editor = ScriptedLineEditor(lines: ["a |", "sink"])
        _ = editor.readLine(prompt: "> ")
        _ = editor.readLine(prompt: "... ")
        editor.addHistory("a |\nsink")
        editor.pendingHistoryWarnings = ["cannot read h"]
        #expect(editor.prompts == ["> ", "... "])
        #expect(editor.history == ["a |\nsink"])
        #expect(editor.takeHistoryWarning() == "cannot read h")
        #expect(editor.takeHistoryWarning() == nil)
    }

    @Test func usableThroughTheProtocol() {
        let editor: LineEditor = ScriptedLineEditor(lines: ["x"])
        #expect(editor.readLine(prompt: "") == .line("x"))
    }
}
