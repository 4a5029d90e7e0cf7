import StreamCore

/// Runs `handleEvents`' hooks for a session: each hook's steps at once, as a handler body,
/// through `run` (the session sets it: handlers need its task host). A hook that feeds its
/// own upstream (`a | handleEvents output { send a x }`) would call itself until Swift's
/// stack overflows; past `maxNestedSets` nested hooks (or a few MB of stack) the deeper hook
/// is skipped, `stopped` is told once, and `runaway` remembers it (an export refuses that).
package final class HookRunner {
    var run: (HandlerPlan, Value) -> Void = { _, _ in }
    var stopped: (_ hook: String, _ depth: Int) -> Void = { _, _ in }
    package private(set) var runaway: String?
    private var nesting: NestedSetLimit?

    func callAsFunction(_ plan: HandlerPlan, _ x: Value, limit: Int) {
        let nesting = self.nesting ?? makeNesting(limit: limit)
        guard nesting.enter(plan.title) else { return }
        defer { nesting.leave() }
        run(plan, x)
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
