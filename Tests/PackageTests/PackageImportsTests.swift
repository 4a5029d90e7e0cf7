import Foundation
import Testing

/// `Package.swift` equals the imports: every target declares exactly the modules of this
/// package (and the products of its dependencies) that its sources import. Without the
/// check, a module imported through another target's dependency builds today and breaks
/// when that dependency is dropped, and a declared but unused dependency hides what a
/// module really needs.
@Suite struct PackageImportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyTargetDeclaresExactlyWhatItImports() throws {
        let manifest = PackageManifest(text: try String(contentsOf: Self.root.appendingPathComponent("Package.swift"),
                                                        encoding: .utf8))
        let modules = Set(manifest.targets.map(\.name)).union(manifest.products)
        var differences: [String] = []
        for target in manifest.targets where !target.isSystemLibrary {
            let files = try SwiftFiles.under(Self.root.appendingPathComponent(target.path), excluding: target.excluded)
            guard !files.isEmpty else { continue }  // a C target: its headers say what it uses
            let imported = try files.reduce(into: Set<String>()) { $0.formUnion(try ImportScanner.modules(in: $1)) }
                .intersection(modules).subtracting([target.name])
            let undeclared = imported.subtracting(target.dependencies).sorted()
            let unused = target.dependencies.subtracting(imported).sorted()
            if !undeclared.isEmpty { differences.append("\(target.name) imports but does not declare \(undeclared)") }
            if !unused.isEmpty { differences.append("\(target.name) declares but never imports \(unused)") }
        }
        #expect(differences.isEmpty, "Package.swift differs from the imports:\n\(differences.joined(separator: "\n"))")
    }

    /// The check reads this manifest as SwiftPM does for the parts it compares.
    @Test func theManifestReaderFindsTargetsTheirFoldersAndDependencies() {
        let manifest = PackageManifest(text: """
            // a comment with .target(name: "Ghost")
            .target(name: "A"),
            .target(name: "B", dependencies: ["A", .product(name: "P", package: "https://x//y")]),
            .testTarget(name: "BTests", dependencies: ["B"], exclude: ["Goldens"]),
            .executableTarget(name: "Tool", dependencies: ["A"], path: "Tools/Tool"),
            """)
        #expect(manifest.targets.map(\.name) == ["A", "B", "BTests", "Tool"])
        #expect(manifest.targets[1].dependencies == ["A", "P"])
        #expect(manifest.products == ["P"])
        #expect(manifest.targets[2].path == "Tests/BTests")
        #expect(manifest.targets[2].excluded == ["Goldens"])
        #expect(manifest.targets[3].path == "Tools/Tool")
    }

    @Test func importsAreReadWithTheirAttributesAndKinds() {
        // Joined from parts, so this file's own scan does not read them as its imports.
        let text = [
            "@testable import StreamDSL", "import struct Marbles.Lane", "@preconcurrency import Foundation",
            "package import TerminalText", "#if canImport(Combine)", "  import Combine", "#endif",
            "// import Commented", #"let s = "import Quoted""#,
        ].joined(separator: "\n")
        #expect(ImportScanner.modules(inText: text) == ["StreamDSL", "Marbles", "Foundation", "TerminalText", "Combine"])
    }
}

/// The `.swift` files under a folder.
enum SwiftFiles {
    static func under(_ folder: URL, excluding excluded: [String]) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let skipped = excluded.map { folder.appendingPathComponent($0).standardizedFileURL.path }
        return walker.compactMap { $0 as? URL }.filter { file in
            file.pathExtension == "swift" && !skipped.contains { file.standardizedFileURL.path.hasPrefix($0 + "/") }
        }
    }
}

/// The modules a Swift file imports: `import X`, with attributes (`@testable`), an access
/// level (`package import`) or a kind (`import struct X.Y`).
enum ImportScanner {
    static func modules(in file: URL) throws -> Set<String> {
        Set(modules(inText: try String(contentsOf: file, encoding: .utf8)))
    }

    static func modules(inText text: String) -> [String] {
        let pattern = #/^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/#
        return text.split(separator: "\n").compactMap { line in
            (try? pattern.firstMatch(in: line)).flatMap { $0 }.map { String($0.1) }
        }
    }
}
