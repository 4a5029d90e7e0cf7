/// The reference entries of tasks and handlers (issue 18; docs/CONCURRENCY-SEMANTICS.md).
extension LanguageReference {
    package static let taskStatements: [Entry] = [
        entry("task", .statement, "task NAME [detached] { STEPS } [@TIME]",
              "start a Task on the main actor (detached: off it) when it is next free; lane NAME; :help steps",
              "task t { sleep 300ms; emit 1 }"),
        entry("didSet", .statement, "didSet OBJ.PROP { STEPS }",
              "run steps after each set of a published property (x is the new value); they cannot suspend",
              "didSet vm.text { cancel search; task search { sleep 300ms; emit x } }"),
        // Milestone 2:
        entry("func", .statement, "func NAME(PARAM, …) [on main] { STEPS }",
              "an async throwing function: call it with let r = await NAME(ARGS); return EXPR gives its result",
              "func load(q) { let r = await fetch q after 200ms; return r }"),
    ]
}
