import SwiftSourceText
import Testing

/// The one escaper of user text in generated Swift: what each form lets through.
@Suite struct SwiftSourceTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\" \\ bye", #""say \"hi\" \\ bye""#),
        ("a\nb\r\tc", #""a\nb\r\tc""#),
        ("\u{1B}]52;c;x\u{07}", #""\u{1b}]52;c;x\u{7}""#),
        ("\u{85}\u{2028}\u{2029}", #""\u{85}\u{2028}\u{2029}""#),
        ("evil\u{202E}txt", #""evil\u{202e}txt""#),
        ("café 日本", #""café 日本""#),
    ])
    func stringLiterals(text: String, literal: String) {
        #expect(SwiftSourceText.stringLiteral(text) == literal)
    }

    @Test func commentsStartANewCommentLineAtEveryLineBreak() {
        #expect(SwiftSourceText.commentLines("a | filter x == \"q\nprint(0xDEAD); //\"") ==
                ["// a | filter x == \"q", "// print(0xDEAD); //\""])
        #expect(SwiftSourceText.commentLines("one\r\ntwo\rthree\n") == ["// one", "// two", "// three", "//"])
        #expect(SwiftSourceText.commentLines("bell\u{07} rtl\u{202E} ls\u{2028}", indent: "  ") ==
                ["  // bell\\u{7} rtl\\u{202e} ls\\u{2028}"])
        #expect(SwiftSourceText.inlineComment("a\nb\tc") == "a\\nb c")
    }

    @Test(arguments: [
        ("search", "search"), ("x2", "x2"), ("await", "await_"), ("willSet", "willSet_"), ("didSet", "didSet_"),
        ("precedencegroup", "precedencegroup_"), ("Self", "Self_"), ("String", "String_"), ("café", "caf_uE9"),
        ("2fast", "_2fast"), ("_", "__"), ("", "_empty"),
    ])
    func identifiers(name: String, identifier: String) {
        #expect(SwiftSourceText.identifier(name) == identifier)
    }

    @Test func identifiersAreUniqueWithinAScope() {
        var names = SwiftIdentifiers(reserved: ["m"])
        #expect(names.declare("m") == "m2")
        #expect(names.declare("let") == "let_")
        #expect(names.declare("let_") == "let_2")
        #expect(names.declare("q") == "q")
        #expect(names.declare("q") == "q2")
        #expect(names.current["q"] == "q2")
        #expect(names.current["let"] == "let_")
    }

    @Test func longNamesAreCutToTheLimit() {
        let identifier = SwiftSourceText.identifier(String(repeating: "a", count: 500))
        #expect(identifier.utf8.count == SwiftSourceText.maximumIdentifierLength)
    }
}
