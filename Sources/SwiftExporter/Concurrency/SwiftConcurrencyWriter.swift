import Marbles
import StreamCore
import StreamDSL
import StreamLanguage
import SwiftSourceText

/// Writes a session of tasks, functions and observable models as the Swift a developer would
/// write: one `@MainActor` class holding the models, the tasks (`Task { }` made in main-actor
/// code) and the functions, whose `run()` plays the session's top-level statements in order.
/// Every sleep is `Task.sleep(for:clock:)` on the clock the class is given (a test clock).
///
/// User text reaches the code only through `SwiftSourceText` (string literals, comments,
/// checked identifiers). What it cannot express yet is a skip with its reason, never a guess.
final class SwiftConcurrencyWriter {
    let replay: ExportRun
    /// Every Swift name the class and its bodies declare: unique, never a keyword.
    var names = SwiftIdentifiers(reserved: SwiftConcurrencyHelpers.reserved)
    /// Each task name's stored property and the type its `Task` has.
    var tasks: [String: (swift: String, result: SwiftType?, throwing: Bool)] = [:]
    /// The session's functions, written when first called (their parameters' types come
    /// from the call), and the signature of each written one.
    var functions: [String: FunctionDeclaration] = [:]
    var signatures: [String: SwiftFunctionSignature] = [:]
    var writing: Set<String> = []
    var functionBlocks: [[String]] = []
    /// The session's objects with observable properties, in order of declaration.
    var models: [SwiftObservableModel] = []
    /// What each continuation is resumed with, and what each task group's children return
    /// (`nil`: nothing, `Void`), by Swift name.
    var closureResults: [String: SwiftType] = [:]
    var groupResults: [String: SwiftType?] = [:]
    var helpers: Set<SwiftConcurrencyHelpers.Helper> = []
    /// Issue 18 §7: the session's actors (SwiftActorWriter.swift).
    let actors = SwiftActors()

    init(replay: ExportRun) {
        self.replay = replay
    }

    /// Whether the session is one of Swift concurrency: a task, a function, a `didSet`
    /// handler or an observable property (the rest is exported as Combine).
    static func applies(to replay: ExportRun) -> Bool {
        replay.steps.contains { isConcurrency($0.statement) }
    }

    private static func isConcurrency(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .task, .function, .didSet, .observation, .actor: true
        case .at(_, let inner): isConcurrency(inner)
        default: false
        }
    }

    // MARK: The file

    /// The class named `name` and what it uses, as one Swift file.
    func file(named name: String) throws(SwiftExportSkip) -> String {
        var run: [String] = []
        var now = 0
        for step in replay.steps {
            if step.time > now {
                run += SwiftSourceText.commentLines("the session's clock moved to \(formatVirtualTime(step.time))")
                run.append("try await Task.sleep(for: .milliseconds(\(step.time - now)), clock: clock)")
                now = step.time
            }
            let written = try statement(step.statement, now: now)
            if written.isEmpty { continue }
            run += SwiftSourceText.commentLines(step.statement.text)
            run += written
        }
        // A function nobody called is written with the types its parameters cannot have: refused.
        if let uncalled = functions.keys.sorted().first(where: { signatures[$0] == nil }),
           let declaration = functions[uncalled] {
            if !declaration.parameters.isEmpty {
                throw .notTranslated("func \(uncalled), never called, so its parameters' types are unknown")
            }
            _ = try signature(uncalled, arguments: [])
        }
        // `session_1a2b3c` is `Session_1a2b3c`; `tasksAndCancellation` `TasksAndCancellationSession`.
        let base = SwiftSourceText.identifier(name)
        let capitalised = base.prefix(1).uppercased() + base.dropFirst()
        let className = capitalised.hasPrefix("Session") ? capitalised : capitalised + "Session"
        let actorParts = try actorParts()  // Issue 18 §7
        return SwiftConcurrencyHelpers.file(className: className, models: models, tasks: actorParts.properties + taskProperties(),
                                            functions: actorParts.types + functionBlocks, run: run, helpers: helpers,
                                            initializers: actorParts.inits)
    }

    private func taskProperties() -> [String] {
        tasks.values.sorted { $0.swift < $1.swift }.map { task in
            "var \(task.swift): Task<\(task.result?.name ?? "Void"), \(task.throwing ? "any Error" : "Never")>?"
        }
    }

    // MARK: Top-level statements

    /// The Swift of one top-level statement, run at `now` (ms) in `run()`, on the main actor.
    func statement(_ statement: Statement, now: Int) throws(SwiftExportSkip) -> [String] {
        if SwiftStatementWriter.movesTheClock(statement) { return [] }
        var scope = topLevelScope()
        switch statement.kind {
        case .function(let function):
            guard functions[function.name.name] == nil else {
                throw .notTranslated("func \(function.name.name) defined twice (Swift names a function once)")
            }
            functions[function.name.name] = function
            return []
        case .task(let task):
            return try later(task.time, now: now, try startTask(task, scope: &scope))
        case .cancel(let name, let time):
            guard let swift = tasks[name.name]?.swift else { throw .notTranslated("cancel of \(name.name), which is not a task") }
            return try later(time, now: now, ["\(swift)?.cancel()"])
        case .declareObject(let name):
            models.append(SwiftObservableModel(name: name.name, property: names.declare(name.name)))
            return []
        case .observation(.declareObservable(let path, let initial)):
            try declareObservable(path, initial: initial, scope: scope)
            return []
        case .setProperty(let path, let value, let time):
            return try later(time, now: now, try setProperty(path, value, scope: &scope))
        case .at(let time, let inner):
            return try later(time, now: now, try self.statement(inner, now: time.milliseconds))
        case .didSet(let path, let body):  // Issue 18 §7: SwiftObservationWriter.swift
            return try didSet(path, body, scope: &scope)
        case .observation(.track(let declaration)):
            return try track(declaration, scope: &scope)
        case .actor(let actor):  // Issue 18 §7
            try declareActor(actor)
            return []
        case .declarePublished, .release:
            throw .noMarbleTestingCounterpart(SwiftExportSkip.objectLifetimes)
        case .async, .declareSubject, .declareCurrent, .subscribe, .definePipeline, .send, .complete, .fail,
             .request, .connect:
            throw .notTranslated("'\(statement.text)' beside tasks (Combine and async sequences in a concurrency export are not exported yet)")
        default:
            // A statement kind added to the language after the exporter (actors): never guessed.
            throw .notTranslated("the statement '\(statement.text)'")
        }
    }

    /// `lines` now, or on the main actor once the clock reaches `time`.
    private func later(_ time: DurationLiteral?, now: Int, _ lines: [String]) throws(SwiftExportSkip) -> [String] {
        guard let time, time.milliseconds > now else { return lines }
        helpers.insert(.after)
        return ["after(.milliseconds(\(time.milliseconds - now))) { [self] in"] + lines.map { "    " + $0 } + ["}"]
    }

    /// The scope of `run()`: the main actor, the models' properties in reach.
    func topLevelScope() -> SwiftBodyScope {
        var scope = SwiftBodyScope(mainActor: true)
        for model in models { model.expose(in: &scope) }
        return scope
    }
}

/// A function as written: its Swift name, its parameters' types and its result.
struct SwiftFunctionSignature {
    var swift: String
    var parameters: [SwiftType]
    var result: SwiftType?
    var onMain: Bool
}
