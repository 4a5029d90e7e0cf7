import Foundation
import Lessons
import StreamConsole
import StreamDSL
import SwiftExporter
import TestSupport
import Testing

/// Text a learner types (or a shared transcript holds) reaches generated Swift in string
/// literals, comments, identifiers and file names; it must never become code. Every session
/// below is exported, and the real Swift parser reads the result: it must parse, and its only
/// top-level declarations must be the imports and the tests the exporter meant to write.
@Suite struct HostileExportTests {
    /// Pieces that end a comment or a literal, start code, or drive a terminal.
    static let hostilePieces = [
        "\n", "\r", "\r\n", "\"", "\\", "*/", "/*", "#\"", "\"#", "\"\"\"", "`", "{", "}", "//",
        "\n@Test func injected() {}\n", "print(0xDEAD); //", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}[2J",
        "\u{0}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{9B}31m",
        "q", "é", "日本", "👨‍👩‍👧", " ", "\t", "\u{0B}", "\u{0C}",
    ]

    /// Session names: Swift keywords (those StreamLab also takes as names), names the generated
    /// test uses itself, capitalised names that could shadow a type, and plain ones.
    static let names = [
        "await", "async", "willSet", "didSet", "precedencegroup", "associatedtype", "let", "var", "func",
        "class", "struct", "return", "while", "repeat", "defer", "guard", "throws", "rethrows", "inout",
        "operator", "subscript", "typealias", "init", "deinit", "self", "Self", "Any", "Type", "some",
        "any", "super", "import", "internal", "static", "m", "start", "x", "acc", "fail", "abs",
        "String", "Int", "PassthroughSubject", "MarbleScheduler", "Swift", "Testing", "Optional",
        "a", "b", "out", "let_", "m_", "café", "ĳ", "x2", "_",
    ]

    /// A StreamLab string literal of `text`: with its line breaks and control characters raw
    /// (as a learner can paste them) or written as escapes.
    static func literal(_ text: String, raw: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where raw && (scalar == "\n" || scalar == "\r" || scalar == "\t"):
                out.unicodeScalars.append(scalar)
            case _ where scalar.properties.generalCategory == .control:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func hostileString(_ random: inout SplitMix64) -> String {
        (0..<random.int(in: 1...4)).map { _ in random.pick(hostilePieces) }.joined()
    }

    /// Values a marble string can spell, so the session's sinks can be exported.
    static let plainValues = ["q", "ok", "é", "hit", "日本", "42"]

    /// One session: hostile text in a filter, a conditional map and a `print` tag, in a lane
    /// named after its pipeline text or by a hostile name, around plain values.
    static func session(_ random: inout SplitMix64) -> [String] {
        let subject = random.pick(names)
        var sink = random.pick(names)
        while sink == subject { sink = random.pick(names) }
        var printed = random.pick(names)
        while printed == subject || printed == sink { printed = random.pick(names) }
        let raw = random.chance(50)
        var inputs = ["subject \(subject)"]
        let filterText = literal(hostileString(&random), raw: raw)
        let compared = literal(hostileString(&random), raw: raw)
        // Without `as`, the lane is named after the pipeline's text, hostile literals included.
        let lane = random.chance(50) ? " as \(sink)" : ""
        inputs.append("\(subject) | filter x != \(filterText) | map x == \(compared) ? \"hit\" : x | sink\(lane)")
        if random.chance(50) {
            inputs.append("\(printed) = \(subject) | print \(literal(hostileString(&random), raw: raw))")
            inputs.append("\(printed) | sink")
        }
        let first = literal(random.pick(plainValues), raw: raw)
        let second = literal(random.pick(plainValues), raw: raw)
        inputs.append("send \(subject) \(first) @100ms, \(second) @200ms")
        inputs.append(random.chance(50) ? "fail \(subject) \"boom\" @300ms" : "complete \(subject) @300ms")
        inputs.append("run")
        return inputs
    }

    @Test func aThousandHostileSessionsExportOnlyTheirTests() throws {
        var random = SplitMix64(seed: 0x5EED_0017)
        var bodies: [String] = []
        var exported = 0
        var helpers = 0
        var refusals: [String: Int] = [:]
        for _ in 0..<1_200 {
            let inputs = Self.session(&random)
            let console = Console(allowsFileAccess: false)
            for input in inputs { _ = console.submit(input) }
            switch SwiftExport.sessionFile(console.session.journal, settings: console.session.settings) {
            case .success(let file):
                let body = try Self.afterImports(file)
                bodies.append(body)
                exported += 1
                if body.contains("private func fail<T>") { helpers += 1 }
            case .failure(let skip):
                refusals[String(skip.description.prefix(40)), default: 0] += 1
            }
        }
        #expect(exported >= 1_000, "too few sessions exported; refusals: \(refusals)")

        let check = try SwiftParseCheck(Self.imports + bodies.joined(separator: "\n"))
        #expect(check.parsed, "the exports do not parse:\n\(check.diagnostics.prefix(3_000))")
        var expected = [SwiftParseCheck.TopLevel: Int]()
        for module in ["MarbleTesting", "OpenCombineShim", "Testing"] { expected[.init(kind: "import_decl", name: module)] = 1 }
        if helpers > 0 { expected[.init(kind: "func_decl", name: "fail(_:)")] = helpers }
        // Each session's test is `session_` and six hex digits of its inputs.
        let tests = check.topLevel.filter { $0.kind == "func_decl" && $0.name.wholeMatch(of: /session_[0-9a-f]{6}\(\)/) != nil }
        #expect(tests.count == exported)
        #expect(Self.counted(check.topLevel.filter { !tests.contains($0) }) == expected)
    }

    @Test func hostileDocumentsAndFileNamesExportOnlyTheirTests() throws {
        var random = SplitMix64(seed: 0xD0C5)
        var documents: [(stem: String, text: String)] = []
        let stems = ["a-b", "a_b", "A-B", "../../etc/passwd", "line\rbreak", "new\nline", "scenarios", "x",
                     String(repeating: "long-", count: 80), "日本", "class", "Generated", "a*/b"]
        for stem in stems {
            var steps: [String] = []
            for _ in 0..<random.int(in: 1...3) {
                // Escaped literals only: a document's input lines hold no raw line break.
                steps += Self.session(&random).filter { !$0.contains("\n") && !$0.contains("\r") } + [":reset"]
            }
            // A value marbles cannot spell is skipped with a reason that quotes it.
            steps += ["subject s | sink as o", "send s \(Self.literal("[\n@Test func fromReason() {}\n]", raw: false))", "run"]
            let text = "# \(stem)\n\n```streamlab\n" + steps.map { "> " + $0 }.joined(separator: "\n") + "\n```\n"
            documents.append((stem, text))
        }
        let files = try ScenarioTarget.files(for: documents)
        #expect(files.count == stems.count + 1, "one file per document and the manifest: \(files.keys.sorted())")
        for name in files.keys {
            #expect(!name.contains("/") && !name.contains("..") && name.utf8.count <= 255, "file name \(name)")
            #expect(name.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.generalCategory != .control })
        }
        let manifest = files[ScenarioTarget.manifestName] ?? ""
        #expect(ScenarioTarget.isGenerated(manifest))
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            // An "apple only" line has one field per reason.
            #expect(fields.count == 2 || fields.count == 3 || (fields.count > 3 && fields[1] == "apple only"), "manifest line \(line)")
        }

        var bodies: [String] = []
        var expected = [SwiftParseCheck.TopLevel: Int]()
        for module in ["MarbleTesting", "OpenCombineShim", "Testing"] { expected[.init(kind: "import_decl", name: module)] = 1 }
        var testNames = Set<String>()
        for (name, text) in files where name != ScenarioTarget.manifestName {
            #expect(ScenarioTarget.isGenerated(text))
            let body = try Self.afterImports(text)
            bodies.append(body)
            if body.contains("private func fail<T>") { expected[.init(kind: "func_decl", name: "fail(_:)"), default: 0] += 1 }
            for line in manifest.split(separator: "\n") {
                let fields = line.split(separator: "\t")
                guard fields.count == 2, fields[1] == "exported" else { continue }
                let test = String(fields[0])
                if text.contains("@Test func \(test)()") { testNames.insert(test) }
            }
        }
        #expect(testNames.count == manifest.split(separator: "\n").filter { $0.hasSuffix("\texported") }.count,
                "every exported test is in exactly one file, under a unique name")
        for test in testNames { expected[.init(kind: "func_decl", name: "\(test)()")] = 1 }
        let check = try SwiftParseCheck(Self.imports + bodies.joined(separator: "\n"))
        #expect(check.parsed, "the generated target does not parse:\n\(check.diagnostics.prefix(3_000))")
        #expect(Self.counted(check.topLevel) == expected)
    }

    /// The issue's reproducer, through the binary: a value with a line break in a filter.
    @Test func theReproducerExportsALiteralNotCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamlab-hostile-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("inject.streamlab")
        try Data("subject a\na | filter x == \"q\nprint(0xDEAD); //\" | sink as o\nsend a \"q\" @100ms\nrun\n".utf8).write(to: script)
        let run = try BinaryRun(["export", "swift", script.path])
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.contains(#"x == "q\nprint(0xDEAD); //""#))
        #expect(!run.output.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("print(0xDEAD)") })
        let check = try SwiftParseCheck(run.output)
        #expect(check.parsed, "\(check.diagnostics)")
        #expect(check.topLevel.filter { $0.kind == "func_decl" }.map(\.name) == ["inject()"])
    }

    /// `--scenarios DIR` replaces only the files it wrote.
    @Test func scenariosNeverReplaceAFileTheyDidNotWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamlab-scenarios-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("mine.md")
        try Data("# Mine\n\n```streamlab\n> subject a | sink as o\n> send a 1\n```\n".utf8).write(to: document)
        let target = folder.appendingPathComponent("Target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)

        let first = try BinaryRun(["export", "swift", "--scenarios", target.path, document.path])
        #expect(first.status == 0, "\(first.description)")
        let again = try BinaryRun(["export", "swift", "--scenarios", target.path, document.path])
        #expect(again.status == 0, "its own files are replaced: \(again.description)")

        let own = target.appendingPathComponent("Mine.swift")
        try Data("// my hand-written test\n".utf8).write(to: own)
        let refused = try BinaryRun(["export", "swift", "--scenarios", target.path, document.path])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("will not replace") && refused.errors.contains("Mine.swift"), "\(refused.description)")
        #expect(try String(contentsOf: own, encoding: .utf8) == "// my hand-written test\n")
    }

    @Test func exportingATranscriptPointsToScenarios() throws {
        let run = try BinaryRun(["export", "swift", "transcripts/export-swift.md"])
        #expect(run.status == 2)
        #expect(run.errors.contains("is a lesson or transcript: export its scenarios with `streamlab export swift --scenarios DIR transcripts/export-swift.md`"),
                "\(run.description)")
    }

    // MARK: Helpers

    static let imports = "import MarbleTesting\nimport OpenCombineShim\nimport Testing\n"

    /// The file after its imports, which must come right after the comment header.
    static func afterImports(_ file: String) throws -> String {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.prefix { $0.hasPrefix("//") }
        #expect(header.allSatisfy { !$0.contains("\r") }, "a header line holds a carriage return")
        let rest = lines.dropFirst(header.count)
        #expect(rest.prefix(3).joined(separator: "\n") + "\n" == imports, "the imports follow the header")
        return rest.dropFirst(3).joined(separator: "\n")
    }

    static func counted(_ nodes: [SwiftParseCheck.TopLevel]) -> [SwiftParseCheck.TopLevel: Int] {
        nodes.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
