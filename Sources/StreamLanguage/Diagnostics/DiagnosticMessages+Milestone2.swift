/// Messages of issue 18's milestone 2: `for await` steps, functions, `t.value`, `async let`
/// and task groups.
extension DiagnosticMessages {
    package static let labelForAwaitStep = "as in for await x in s { emit x }"
}
