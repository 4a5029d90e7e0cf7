/// Messages of `task { … }` as an expression (issue 18 §3: `loading = task { … }`).
extension DiagnosticMessages {
    /// `send a task { … }`, `emit task { … }`: a task is a value only where a name keeps it.
    package static let taskExpressionNotStored = DiagnosticMessage(
        .taskExpressionNotStored,
        text: "a task is not a value a stream or an expression can carry: task { … } is a value only stored in a name")
    package static let labelStoreTheTask = "store it: let t = task { … } (or NAME = task { … }), then await t.value"
}
