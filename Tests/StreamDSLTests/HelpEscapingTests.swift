import StreamConsole
import StreamDSL
import Testing

/// `:help` quotes what was typed: its control characters reach the terminal escaped.
@Suite struct HelpEscapingTests {
    @Test func anUnknownTopicIsQuotedWithItsControlsEscaped() {
        let reply = Console(allowsFileAccess: false).submit(":help \u{1b}]0;pwned\u{7}")
        #expect(reply.output.hasPrefix(#"no help for '\u{1b}]0;pwned\u{7}'"#), "\(reply)")
        #expect(!reply.output.contains { $0 == "\u{1b}" || $0 == "\u{7}" })
    }
}
