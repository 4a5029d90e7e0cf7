import StreamDSL
import StreamLanguage
import SwiftSourceText

/// Observation in a concurrency export (issue 18 §4, §7), over the session's `@Observable`
/// models (SwiftObservableModel.swift):
///
/// - `for await v in observations { vm.text } { … }` is Swift 6.2's
///   `for await v in Observations({ [self] in vm.text }) { … }` (which needs the 26 releases);
/// - `track { vm.text } { STEPS }` is `withObservationTracking { _ = vm.text } onChange: { … }`,
///   whose handler runs before the new value is stored, on the main actor that sets it
///   (`MainActor.assumeIsolated`); a `track` among its steps registers again;
/// - `didSet vm.text { STEPS }` is a `didSet` observer of the model's property that calls a
///   handler the session installs (its steps need the session's tasks and clock), with `x`
///   the new value, read once when it runs.
enum SwiftObservation {
    /// `Observations` is new in the 26 releases.
    static let observationsAvailability = "@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)"

    /// Whether `line` uses the identifier `name` (not as part of a longer name or a string).
    static func mentions(_ name: String, in line: String) -> Bool {
        var word = "", quoted = false, escaped = false
        for character in line + " " {
            if quoted {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
                continue
            }
            if character == "\"" { quoted = true; word = ""; continue }
            if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
            if word == name { return true }
            word = ""
        }
        return false
    }

    /// The model's handler property for `didSet` on `property` (`textDidSet`).
    static func handler(of property: String) -> String { property + "DidSet" }

    /// One stored property of a model, with its `didSet` observer when the session has one.
    static func propertyLines(_ stored: (name: String, swift: String, type: SwiftType, initial: String),
                              handled: Bool) -> [String] {
        let declaration = "var \(stored.swift): \(stored.type.name) = \(stored.initial)"
        guard handled else { return [declaration] }
        let handler = handler(of: stored.swift)
        return [declaration + " {", "    didSet { \(handler)?(oldValue) }", "}",
                "/// The session's `didSet \(stored.swift)` handler (it starts the session's tasks), given `oldValue`.",
                "@ObservationIgnored var \(handler): (@MainActor (_ oldValue: \(stored.type.name)) -> Void)?"]
    }
}

extension SwiftConcurrencyWriter {
    /// `for await v in observations { EXPR } { STEPS }` on the main actor.
    func observationsLoop(_ tracked: Expr, _ loop: ForAwaitStep, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        guard scope.mainActor else {
            throw .notTranslated("for await over observations off the main actor (the models are main-actor isolated)")
        }
        let written = try expression(tracked, scope: &scope)
        guard let type = written.type, type.isKnown else { throw .noSingleSwiftType("what observations { \(loop.sequence.text) } reads") }
        helpers.insert(.observations)
        scope.usesSelf = true
        let variable = names.declare(loop.variable.name)
        let body = try block(loop.body, scope: &scope, binding: (loop.variable.name, variable, type))
        return ["for await \(variable) in Observations({ [self] in \(Self.bare(written.code, tracked)) }) {"] + body + ["}"]
    }

    /// `track { EXPR } { STEPS }`, as a statement or a step, on the main actor.
    func track(_ declaration: TrackDeclaration, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        guard scope.mainActor else { throw .notTranslated("track off the main actor (the models are main-actor isolated)") }
        let tracked = try expression(declaration.tracked, scope: &scope)
        var inner = scope.nested(mainActor: true)
        let lines = try steps(declaration.body, scope: &inner)
        guard !inner.throwing, inner.returns.allSatisfy({ $0 == nil }) else {
            throw .notTranslated("a track body that throws or returns a value")
        }
        let capture = scope.capture(of: inner)
        scope.usesSelf = true
        return ["withObservationTracking {", "    _ = \(Self.bare(tracked.code, declaration.tracked))", "} onChange: {\(capture)",
                "    // Called before the new value is stored, by the main-actor code that sets it.",
                "    MainActor.assumeIsolated {"] + lines.map { "        " + $0 } + ["    }", "}"]
    }

    /// `didSet vm.p { STEPS }`: installs the handler the model's `didSet` calls.
    func didSet(_ path: PropertyPath, _ body: Body, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        guard let index = models.firstIndex(where: { $0.name == path.object.name }),
              let stored = models[index].properties.first(where: { $0.name == path.property.name }) else {
            throw .noMarbleTestingCounterpart(SwiftExportSkip.objectLifetimes)
        }
        let handler = SwiftObservation.handler(of: stored.swift)
        guard !models[index].didSetHandlers.contains(stored.name),
              !models[index].properties.contains(where: { $0.swift == handler }) else {
            throw .notTranslated("didSet \(path.text) written twice (a Swift property has one didSet)")
        }
        let model = models[index]
        var inner = scope.nested(mainActor: true)
        // `x` is the value just stored, read when the handler runs (a task it starts keeps it).
        let value = names.declare("x")
        inner.bind("x", swift: value, type: stored.type)
        let oldValue = names.declare(DidSetBody.oldValue)
        inner.bind(DidSetBody.oldValue, swift: oldValue, type: stored.type)
        let lines = try steps(body, scope: &inner)
        guard !inner.throwing, inner.returns.allSatisfy({ $0 == nil }) else {
            throw .notTranslated("a didSet body that throws or returns a value")
        }
        // Swift runs the observer again for a set from outside it (StreamLab stores without it).
        if lines.contains(where: { $0.drop(while: { $0 == " " }).hasPrefix("\(model.property).\(stored.swift) = ") }) {
            throw .notTranslated("didSet \(path.text) setting \(path.text) (Swift would run the handler again without end)")
        }
        models[index].didSetHandlers.insert(stored.name)
        scope.usesSelf = true
        let readsValue = lines.contains { SwiftObservation.mentions(value, in: $0) }
        // The model holds the handler and the session the model: `weak self` breaks the cycle.
        var opening = ["\(model.property).\(handler) = { \(oldValue) in"]
        if inner.usesSelf || readsValue {
            opening = ["\(model.property).\(handler) = { [weak self] \(oldValue) in", "    guard let self else { return }"]
        }
        if readsValue { opening.append("    let \(value) = \(model.property).\(stored.swift)") }
        return opening + lines.map { "    " + $0 } + ["}"]
    }
}
