import StreamDSL

/// `:help marbles`: how to read the diagrams (and the marble strings of `cold`/`hot`).
extension HelpText {
    static let marbles = """
        Reading a diagram. After
          subject a | filter x > 1 | sink as out;  a | prefix 2 | sink as two
          at 500ms: a | sink as late;  cancel late @1.1s
          send a 1 @0ms, 2 @200ms, 30 @400ms, 5 @900ms;  fail a "boom" @1.3s;  run
        the diagram is
          t(ms) 0    500  1000   (1 col = 100ms)
          a     1-2-B----5---#
          out   ^-2-B----5---#
          two   1-A
          late       ^---5-!
                A = (2|)   B = 30
                # = boom

        The ruler gives times in ms over their columns, and how long one column lasts.
        Every lane has one character per column, aligned in time:
          -      nothing happened in that column (the lane is running)
          1      a value one character wide, drawn as itself
          ^      the sink subscribed (late at 500ms); when a value comes in the same
                 column (two got 1 at once), the value is drawn and the ^ is implied
                 by where the lane starts
          !      the subscription was cancelled (late at 1.1s)
          /      a task was asked to cancel (cancel t): it goes on until it notices,
                 so it is not !; a task's lane starts with ^ and ends with | or #
          |      the stream finished
          #      the stream failed; the message is under the diagram (# = boom)
          A B    keys for what does not fit one character: a wider value (B = 30), or
                 several events in one column, in marble notation (A = (2|): 2, then
                 finished, at one instant; with a coarse zoom each time is given:
                 C = 1 @100ms, 2 @150ms)
          blank  before the subscription and after the end
        A subject's own lane (a) has no subscription: it runs from the first column.
        Long silences shared by every lane are compressed: the lanes show the skipped
        time ( 2s ) and the ruler a ~ above it. What does not fit the width is cut:
        lanes with more events end in ..., and a note says how many were not shown.

        Zoom and windows: :set zoom 50ms draws one column per 50ms (auto fits the run to
        the width); :show 1s...3s draws only that stretch of time, with its true times.
        A lane running into the window starts at its left edge without ^ (a note says
        it began earlier); a lane with events after the window ends in an ellipsis (...).

        Marble strings (cold "-1-2|", hot "-1-^-2|") are written with the same
        characters: one character is one frame (:set frame 100ms, or frame: in a
        lesson), ^ is a hot source's zero point, (ab) is a group at one instant, and a
        duration between spaces (" 300ms ") skips time. frame changes how marble
        strings are read; zoom changes how diagrams are drawn.

        """
}
