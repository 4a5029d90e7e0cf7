@testable import StreamConsole
@testable import StreamDSL
import Testing

/// Tab completion offered by the console: keywords, operators, commands and session names.
@Suite struct SessionCompletionTests {
    static func console() -> Console {
        let console = Console(allowsFileAccess: false)
        _ = console.submit("subject clicks; subject cursor; q = clicks | share")
        return console
    }

    @Test(arguments: [
        ("a | deb", ["debounce"]),
        ("clicks | map x | thr", ["throttle"]),
        ("clicks | si", ["sink"]),
        ("sen", ["send"]),
        ("cl", ["clicks"]),
        ("c", ["complete", "current", "cancel", "channel", "connect", "cold", "clicks", "cursor"]),
        ("send cl", ["clicks"]),
        ("ti", ["timer"]),
        (":se", [":set"]),
        (":set hor", ["horizon"]),
        (":help deb", ["debounce"]),
        ("q", ["q"]),
    ])
    func candidates(line: String, expected: [String]) {
        #expect(Set(Self.console().completions(for: line)) == Set(expected))
    }
}
