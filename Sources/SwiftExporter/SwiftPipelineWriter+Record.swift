import StreamDSL
import StreamLanguage

/// `record 1, 2 [fail "boom"]` as Combine's `Record(output:completion:)` (OpenCombine has it).
extension SwiftPipelineWriter {
    func record(_ exprs: [Expr], failure: Expr?, hint: SwiftType?) throws(SwiftExportSkip) -> SwiftPublisher {
        let values = try exprs.map { expr throws(SwiftExportSkip) in try expression(expr) }
        var element = SwiftType.unknown
        for value in values {
            guard let joined = element.joined(with: value.type ?? .unknown) else {
                throw .noSingleSwiftType("a record of mixed values")
            }
            element = joined
        }
        if element == .unknown { element = hint ?? .int }
        let output = "[" + values.map(\.code).joined(separator: ", ") + "]"
        guard let failure else {
            return SwiftPublisher(code: "Record<\(element.name), Never>(output: \(output), completion: .finished)",
                                  output: element, failure: .never)
        }
        let message = try expression(failure)
        guard message.type == .string else { throw .noCombineCounterpart("a failure message that is not text") }
        return SwiftPublisher(
            code: "Record<\(element.name), MarbleError>(output: \(output), completion: .failure(MarbleError(\(message.code))))",
            output: element, failure: .marble)
    }
}
