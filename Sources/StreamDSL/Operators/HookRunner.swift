import StreamCore

/// Runs a session's handler bodies (a sink's, `didSet`'s, `onTermination`'s, `handleEvents`'
/// hooks): each at once, to its end, through `run` (the session sets it: handlers need its
/// task host). A handler that feeds what runs it (`a | sink as s { send a x }`,
/// `a | handleEvents output { send a x }`) would call itself until Swift's stack overflows;
/// past `maxNestedSets` nested handlers (or a few MB of stack) the deeper one is skipped,
/// `stopped` is told once, and `runaway` remembers it (an export refuses that).
package final class HookRunner {
    var run: (HandlerPlan, Value) -> Void = { _, _ in }
    var stopped: (_ hook: String, _ depth: Int) -> Void = { _, _ in }
    // Milestone 6:
    /// Makes a `future { }`'s Future and starts its task: a body too, which needs the
    /// session's task host as handlers do (the session sets it; see `FutureBridge`).
    var makeFuture: (FutureTaskPlan, Environment) -> any Publisher = { _, _ in ImmediateCompletionPublisher(nil) }
    package private(set) var runaway: String?
    private var nesting: NestedSetLimit?

    func callAsFunction(_ plan: HandlerPlan, _ x: Value, limit: Int) {
        guarded(plan.title, limit: limit) { run(plan, x) }
    }

    /// Runs `body` (the handler titled `title`) unless handlers are nested `limit` deep.
    func guarded(_ title: String, limit: Int, _ body: () -> Void) {
        let nesting = self.nesting ?? makeNesting(limit: limit)
        guard nesting.enter(title) else { return }
        defer { nesting.leave() }
        body()
    }

    /// After `:reset`: no runaway remembered, and the limit read again from the settings.
    func reset() {
        runaway = nil
        nesting = nil
    }

    private func makeNesting(limit: Int) -> NestedSetLimit {
        let nesting = NestedSetLimit(limit: limit)
        nesting.stopped = { [weak self] hook, depth in
            self?.runaway = hook
            self?.stopped(hook, depth)
        }
        self.nesting = nesting
        return nesting
    }
}
