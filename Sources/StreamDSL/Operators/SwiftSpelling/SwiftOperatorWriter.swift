import StreamLanguage

/// What an operator's Swift spelling (the `swift` of its descriptor) asks of the exporter
/// writing it: the exporter (`SwiftExporter`'s `SwiftPipelineWriter`) conforms, so the
/// descriptors name no exporter type and the arrows point down.
package protocol SwiftOperatorWriter: AnyObject {
    /// Notes for the reader, written as comments above the statement.
    var comments: [String] { get set }
    /// Notes that the code needs Apple's Combine: the test is made "Apple only".
    func appleOnly(_ reason: SwiftExportSkip)
    /// A whole pipeline as a Combine publisher.
    func publisher(_ pipeline: Pipeline, hint: SwiftType?) throws(SwiftExportSkip) -> SwiftPublisher
    /// An inner pipeline (`flatMap { … }`, `deferred { … }`), where `x` is `value`.
    func inner(_ pipeline: Pipeline, x value: SwiftType?, hint: SwiftType?) throws(SwiftExportSkip) -> SwiftPublisher
    /// A pipeline's source (a name, a marble string, `just 1`, …).
    func source(_ source: PipelineSource, hint: SwiftType?) throws(SwiftExportSkip) -> SwiftPublisher
    /// A value expression in a closure over `x` (and `acc`, `prev` when given).
    func expression(_ expr: Expr?, x: SwiftType?, acc: SwiftType?,
                    prev: SwiftType?) throws(SwiftExportSkip) -> SwiftWrittenExpression
    // Issue 20:
    /// A subject of the session, which a hook's `send` sends to (`PassthroughSubject`,
    /// `CurrentValueSubject`); not a named pipeline.
    func subject(_ name: Identifier) throws(SwiftExportSkip) -> SwiftPublisher
}

/// A value expression written in Swift, with its static type.
package struct SwiftWrittenExpression {
    package var code: String
    /// `nil` for `fail(…)`, which fits any type.
    package var type: SwiftType?
    package var throwsError = false

    package init(code: String, type: SwiftType?, throwsError: Bool = false) {
        self.code = code
        self.type = type
        self.throwsError = throwsError
    }
}

extension SwiftOperatorWriter {
    package func expression(_ expr: Expr?) throws(SwiftExportSkip) -> SwiftWrittenExpression {
        try expression(expr, x: nil, acc: nil, prev: nil)
    }
    package func expression(_ expr: Expr?, x: SwiftType?) throws(SwiftExportSkip) -> SwiftWrittenExpression {
        try expression(expr, x: x, acc: nil, prev: nil)
    }
    package func expression(_ expr: Expr?, x: SwiftType?, acc: SwiftType?) throws(SwiftExportSkip) -> SwiftWrittenExpression {
        try expression(expr, x: x, acc: acc, prev: nil)
    }
    package func expression(_ expr: Expr?, x: SwiftType?, prev: SwiftType?) throws(SwiftExportSkip) -> SwiftWrittenExpression {
        try expression(expr, x: x, acc: nil, prev: prev)
    }
}
