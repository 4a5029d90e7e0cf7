/// The label of `task { … }` as an expression (issue 18 §3: `loading = task { … }`); its
/// message is in the catalogue (DiagnosticMessages.swift).
extension DiagnosticMessages {
    package static let labelStoreTheTask = "store it: let t = task { … } (or NAME = task { … }), then await t.value"
}
