import StreamDSL
import StreamLanguage

/// A compact S-expression of a syntax tree without ranges, so expected trees can be
/// written by hand: `a | map x * 10 | sink` is `(subscribe (pipe a (map (* x 10))) (sink))`.
/// Durations print as milliseconds (`1500ms`); a name source prints as its name.
enum TreeDump {
    static func statement(_ value: Statement) -> String {
        switch value.kind {
        case .declareSubject(let name, let subscription):
            return list("subject", name.name, subscription.map(Self.subscription))
        case .declareCurrent(let name, let initial, let subscription):
            return list("current", name.name, expr(initial), subscription.map(Self.subscription))
        case .subscribe(let value):
            return subscription(value)
        case .definePipeline(let name, let value):
            return list("define", name.name, pipeline(value))
        case .send(let subject, let values, let task):
            return list(["send", subject.name] + values.map { expr($0.value) + ($0.time.map { "@" + duration($0) } ?? "") }
                        + (task.map { ["as", $0.name] } ?? []))
        case .complete(let subject, let time):
            return list("complete", subject.name, time.map { "@" + duration($0) })
        case .fail(let subject, let message, let time):
            return list("fail", subject.name, expr(message), time.map { "@" + duration($0) })
        case .at(let time, let inner):
            return list("at", duration(time), statement(inner))
        case .cancel(let name, let time):
            return list("cancel", name.name, time.map { "@" + duration($0) })
        case .request(let name, let count, let time):
            return list("request", name.name, count.map { String($0.value) } ?? "unlimited", time.map { "@" + duration($0) })
        case .connect(let name, let connection, let time):
            return list("connect", name.name, connection.map { "as " + $0.name }, time.map { "@" + duration($0) })
        case .advance(let by):
            return list("advance", duration(by))
        case .advanceTo(let time):
            return list("advance-to", duration(time))
        case .run(let until):
            return list("run", until.map { "until " + duration($0) })
        case .declareObject(let name):
            return list("object", name.name)
        case .declarePublished(let path, let initial):
            return list("published", path.text, expr(initial))
        case .setProperty(let path, let value, let time):
            return list("set", path.text, expr(value), time.map { "@" + duration($0) })
        case .release(let name, let time):
            return list("release", name.name, time.map { "@" + duration($0) })
        case .async(let statement):
            return asyncStatement(statement)
        case .task(let task):
            return self.task(task)
        case .didSet(let path, let body):
            return list("didSet", path.text, self.body(body))
        // Milestone 5:
        case .observation(.declareObservable(let path, let initial)):
            return list("observable", path.text, expr(initial))
        case .observation(.track(let declaration)):
            return track(declaration)
        case .function(let function):
            return list(["func", function.name.name] + function.parameters.map(\.name) + [function.onMain ? "on main" : nil, self.body(function.body)].compactMap { $0 })
        case .actor(let actor):
            return list(["actor", actor.name.name] + actor.fields.map { list($0.isVar ? "var" : "let", $0.name.name, expr($0.initial)) }
                        + actor.methods.map { list(["func", $0.name.name] + $0.parameters.map(\.name) + [self.body($0.body)]) })
        case .post(let name, let values):  // Issue 20
            return list(["post", name.name] + values.map { expr($0.value) + ($0.time.map { "@" + duration($0) } ?? "") })
        }
    }

    static func track(_ value: TrackDeclaration) -> String {
        list("track", "{" + expr(value.tracked) + "}", body(value.body))
    }

    static func task(_ value: TaskDeclaration) -> String {
        list("task", value.name.name, value.detached ? "detached" : nil, body(value.body), value.time.map { "@" + duration($0) })
    }

    /// `{ STEP … }` as `{step step}`.
    static func body(_ value: Body) -> String {
        "{" + value.steps.map(step).joined(separator: " ") + "}"
    }

    static func step(_ value: Step) -> String {
        switch value.kind {
        case .sleep(let time): return list("sleep", duration(time))
        case .await(let awaited): return awaitExpr(awaited)
        case .bind(let binding, let name, let value):
            let right: String
            switch value {
            case .expression(let e): right = expr(e)
            case .await(let a): right = awaitExpr(a)
            case .task(let declaration): right = task(declaration)  // Issue 18 §3
            }
            return list(binding.rawValue, name.name, right)
        case .emit(let e, let ui): return list("emit", ui ? "ui" : nil, expr(e))
        case .checkCancellation: return "checkCancellation"
        case .ifThen(let test, let then, let otherwise): return list("if", expr(test), body(then), otherwise.map(body))
        case .returnValue(let e): return list("return", e.map(expr))
        case .throwError(let e): return list("throw", expr(e))
        case .doCatch(let tried, let caught): return list("do", body(tried), "catch", body(caught))
        case .task(let declaration): return task(declaration)
        case .cancel(let name, let time): return list("cancel", name.name, time.map { "@" + duration($0) })
        case .statement(let inner): return statement(inner)
        // Milestone 2:
        case .forAwait(let loop): return list("for-await", loop.variable.name, pipeline(loop.sequence), body(loop.body))
        // Milestone 4:
        case .callback(let after, let steps): return list("callback", "after " + duration(after), body(steps))
        case .resume(let name, .returning(let e)): return list("resume", name.name, expr(e))
        case .resume(let name, .throwing(let e)): return list("resume", name.name, "throwing", expr(e))
        // Milestone 5:
        case .track(let declaration): return track(declaration)
        // Milestone 3:
        case .work(let time): return list("work", duration(time))
        case .onMain(let steps): return list("on-main", body(steps))
        case .asyncLet(let name, let function, let arguments): return list(["async-let", name.name, function.name] + arguments.map(expr))
        case .group(let name, let inner): return list("group", name.name, body(inner))
        case .addChild(let name, let inner): return list("add", name.name, body(inner))
        case .cancelAll(let name): return list("cancelAll", name.name)
        case .promise(let value, let fails): return list(fails ? "promise-fail" : "promise", expr(value))  // Milestone 6
        }
    }

    static func awaitExpr(_ value: AwaitExpr) -> String {
        switch value.kind {
        case .fetch(let e, let after): return list("await-fetch", expr(e), "after " + duration(after))
        case .fetchFailure(let e, let after): return list("await-fetch-fail", expr(e), "after " + duration(after))
        // Milestone 4:
        case .continuation(let c):
            return list("await-continuation", c.name.name, body(c.body), c.onCancel.map { "onCancel " + body($0) })
        case .call(let name, let arguments): return list(["await-call", name.name] + arguments.map(expr))
        case .taskValue(let name): return list("await-value", name.name)
        case .child(let name): return list("await-child", name.name)
        case .actorCall(let actor, let method, let arguments): return list(["await-actor-call", actor.name, method.name] + arguments.map(expr))
        case .actorField(let actor, let field): return list("await-actor-field", actor.name, field.name)
        }
    }

    static func asyncStatement(_ value: AsyncStatement) -> String {
        switch value {
        case .declareStream(let name, let throwing, let buffering, let onTermination):
            let policy: String
            switch buffering {
            case .unbounded: policy = "unbounded"
            case .newest(let count): policy = "newest \(count.value)"
            case .oldest(let count): policy = "oldest \(count.value)"
            }
            return list("stream", name.name, throwing ? "throwing" : nil, policy, onTermination.map { "onTermination " + body($0) })
        case .declareChannel(let name, let throwing):
            return list("channel", name.name, throwing ? "throwing" : nil)
        case .yield(let stream, let values):
            return list(["yield", stream.name] + values.map { expr($0.value) + ($0.time.map { "@" + duration($0) } ?? "") })
        case .finish(let name, let time):
            return list("finish", name.name, time.map { "@" + duration($0) })
        case .declareUnfoldingStream(let stream):  // Issue 20
            return list("stream", stream.name.name, "unfolding", expr(stream.step), "from", expr(stream.initial),
                        stream.delay.map { "after " + duration($0) })
        }
    }

    static func subscription(_ value: PipelineSubscription) -> String {
        if let loop = value.sink.loop {
            let forAwait = list("for-await", loop.work.map { "work " + duration($0) }, value.sink.name.map { "as " + $0.name })
            return list("subscribe", pipeline(value.pipeline), forAwait)
        }
        let clause = value.sink
        let sink = list("sink", clause.assign.map { $0.text }, clause.ui ? "ui" : nil,
                        clause.demand.map { "demand \($0.value)" }, clause.name.map { "as " + $0.name },
                        clause.storeIn.map { "store in " + $0.name },
                        clause.capture.map { "capturing " + ($0.isWeak ? "weak " : "") + $0.object.name },
                        clause.body.map(body))
        return list(value.discardsCancellable ? "discard" : "subscribe", pipeline(value.pipeline), sink)
    }

    static func pipeline(_ value: Pipeline) -> String {
        list(["pipe", source(value.source)] + value.operators.map(stage))
    }

    static func source(_ value: PipelineSource) -> String {
        switch value.kind {
        case .name(let name): return name.name
        case .just(let value): return list("just", expr(value))
        case .sequence(let items): return list(["sequence"] + items.map(expr))
        case .range(let lower, let upper, let isClosed):
            return list("range", expr(lower), isClosed ? "..." : "..<", expr(upper))
        case .empty: return "empty"
        case .fail(let value): return list("fail", expr(value))
        case .never: return "never"
        case .timer(let interval): return list("timer", duration(interval))
        case .asyncTimer(let interval): return list("timer", "every", duration(interval))
        case .future(let value, let after, let fails):
            return list(fails ? "future-fail" : "future", expr(value), "after", duration(after))
        case .fetch(let value, let after, let fails):
            return list(fails ? "fetch-fail" : "fetch", expr(value), "after", duration(after))
        case .notifications(let name): return list("notifications", name.name)  // Issue 20
        case .kvo(let path, let newOnly): return list("kvo", path.text, newOnly ? "new" : nil)
        case .record(let values, let failure):
            return list(["record"] + values.map(expr) + (failure.map { ["fail", expr($0)] } ?? []))
        case .deferred(let inner): return list("deferred", pipeline(inner))
        case .conditional(let condition, let then, let otherwise):
            return list("if", expr(condition), pipeline(then), "else", pipeline(otherwise))
        case .cold(let marbles, let frame):
            return list("cold", quoted(marbles.value), frame.map { "frame " + duration($0) })
        case .hot(let marbles, let frame):
            return list("hot", quoted(marbles.value), frame.map { "frame " + duration($0) })
        case .parenthesized(let inner): return list("paren", pipeline(inner))
        // Milestone 5:
        case .observations(let read): return list("observations", "{" + expr(read) + "}")
        // Milestone 6:
        case .futureTask(let name, let steps): return list("future", name.map { "as " + $0.name }, body(steps))
        }
    }

    static func stage(_ value: PipelineOperator) -> String {
        list([value.name.name] + value.arguments.map(argument))
    }

    static func argument(_ value: OperatorArgument) -> String {
        switch value {
        case .expression(let body): return expr(body)
        case .expressions(let items): return items.map(expr).joined(separator: " ")
        case .count(let count): return String(count.value)
        case .duration(let interval): return duration(interval)
        case .string(let text): return quoted(text.value)
        case .pipeline(let inner): return pipeline(inner)
        case .publishers(let sources): return sources.map(source).joined(separator: " ")
        case .word(let word): return word.name
        case .body(let steps): return body(steps)
        }
    }

    static func expr(_ value: Expr) -> String {
        switch value.kind {
        case .integer(let n): return String(n)
        case .decimal(let d): return String(d)
        case .string(let s): return quoted(s)
        case .bool(let b): return String(b)
        case .nil: return "nil"
        case .identifier(let name): return name
        case .tuple(let items): return list(["tuple"] + items.map(expr))
        case .array(let items): return "[" + items.map(expr).joined(separator: " ") + "]"
        case .unary(let op, let operand): return list(op == .negate ? "neg" : "not", expr(operand))
        case .binary(let op, let lhs, let rhs): return list(op.rawValue, expr(lhs), expr(rhs))
        case .tupleElement(let base, let position): return list(".\(position)", expr(base))
        case .subscripted(let base, let position): return list("index", expr(base), expr(position))
        case .call(let name, let arguments): return list(["call", name.name] + arguments.map(expr))
        case .conditional(let condition, let then, let otherwise): return list("?", expr(condition), expr(then), expr(otherwise))
        }
    }

    static func duration(_ value: DurationLiteral) -> String { "\(value.milliseconds)ms" }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"")
            .replacingOccurrences("\n", "\\n") + "\""
    }

    private static func list(_ parts: String?...) -> String { list(parts.compactMap { $0 }) }

    private static func list(_ parts: [String]) -> String {
        parts.count == 1 && !parts[0].contains(" ") && parts[0] != "sink" ? parts[0] : "(" + parts.joined(separator: " ") + ")"
    }
}

private extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
