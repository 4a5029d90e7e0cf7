import StreamLanguage

/// The deepest chain of stages a statement may build.
///
/// Subscribing, delivering a value, cancelling and releasing a push-based chain recurse
/// once per stage, so a chain deeper than the stack overflows it: a crash, not an error.
/// The compiler counts every stage a value passes through — through named pipelines
/// (`p2 = p1 | map x` is one deeper than `p1`) and `{ … }` pipelines (an inner pipeline
/// runs on top of the chain that feeds it) — and rejects, with a located diagnostic, a
/// statement that would go past `limit`.
///
/// Measured in a debug build: about 2.5 KB of stack per stage (map, filter, scan, share,
/// delay, retry, buffer…), 2.9 KB for `flatMap { … }`; 100,000 stages run on a 1 GiB stack.
/// The CLI runs every command on a thread of 128 MiB to 1 GiB (`LargeStack`), so a chain at
/// the limit uses at most about a quarter of the smallest of those stacks.
public enum ChainDepth {
    public static let limit = 10_000

    /// "10,000": how messages, `:help` and the README write the limit.
    public static var limitText: String {
        var digits = String(limit)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return groups.joined(separator: ",")
    }
}

/// How deep the plans compiled so far are (see `ChainDepth`).
package struct ChainDepthCount {
    /// The depth of the plan `compile` or `compileSource` returned last.
    package var last = 0
    /// While an operator compiles: its `{ … }` pipelines, which run on top of the chain
    /// that feeds the operator, so their depths add up.
    package var nested = 0
    /// While an operator compiles: the publishers it subscribes beside its upstream
    /// (`merge b`), each running on its own chain, so only the deepest counts.
    package var beside = 0
    /// Whether this statement was already told it is too deep (one diagnostic is enough).
    package var reported = false
}

extension PipelineCompiler {
    /// Compiles one operator and returns the chain depth after it.
    mutating func compileCounted(_ stage: PipelineOperator, scope: ExpressionScope, upstream: PublisherPlan,
                                 previous: PipelineOperator? = nil, depth: Int) -> (OperatorPlan?, depth: Int) {
        let outer = chain
        chain.nested = 0
        chain.beside = 0
        let operation = compileOperator(stage, scope: scope, upstream: upstream, previous: previous)
        let inner = chain
        chain.nested = outer.nested
        chain.beside = outer.beside
        return (operation, max(depth, inner.beside) + 1 + inner.nested)
    }

    /// Reports, once per statement, a chain deeper than `ChainDepth.limit`.
    mutating func checkChainDepth(_ depth: Int, at range: SourceRange) -> Bool {
        guard depth > ChainDepth.limit else { return true }
        if !chain.reported {
            chain.reported = true
            report(Diagnostic(.chainTooDeep, at: range,
                              label: "this stage makes the chain \(depth) stages deep, counting named and { … } pipelines"))
        }
        return false
    }
}

