import StreamDSL
import StreamLanguage

/// What `:help OPERATOR` adds below the syntax: a small diagram from a real run of the
/// operator's example, and the lessons that use the operator.
struct OperatorHelpExtras {
    /// The session settings the diagram is drawn with (width, colour, unicode).
    var settings: SessionSettings
    /// The lessons whose steps use `| NAME` (given by the layer that knows the course).
    var lessonsUsing: (String) -> [String]

    func page(for entry: LanguageReference.Entry) -> String {
        var text = ""
        if let diagram = Self.diagram(of: entry.example, settings: settings) {
            text += "  a run of the example:\n" + diagram.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        }
        let lessons = lessonsUsing(entry.name)
        if !lessons.isEmpty { text += "  used in lessons: " + lessons.joined(separator: ", ") + "\n" }
        return text
    }

    /// Runs `example` in a fresh session fed with a few values on `a` (and `b` when the
    /// example names it), and returns the diagram; nil if the example does not run there.
    static func diagram(of example: String, settings: SessionSettings) -> String? {
        var settings = settings
        settings.width = min(settings.width, 60)
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        let words = Set(example.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        let inputs = ["a"] + (words.contains("b") ? ["b"] : [])
        for input in inputs { _ = console.submit("subject \(input)") }
        guard !console.submit(example).hadError else { return nil }
        // `m = a | multicast`: subscribe to the name and connect it, so something flows.
        if let equals = example.firstIndex(of: "="), !example.hasPrefix("a |") {
            let name = example[..<equals].filter { $0 != " " }
            _ = console.submit("\(name) | sink")
            _ = console.submit("connect \(name)")
        }
        _ = console.submit("send a 1 @0ms, 2 @100ms, 3 @500ms; complete a @900ms")
        if inputs.contains("b") { _ = console.submit("send b 10 @200ms, 20 @700ms; complete b @900ms") }
        _ = console.submit("run until 1s")
        let shown = console.submit(":show")
        guard !shown.hadError, !shown.output.isEmpty else { return nil }
        var diagram = shown.output
        while diagram.hasSuffix("\n") { diagram.removeLast() }
        return diagram
    }
}
