import StreamDSL
import SwiftSourceText

/// One exported `@Test`, and where it leans on Apple's Combine.
///
/// The "Apple only" rule: an operator OpenCombine 0.14 lacks (`merge`, `combineLatest`,
/// `collect` by time) and a behaviour where it differs from Apple's Combine (`prefix N`,
/// `throttle` while subscribing) are treated alike by `:swift`, `export swift FILE` and
/// `--scenarios`. The test is written for Apple's Combine inside `#if canImport(Combine)`,
/// with the reasons above it; elsewhere (OpenCombine on Linux) the same name is a disabled
/// test, so `swift test` lists it as skipped with "Apple only" and never counts it as passed.
public struct SwiftExportedTest: Sendable, Equatable {
    /// The test function's name.
    public var name: String
    /// `@Test func NAME() { … }`, for Apple's Combine.
    public var function: String
    /// Why it runs only on Apple's Combine (each `operatorMissingInOpenCombine` or
    /// `openCombineDiffers`, once); empty when it runs on OpenCombine too.
    public var appleOnly: [SwiftExportSkip]

    public var isAppleOnly: Bool { !appleOnly.isEmpty }

    /// The code to put in a test file: the function, or the function behind `#if canImport(Combine)`.
    public var source: String {
        guard isAppleOnly else { return function }
        let reasons = appleOnly.map(\.description)
        let comment = ["Apple only (runs on Apple's Combine, skipped elsewhere): OpenCombine 0.14 lacks or differs here:"]
            + reasons.map { "- " + $0 }
        let disabled = SwiftSourceText.stringLiteral(Self.disabledPrefix + reasons.joined(separator: "; "))
        return comment.flatMap { SwiftSourceText.commentLines($0) }.joined(separator: "\n") + "\n"
            + "#if canImport(Combine)\n" + function
            + "#else\n@Test(.disabled(\(disabled))) func \(name)() {}\n#endif\n"
    }

    /// The start of a disabled test's comment, which `swift test` prints when it skips it.
    public static let disabledPrefix = "Apple only: "
}
