/// `:help observation`: `@Observable` models, `observations { }` and `track` (issue 18,
/// milestone 5; docs/CONCURRENCY-SEMANTICS.md has the rules and the oracle scenarios).
enum ObservationHelp {
    static let text = """
        Observation (an @MainActor @Observable final class):
          object vm; observable vm.text = ""   a stored property of an @Observable model
          set vm.text "a" [@TIME]        changes it; an equal value is no change (the macro
                                         compares), though a didSet vm.text { … } still runs
          observations { vm.text }       Observations (Swift 6.2): an async sequence
          task t { for await v in observations { vm.text } { emit v } }
          observations { vm.text } | for await as out    the same as a loop of its own
          track { vm.text } { STEPS }    withObservationTracking: STEPS run once, at the
                                         first change, before the new value is stored
        observations starts with the current value; changes made in one synchronous stretch
        come out as one value, the last; a loop slower than the changes sees only the newest
        when it asks again; cancelling its task ends the loop normally. track's steps cannot
        suspend (start a task: it runs after the set and reads the new value); a track step
        among them registers again. An @Observable property has no publisher (no vm.$text,
        no objectWillChange), and an object is published or observable, not both.

        Nested objects (a property holding another object):
          observable vm.child = other    vm holds other (published vm.child = other too)
          set vm.child other2            replace it: a change of vm.child (the same
                                         object again is none: the macro compares identity)
          vm.child.text                  a path, in set, didSet, expressions, observations
                                         and track; followed through what vm.child holds
                                         when it runs (didSet: when it is declared)
          vm.child.$text | sink          the child's publisher, the one held at subscription
        @Observable nesting is observed through the path: observations { vm.child.text }
        and track { vm.child.text } read vm.child and then other.text, so a change of either
        is seen, and after a replacement the old child's changes are not. An ObservableObject
        does not republish a child's changes: vm.objectWillChange and vm.$child stay silent
        when vm.child.text changes, and fire only when vm.child itself is set. A property
        holds objects or values, as its first value says; an object may not come to hold
        itself (vm.child = vm).

        """
}
