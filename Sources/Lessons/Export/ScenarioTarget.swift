import StreamDSL
import SwiftSourceText

/// The generated test target of every lesson demo and transcript (`Tests/ExportedScenariosTests`):
/// one Swift file per document, and `scenarios.txt`, which lists each scenario as exported,
/// Apple only (exported for Apple's Combine, skipped on OpenCombine) or skipped, with its
/// reasons, for the summary `make test` prints.
public enum ScenarioTarget {
    /// The manifest's file name.
    public static let manifestName = "scenarios.txt"

    /// The manifest's first line, by which `--scenarios` knows it wrote the file.
    static let manifestHeader = "# \(DocumentExport.generatedHeader): NAME<TAB>exported, NAME<TAB>apple only<TAB>REASON[<TAB>REASON…], or NAME<TAB>skipped<TAB>REASON"

    /// The manifest's status of an "Apple only" test; its reasons follow, one per field.
    public static let appleOnlyStatus = "apple only"

    /// File name → contents, for documents given as (file stem, text). Two documents whose
    /// names map to one identifier (`a-b`, `a_b`) get distinct files and test names.
    public static func files(for documents: [(stem: String, text: String)]) throws(DocumentError) -> [String: String] {
        var files: [String: String] = [:]
        var manifest = manifestHeader + "\n"
        var taken: Set<String> = [Self.stem(of: manifestName)]
        for (stem, text) in documents.sorted(by: { $0.stem < $1.stem }) {
            let document = try ExecutableDocument.parse(text, fileName: stem + ".md")
            let identifier = DocumentExport.identifier(stem)
            let export = DocumentExport(document: document, stem: stem, prefix: identifier)
            guard !export.entries.isEmpty else { continue }
            // Test names are global in the target, and file names may not differ in case only.
            var prefix = identifier
            var number = 2
            while taken.contains(prefix.lowercased()) {
                prefix = identifier + "_\(number)"
                number += 1
            }
            taken.insert(prefix.lowercased())
            let numbered = prefix == identifier ? export : DocumentExport(document: document, stem: stem, prefix: prefix)
            files[prefix.prefix(1).uppercased() + prefix.dropFirst() + ".swift"] = numbered.file
            for entry in numbered.entries {
                switch entry.result {
                case .success(let test) where test.isAppleOnly:
                    let reasons = test.appleOnly.map { SwiftSourceText.inlineComment($0.description) }.joined(separator: "\t")
                    manifest += "\(entry.testName)\t\(appleOnlyStatus)\t\(reasons)\n"
                case .success: manifest += "\(entry.testName)\texported\n"
                case .failure(let skip): manifest += "\(entry.testName)\tskipped\t\(SwiftSourceText.inlineComment(skip.description))\n"
                }
            }
        }
        files[manifestName] = manifest
        return files
    }

    /// Whether `text`, the contents of a file in the target folder, is one `files(for:)` wrote:
    /// `--scenarios` replaces only those.
    public static func isGenerated(_ text: String) -> Bool {
        // A manifest's header names its format, which has grown ("apple only"): its first words are enough.
        text.hasPrefix("// " + DocumentExport.generatedHeader) || text.hasPrefix("# " + DocumentExport.generatedHeader)
            || isHeaderlessManifest(text)
    }

    /// A manifest written before manifests had a header: every line `NAME<TAB>exported` or
    /// `NAME<TAB>skipped<TAB>REASON`.
    private static func isHeaderlessManifest(_ text: String) -> Bool {
        let lines = text.split(separator: "\n")
        return !lines.isEmpty && lines.allSatisfy { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields[0].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                && ((fields.count == 2 && fields[1] == "exported")
                    || (fields.count == 3 && fields[1] == "skipped") || (fields.count >= 3 && fields[1] == Substring(appleOnlyStatus)))
        }
    }

    private static func stem(of fileName: String) -> String {
        String(fileName.prefix { $0 != "." }).lowercased()
    }

    /// What a manifest lists: tests that run everywhere (`exported`), "Apple only" tests with
    /// their reasons (`nil` for one that does not read back), and skips; `passed` is filled
    /// in by whoever ran the tests.
    public static func counts(manifest: String) -> (exported: Int, appleOnly: [[SwiftExportSkip?]], skipped: [SwiftExportSkip?]) {
        var exported = 0
        var appleOnly: [[SwiftExportSkip?]] = []
        var skipped: [SwiftExportSkip?] = []
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 2, fields[1] == "exported" { exported += 1 }
            if fields.count >= 3, fields[1] == "skipped" { skipped.append(SwiftExportSkip(description: String(fields[2]))) }
            if fields.count >= 3, fields[1] == Substring(appleOnlyStatus) {
                appleOnly.append(fields[2...].map { SwiftExportSkip(description: String($0)) })
            }
        }
        return (exported, appleOnly, skipped)
    }
}
