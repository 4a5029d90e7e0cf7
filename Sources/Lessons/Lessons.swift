// Lessons: executable markdown for lessons and golden transcripts.
//
// ONE FORMAT FOR BOTH (`ExecutableDocument`)
//
// Markdown prose with fenced blocks. A block tagged `streamlab` holds session steps:
//
//     ```streamlab
//     > subject a | debounce 300ms | sink as out
//     > send a 1 @0ms, 2 @100ms
//     ... ; run
//     t(ms) 0    500 ...            <- expected output, up to the next `> ` or the fence
//     ```
//
// - `> ` starts an input (a lone `>` is an empty one); `... ` lines right after it continue
//   it (a multi-line input). The lines after an input are its expected output. Blank lines
//   at the end of a step belong to no step.
// - An output line that would read as syntax (`> `, `... `, a fence) or that starts with `\`
//   is written with a `\` in front; the parser removes it. Re-recording adds it.
// - Output is compared exactly after trimming trailing whitespace of each line and the
//   step's trailing blank lines. The `streamlab` blocks of a file are ONE session.
// - Any other fence (```text, ```swift) is prose: shown, never run. Fences follow
//   CommonMark (``` or ~~~, three or more, closed by at least as many).
// - A malformed file is a list of located errors (`FILE:LINE: error: …`), never a crash.
//
// LESSON FILES (`Lesson`)
//
//     # Debounce vs throttle              <- the first line that is a heading: the title
//
//     name: debounce-throttle             <- optional; default: the file name without a
//                                            leading number and `.md`
//     Prose, then demo blocks (```streamlab, checked like transcripts). A demo with a
//     `> :predict LANE MARBLES` step is predict-first (`PredictFirst`): the player asks
//     before it, the rest of the block reveals, and the step itself is the answer.
//
//     ## Exercise: Only the last of a burst
//
//     What to do, in prose.
//
//     ```goal                             <- required: the lanes to produce (see `Goal`);
//     frame: 100ms                           every lane marks the subscription `^`
//     requires debounce                   <- optional: operators the answer must use, or
//     forbids throttle                       must not (`OperatorRule`), checked once the
//     out: ^-----3----5|                     lanes match
//     ```
//
//     ```setup                            <- optional: steps run before the learner types
//     > subject a
//     > send a 1 @100ms, 2 @200ms, 3 @300ms, 4 @700ms, 5 @800ms
//     > complete a @1.2s
//     ```
//
//     ```variant                          <- one or more: a complete other setup, other
//     > subject a                            values and times (`> ` inputs only, never
//     > send a 4 @100ms, 5 @500ms            golden-checked); the answer is replayed on it
//     > complete a @900ms                    and must match what the solution does there
//     ```
//
//     ### Hint                            <- any number, shown in order by :hint
//     Which operator waits for a pause?
//
//     ### Solution                        <- optional prose shown with the solution
//     ```solution                         <- optional: steps that solve it
//     > a | debounce 300ms | sink as out
//     ```
//
//     ### Wrong                           <- optional, never shown: a plausible wrong
//     ```wrong                               answer (`> ` inputs only) and the mistake
//     > a | throttle 300ms latest | sink     class `:check` must name for it (`MistakeClass`)
//     ```
//     Mistake: stale-value
//
// An exercise section runs to the next `#`/`##` heading. In it, prose outside `###`
// subsections is the introduction; `### Hint…`, `### Solution…` and `### Wrong` are the
// only subsections. The setup and solution of an exercise run in a fresh session of their own.
// The learner types after the setup, at 0ms: a setup `send` at 0ms happens before any
// learner subscription, so schedule what the learner must see from 100ms on. How a goal
// is compared with the learner's lanes: `ExerciseChecker`.
//
// COURSE INDEX (`Course`): `Lessons/course.md` (or `index.md`), whose list items name the
// lesson files in order: `1. [Debounce vs throttle](01-debounce-throttle.md)`. The first
// item's number is the first lesson's (`0.` for a lesson 0). An optional ```former-steps
// block records where an earlier layout had each lesson's exercises (`FormerSteps`), so
// progress saved then still finds them.
//
// Lesson files are DATA: every session they drive runs without file access (`:load` and
// `:save` refuse), setups run without the lesson commands, and the index can name only
// plain file names of its own folder. Nothing in a lesson can reach outside the playground.
