import Foundation
import StreamConsole
import StreamDSL
import Testing

/// `streamlab run FILE --format svg` and `:export svg FILE`: the diagram as a standalone SVG
/// picture (its drawing is tested in the rendered image by MarblesTests' `SVGDiagramTests`).
@Suite struct SVGOutputTests {
    static let script = """
        subject a
        a | sink as s
        send a 1 @0ms, 2 @100ms, 3 @300ms
        complete a @500ms
        """
    /// A value marble's fill (`SVGTheme.valueFill`).
    static let marble = "fill=\"#5b9bd5\""

    /// The `width` of the root element.
    static func pictureWidth(_ svg: String) -> Int? {
        svg.components(separatedBy: "\" width=\"").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    static func console(in directory: String) -> Console {
        var settings = SessionSettings()
        settings.autoShow = false
        return Console(session: Session(settings: settings), allowsFileAccess: true, workingDirectory: directory)
    }

    @Test func runWritesOnlyThePictureToStandardOutput() throws {
        let file = try ScriptFile(":set width 60\n" + Self.script)
        let run = CLIRun(["run", file.path, "--format", "svg"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.output.hasSuffix("</svg>\n"))
        // Three marbles in the subject's lane `a`, three in `s`.
        #expect(run.output.components(separatedBy: Self.marble).count - 1 == 6)
        // What the script printed goes to standard error, as with --format json.
        #expect(run.errors == "width = 60\n")
    }

    @Test func aThreeSecondRunFitsSevenHundredTwentyPixelsOrTheWidthAsked() throws {
        // A timer's count every 100 ms for 3 s beside a lane of four-character words: the
        // picture fits a blog column by default, a wider one when asked, and says its values.
        let file = try ScriptFile("""
            timer 100ms | autoconnect | prefix 30 | sink as ticks
            subject w
            w | sink as words
            send w "id00" @0ms, "id10" @500ms, "id20" @1s, "id30" @1.5s, "id40" @2s, "id50" @2.5s
            complete w @3s
            """)
        let run = CLIRun(["run", file.path, "--format", "svg"])
        #expect(run.status == 0)
        #expect(Self.pictureWidth(run.output).map { $0 <= 720 } == true)
        #expect(run.output.contains(">id30</text>") && run.output.contains(">2900</text>") && run.output.contains(">3s</text>"))
        #expect(!run.output.contains("col ="))
        let wide = CLIRun(["run", file.path, "--format", "svg", "--svg-width", "1400"])
        #expect(wide.status == 0)
        #expect(Self.pictureWidth(wide.output).map { $0 > 720 && $0 <= 1400 } == true)
        let bad = CLIRun(["run", file.path, "--format", "svg", "--svg-width", "12"])
        #expect(bad.status == 2)
        #expect(bad.output.isEmpty)
        #expect(bad.errors == "streamlab: --svg-width 12 is out of range; give 240 to 20000 pixels\n")
    }

    @Test func helpNamesTheFormat() {
        let run = CLIRun(["run", "--help"])
        #expect(run.output.contains("values:\n                          text, json, svg;"))
        let help = Self.console(in: ".").submit(":help export")
        #expect(help.output.hasPrefix(":export svg FILE [--svg-width PX]\n"))
    }

    @Test func exportWritesThePictureOfTheSession() throws {
        let folder = try ScriptFile("")
        let console = Self.console(in: folder.directory)
        _ = console.submit(Self.script.replacingOccurrences(of: "\n", with: "; "))
        _ = console.submit("run")
        let reply = console.submit(":export svg picture.svg")
        #expect(reply.output == "exported the diagram (2 lanes) to picture.svg as SVG\n")
        #expect(!reply.hadError)
        let written = try String(contentsOfFile: folder.directory + "/picture.svg", encoding: .utf8)
        #expect(written == console.session.views.svgDiagram())
        #expect(written.components(separatedBy: Self.marble).count - 1 == 6)
        // A narrower picture when asked: the same marbles, fitted to 300 px.
        #expect(!console.submit(":export svg narrow.svg --svg-width 300").hadError)
        let narrow = try String(contentsOfFile: folder.directory + "/narrow.svg", encoding: .utf8)
        #expect(narrow == console.session.views.svgDiagram(pixelWidth: 300))
        #expect(Self.pictureWidth(narrow).map { $0 <= 300 } == true)
        #expect(narrow.components(separatedBy: Self.marble).count - 1 == 6)
    }

    @Test func exportRefusesWhatItCannotDo() throws {
        let folder = try ScriptFile("")
        let console = Self.console(in: folder.directory)
        #expect(console.submit(":export svg early.svg").errors == "error: nothing to export yet: subscribe with `… | sink`\n")
        _ = console.submit("subject a | sink")
        #expect(console.submit(":export svg").errors == "error: usage: :export svg FILE [--svg-width PX]\n")
        #expect(console.submit(":export png x.png").errors
                == "error: :export writes svg only (not 'png'); usage: :export svg FILE [--svg-width PX]\n")
        for bad in ["--svg-width 100", "--svg-width wide", "--svg-width 99999", "--width 800", "--svg-width"] {
            #expect(console.submit(":export svg bad.svg " + bad).hadError)
        }
        #expect(console.submit(":export svg x.svg --svg-width 100").errors
                == "error: usage: :export svg FILE [--svg-width PX] (PX from 240 to 20000)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.directory + "/bad.svg"))
        #expect(!FileManager.default.fileExists(atPath: folder.directory + "/x.svg"))
        // A folder or a device is no regular file: SafeFile refuses to replace it.
        try FileManager.default.createDirectory(atPath: folder.directory + "/folder", withIntermediateDirectories: false)
        #expect(console.submit(":export svg folder").errors.hasPrefix("error: cannot write folder: "))
        #expect(console.submit(":export svg /dev/null").errors.hasPrefix("error: cannot write /dev/null: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directory + "/folder").isEmpty)
        console.allowsFileAccess = false
        #expect(console.submit(":export svg x.svg").errors
                == "error: :export is not available here (lessons and transcripts cannot write files)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.directory + "/x.svg"))
    }

    @Test func theReadmePictureIsWhatTheProgramDraws() throws {
        // README.md shows docs/debounce-throttle.svg, drawn by the command its script names.
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")
        let script = docs.appendingPathComponent("debounce-throttle.stream").path
        let committed = try String(contentsOfFile: docs.appendingPathComponent("debounce-throttle.svg").path, encoding: .utf8)
        let run = CLIRun(["run", script, "--format", "svg", "--width", "80"])
        #expect(run.status == 0)
        #expect(run.output == committed, "re-draw it: streamlab run docs/debounce-throttle.stream --format svg --width 80 > docs/debounce-throttle.svg")
    }
}
