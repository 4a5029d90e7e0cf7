import Foundation
@testable import StreamDSL
import Testing

/// The `:commands` of the console: `:log`, `:set`, `:reset`, `:load`, `:time`, `:help`.
@Suite struct SessionConsoleTests {
    @Test func logListsEveryRecordedEventInTimeOrder() {
        let lab = Playground()
        #expect(lab.accept(":log").output == "(nothing recorded yet)\n")
        lab.accept("subject a | map x * 10 | sink as m")
        lab.accept(#"send a 1 @100ms, "z" @1.5s; run"#)
        // Times right-aligned; lanes in the words of Combine's print(); the subject's own lane
        // first at each instant, because its send is recorded before delivery.
        #expect(lab.accept(":log").output == [
            "  0ms  m: receive subscription",
            "  0ms  m: request unlimited",
            "100ms  a: receive value: (1)",
            "100ms  m: receive value: (10)",
            " 1.5s  a: receive value: (\"z\")",
            " 1.5s  m: receive error: (type error: cannot multiply a string (\"z\") and an integer (10) with '*': expected numbers; Swift would not compile this)",
        ].joined(separator: "\n") + "\n")
    }

    @Test func setShowsAndChangesSettings() {
        let lab = Playground()
        let listing = lab.accept(":set").output
        #expect(listing.contains("horizon   10s"))
        #expect(listing.contains("frame     100ms"))
        #expect(listing.contains("autoshow  off"))
        #expect(lab.accept(":set horizon 2.5s").output == "horizon = 2.5s\n")
        #expect(lab.session.settings.horizon == 2500)
        #expect(lab.accept(":set frame 50ms").output == "frame = 50ms\n")
        lab.accept(#"cold "-1|" | sink as c"#)
        lab.accept("run")
        #expect(lab.events("c") == ["^@0", "1@50", "|@100"])
        lab.accept(":set stages on")
        lab.accept("just 2 | map x + 1 | sink as staged")
        #expect(lab.laneNames.contains("  | map x + 1"))
        #expect(lab.accept(":set autoshow on").output == "autoshow = on\n")
        #expect(lab.accept("advance 10ms").output.contains("t(ms)"))
    }

    @Test func helpForSetNamesEverySetting() {
        let help = Playground().accept(":help :set").output
        for setting in SettingDefinition.all { #expect(help.contains(setting.key), "\(setting.key) missing from \(help)") }
    }

    @Test func resetForgetsEverything() {
        let lab = Playground()
        lab.accept("subject a | sink as s; send a 1 @5s; advance 1s")
        #expect(lab.accept(":reset").output == "session reset: clock at 0ms, no names, no lanes\n")
        #expect(lab.session.names.definedNames.isEmpty)
        #expect(lab.laneNames.isEmpty)
        #expect(lab.now == 0)
        #expect(lab.session.runtime.clock.pendingCount == 0)
        #expect(lab.accept(":log").output == "(nothing recorded yet)\n")
        // The names are free again, and the old scheduled send is gone.
        lab.accept("subject a | sink as s; run until 6s")
        #expect(lab.events("s") == ["^@0"])
    }

    @Test func timeShowsTheVirtualClock() {
        let lab = Playground()
        lab.accept("advance 1500ms")
        #expect(lab.accept(":time").output == "now: 1.5s\n")
    }

    @Test func loadRunsAScriptWithCommandsAndReportsItsErrorsWithTheFileName() throws {
        let directory = try TemporaryDirectory()
        try "subject a | sink as s\n:set horizon 1s\nsend a 1\nsend nope 2\ntimer 300ms | autoconnect | sink as t\nrun\n"
            .write(toFile: directory.path + "/script.sl", atomically: true, encoding: .utf8)
        let lab = Playground(fileAccess: true, workingDirectory: directory.path)
        let reply = lab.console.submit(":load script.sl")
        #expect(reply.hadError)
        #expect(reply.errors.hasPrefix("script.sl:4:6: error: unknown name 'nope'\n"))
        #expect(reply.output.contains("horizon = 1s\n"))
        #expect(lab.events("s") == ["^@0", "1@0"])
        #expect(lab.events("t") == ["^@0", "300@300", "600@600", "900@900"])
        // Only the :load line is history, not the lines it ran.
        #expect(lab.console.history.map(\.input) == [":load script.sl"])
    }

    @Test func loadErrors() throws {
        let directory = try TemporaryDirectory()
        try ":load self.sl\n".write(toFile: directory.path + "/self.sl", atomically: true, encoding: .utf8)
        let lab = Playground(fileAccess: true, workingDirectory: directory.path)
        #expect(lab.console.submit(":load missing.sl").errors == "error: cannot load missing.sl: no such file\n")
        #expect(lab.console.submit(":load").errors == "error: usage: :load FILE\n")
        let looping = lab.console.submit(":load self.sl")
        #expect(looping.hadError)
        #expect(looping.errors.contains("more than 16 levels deep"))
        #expect(!looping.quit)
    }
}

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "streamlab-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct StageSettingNoteTests {
    @Test func stagesOnSaysItAppliesToLaterSubscriptionsOnly() {
        let lab = Playground()
        // Nothing subscribed yet: nothing to say.
        #expect(lab.accept(":set stages on").output == "stages = on\n")
        lab.accept(":set stages off")
        lab.accept("subject a; a | map x * 2 | sink as early")
        let reply = lab.accept(":set stages on")
        #expect(reply.output == "stages = on\nnote: only pipelines subscribed from now on get stage lanes; "
            + "subscriptions made earlier keep the lanes they have\n")
        lab.accept("a | map x * 3 | sink as late")
        // The note is true: only the later pipeline got a stage lane.
        #expect(lab.laneNames == ["a", "early", "  | map x * 3", "late"])
    }
}
