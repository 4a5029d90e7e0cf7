import StreamDSL

/// The generated test target of every lesson demo and transcript (`Tests/ExportedScenariosTests`):
/// one Swift file per document, and `scenarios.txt`, which lists each scenario as exported
/// or skipped with its reason, for the summary `make test` prints.
public enum ScenarioTarget {
    /// The manifest's file name.
    public static let manifestName = "scenarios.txt"

    /// File name → contents, for documents given as (file stem, text).
    public static func files(for documents: [(stem: String, text: String)]) throws(DocumentError) -> [String: String] {
        var files: [String: String] = [:]
        var manifest = ""
        for (stem, text) in documents.sorted(by: { $0.stem < $1.stem }) {
            let document = try ExecutableDocument.parse(text, fileName: stem + ".md")
            let export = DocumentExport(document: document, stem: stem)
            guard !export.entries.isEmpty else { continue }
            let identifier = DocumentExport.identifier(stem)
            files[identifier.prefix(1).uppercased() + identifier.dropFirst() + ".swift"] = export.file
            for entry in export.entries {
                switch entry.result {
                case .success: manifest += "\(entry.testName)\texported\n"
                case .failure(let skip): manifest += "\(entry.testName)\tskipped\t\(skip)\n"
                }
            }
        }
        files[manifestName] = manifest
        return files
    }

    /// `exported N, skipped K (reason kind: count, …)` from a manifest; `passed` is filled in
    /// by whoever ran the tests.
    public static func counts(manifest: String) -> (exported: Int, skipped: [SwiftExportSkip?]) {
        var exported = 0
        var skipped: [SwiftExportSkip?] = []
        for line in manifest.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 2, fields[1] == "exported" { exported += 1 }
            if fields.count >= 3, fields[1] == "skipped" { skipped.append(SwiftExportSkip(description: String(fields[2]))) }
        }
        return (exported, skipped)
    }
}
