import StreamLanguage
import StreamDSL
import Testing
@testable import Lessons

/// No exercise's solution is a demo of its own lesson with only names, values or times
/// changed: an exercise must carry the idea into a new situation, not ask for the demo again.
///
/// Both sides are reduced to statement shapes (`StatementShape`): names, numbers, strings,
/// durations and times are erased (an expression keeps its operators and functions: `x > 0`
/// and `x >= 0` are different logic), sends and the clock are left out, and
/// where a value comes from (a subject, a named source, a marble string) is one shape. The
/// exercise's setup counts with its solution, since a demo declares in its own block what an
/// exercise's setup declares. A solution is a copy when its shapes, as a multiset, are
/// those of one demo.
@Suite struct ExerciseNotACopyTests {
    static var exercises: [Exercise] {
        ((try? CourseGoldenTests.course().lessons) ?? []).flatMap(\.exercises)
    }

    @Test(arguments: exercises.map(\.progressKey))
    func theSolutionIsNotADemoOfItsLessonRenamed(_ key: String) throws {
        let exercise = try #require(Self.exercises.first { $0.progressKey == key })
        let lesson = try #require(try CourseGoldenTests.course().lesson(named: exercise.lessonName))
        let solution = StatementShape.shapes(of: (exercise.setup + exercise.solution).map(\.input))
        try #require(!solution.isEmpty, "\(key): its solution has no statement with a shape")
        let copies = lesson.steps.filter { step in
            guard case .demo(let steps) = step else { return false }
            return StatementShape.shapes(of: steps.map(\.input)).sorted() == solution.sorted()
        }
        if let reason = Self.knownCopies[key] {
            withKnownIssue(Comment(rawValue: reason)) {
                #expect(copies.isEmpty, "\(key)'s solution is a demo of its lesson renamed")
            }
            return
        }
        #expect(copies.isEmpty, "\(key)'s solution is a demo of its lesson renamed:\n\(solution.joined(separator: "\n"))")
    }

    /// Copies not replaced yet, each with its reason; `withKnownIssue` fails once one is
    /// replaced, so the entry must then go.
    static let knownCopies: [String: String] = [:]

    // The test's own rule, on cases that must and must not count as copies.

    @Test func namesValuesAndTimesDoNotMakeANewSolution() {
        let demo = StatementShape.shapes(of: [
            "subject q", "q | map { just upper(x) | delay 300ms | print \"r\" } | switchToLatest | sink as results",
            "send q \"c\" @100ms", "complete q @800ms", "run",
        ])
        let renamed = StatementShape.shapes(of: [
            "subject search", "search | map { just upper(x) | delay 1s } | switchToLatest | sink as out", "run",
        ])
        #expect(demo.sorted() == renamed.sorted())
        let marbleSource = StatementShape.shapes(of: ["s = cold \"-1-2|\" | share", "s | sink as a", "at 200ms: s | sink as b"])
        let namedSource = StatementShape.shapes(of: ["src = cold \"-7|\"", "m = src | share", "m | sink", "at 1s: m | sink as two"])
        #expect(marbleSource.sorted() == namedSource.sorted())
    }

    @Test func anotherOperatorOrShapeIsANewSolution() {
        let demo = StatementShape.shapes(of: ["s = cold \"-1-2|\" | share", "s | sink as a", "at 200ms: s | sink as b"])
        let other = [
            ["s = cold \"-1-2|\" | multicast", "s | sink as a", "at 200ms: s | sink as b"],
            ["s = cold \"-1-2|\" | share", "s | filter x > 0 | sink as a", "at 200ms: s | sink as b"],
            ["s = cold \"-1-2|\" | share | map x * 2", "s | sink as a", "at 200ms: s | sink as b"],
            ["s = cold \"-1-2|\" | share", "s | sink as a", "s | sink as b"],
            ["s = cold \"-1-2|\" | share", "s | sink as a", "at 200ms: s | sink as b", "cancel a @300ms"],
        ]
        for answer in other {
            #expect(StatementShape.shapes(of: answer).sorted() != demo.sorted(), "\(answer)")
        }
    }
}

/// A statement with its names, values and times erased (see `ExerciseNotACopyTests`).
enum StatementShape {
    /// The shapes of the statements of `inputs` that have one, in order.
    static func shapes(of inputs: [String]) -> [String] {
        inputs.filter { !$0.drop(while: { $0 == " " }).hasPrefix(":") }
            .flatMap { Parser.parse($0).statements }
            .compactMap(shape)
    }

    static func shape(_ statement: Statement) -> String? {
        switch statement.kind {
        case .declareSubject(_, let subscription):
            return "subject" + (subscription.map { " " + shape($0) } ?? "")
        case .declareCurrent(_, _, let subscription):
            return "current" + (subscription.map { " " + shape($0) } ?? "")
        case .subscribe(let subscription):
            return shape(subscription)
        case .definePipeline(_, let pipeline):
            // A bare source given a name is where values come from, like a subject.
            let body = shape(pipeline)
            return body == "SOURCE" ? nil : "NAME = " + body
        case .at(_, let inner):
            return shape(inner).map { "at: " + $0 }
        case .cancel: return "cancel"
        case .request: return "request"
        case .connect: return "connect"
        case .declareObject: return "object"
        case .declarePublished: return "published"
        case .release: return "release"
        case .task: return "task"
        case .didSet: return "didSet"
        case .observation(.declareObservable): return "observable"  // Milestone 5
        case .observation(.track): return "track"
        case .function: return "func"
        case .actor: return "actor"  // Milestone 3
        case .post: return nil  // Issue 20: like send
        case .async(let statement):
            switch statement {
            case .declareStream(_, let throwing, let buffering, _):
                return "stream" + (throwing ? " throwing" : "") + " " + String(describing: buffering).prefix(while: { $0 != "(" })
            case .declareChannel: return "channel"
            case .declareUnfoldingStream: return "stream unfolding"  // Issue 20
            case .yield, .finish: return nil
            }
        // Values and times: what an exercise's setup and variants vary.
        case .send, .complete, .fail, .advance, .advanceTo, .run, .setProperty:
            return nil
        }
    }

    static func shape(_ subscription: PipelineSubscription) -> String {
        let sink = subscription.sink
        var words: [String] = []
        if let assign = sink.assign { words.append(assign.root == nil ? "assign" : "assign on") }
        if sink.loop != nil { words.append(sink.loop?.work == nil ? "for await" : "for await work") }
        if words.isEmpty { words.append("sink") }
        if sink.ui { words.append("ui") }
        if sink.demand != nil { words.append("demand") }
        if sink.storeIn != nil { words.append("store") }
        if let capture = sink.capture { words.append(capture.isWeak ? "capturing weak" : "capturing") }
        return (subscription.discardsCancellable ? "_ = " : "") + shape(subscription.pipeline) + " | " + words.joined(separator: " ")
    }

    static func shape(_ pipeline: Pipeline) -> String {
        // `print` and `eraseToAnyPublisher` change what is logged or typed, not what flows.
        let stages = pipeline.operators.filter { !["print", "eraseToAnyPublisher"].contains($0.name.name) }
        return ([shape(pipeline.source)] + stages.map(shape)).joined(separator: " | ")
    }

    static func shape(_ stage: PipelineOperator) -> String {
        ([stage.name.name] + stage.arguments.map { argument in
            switch argument {
            case .expression(let expression): shape(expression)
            case .expressions(let expressions): expressions.map(shape).joined(separator: ", ")
            case .count: "N"
            case .duration: "T"
            case .string: "S"
            case .pipeline(let inner): "{ \(shape(inner)) }"
            case .publishers(let sources): sources.map(shape).joined(separator: ", ")
            case .word(let word): word.name
            case .body: "{ STEPS }"
            }
        }).joined(separator: " ")
    }

    static func shape(_ source: PipelineSource) -> String {
        switch source.kind {
        case .name, .cold, .hot: "SOURCE"
        case .just(let value): "just \(shape(value))"
        case .sequence: "sequence V"
        case .range: "range V"
        case .empty: "empty"
        case .fail: "fail V"
        case .never: "never"
        case .timer: "timer T"
        case .asyncTimer: "timer every T"
        case .future(_, _, let fails): fails ? "future fail V" : "future V"
        case .fetch(_, _, let fails): fails ? "fetch fail V" : "fetch V"
        case .notifications: "notifications N"  // Issue 20
        case .kvo(_, let newOnly): newOnly ? "kvo P new" : "kvo P"
        case .record(let values, let failure): "record " + values.map(shape).joined(separator: ", ") + (failure == nil ? "" : " fail M")
        case .deferred(let inner): "deferred { \(shape(inner)) }"
        case .conditional(let condition, let then, let otherwise):
            "if \(shape(condition)) { \(shape(then)) } else { \(shape(otherwise)) }"
        case .parenthesized(let inner): "(\(shape(inner)))"
        case .observations(let read): "observations { \(shape(read)) }"  // Milestone 5
        case .futureTask(let name, _): name == nil ? "future { STEPS }" : "future as NAME { STEPS }"  // Milestone 6
        }
    }

    /// An expression with its literals (`V`) and names (`NAME`) erased; `x`, `acc`,
    /// operators and functions kept.
    static func shape(_ expression: Expr) -> String {
        switch expression.kind {
        case .integer, .decimal, .string, .bool, .nil: return "V"
        case .identifier(let name): return ["x", "acc"].contains(name) ? name : "NAME"
        case .tuple(let elements): return "(" + elements.map(shape).joined(separator: ", ") + ")"
        case .array(let elements): return "[" + elements.map(shape).joined(separator: ", ") + "]"
        case .unary(let op, let operand):
            let inner = shape(operand)
            return op == .negate && inner == "V" ? "V" : op.rawValue + inner
        case .binary(let op, let left, let right): return "(\(shape(left)) \(op.rawValue) \(shape(right)))"
        case .tupleElement(let tuple, _): return shape(tuple) + ".i"
        case .subscripted(let base, let index): return shape(base) + "[" + shape(index) + "]"
        case .call(let name, let arguments): return name.name + "(" + arguments.map(shape).joined(separator: ", ") + ")"
        case .conditional(let condition, let then, let otherwise):
            return "(\(shape(condition)) ? \(shape(then)) : \(shape(otherwise)))"
        }
    }
}
