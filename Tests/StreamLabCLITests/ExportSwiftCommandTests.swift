import Testing

/// `streamlab export swift FILE`: the script as a test file, or an error that says where.
@Suite struct ExportSwiftCommandTests {
    @Test func printsOneSelfContainedTestFile() throws {
        let script = try ScriptFile("subject a\na | delay 250ms | sink as later\nsend a 1 @0ms, 2 @100ms\ncomplete a @200ms\n")
        let run = CLIRun(["export", "swift", script.path])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("import MarbleTesting\nimport OpenCombineShim\nimport Testing\n"))
        #expect(run.output.contains(".delay(for: .milliseconds(250), scheduler: m.scheduler)"))
        // Every event 250ms later: 1@250, 2@350, finished@450, in frames of 50ms.
        #expect(run.output.contains("MarbleScheduler(frame: .milliseconds(50))"))
        #expect(run.output.contains(#".toBe("-----1-2-|")"#))
    }

    @Test func aMissingFileIsAUsageErrorThatNamesIt() {
        let run = CLIRun(["export", "swift", "/nonexistent/script.sl"])
        #expect(run.status == 2)
        #expect(run.errors.contains("error: cannot export /nonexistent/script.sl"))
        #expect(run.output == "")
    }

    @Test func aScriptWithErrorsIsReportedAtItsLine() throws {
        let script = try ScriptFile("subject a\na | mapp x | sink\n")
        let run = CLIRun(["export", "swift", script.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("\(script.path):2:5: error: unknown operator 'mapp'"))
        #expect(run.output == "")
    }

    @Test func aSessionWithoutAFaithfulTranslationSaysWhy() throws {
        let script = try ScriptFile("subject a\nsubject b\na | merge b | sink\n")
        let run = CLIRun(["export", "swift", script.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("(operator missing in OpenCombine: merge)"))
    }
}
