import StreamDSL
import StreamLanguage
import Testing

@Suite struct LexerTests {
    private func kinds(_ source: String) -> [TokenKind] {
        Lexer.tokenize(source).tokens.map(\.kind).dropLast()  // without the end-of-file token
    }

    @Test func punctuationTakesTheLongestMatch() {
        #expect(kinds("| || && == = != ! <= < >= > ... ..< .") == [
            .pipe, .or, .and, .equal, .assign, .notEqual, .bang, .lessEqual, .less, .greaterEqual, .greater,
            .closedRange, .halfOpenRange, .dot,
        ])
        #expect(kinds("|||") == [.or, .pipe])
        #expect(kinds("; , : @ + - * / % ( ) [ ] { }") == [
            .semicolon, .comma, .colon, .at, .plus, .minus, .star, .slash, .percent,
            .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
        ])
    }

    @Test func numbersDurationsAndTupleIndices() {
        #expect(kinds("42 1.5 300ms 1.5s 0ms 3min") == [.integer, .decimal, .duration, .duration, .duration, .duration])
        // `1...5` is a range, not `1.` then `..5`; `x.0.1` is two tuple indices.
        #expect(kinds("1...5") == [.integer, .closedRange, .integer])
        #expect(kinds("x.0.1") == [.identifier, .dot, .integer, .dot, .integer])
        #expect(kinds("1.x") == [.integer, .dot, .identifier])
    }

    @Test func identifiersMayBeUnicodeLetters() {
        let tokens = Lexer.tokenize("café _x2 变量").tokens
        #expect(tokens.map(\.text) == ["café", "_x2", "变量", ""])
        #expect(tokens.dropLast().allSatisfy { $0.kind == .identifier })
    }

    @Test func commentsAndLineBreaksAreTrivia() {
        let tokens = Lexer.tokenize("a # b | c \"d\"\n  e;f\r\ng").tokens
        #expect(tokens.map(\.text) == ["a", "e", ";", "f", "g", ""])
        #expect(tokens.map(\.startsLine) == [true, true, false, false, true, false])
        #expect(tokens.map(\.hasLeadingTrivia) == [false, true, false, false, true, false])
        #expect(tokens[4].range.start == StreamLanguage.SourceLocation(offset: 21, line: 3, column: 1))
    }

    @Test func aHashInsideAStringIsNotAComment() {
        let tokens = Lexer.tokenize(#"cold "-1-#" | sink"#).tokens
        #expect(tokens.map(\.kind) == [.identifier, .string, .pipe, .identifier, .endOfFile])
        #expect(tokens[1].stringValue == "-1-#")
    }

    @Test func locationsCountBytesAndCharacters() {
        let tokens = Lexer.tokenize("🎉€ x\n  y").tokens
        // 🎉€ is a bad-character run: 2 characters, 4 + 3 bytes.
        #expect(tokens[0].kind == .unknown)
        #expect(tokens[0].range.end == StreamLanguage.SourceLocation(offset: 7, line: 1, column: 3))
        #expect(tokens[1].range.start == StreamLanguage.SourceLocation(offset: 8, line: 1, column: 4))
        #expect(tokens[2].range.start == StreamLanguage.SourceLocation(offset: 12, line: 2, column: 3))
    }

    @Test func badInputNeverStopsTheLexer() {
        // NUL; U+FFFD (from invalid UTF-8) and ESC; a combining accent after a space, which
        // joins the space into one (whitespace) character.
        let result = Lexer.tokenize("send\u{0} a \u{FFFD}\u{1B}[31m 1 \u{301}x")
        #expect(result.tokens.last?.kind == .endOfFile)
        #expect(result.tokens.map(\.kind) == [
            .identifier, .unknown, .identifier, .unknown, .leftBracket, .duration, .integer, .identifier, .endOfFile,
        ])
        // Messages escape control characters instead of printing them.
        #expect(result.diagnostics.map(\.message) == [
            #"unexpected character '\u{0}'"#, "unexpected characters '\u{FFFD}\\u{1b}'",
        ])
    }

    @Test func aClosedStringMaySpanLines() {
        let result = Lexer.tokenize("\"ab\ncd\" x")
        #expect(result.tokens.map(\.kind) == [.string, .identifier, .endOfFile])
        #expect(result.tokens[0].stringValue == "ab\ncd")
        #expect(result.tokens[0].isMalformed == false)
        #expect(!result.endsInsideString)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aStringNeverClosedEndsAtItsFirstLineBreak() {
        // The first quote is never closed (an escaped quote does not close it), so it ends
        // at its line; after that, strings stay on one line, so `"y` on line 2 ends there too.
        let result = Lexer.tokenize("\"a\nx \\\"y\nz")
        let strings = result.tokens.filter { $0.kind == .string }
        #expect(strings.map(\.stringValue) == ["a", "y"])
        #expect(strings.map(\.isMalformed) == [true, true])
        #expect(result.tokens.map(\.text) == ["\"a", "x", "\\", "\"y", "z", ""])
        #expect(result.endsInsideString)
        #expect(result.diagnostics.map(\.id) == ["unterminated-string", "unexpected-character", "unterminated-string"])
    }
}
