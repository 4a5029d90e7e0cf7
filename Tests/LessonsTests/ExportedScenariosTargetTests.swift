import Foundation
@testable import Lessons
import StreamDSL
import Testing

/// `Tests/ExportedScenariosTests` is generated from the lessons and transcripts
/// (`streamlab export swift --scenarios Tests/ExportedScenariosTests Lessons transcripts`):
/// it must be what regenerating it would write, and every scenario it leaves out must name a
/// reason from the closed list.
@Suite struct ExportedScenariosTargetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let target = root.appendingPathComponent("Tests/ExportedScenariosTests").path

    static func documents() throws -> [(stem: String, text: String)] {
        var documents: [(stem: String, text: String)] = []
        for folder in ["Lessons", "transcripts"] {
            let path = root.appendingPathComponent(folder).path
            for name in try FileManager.default.contentsOfDirectory(atPath: path)
            where name.hasSuffix(".md") && name != "course.md" {
                let text = try String(contentsOfFile: (path as NSString).appendingPathComponent(name), encoding: .utf8)
                documents.append((String(name.dropLast(3)), text))
            }
        }
        return documents
    }

    static func manifest() throws -> String {
        try String(contentsOfFile: (target as NSString).appendingPathComponent(ScenarioTarget.manifestName), encoding: .utf8)
    }

    @Test func regeneratingTheTargetChangesNothing() throws {
        let generated = try ScenarioTarget.files(for: Self.documents())
        let committed = Set(try FileManager.default.contentsOfDirectory(atPath: Self.target))
        #expect(committed == Set(generated.keys),
                "regenerate with: streamlab export swift --scenarios Tests/ExportedScenariosTests Lessons transcripts")
        for (name, text) in generated.sorted(by: { $0.key < $1.key }) {
            let path = (Self.target as NSString).appendingPathComponent(name)
            let current = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            guard current != text else { continue }
            // The first line that differs, not two whole files.
            let old = current.split(separator: "\n", omittingEmptySubsequences: false)
            let new = text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
            Issue.record("""
                \(name) is stale at line \(index + 1):
                  committed: \(index < old.count ? String(old[index]) : "(end of file)")
                  generated: \(index < new.count ? String(new[index]) : "(end of file)")
                regenerate with: streamlab export swift --scenarios Tests/ExportedScenariosTests Lessons transcripts
                """)
        }
    }

    @Test func everySkipNamesAReasonFromTheClosedList() throws {
        let lines = try Self.manifest().split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count >= 100, "every lesson demo and transcript scenario is listed")
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.count > 1 ? fields[1] : "" {
            case "exported":
                #expect(fields.count == 2)
            case "skipped":
                let reason = fields.count == 3 ? SwiftExportSkip(description: fields[2]) : nil
                #expect(reason != nil, "\(line): not a reason from the closed list")
                #expect(reason.map { SwiftExportSkip.kinds.contains($0.kind) } ?? false)
            case ScenarioTarget.appleOnlyStatus:
                let reasons = fields.dropFirst(2).map { SwiftExportSkip(description: $0) }
                #expect(!reasons.isEmpty, "\(line): Apple only without a reason")
                #expect(reasons.allSatisfy { $0?.isAppleOnly == true }, "\(line): not an Apple-only reason")
            default:
                Issue.record("\(line): neither exported, Apple only nor skipped")
            }
        }
    }

    /// Issue 19's export rule: the scenarios with an operator OpenCombine lacks (lesson 2's
    /// combineLatest and merge) or where it differs (lesson 4's prefix) are exported "Apple
    /// only", never skipped: each is a test behind `#if canImport(Combine)` and, elsewhere, a
    /// disabled test of the same name that names the reasons.
    @Test func appleOnlyScenariosAreTestsBehindCanImport() throws {
        let counts = ScenarioTarget.counts(manifest: try Self.manifest())
        #expect(counts.skipped.allSatisfy { $0?.isAppleOnly == false }, "an Apple-only reason listed as a skip")
        let lines = try Self.manifest().split(separator: "\n").filter { $0.contains("\t\(ScenarioTarget.appleOnlyStatus)\t") }
        #expect(lines.count == counts.appleOnly.count)
        for name in ["combining02_1", "combining02_2", "hotCold04_6"] {
            #expect(lines.contains { $0.hasPrefix(name + "\t") }, "\(name) is not Apple only")
        }
        let combining = try String(contentsOfFile: (Self.target as NSString).appendingPathComponent("Combining02.swift"), encoding: .utf8)
        #expect(combining.contains("#if canImport(Combine)\n@Test func combining02_1() {"))
        #expect(combining.contains(
            "#else\n@Test(.disabled(\"Apple only: operator missing in OpenCombine: combineLatest\")) func combining02_1() {}\n#endif"))
    }

    /// The skips are the operators OpenCombine lacks, OpenCombine's prefix, mixed types and
    /// run-time errors; a change that exports fewer of today's scenarios is a regression of
    /// the exporter (new kinds of statements may add skips until they are mapped).
    @Test func todaysScenariosStayExported() throws {
        #expect(ScenarioTarget.counts(manifest: try Self.manifest()).exported >= 111)
    }
}
