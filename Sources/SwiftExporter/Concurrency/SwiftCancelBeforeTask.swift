import StreamLanguage

/// The hand-written debounce (issue 18 §3): `cancel search; task search { … }` in a handler
/// cancels the task in flight, if any, before starting the next. The first time it runs no
/// task named `search` is written yet, so its property is unknown; the cancel is held back
/// until the body's own `task search` declares it, then written in its place, before the
/// task: `search?.cancel()` (nothing on nil, as StreamLab's cancel of no task) then
/// `search = Task { … }`.
struct SwiftCancelBeforeTask {
    /// Each held-back cancel: the task's name and where its line goes.
    private var held: [(name: String, position: Int)] = []

    /// Whether `step` (the `index`-th of `body`) is a cancel to hold back: of a name with no
    /// task yet, which a later step of the same body starts.
    mutating func defers(_ step: Step, at index: Int, in body: Body, lines: [String],
                         writer: SwiftConcurrencyWriter, scope: SwiftBodyScope) -> Bool {
        guard case .cancel(let name, nil) = step.kind, writer.tasks[name.name] == nil,
              writer.storedTask(name.name, in: scope) == nil else { return false }
        let startsIt = body.steps[(index + 1)...].contains { later in
            if case .task(let task) = later.kind { task.name.name == name.name } else { false }
        }
        guard startsIt else { return false }
        held.append((name.name, lines.count))
        return true
    }

    /// Writes each held-back cancel whose task is now declared, where it was written.
    mutating func insertCancels(into lines: inout [String], writer: SwiftConcurrencyWriter) {
        for (offset, cancel) in held.enumerated().reversed() {
            guard let swift = writer.tasks[cancel.name]?.swift else { continue }
            lines.insert("\(swift)?.cancel()", at: cancel.position)
            held.remove(at: offset)
        }
    }
}
