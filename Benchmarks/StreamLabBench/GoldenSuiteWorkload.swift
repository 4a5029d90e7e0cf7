import Foundation
import Lessons

/// Every lesson and transcript checked as `streamlab test` checks them (parse, replay every
/// step in a fresh session, compare), in process. The check is the number of files that pass.
enum GoldenSuiteWorkload {
    static let folders = ["Lessons", "transcripts"]

    static func make() -> Workload {
        let files = folders.flatMap(markdownFiles)
        return Workload(name: "golden.suite", detail: "\(files.count) lesson and transcript files checked",
                        expected: files.count) {
            let texts = files.map { ($0, String(decoding: FileManager.default.contents(atPath: $0) ?? Data(), as: UTF8.self)) }
            return {
                texts.filter { file, text in
                    guard let document = try? ExecutableDocument.parse(text, fileName: file) else { return false }
                    return TranscriptRunner.check(document).passed
                }.count
            }
        }
    }

    /// `.md` files of a folder relative to the working directory (`make bench` runs at the root),
    /// the course index excepted.
    static func markdownFiles(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") && !Course.indexFileNames.contains($0) }
            .sorted().map { folder + "/" + $0 }
    }
}
