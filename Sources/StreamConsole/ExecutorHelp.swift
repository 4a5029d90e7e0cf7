/// `:help work` (issue 18 milestone 3): where tasks run, `work`, the pool, `on main` and
/// `:set activity`; docs/CONCURRENCY-SEMANTICS.md has the rules (`work` and the pool are
/// StreamLab's model, not checked on the real runtime).
enum ExecutorHelp {
    static let work = """
        Where tasks run (one serial main actor, the cooperative pool, one executor per actor):
          work 200ms                     synchronous work (a loop, a decode): takes 200ms
                                         without suspending, and ignores cancellation
          on main { STEPS }              await MainActor.run { … }: hops to the main actor;
                                         its steps cannot suspend (call a func … on main)
          task t { … }                   runs on the main actor
          task t detached { … }          runs on the cooperative pool
          :set pool 4                    threads of the pool (1 to 64; default 4)
          :set activity on               draw under each task when it runs (=), waits for
                                         its executor (~) and is suspended (.)
        work keeps its executor busy: on the main actor, every main-actor task made
        meanwhile starts after it, and a sleep that ends meanwhile resumes after it (the
        app's main thread hangs). Off any actor it holds one pool thread: more blocking
        work than threads makes the rest wait. Top-level statements are the outside world
        and act at their time even while the main actor is busy. :log lists each hop
        (suspended (hop to the main actor), resumed) and each wait for an executor.

        """
}
