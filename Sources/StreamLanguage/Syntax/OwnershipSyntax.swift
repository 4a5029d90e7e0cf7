// Syntax of objects and their lifetimes (see docs/OWNERSHIP-SEMANTICS.md):
//
//   object vm                                  Statement.Kind.declareObject
//   published vm.text = ""                     Statement.Kind.declarePublished
//   set vm.text "a" @100ms                     Statement.Kind.setProperty
//   release vm @1s                             Statement.Kind.release
//   a | sink capturing weak vm store in vm     SinkClause.capture, SinkClause.storeIn
//   a | assign to vm.text on vm                SinkClause.assign (assign(to:on:))
//   a | assign to vm.$text                     SinkClause.assign (assign(to: &$text))
//   vm.$text | sink · vm.objectWillChange | sink   sources: `.name("vm.$text")`
//   map vm.text                                expressions: `.identifier("vm.text")`
//
// A dotted name stays one `Identifier` (`vm.$text`), so every place that accepts a
// publisher name accepts a property's publisher; the session resolves it.

/// `OBJ.PROP` or `OBJ.$PROP` as written.
public struct PropertyPath: Sendable, Hashable {
    public var object: Identifier
    public var property: Identifier
    /// `$PROP`: the property's publisher (`assign(to: &$text)`).
    var isProjected: Bool
    public var range: SourceRange

    public init(object: Identifier, property: Identifier, isProjected: Bool, range: SourceRange) {
        self.object = object
        self.property = property
        self.isProjected = isProjected
        self.range = range
    }

    /// `vm.text` or `vm.$text`.
    public var text: String { object.name + (isProjected ? ".$" : ".") + property.name }
}

/// `capturing OBJ` (strong, Swift's default) or `capturing weak OBJ` (`[weak self]`).
public struct CaptureClause: Sendable, Hashable {
    public var object: Identifier
    public var isWeak: Bool
    public var range: SourceRange

    public init(object: Identifier, isWeak: Bool, range: SourceRange) {
        self.object = object
        self.isWeak = isWeak
        self.range = range
    }
}

/// `assign to OBJ.PROP on OBJ` or `assign to OBJ.$PROP`.
public struct AssignTarget: Sendable, Hashable {
    public var property: PropertyPath
    /// The `on OBJ` object, which `assign(to:on:)` retains; `nil` for `assign to OBJ.$PROP`.
    public var root: Identifier?

    public init(property: PropertyPath, root: Identifier?) {
        self.property = property
        self.root = root
    }

    /// `assign to vm.text on vm`, as a lane name reads it.
    public var text: String {
        "assign to " + property.text + (root.map { " on " + $0.name } ?? "")
    }
}

/// The two publishers every object has besides its properties' ones.
public enum ObjectMember {
    /// `OBJ.objectWillChange`.
    public static let objectWillChange = "objectWillChange"
}
