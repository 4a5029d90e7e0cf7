import Foundation
import Testing
import LineEditor

extension SignalSensitiveTests {
    @Suite struct PlainLineEditorTests {
        /// Every result an editor reading `bytes` from a pipe gives, up to the first
        /// end of input, plus one more call to show that the end stays the end.
        static func results(reading bytes: [UInt8]) throws -> [LineReadResult] {
            let pipe = Pipe()
            try pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
            try pipe.fileHandleForWriting.close()
            let editor = PlainLineEditor(input: pipe.fileHandleForReading, promptEcho: .never)
            var results: [LineReadResult] = []
            while results.last != .endOfInput, results.count < 100 {
                results.append(editor.readLine(prompt: "> "))
            }
            results.append(editor.readLine(prompt: "> "))
            return results
        }

        @Test(arguments: [
            ("a\nb\n", [LineReadResult.line("a"), .line("b")]),
            ("a\r\nb\r\n", [.line("a"), .line("b")]),
            ("a\nlast without newline", [.line("a"), .line("last without newline")]),
            ("", []),
            ("\n\n", [.line(""), .line("")]),
            ("a\rb\n", [.line("a\rb")]),  // only a \r right before \n is part of the terminator
            ("send a \"héllo ✓\"\n", [.line("send a \"héllo ✓\"")]),
        ])
        func readsLines(_ input: String, _ lines: [LineReadResult]) throws {
            #expect(try Self.results(reading: Array(input.utf8)) == lines + [.endOfInput, .endOfInput])
        }

        @Test func invalidUTF8BecomesReplacementCharacters() throws {
            let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0xE2, 0x9C]  // "a", junk, "b"; then a cut-off "✓"
            #expect(try Self.results(reading: bytes)
                == [.line("a\u{FFFD}b"), .line("\u{FFFD}"), .endOfInput, .endOfInput])
        }

        @Test func linesLongerThanOneReadSurviveWholeEvenInsideACharacter() throws {
            // The editor reads 4096 bytes at a time: "é" (2 bytes) straddles the first boundary.
            let long = String(repeating: "x", count: 4095) + "é" + String(repeating: "y", count: 5000)
            #expect(try Self.results(reading: Array((long + "\nnext\n").utf8))
                == [.line(long), .line("next"), .endOfInput, .endOfInput])
        }

        @Test func readsFromARegularFile() throws {
            let temporary = try TemporaryDirectory()
            defer { temporary.remove() }
            let url = temporary.file("script")
            try Data("subject a\nsend a 1".utf8).write(to: url)
            let editor = PlainLineEditor(input: try FileHandle(forReadingFrom: url), promptEcho: .never)
            #expect(editor.readLine(prompt: "") == .line("subject a"))
            #expect(editor.readLine(prompt: "") == .line("send a 1"))
            #expect(editor.readLine(prompt: "") == .endOfInput)
        }

        @Test(arguments: [
            (PlainLineEditor.PromptEcho.always, "> ... "),
            (.never, ""),
            (.whenInputIsTerminal, ""),  // the input is a pipe
        ])
        func promptsAreWrittenOnlyWhenAsked(_ echo: PlainLineEditor.PromptEcho, _ written: String) throws {
            let input = Pipe(), prompts = Pipe()
            try input.fileHandleForWriting.write(contentsOf: Data("1\n2\n".utf8))
            try input.fileHandleForWriting.close()
            let editor = PlainLineEditor(
                input: input.fileHandleForReading, promptOutput: prompts.fileHandleForWriting, promptEcho: echo
            )
            #expect(editor.readLine(prompt: "> ") == .line("1"))
            #expect(editor.readLine(prompt: "... ") == .line("2"))
            try prompts.fileHandleForWriting.close()
            #expect(String(decoding: prompts.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == written)
        }

        @Test func keepsNoHistory() throws {
            let editor = PlainLineEditor(input: FileHandle.nullDevice, promptEcho: .never)
            editor.addHistory("subject a")
            #expect(editor.takeHistoryWarning() == nil)
            #expect(editor.readLine(prompt: "") == .endOfInput)
        }
    }
}
