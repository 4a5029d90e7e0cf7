import StreamCore
import StreamLanguage

/// `output at N` and `output in A...B`: Combine's `output(at:)` and `output(in:)`, the values
/// whose index (from 0) is N, or lies in A...B. Indices are whole-number literals, checked
/// where they are written: Combine traps on a negative bound, so StreamLab refuses one.
extension OperatorRegistry {
    static let output = OperatorDescriptor(
        signature: OperatorSignature(
            name: "output",
            arguments: .oneOf([.word(.at, .index), .word(.in, .closedRange)],
                              label: "output at N, or output in A...B")),
        summary: "emit the value at index N (from 0), or those in A...B; then finish",
        example: "a | output in 1...2 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            let bounds = args.expressions.compactMap(outputIndex)
            guard bounds.count == args.expressions.count, let lower = bounds.first, let upper = bounds.last else {
                throw .notTranslated("output without its indices")
            }
            // Publishers.Output finishes when the value after the range arrives (its receive(_:)).
            w.openCombineDiffers("output finishes with the value after its range, not with the last one in it")
            return up.then(bounds.count == 1 ? "output(at: \(lower))" : "output(in: \(lower)...\(upper))")
        },
        check: { arguments, checks, context in
            let written = arguments.expressions
            guard !written.isEmpty else { return checks.missingArgument(context) }
            var valid = true
            for expr in written {
                guard let index = outputIndex(expr) else {
                    checks.report(Diagnostic(.invalidValue("output needs a whole-number index"), at: expr.range,
                                               label: "write the index itself, for example 2"))
                    valid = false
                    continue
                }
                if index < 0 {
                    checks.report(Diagnostic(.invalidValue("output needs indices of 0 or more"), at: expr.range,
                                               label: "the first value has index 0"))
                    valid = false
                }
            }
            guard valid else { return nil }
            if written.count == 2, let lower = outputIndex(written[0]), let upper = outputIndex(written[1]), lower > upper {
                checks.report(Diagnostic(.invalidValue("output in needs A...B with A at most B"),
                                           at: SourceRange(start: written[0].range.start, end: written[1].range.end),
                                           label: "\(lower) is after \(upper); for example output in \(upper)...\(lower)"))
                return nil
            }
            let checked = written.compactMap { checks.placeExpression($0, context) }
            return checked.count == written.count ? CheckedArguments(expressions: checked) : nil
        },
        instantiate: { checked, instantiator in
            let bounds = checked.expressions.map { instantiator.lower($0) }
            return { upstream, env throws(StreamError) in
                var indices: [Int] = []
                for bound in bounds {
                    guard case .int(let index) = try bound(env) else { throw StreamError("output needs a whole-number index") }
                    indices.append(index)
                }
                guard let lower = indices.first, let upper = indices.last, lower >= 0, lower <= upper else {
                    throw StreamError("output needs indices of 0 or more, in order")
                }
                return upstream.output(in: lower...upper)
            }
        })

    /// A whole-number literal (`2`, `-1`), or nil for any other expression.
    private static func outputIndex(_ expr: Expr) -> Int? {
        switch expr.kind {
        case .integer(let value): value
        case .unary(.negate, let inner): if case .integer(let value) = inner.kind { -value } else { nil }
        default: nil
        }
    }
}
