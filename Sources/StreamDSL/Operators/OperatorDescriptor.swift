import StreamCore
import StreamLanguage

/// Everything the language knows about one operator, in one place: its spelling, the shape
/// of its arguments (how they are parsed), its help entry, how it is checked into a plan and
/// built from one, its AsyncSequence meaning and its Swift spelling.
/// The operator's behaviour lives in its engine stage (`Sources/StreamCore/Operators`).
///
/// Adding an operator means one descriptor in its family file (which lists the family's
/// descriptors), one stage file, and their tests. `OperatorRegistry` gathers the families.
package struct OperatorDescriptor: Sendable {
    /// Writes the operator after `upstream` as Combine code (see `SwiftOperatorWriter`).
    package typealias SwiftTranslation = @Sendable (_ upstream: SwiftPublisher, _ arguments: OperatorArguments,
                                            _ writer: any SwiftOperatorWriter) throws(SwiftExportSkip) -> SwiftPublisher
    /// Checks the parsed arguments (names, expressions, limits) and returns them as data, or
    /// `nil` after reporting every error through `checks`. Touches no session state.
    package typealias Check = @Sendable (_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                                 _ context: OperatorContext) -> CheckedArguments?
    /// Turns checked arguments into the operator's stage, once per instantiation of its
    /// plan: expressions are lowered to closures here, not per value.
    typealias Instantiate = @Sendable (_ arguments: CheckedArguments, _ instantiator: PlanInstantiator) -> StageBuilder

    /// Its name and the grammar of its arguments, declared once: the parser, the syntax
    /// line, the completion words and `on QUEUE` all come from it.
    package let signature: OperatorSignature
    /// The help entry's summary and runnable example.
    package let summary: String
    package let example: String
    /// Whether the operator's output is a `ConnectablePublisher` (`multicast`), which
    /// `autoconnect` and `connect` need and `:set stages on` does not probe.
    var makesConnectable = false
    /// Whether the operator hides what its upstream is (`eraseToAnyPublisher`): a name bound
    /// to a pipeline ending in it is read-only, even over a subject (`PublisherPlan.isErased`).
    var erasesType = false
    /// Whether the operator applies to a `ConnectablePublisher` itself (`autoconnect`), so
    /// the Swift writer hands it its upstream as it is, not re-timed.
    package var needsConnectable = false
    /// Whether the operator turns a publisher into an async sequence (`values`).
    var bridgesToAsync = false
    /// How many inputs a combining operator (`merge`, `zip`) takes besides its upstream;
    /// nil for the others.
    var combiningArity: CombiningArity?
    /// How the operator is written in Combine, for `:swift` (`SwiftExport`); `nil` means it
    /// has no faithful translation, and a session using it is skipped with a reason.
    package var swift: SwiftTranslation? = nil
    /// The operator's Combine meaning: checking and building. `nil` for the operators only
    /// async sequences have; `onPublisher` then says why a publisher cannot take it.
    package var check: Check?
    var instantiate: Instantiate?
    package var onPublisher: PublisherRefusal?
    /// The operator's AsyncSequence meaning (AsyncAlgorithms' or the standard library's);
    /// `nil` when an async sequence has no counterpart, which is a located error.
    var asyncMeaning: AsyncMeaning?

    /// The operator's name, as typed after `|`.
    package var name: String { signature.name }
    /// The help entry's syntax line.
    package var syntax: String { signature.syntax }
    /// Contextual words the operator's arguments use (`throttle … latest`).
    package var words: [String] { signature.words }
    /// The form that takes a trailing `on main|background` (`collect DURATION`), when the
    /// operator schedules work as Combine's time operators do; nil for the others.
    package var queueForm: String? { signature.queueForm }

    /// The entry `:help` and the README's table show.
    var referenceEntry: LanguageReference.Entry {
        LanguageReference.Entry(name: name, category: .operator, syntax: syntax, summary: summary, example: example)
    }
}

/// Builds one operator's publisher on top of `upstream`. Inside braces `environment` binds
/// the outer `x`; an error fails that stream.
typealias StageBuilder = (_ upstream: any Publisher, _ environment: Environment) throws(StreamError) -> any Publisher

/// Why an operator that only async sequences have is refused after a publisher.
package enum PublisherRefusal: Sendable {
    /// `values` turns a publisher into an async sequence: it ends in `for await`, not `sink`.
    case endsInForAwait
    /// The operator exists on async sequences only; `instead` is the publisher's form.
    case asyncOnly(instead: String)

    package func diagnostic(_ context: OperatorContext) -> Diagnostic {
        switch self {
        case .endsInForAwait:
            Diagnostic(DiagnosticMessages.asyncSequenceSink, at: context.range, label: DiagnosticMessages.fixUseForAwait)
        case .asyncOnly(let instead):
            Diagnostic(DiagnosticMessages.notOnPublishers(context.name, instead: instead), at: context.range)
        }
    }
}

/// An operator's meaning on an async sequence: checked into the same `CheckedArguments` as
/// its Combine meaning, and built once, on the async model of its upstream.
struct AsyncMeaning: Sendable {
    package typealias Check = OperatorDescriptor.Check
    typealias Instantiate = @Sendable (_ arguments: CheckedArguments, _ upstream: any AsyncSequenceModel,
                                       _ context: AsyncBuildContext) -> any AsyncSequenceModel

    package let check: Check
    let instantiate: Instantiate
    /// Issue 20: the standard library's call when the operator returns one value, awaited
    /// (`min()`), not a sequence: only `| await as NAME` takes it (see AwaitedValue.swift).
    var oneValueCall: String? = nil
}

/// What a descriptor's `check` knows about where the operator stands.
package struct OperatorContext {
    /// The operator's name (`map`), for messages about its closures.
    package let name: String
    /// The whole `| operator args` stage, for diagnostics.
    package let range: SourceRange
    /// The scope the pipeline is compiled in (`x` exists inside braces).
    let scope: ExpressionScope
    /// The plan of everything before this operator (`autoconnect` checks it is connectable).
    package let upstream: PublisherPlan
    /// The stage written just before this one, if any (`autoconnect` after `combineLatest
    /// clock` suggests connecting `clock` inside instead).
    package var previous: PipelineOperator? = nil

    /// The scope of a per-value expression (`map x * 2`): `x` is the value.
    var valueScope: ExpressionScope {
        var inner = scope.withValue
        inner.operatorName = name
        inner.canThrow = false
        return inner
    }

    /// The scope of a `try…` operator's closure, where `fail(…)` throws.
    var throwingValueScope: ExpressionScope {
        var inner = valueScope
        inner.canThrow = true
        return inner
    }

    /// The scope of scan's and reduce's step: `acc` and `x`.
    func accumulatorScope(throwing: Bool = false) -> ExpressionScope {
        var inner = valueScope
        inner.hasAcc = true
        inner.canThrow = throwing
        return inner
    }
}
