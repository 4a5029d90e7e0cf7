import StreamCore

/// Everything the language knows about one operator, in one place: its spelling, the shape
/// of its arguments (how they are parsed), its help entry, and how it is checked and built.
/// The operator's behaviour lives in its engine stage (`Sources/StreamCore/Operators`).
///
/// Adding an operator means one descriptor in its family file (which lists the family's
/// descriptors), one stage file, and their tests. `OperatorRegistry` gathers the families.
struct OperatorDescriptor: Sendable {
    /// Reads the arguments after the operator's name. The parser stands on the first token
    /// after the name; `start` is the token index of the name (for diagnostics spanning both).
    typealias Parse = @Sendable (_ parser: Parser, _ start: Int) throws(ParseAbort) -> [OperatorArgument]
    /// Checks the parsed arguments (names, expressions, limits) and returns a plan, or `nil`
    /// after reporting every error through the compiler.
    /// Writes the operator after `upstream` as Combine code (see `SwiftPipelineWriter`).
    typealias SwiftTranslation = @Sendable (_ upstream: SwiftPublisher, _ arguments: OperatorArguments,
                                            _ writer: SwiftPipelineWriter) throws(SwiftExportSkip) -> SwiftPublisher
    typealias Compile = @Sendable (_ arguments: OperatorArguments, _ compiler: inout PipelineCompiler,
                                   _ context: OperatorContext) -> OperatorPlan?

    /// The operator's name, as typed after `|`.
    let name: String
    /// The help entry's syntax line, summary and runnable example.
    let syntax: String
    let summary: String
    let example: String
    /// Contextual words the operator's arguments use (`throttle … latest`): offered by
    /// completion and "did you mean".
    var words: [String] = []
    /// Whether the operator's output is a `ConnectablePublisher` (`multicast`), which
    /// `autoconnect` and `connect` need and `:set stages on` does not probe.
    var makesConnectable = false
    /// The form that takes a trailing `on main|background` (`collect DURATION`), when the
    /// operator schedules work as Combine's time operators do; nil for the others.
    var queueForm: String?
    /// How the operator is written in Combine, for `:swift` (`SwiftExport`); `nil` means it
    /// has no faithful translation, and a session using it is skipped with a reason.
    var swift: SwiftTranslation? = nil
    let parse: Parse
    let compile: Compile

    /// The entry `:help` and the README's table show.
    var referenceEntry: LanguageReference.Entry {
        LanguageReference.Entry(name: name, category: .operator, syntax: syntax, summary: summary, example: example)
    }
}

/// What a descriptor's `compile` knows about where the operator stands.
struct OperatorContext {
    /// The operator's name (`map`), for messages about its closures.
    let name: String
    /// The whole `| operator args` stage, for diagnostics.
    let range: SourceRange
    /// The scope the pipeline is compiled in (`x` exists inside braces).
    let scope: ExpressionScope
    /// The plan of everything before this operator (`autoconnect` checks it is connectable).
    let upstream: PublisherPlan
    /// The stage written just before this one, if any (`autoconnect` after `combineLatest
    /// clock` suggests connecting `clock` inside instead).
    var previous: PipelineOperator? = nil

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

/// A checked operator, ready to be built once per instantiation of its pipeline.
struct OperatorPlan {
    /// Builds the operator's publisher on top of `upstream`. Inside braces `environment`
    /// binds the outer `x`; an error fails that stream.
    typealias Build = (_ upstream: any Publisher, _ instantiator: PlanInstantiator,
                       _ environment: Environment) throws(StreamError) -> any Publisher

    let build: Build
    /// See `OperatorDescriptor.makesConnectable`.
    var makesConnectable = false

    init(makesConnectable: Bool = false, _ build: @escaping Build) {
        self.makesConnectable = makesConnectable
        self.build = build
    }
}
