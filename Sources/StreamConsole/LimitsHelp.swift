import StreamDSL
import StreamLanguage

/// `:help limits`: the bounds that keep a session responsive and the process alive.
enum LimitsHelp {
    static var text: String {
        """
        Limits (what passes one is refused with an error, or stopped with a note):
          A chain may be at most \(ChainDepth.limitText) stages deep, counting the stages of the
          named pipelines it starts from and of its { … } pipelines.
          A script stops after \(Parser.errorLimit) errors.
          One statement, run or advance makes at most \(SessionSettings().maxActions) actions,
          values of synchronous sources and retry's resubscriptions (nested retries multiply).
          A session keeps at most \(RecordingLimits.megabytes) MB of recorded events, printed lines,
          scheduled actions and values that stages hold (buffer, zip, merge, flatMap, collect,
          first, last, delay, a chunk being gathered, a stream's buffer); past it the session
          stops until :reset.
          A @Published property set while it is being set (fed by its own publisher) nests at
          most \(SessionSettings().maxNestedSets) sets deep; the next one is dropped with a note.
          Ctrl-C stops a statement, run, :load, :log or the search for what keeps a
          released object alive. An interrupted statement that
          declares or subscribes changes nothing; an interrupted run or advance leaves the
          clock where it stopped.

        """
    }
}
