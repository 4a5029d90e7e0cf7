import Testing
import LineEditor

@Suite struct CompletionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let candidates: [String]
        let expected: Completion.Action
        var testDescription: String { "\(line.debugDescription) \(candidates)" }
    }

    @Test(arguments: [
        // The typed "deb" is the stem; a single candidate is finished with a space.
        Case(line: "a | deb", candidates: ["debounce"], expected: .insert("ounce ")),
        // Both candidates share "de"; "d" is typed, so "e" is inserted.
        Case(line: "a | d", candidates: ["debounce", "delay"], expected: .insert("e")),
        // Nothing more is shared: list them.
        Case(line: "a | de", candidates: ["debounce", "delay"], expected: .list(["debounce", "delay"])),
        // Listed sorted, whatever order the provider used.
        Case(line: "a | m", candidates: ["merge", "map"], expected: .list(["map", "merge"])),
        // Nothing typed yet: the shared start is inserted.
        Case(line: "a | ", candidates: ["map", "merge"], expected: .insert("m")),
        // A word already complete gets its space.
        Case(line: "send a", candidates: ["a"], expected: .insert(" ")),
        // Duplicates count once.
        Case(line: "a | ma", candidates: ["map", "map"], expected: .insert("p ")),
        Case(line: ":he", candidates: [":help"], expected: .insert("lp ")),
        Case(line: "x", candidates: [], expected: .none),
        // Multi-byte characters are compared whole.
        Case(line: "send h", candidates: ["héllo", "héllo✓"], expected: .insert("éllo")),
    ])
    func resolve(_ example: Case) {
        #expect(Completion.resolve(lineBeforeCursor: example.line, candidates: example.candidates) == example.expected)
    }

    @Test(arguments: [
        ([String](), ""),
        (["debounce"], "debounce"),
        (["debounce", "delay", "dropFirst"], "d"),
        (["map", "merge", "delay"], ""),
        (["héllo", "hélas"], "hél"),
        // "e" + combining acute is one Character and differs from a bare "e":
        // cutting the pair apart would insert half a letter.
        (["e\u{301}x", "e"], ""),
        (["e\u{301}x", "e\u{301}y"], "e\u{301}"),
    ])
    func commonPrefix(_ strings: [String], _ expected: String) {
        #expect(Completion.commonPrefix(strings) == expected)
    }
}

@Suite struct FolderCompletionTests {
    @Test func aSingleFolderIsCompletedWithoutASpace() {
        #expect(Completion.resolve(lineBeforeCursor: ":load tra", candidates: ["transcripts/"]) == .insert("nscripts/"))
        #expect(Completion.resolve(lineBeforeCursor: ":load x", candidates: ["x.md"]) == .insert(".md "))
    }

    @Test func afterACompleteStageTabInsertsThePipe() {
        #expect(Completion.resolve(lineBeforeCursor: "a | share ", candidates: ["| map", "| sink"]) == .insert("| "))
    }
}
