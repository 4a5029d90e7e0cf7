import Foundation

/// Generated Swift read by the real Swift parser (`swiftc -dump-parse`): whether it parses, and
/// the top-level declarations it holds, so a test can prove that text from a session never
/// became code.
struct SwiftParseCheck {
    /// A top-level node of the parse tree: `import_decl Testing`, `func_decl session()`.
    struct TopLevel: Hashable, CustomStringConvertible {
        var kind: String
        var name: String
        var description: String { "\(kind) \(name)" }
    }

    let parsed: Bool
    let topLevel: [TopLevel]
    /// The parser's errors and anything else it printed on standard error.
    let diagnostics: String

    /// Parses `source` as one file.
    init(_ source: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamlab-parse-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Generated.swift")
        let dump = folder.appendingPathComponent("dump")
        let errors = folder.appendingPathComponent("errors")
        try Data(source.utf8).write(to: file)
        for output in [dump, errors] { _ = FileManager.default.createFile(atPath: output.path, contents: nil) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-dump-parse", file.path]
        process.standardOutput = try FileHandle(forWritingTo: dump)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()

        let tree = try String(contentsOf: dump, encoding: .utf8)
        diagnostics = try String(contentsOf: errors, encoding: .utf8)
        parsed = process.terminationStatus == 0 && !diagnostics.contains("error:")
        topLevel = Self.topLevel(of: tree + diagnostics)
    }

    /// The children of `(source_file …`: the lines indented by exactly two spaces. The dump
    /// goes to standard error on some toolchains, so both are read.
    private static func topLevel(of tree: String) -> [TopLevel] {
        tree.split(separator: "\n").compactMap { line -> TopLevel? in
            guard line.hasPrefix("  ("), !line.hasPrefix("   ") else { return nil }
            let words = line.dropFirst(3).split(separator: " ")
            guard let kind = words.first else { return nil }
            let name: String
            if kind == "import_decl" {
                name = line.firstMatch(of: /module="([^"]*)"/).map { String($0.1) } ?? "?"
            } else {
                name = line.firstMatch(of: /"([^"]*)"/).map { String($0.1) } ?? ""
            }
            return TopLevel(kind: String(kind), name: name)
        }
    }
}
