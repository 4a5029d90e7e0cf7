import Foundation
import Testing

/// `streamlab export swift FILE`: the script as a test file, or an error that says where.
@Suite struct ExportSwiftCommandTests {
    @Test func printsOneSelfContainedTestFile() throws {
        let script = try ScriptFile("subject a\na | delay 250ms | sink as later\nsend a 1 @0ms, 2 @100ms\ncomplete a @200ms\n")
        let run = CLIRun(["export", "swift", script.path])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("import MarbleTesting\nimport OpenCombineShim\nimport Testing\n"))
        #expect(run.output.contains(".delay(for: .milliseconds(250), scheduler: m.main)"))
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
        let script = try ScriptFile("subject a\na | sink\nsend a 1, \"x\"\n")
        let run = CLIRun(["export", "swift", script.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("(no single Swift type: subject a is sent Int and String values)"))
    }

    /// The "Apple only" rule, as `:swift` and `--scenarios` apply it: merge is exported behind
    /// `#if canImport(Combine)`, and elsewhere the test is disabled with the reason.
    @Test func anOperatorOpenCombineLacksIsExportedAppleOnly() throws {
        let script = try ScriptFile("subject a\nsubject b\na | merge b | sink as both\nsend a 1\nsend b 2 @100ms\n")
        let run = CLIRun(["export", "swift", script.path])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("#if canImport(Combine)\n@Test func "))
        #expect(run.output.contains(".merge(with: b)"))
        #expect(run.output.contains(#".toBe("12")"#))
        #expect(run.output.contains("#else\n@Test(.disabled(\"Apple only: operator missing in OpenCombine: merge\"))"))
    }

    /// A lesson or transcript is markdown with `streamlab` blocks: the hint names
    /// `--scenarios`, whatever the file is called, instead of "unknown statement".
    @Test func aTranscriptPointsToScenarios() throws {
        let transcript = "# Debounce\n\nThis waits.\n\n```streamlab\n> subject a | sink\n```\n"
        for name in ["t.md", "t.transcript"] {
            let file = try ScriptFile(transcript, name: name)
            let run = CLIRun(["export", "swift", file.path])
            #expect(run.status == 2, "\(name)")
            #expect(run.errors.contains("is a lesson or transcript: export its scenarios with `streamlab export swift --scenarios DIR"),
                    "\(name): \(run.errors)")
            #expect(!run.errors.contains("unknown statement"))
            #expect(run.output == "")
        }
    }

    /// `--scenarios` counts "Apple only" apart from exported and skipped, and lists it so in
    /// scenarios.txt with its reason.
    @Test func scenariosCountAppleOnlyApart() throws {
        let transcript = """
            # Three scenarios

            ```streamlab
            > subject a
            > a | map x + 1 | sink as plain
            > send a 1
            > :reset
            session reset: clock at 0ms, no names, no lanes
            > subject a
            > subject b
            > a | merge b | sink as both
            > send a 1
            > :reset
            session reset: clock at 0ms, no names, no lanes
            > subject c
            > c | sink as mixed
            > send c 1, "x"
            ```

            """
        let file = try ScriptFile(transcript, name: "three.md")
        let folder = file.directory + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = CLIRun(["export", "swift", "--scenarios", folder, file.path])
        #expect(run.errors == "")
        #expect(run.output == "exported 1, Apple only 1, skipped 1 into \(folder)\n")
        let manifest = try String(contentsOfFile: folder + "/scenarios.txt", encoding: .utf8)
        #expect(manifest.contains("three_1\texported\n"))
        #expect(manifest.contains("three_2\tapple only\toperator missing in OpenCombine: merge\n"))
        #expect(manifest.contains("three_3\tskipped\tno single Swift type: "))
    }
}
