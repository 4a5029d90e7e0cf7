import StreamDSL
import StreamLanguage
import Testing

/// The "a statement starts with …" note of an unknown statement lists every statement word,
/// because it is read from the language reference, not written by hand.
@Suite struct StatementWordsNoteTests {
    /// The note shown for `frobnicate a 1` (a word close to no keyword, so no suggestion
    /// replaces the note).
    private var note: String {
        get throws {
            let result = Parser.parse("frobnicate a 1")
            let diagnostic = try #require(result.diagnostics.first)
            #expect(diagnostic.id == "unknown-statement")
            return try #require(diagnostic.notes.first).message
        }
    }

    /// The words the note lists before `NAME = …`.
    private var listedWords: [String] {
        get throws {
            let text = try note
            let prefix = "a statement starts with "
            #expect(text.hasPrefix(prefix))
            let list = try #require(text.dropFirst(prefix.count).components(separatedBy: ", NAME = …").first)
            return list.components(separatedBy: ", ")
        }
    }

    @Test func noteListsEveryStatementOfTheReferenceInItsOrder() throws {
        let statements = LanguageReference.entries.filter { $0.category == .statement }.map(\.name)
        #expect(statements.count == 26)  // Milestone 5: observable, track; milestone 2: func; milestone 3: actor; issue 20: post
        #expect(try listedWords == statements)
        #expect(try note.hasSuffix(", NAME = …, or a pipeline ending in '| sink'"))
    }

    /// Each kind of statement that starts with a keyword, parsed from the reference's
    /// example, must have its keyword in the note. The switch below is exhaustive, so a new
    /// kind of statement does not compile here until its word is named.
    @Test(arguments: LanguageReference.entries.filter { $0.category == .statement || $0.category == .form })
    func everyStatementKindIsNamed(entry: LanguageReference.Entry) throws {
        let statement = try #require(Parser.parse(entry.example).statements.first, "\(entry.name)")
        let words = try listedWords
        let text = try note
        if let word = Self.keyword(of: statement.kind) {
            #expect(entry.category == .statement, "\(entry.name) starts with the keyword \(word)")
            #expect(words.contains(word), "'\(word)' is missing from the note: \(text)")
            #expect(word == entry.name)
        } else {
            #expect(entry.category == .form, "\(entry.name) has no keyword")
        }
    }

    /// The keyword a statement of this kind starts with; nil for the forms without one.
    static func keyword(of kind: Statement.Kind) -> String? {
        switch kind {
        case .declareSubject: "subject"
        case .declareCurrent: "current"
        case .subscribe, .definePipeline: nil
        case .send: "send"
        case .complete: "complete"
        case .fail: "fail"
        case .at: "at"
        case .cancel: "cancel"
        case .request: "request"
        case .connect: "connect"
        case .advance, .advanceTo: "advance"
        case .run: "run"
        case .declareObject: "object"
        case .declarePublished: "published"
        case .setProperty: "set"
        case .release: "release"
        case .async(let statement):
            switch statement {
            case .declareStream, .declareUnfoldingStream: "stream"
            case .declareChannel: "channel"
            case .yield: "yield"
            case .finish: "finish"
            }
        case .task: "task"
        case .didSet: "didSet"
        // Milestone 5:
        case .observation(.declareObservable): "observable"
        case .observation(.track): "track"
        case .function: "func"
        case .actor: "actor"  // Milestone 3
        case .post: "post"  // Issue 20
        }
    }
}
