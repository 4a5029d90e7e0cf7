/// DESIGN.md's normative core, typed exactly as written there: the parser tests read it as
/// one script, the session tests run it.
enum NormativeCore {
    static let script = """
        subject a                          # a PassthroughSubject named a
        current c = 0                      # a CurrentValueSubject
        a | debounce 300ms | sink          # subscribe now; the lane is named after the pipeline
        a | throttle 300ms latest | sink as t
        a | throttle 300ms first | sink    # latest: false
        q = a | map x * 10 | share         # name a pipeline; subscribes nothing yet
        send a 1                           # now
        send a 2 @100ms, 3 @200ms          # at absolute virtual times
        complete a @1.5s
        fail a "boom" @700ms
        at 250ms: q | sink as late         # any statement, run at a virtual time
        cancel late @400ms
        advance 300ms
        run                                # until nothing is scheduled (bounded by a horizon)
        """
}
