import StreamDSL
import StreamLanguage
import Testing

@Suite struct LanguageReferenceTests {
    @Test(arguments: LanguageReference.entries)
    func everyExampleParses(entry: LanguageReference.Entry) throws {
        let result = Parser.parse(entry.example)
        #expect(result.diagnostics.isEmpty, "\(entry.name): \(result.diagnostics.map(\.message))")
        let statement = try #require(result.statements.first)
        #expect(result.statements.count == 1)
        #expect(!entry.syntax.isEmpty && !entry.summary.isEmpty)
        #expect(!entry.summary.contains("\n"))
        // The example really uses the word it illustrates.
        let dumped = TreeDump.statement(statement)
        switch entry.category {
        case .statement:
            #expect(entry.example.hasPrefix(entry.name + " "))
        case .operator:
            #expect(operatorNames(in: statement).contains(entry.name), "\(entry.name): \(dumped)")
        case .source:
            #expect(dumped.contains("(\(entry.name) ") || dumped.contains("(\(entry.name)-")
                    || dumped.contains(" \(entry.name))") || dumped.contains(" \(entry.name) "), "\(dumped)")
        case .sink:
            #expect(dumped.contains("(sink"))
        case .form:
            break
        }
    }

    @Test func keywordListsComeFromTheReference() {
        #expect(Keywords.statements == ["subject", "current", "send", "complete", "fail", "at", "cancel",
                                        "request", "connect", "advance", "run", "stream", "yield", "finish", "channel",
                                        "object", "published", "set", "release", "task", "didSet",
                                        "func", "actor", "observable", "track",
                                        "post"])  // Issue 20: post
        #expect(Keywords.operators.count == 76)  // Issue 20: handleEvents, async, ignoringDemand, flatMapLatest, sendingAfterCompletion
        #expect(Keywords.sources.count == 17)  // Milestone 5: observations; issue 20: fetch, notifications, kvo, record
        #expect(Keywords.stages == Keywords.operators + ["sink", "assign"])
        for category in LanguageReference.Category.allCases {
            let names = LanguageReference.entries.filter { $0.category == category }.map(\.name)
            #expect(Set(names).count == names.count, "duplicate in \(category)")
        }
        #expect(LanguageReference.entry("throttle", in: .operator)?.syntax.contains("latest") == true)
        #expect(LanguageReference.entry("throttle", in: .source) == nil)
    }

    @Test func reservedWordsCannotBeNames() {
        for word in Keywords.reserved.sorted() {
            let result = Parser.parse("subject \(word)")
            #expect(result.diagnostics.map(\.id) == ["keyword-as-name"], "\(word)")
        }
        // Operator names and contextual words are ordinary names.
        #expect(Parser.parse("subject map; subject latest; map | sink").diagnostics.isEmpty)
    }

    private func operatorNames(in statement: Statement) -> [String] {
        switch statement.kind {
        case .subscribe(let subscription): subscription.pipeline.operators.map(\.name.name)
        case .definePipeline(_, let pipeline): pipeline.operators.map(\.name.name)
        case .declareSubject(_, let subscription?): subscription.pipeline.operators.map(\.name.name)
        case .declareCurrent(_, _, let subscription?): subscription.pipeline.operators.map(\.name.name)
        case .at(_, let inner): operatorNames(in: inner)
        default: []
        }
    }
}
