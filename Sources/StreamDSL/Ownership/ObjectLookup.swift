import StreamCore
import StreamLanguage

/// A name that should be an object's, or one of its members, could not be used: the
/// diagnostic says why.
package struct ObjectProblem: Error {
    package let diagnostic: Diagnostic
}

/// What a dotted name (`vm.text`, `vm.$text`, `vm.objectWillChange`) stands for.
package enum ObjectMemberReference {
    case property(OwnedObject, String, PublishedSubject)
    case objectWillChange(OwnedObject)
    // Issue 20:
    /// `c.value` of a CurrentValueSubject `c` (see CurrentValueSetting).
    case currentValue(CurrentValueSubject)
}

/// What a name or dotted name stands for among the objects: naming, so it is the name
/// table's to answer (tested without a session in `NameTableTests`). `now` is the clock's
/// time; a statement that runs later (`at 300ms: …`) gives its own `time`.
extension NameTable {
    /// The object bound to `name`, if the session still holds it at `time` (`nil`: now).
    func liveObject(_ name: String, at range: SourceRange, when time: VirtualTime? = nil,
                    now: VirtualTime) -> Result<OwnedObject, ObjectProblem> {
        if name.contains(".") {  // Issue 18: `published vm.child.text = …` (only set and didSet follow a path)
            return .failure(ObjectProblem(diagnostic: Diagnostic(DiagnosticMessages.pathNotDeclarable(name), at: range)))
        }
        guard let binding = lookup(name) else {
            let suggestion = Suggestions.didYouMean(name, among: definedNames.suffix(PipelineCompiler.suggestedNameLimit))
            return .failure(ObjectProblem(diagnostic: Diagnostic(
                .unknownName(name), at: range, label: suggestion ?? "declare it first: object \(name)")))
        }
        if case .async(.actor) = binding {  // Milestone 3: `cache.hits` without await
            return .failure(ObjectProblem(diagnostic: Diagnostic(DiagnosticMessages.actorMemberWithoutAwait(name), at: range)))
        }
        guard case .object(let object) = binding else {
            return .failure(ObjectProblem(diagnostic: Diagnostic(
                .wrongKind(name, is: binding.kindDescription, expected: "an object"), at: range)))
        }
        guard !object.isReleased, !object.isReleased(by: time ?? now) else {
            return .failure(ObjectProblem(diagnostic: Diagnostic(
                DiagnosticMessages.objectReleased(name), at: range, label: DiagnosticMessages.labelReleasedObject)))
        }
        return .success(object)
    }

    /// `OBJ.PROP` of an object the session holds.
    package func property(_ object: String, _ property: String, at range: SourceRange, objectRange: SourceRange? = nil,
                  when time: VirtualTime? = nil, now: VirtualTime) -> Result<(OwnedObject, PublishedSubject), ObjectProblem> {
        liveObject(object, at: objectRange ?? range, when: time, now: now).flatMap { owner in
            guard let subject = owner.property(property) else {
                let observable = !owner.observableProperties.isEmpty
                return .failure(ObjectProblem(diagnostic: Diagnostic(
                    DiagnosticMessages.unknownProperty(object, property, observable: observable), at: range,
                    label: DiagnosticMessages.labelDeclareProperty(object, property, observable: observable))))
            }
            return .success((owner, subject))
        }
    }

    /// `vm.text`, `vm.$text` and `vm.objectWillChange` of every object the session holds
    /// by name, for Tab completion.
    package func memberNames(of objects: ObjectRegistry) -> [String] {
        var names: [String] = []
        for object in objects.objects where !object.isReleased {
            guard case .object(let bound) = lookup(object.name), bound === object else { continue }
            for property in object.properties {
                names.append(object.name + "." + property.name)
                names.append(object.name + ".$" + property.name)
            }
            names.append(object.name + "." + ObjectMember.objectWillChange)
        }
        return names
    }

    /// A dotted name as written: `vm.text`, `vm.$text` or `vm.objectWillChange`.
    func member(_ dotted: String, at range: SourceRange, when time: VirtualTime? = nil,
                now: VirtualTime) -> Result<ObjectMemberReference, ObjectProblem> {
        let parts = dotted.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            return .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(dotted), at: range)))
        }
        if let last = dotted.lastIndex(of: "."), parts[1].contains(".") {  // Issue 18: `kvo vm.child.text`
            return .failure(ObjectProblem(diagnostic: Diagnostic(DiagnosticMessages.pathNotDeclarable(String(dotted[..<last])), at: range)))
        }
        if let subject = CurrentValueSetting.subject(named: parts[0], member: parts[1], in: lookup) {  // Issue 20
            return .success(.currentValue(subject))
        }
        if parts[1] == ObjectMember.objectWillChange {
            return liveObject(parts[0], at: range, when: time, now: now).map { .objectWillChange($0) }
        }
        let name = parts[1].hasPrefix("$") ? String(parts[1].dropFirst()) : parts[1]
        return property(parts[0], name, at: range, when: time, now: now).map { .property($0.0, name, $0.1) }
    }
}
