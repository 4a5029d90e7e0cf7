/// `:help continuations`: issue 18's milestone 4 (continuations, callbacks, `resume`) and a
/// stream's `onTermination` (docs/CONCURRENCY-SEMANTICS.md has the rules and the oracle
/// scenarios behind them).
enum ContinuationHelp {
    static let text = """
        Continuations and callbacks (steps inside a task's body):
          let v = await continuation k { STEPS }   withCheckedThrowingContinuation { k in … }:
                                         the steps run at once (they cannot suspend), then
                                         the task waits until k is resumed
          … } onCancel { STEPS }         withTaskCancellationHandler: a cancel does not wake
                                         the wait, it runs these steps at once
          callback after 300ms { STEPS } a completion handler the main queue calls 300ms
                                         later, whatever became of the task
          resume k V                     k.resume(returning: V): the task goes on with V
          resume k throwing "msg"        k.resume(throwing:): the task's await throws msg
        resume names a continuation whose braces enclose it (in its body, a callback, a
        task or onCancel made there). Resumed twice, the runtime traps (SWIFT TASK
        CONTINUATION MISUSE) and the program stops. Never resumed, the task waits for ever;
        when nothing holds k any more (the body returned, and no callback, task or onCancel
        made in it that names k is still to run), a note says it leaked.
        A stream's onTermination:
          stream s onTermination { STEPS }   continuation.onTermination: runs once, at once,
                                         x the reason: finished at finish s (buffered
                                         elements may still wait), cancelled when a loop
                                         waiting on s has its task cancelled. A loop that
                                         leaves early does not run it (Swift does when the
                                         stream is freed): a note says so after the run.

        """
}
