/// `:help steps`: tasks, handlers and the steps of their bodies (issue 18, milestone 1;
/// docs/CONCURRENCY-SEMANTICS.md has the rules and the oracle scenarios behind them).
enum TaskHelp {
    static let text = """
        Tasks and bodies (Swift concurrency on the virtual clock):
          task t { STEPS }               Task { … } in main-actor code; lane t
          task t { … } @300ms            the same, made at 300ms (at 300ms: task t { … } too)
          task t detached { … }          Task.detached: off the main actor
          cancel t [@TIME]               t.cancel(): sets the flag, wakes a sleep or a fetch
          didSet vm.p { STEPS }          runs after each set of vm.p (x is the new value)
          a | sink as s { STEPS }        runs for each value x the sink receives
        A body is { … }: one step per line, or steps separated by ;. Steps:
          sleep 300ms                    try await Task.sleep(for: .milliseconds(300))
          let r = await fetch x after 200ms   a request answering x after 200ms
          await fetch fail "offline" after 200ms   one failing with that message
          emit EXPR, emit ui EXPR        the value on the task's lane (ui: updates the UI)
          let r = EXPR, var n = EXPR, n = EXPR   local names
          if COND { … } else { … }       also: if isCancelled { … }
          checkCancellation              try Task.checkCancellation()
          return [EXPR], throw "msg"     end the task with a value, or fail it
          do { … } catch { … }           error is the error's text inside catch
          task u { … }, cancel u         start or cancel a task by name (cancel of a name
                                         with no task does nothing, as task?.cancel())
          set vm.p V, send a V, yield s V, finish s   the statements, without @TIME
        A task is enqueued on the main actor: it starts at the same instant once the
        statement (or body) that made it is done. cancel is cooperative: a sleeping task
        throws CancellationError at the cancel instant, a fetch throws cancelled
        (URLError.cancelled), and a task that never waits runs to its end. Tasks a task
        started are not cancelled with it. didSet and sink bodies run at once and cannot
        suspend: start a task to sleep or await. A task's lane shows ^ when it starts, each
        emit, / when it is asked to cancel, and its end: | (with its returned value) or #
        with the error. :log lists starts, suspensions, resumptions and cancel requests.
        Where tasks run, work, on main and the pool: :help work.
        Continuations, callbacks, resume and a stream's onTermination: :help continuations.
        Functions and structured concurrency (milestone 2):
          func load(q) { STEPS }         an async throwing func; on main: @MainActor
          let r = await load(3)          calls it in the task; return EXPR is its result
          let v = await t.value          waits for task t; rethrows its error; a cancel
                                         of the waiter does not wake it
          async let a = load(1)          a child task, started at once; let x = await a
          group g { add g { … } … }      withThrowingTaskGroup: add starts a child
          for await r in g { … }         the children's results in completion order
          cancelAll g                    sets the children's flags
          for await x in s { … }         a stream, channel or a | values chain; ends
                                         normally when the task is cancelled
        A body that ends awaits its children: async let ones it did not await are
        cancelled first; a group's are cancelled only when an error leaves its body.
        cancel t reaches t's children. With :set stages on they get lanes t/a, g#1, …
        Actors (milestone 3):
          actor cache { var hits = 0; func get(k) { … } }   an actor: fields and methods
          let v = await cache.get("k")   runs get on the actor, in this task
          let n = await cache.hits       reads a field on the actor
        One thing at a time runs on an actor: a caller waits (not cancellably) while work
        in another call holds it, calls run in the order they were enqueued, and a
        suspension inside a method frees the actor (reentrancy). Methods read and write
        the fields by bare name; nothing outside changes them (cache.hits = 1 is refused).
        A task as a value (issue 18 §3):
          loading = task { STEPS }       Task { … } kept in a local or an actor's field
                                         (let u = task { … } too); lane loading
          let v = await loading.value    waits for it; any number of waiters share it
          cancel loading                 loading?.cancel(): nil does nothing
        The reentrancy fix keeps the in-flight task in a field, so callers share one fetch:
          if loading == nil { loading = task { … } }; let v = await loading.value
        A task is a value only there: send a task { … } is an error.

        """
}
