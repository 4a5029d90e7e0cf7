import StreamDSL
import StreamLanguage
import SwiftSourceText

/// An object with observable properties: an `@MainActor @Observable final class`, one
/// instance of which the session class holds.
struct SwiftObservableModel {
    /// The session's name for the object (`vm`) and the session class's property holding it.
    var name: String
    var property: String
    /// The stored properties: the session's name, the Swift name, the type and the initial value.
    var properties: [(name: String, swift: String, type: SwiftType, initial: String)] = []
    /// Issue 18 §7: the properties with a `didSet` handler (SwiftObservationWriter.swift).
    var didSetHandlers: Set<String> = []

    init(name: String, property: String) {
        self.name = name
        self.property = property
    }

    /// The class's name: the object's checked identifier, capitalised, and `Model` (`VmModel`).
    var className: String { property.prefix(1).uppercased() + property.dropFirst() + "Model" }

    /// Makes `vm.text` readable in `scope`'s expressions (on the main actor only).
    func expose(in scope: inout SwiftBodyScope) {
        for stored in properties {
            scope.expressions.variables[name + "." + stored.name] = stored.type
            scope.expressions.spellings[name + "." + stored.name] = property + "." + stored.swift
        }
    }

    /// The class, marked with the availability of Observation.
    var declaration: [String] {
        [SwiftConcurrencyHelpers.observationAvailability, "@MainActor @Observable final class \(className) {"]
            + properties.flatMap { SwiftObservation.propertyLines($0, handled: didSetHandlers.contains($0.name)).map { "    " + $0 } } + ["}"]
    }
}

extension SwiftConcurrencyWriter {
    /// `observable vm.text = EXPR`: a stored property of `vm`'s model class.
    func declareObservable(_ path: PropertyPath, initial: Expr, scope: SwiftBodyScope) throws(SwiftExportSkip) {
        guard let index = models.firstIndex(where: { $0.name == path.object.name }) else {
            throw .notTranslated("observable \(path.text) on something that is not an object")
        }
        let value = try scope.expressions.write(initial)
        guard let type = value.type, !value.throwsError else { throw .noSingleSwiftType("observable \(path.text) = fail(…)") }
        let property = path.property.name
        if models[index].properties.contains(where: { $0.name == property }) {
            throw .notTranslated("observable \(path.text) declared twice")
        }
        // The property's Swift name is checked like any other, unique within its class.
        var inClass = SwiftIdentifiers(reserved: Set(models[index].properties.map(\.swift)))
        models[index].properties.append((property, inClass.declare(property), type, value.code))
    }

    /// `set vm.text V`: an assignment on the main actor.
    func setProperty(_ path: PropertyPath, _ value: Expr, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        guard let model = models.first(where: { $0.name == path.object.name }),
              let stored = model.properties.first(where: { $0.name == path.property.name }) else {
            throw .noMarbleTestingCounterpart(SwiftExportSkip.objectLifetimes)
        }
        guard scope.mainActor else {
            throw .notTranslated("set \(path.text) off the main actor (the model is main-actor isolated)")
        }
        scope.usesSelf = true
        let written = try scope.expressions.write(value)
        guard !written.throwsError, let type = written.type, stored.type.joined(with: type) == stored.type else {
            throw .noSingleSwiftType("\(path.text) holds \(stored.type.name) and is set to \(written.type?.name ?? "fail(…)")")
        }
        return ["\(model.property).\(stored.swift) = \(written.code)"]
    }
}
