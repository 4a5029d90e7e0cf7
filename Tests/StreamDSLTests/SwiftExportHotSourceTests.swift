@testable import StreamDSL
@testable import SwiftExporter
import Testing

/// A hot marble source exports as `m.hot`, which is a `PassthroughSubject` like StreamLab's
/// own `hot`: a value that finds no demand is lost in both. The exported code of this session
/// is replayed on MarbleTesting in MarbleTestingTests' `ExportedHotSessionTests`.
@Suite struct SwiftExportHotSourceTests {
    static let uploads = ["h = hot \"-ab--c\"", "h | flatMap max 1 { cold \"--u|\" } | sink as out"]

    @Test func aHotSourceExportsAsTheSubjectFaithfulMHot() {
        guard case .success(let test) = SwiftExport.test(SwiftExport.Scenario(name: "uploads", inputs: Self.uploads)),
              !test.isAppleOnly else {
            Issue.record("the upload session was not exported for OpenCombine")
            return
        }
        let code = test.source
        #expect(code.contains(#"let h = m.hot("-ab--c", values: ["a": "a", "b": "b", "c": "c"])"#))
        #expect(!code.contains("hotBuffered"))
        // One upload at a time, each answering 2 frames after it starts and finishing a frame
        // later: a at 100ms is answered at 300ms; b at 200ms finds the flatMap busy and is
        // lost; c at 500ms is answered at 700ms.
        #expect(code.contains(#".toBe("---u---u")"#))
    }
}
