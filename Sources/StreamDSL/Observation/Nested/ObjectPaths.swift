import StreamCore

/// Issue 18 §2: a property may hold another object (`observable vm.child = other`,
/// `published vm.child = other`), and a path goes through it: `vm.child.text`.
///
/// A path is followed when it runs, through what each property holds then, so replacing
/// `vm.child` sends later reads and sets to the new child. Each link is read with
/// `PublishedSubject.read()`, so Observation tracks the link as well as the end: a change
/// of `other.text` and a replacement of `vm.child` are both changes of `vm.child.text`.
enum ObjectPaths {
    /// The kind an object's `ValueReference` says (`<object other>`).
    static let kind = "object"

    /// The object a property's value stands for, if it holds one.
    static func object(in value: Value) -> OwnedObject? {
        guard case .reference(let reference) = value, reference.kind == kind else { return nil }
        return (reference.target as? ObjectHandle)?.object
    }

    /// The property at the end of `members` (`["child", "text"]`), starting at `root`.
    /// `written` is the path as the learner wrote it, for errors (`vm.child.text`).
    static func property(_ members: [String], of root: OwnedObject, written: String,
                         tracked: Bool = true) throws(StreamError) -> (owner: OwnedObject, subject: PublishedSubject) {
        var owner = root
        var walked = root.name
        for (index, member) in members.enumerated() {
            guard let subject = owner.property(member) else {
                throw StreamError("\(walked) has no property '\(member)' (\(written))")
            }
            if index == members.count - 1 { return (owner, subject) }
            walked += "." + member
            let value = tracked ? subject.read() : subject.value
            guard let next = object(in: value) else {
                throw StreamError("\(walked) holds \(value.kindName) (\(value.literal)), not an object (\(written))")
            }
            owner = next
        }
        throw StreamError("\(written) names no property")
    }

    /// A read of `vm.child.text` in an expression, from the subject of its first link.
    static func read(through first: PublishedSubject, firstPath: String, rest: [String],
                     written: String) throws(StreamError) -> Value {
        let value = first.read()
        guard let held = object(in: value) else {
            throw StreamError("\(firstPath) holds \(value.kindName) (\(value.literal)), not an object (\(written))")
        }
        let (_, subject) = try property(rest, of: held, written: written)
        let result = subject.read()
        if object(in: result) != nil { throw StreamError("\(written) holds an object: read one of its properties") }
        return result
    }

    /// `set vm.child.text V` or `set vm.child other`: follows the path now and sets its end.
    /// A value that would make an object hold itself is refused (see `reaches`).
    static func set(_ members: [String], of root: OwnedObject, written: String, to value: Value) throws(StreamError) {
        let (owner, subject) = try property(members, of: root, written: written, tracked: false)
        if let held = object(in: value), reaches(held, owner) {
            throw StreamError("\(written) cannot hold \(held.name): \(held.name) holds \(owner.name) already (a cycle of objects)")
        }
        subject.send(value)
    }

    /// Whether `start` holds `target`, itself or through the objects its properties hold.
    /// Bounded by the objects visited, so a cycle made another way cannot loop.
    static func reaches(_ start: OwnedObject, _ target: OwnedObject) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var stack = [start]
        while let object = stack.popLast() {
            if object === target { return true }
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            for property in object.properties {
                if let held = self.object(in: property.subject.value) { stack.append(held) }
            }
        }
        return false
    }

    /// The names of the objects from `start` to `target` through held objects (`top`, `vm`,
    /// `child`), the shortest such chain; nil when `start` does not hold `target`.
    static func chain(from start: OwnedObject, to target: OwnedObject) -> [String]? {
        var parent: [ObjectIdentifier: OwnedObject] = [:]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let object = queue[head]
            head += 1
            if object === target {
                var names = [object.name]
                var step = object
                while let previous = parent[ObjectIdentifier(step)] {
                    names.append(previous.name)
                    step = previous
                }
                return names.reversed()
            }
            for property in object.properties {
                guard let held = self.object(in: property.subject.value), seen.insert(ObjectIdentifier(held)).inserted else { continue }
                parent[ObjectIdentifier(held)] = object
                queue.append(held)
            }
        }
        return nil
    }

    /// Splits `child.text` into its members.
    static func members(_ relative: String) -> [String] {
        relative.split(separator: ".").map(String.init)
    }
}

/// What an object's `ValueReference` points at: the object, weakly, so that the object's
/// cached reference (`OwnedObject.reference`) makes no cycle. The session's registry keeps
/// every object until `:reset`.
final class ObjectHandle {
    weak var object: OwnedObject?
    init(_ object: OwnedObject) { self.object = object }
}
