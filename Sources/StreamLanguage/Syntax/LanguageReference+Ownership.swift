/// The reference entries of objects and lifetimes (see docs/OWNERSHIP-SEMANTICS.md).
extension LanguageReference {
    static let ownershipStatements: [Entry] = [
        entry("object", .statement, "object NAME",
              "declare an object with a lifetime (a view model); the session holds it until release",
              "object vm"),
        entry("published", .statement, "published OBJ.PROP = EXPR",
              "declare an @Published property: OBJ.$PROP replays it and emits in willSet, OBJ.PROP reads it",
              "published vm.count = 0"),
        entry("set", .statement, "set OBJ.PROP EXPR [@TIME]",
              "change an @Published property (objectWillChange, then OBJ.$PROP, then the stored value)",
              #"set vm.text "hi" @100ms"#),
        entry("release", .statement, "release OBJ [@TIME]",
              "drop the session's reference: the object is freed unless a strong chain or cycle keeps it",
              "release vm @1s"),
    ]

    package static let assign = entry(
        "assign", .sink, "assign to OBJ.PROP on OBJ [as NAME] [store in OBJ] | assign to OBJ.$PROP",
        "assign(to:on:) (retains OBJ) or assign(to: &$PROP) (no cancellable; ends with the property's subject)",
        "a | assign to vm.text on vm store in vm")
}
