import LineEditor
import StreamConsole
import StreamDSL
import StreamLabCLI
import Testing

/// The REPL's diagrams follow the terminal's width: read before the first prompt and again
/// after each resize, until `:set width` fixes one.
@Suite struct ReplWidthTests {
    final class FakeTerminal {
        var columns = 120
        var resized = false
        var width: TerminalWidth {
            TerminalWidth(columns: { self.columns }, takeResize: {
                defer { self.resized = false }
                return self.resized
            })
        }
    }

    @Test func theWidthFollowsResizesUntilSetWidthFixesIt() {
        let terminal = FakeTerminal()
        var settings = SessionSettings()
        settings.widthFollowsTerminal = true
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        var widths: [Int] = []
        // Each line's command records the width the session had when it ran.
        console.extraCommands.append(MetaCommand(CommandDeclaration("width", summary: "")) { _, console in
            widths.append(console.session.settings.width)
            return ConsoleReply()
        })
        let script: [LineReadResult] = [.line(":width"), .line(":width"), .line(":width"), .line(":set width 70"),
                                         .line(":width"), .line(":width")]
        let editor = ScriptedLineEditor(script)
        var step = 0
        let resizing = TerminalWidth(columns: { terminal.columns }, takeResize: {
            // The terminal shrinks to 50 before the second line and to 10 before the third,
            // and grows to 90 after :set width.
            step += 1
            switch step {
            case 3: terminal.columns = 50; return true
            case 5: terminal.columns = 10; return true
            case 9: terminal.columns = 90; return true
            default: return false
            }
        })
        _ = ReplLoop(editor: editor, console: console, io: CapturedIO(), terminalWidth: resizing).run()
        #expect(widths == [120, 50, 20, 70, 70])
    }

    @Test func withoutFollowingTheWidthStaysPut() {
        let terminal = FakeTerminal()
        terminal.resized = true
        let console = Console(session: Session(settings: SessionSettings()), allowsFileAccess: false)
        _ = ReplLoop(editor: ScriptedLineEditor([.line(":time")]), console: console, io: CapturedIO(),
                     terminalWidth: terminal.width).run()
        #expect(console.session.settings.width == 80)
    }
}
