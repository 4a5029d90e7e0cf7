#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Fails the running test, whichever framework runs it: an issue for Swift Testing when a
/// Swift Testing test is running on this task, else an `XCTFail` for XCTest. Users link
/// nothing extra for either.
enum IssueRecorder {
    static func fail(_ message: String, at site: CallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                    line: Int(site.line), column: Int(site.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
        #endif
    }
}
