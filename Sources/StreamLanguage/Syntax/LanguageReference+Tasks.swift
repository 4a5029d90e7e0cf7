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
        // Milestone 3:
        entry("actor", .statement, "actor NAME { var F = EXPR; func M(PARAM, …) { STEPS } }",
              "an actor: one thing at a time runs on it; call with await NAME.M(ARGS), read with await NAME.F; a method's suspension frees it",
              "actor cache { var hits = 0; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r } }"),
    ]
}
