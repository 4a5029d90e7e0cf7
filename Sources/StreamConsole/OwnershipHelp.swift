import StreamDSL

/// `:help objects`: objects, their lifetimes and how StreamLab decides what is freed
/// (docs/OWNERSHIP-SEMANTICS.md has the whole model).
enum OwnershipHelp {
    static let text = """
        Objects and lifetimes (Swift's ARC, modelled):
          object vm; published vm.text = ""  a view model with an @Published property
          vm.$text | … | sink                replays the value, then emits in willSet
          vm.objectWillChange | … | sink     () before any property changes
          set vm.text "hi" @100ms            willSet: a sink reading vm.text sees the old value
          a | sink store in vm capturing vm  stored in vm's bag; the closure holds vm
          a | sink capturing weak vm         [weak self]: the closure holds nothing
          a | assign to vm.text on vm        assign(to:on:) retains vm
          a | assign to vm.$text             assign(to: &$text): no cancellable
          _ = a | sink                       the cancellable is dropped: cancelled at once
          release vm @1s                     the session lets go of vm
        A plain `PIPELINE | sink` is held by the session. A subject holds its subscriptions,
        a sink its closure, a closure what it captures strongly. After release, vm is freed
        unless a chain from the session or a cycle keeps it: ARC never frees a cycle. A freed
        object's bag cancels what it stored (!); a kept one is named
        (vm → bag → S → closure → vm) and its subscriptions are noted as leaked.

        """
}
