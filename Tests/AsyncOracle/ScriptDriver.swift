import Clocks
import ConcurrencyExtras

/// Plays a scenario's script on a TestClock, the way StreamLab runs a script: each statement
/// (a send, a yield, a finish, a loop's start) happens at its virtual instant, then every task
/// it made ready runs before the next statement (`settle`).
///
/// Same-instant rule: `at(t)` first advances the clock to `t`, which resumes every sleeper due
/// at `t` (a debounce or throttle timer, a loop's `work`), then performs the statement. So at
/// one instant, clock-driven wake-ups run before the script's own statements.
@MainActor
final class ScriptDriver {
    let clock = TestClock<Duration>()
    let recorder: Recorder
    private var loops: [(lane: String, task: Task<Void, Never>)] = []
    private var endedLoops: Set<String> = []
    /// Loops still running at the horizon, which `end(at:)` cancels and records as `cancel`.
    private var cancelledAtHorizon: Set<String> = []

    init() {
        recorder = Recorder(clock: clock)
    }

    /// Lets every task that is ready run, including chains of resumptions: each of megaYield's
    /// rounds lets the main serial executor run what is queued. `share` needs about 10 rounds
    /// to pass an element from its base to a consumer held back by `bounded(1)`; 100 leaves a
    /// wide margin and costs milliseconds. (`TestClock.advance` settles between the sleepers
    /// it resumes with `TASK_MEGA_YIELD_COUNT` rounds, which main.swift pins to 20.)
    func settle() async {
        await Task.megaYield(count: 100)
    }

    /// Performs `statement` at `milliseconds` of virtual time.
    func at(_ milliseconds: Int, _ statement: () -> Void) async {
        await clock.advance(to: .init(offset: .milliseconds(milliseconds)))
        statement()
        await settle()
    }

    /// `SEQ | for await [work D] as LANE`: a loop whose body takes `work` of virtual time per
    /// element. It subscribes (makes its iterator) when it starts, now.
    func forAwait<S: AsyncSequence & Sendable>(
        _ sequence: S, as lane: String, work: Int = 0
    ) async where S.Element: OracleValueConvertible {
        let recorder = recorder
        let clock = clock
        let task = Task { @MainActor in
            recorder.subscribe(lane)
            do {
                for try await element in sequence {
                    recorder.value(lane, element)
                    if work > 0 { try await clock.sleep(for: .milliseconds(work)) }
                }
                if !self.cancelledAtHorizon.contains(lane) { recorder.finished(lane) }
            } catch is CancellationError where self.cancelledAtHorizon.contains(lane) {
                // The driver cancelled the loop at the horizon and has recorded it.
            } catch {
                // A body cancelled in its `work` throws CancellationError out of the loop.
                recorder.failure(lane, String(describing: error))
            }
            self.endedLoops.insert(lane)
        }
        loops.append((lane, task))
        await settle()
    }

    /// `cancel LANE @T`: cancels the loop's task at `milliseconds`; the loop itself records
    /// how it ends (`next()` returning nil, or its body's sleep throwing).
    func cancel(_ lane: String, at milliseconds: Int) async {
        await at(milliseconds) {
            for loop in loops where loop.lane == lane { loop.task.cancel() }
        }
    }

    /// Runs the clock on to `milliseconds`, then cancels (and records) every loop still running.
    func end(at milliseconds: Int) async {
        await clock.advance(to: .init(offset: .milliseconds(milliseconds)))
        await settle()
        for (lane, task) in loops where !endedLoops.contains(lane) {
            recorder.cancel(lane)
            cancelledAtHorizon.insert(lane)
            task.cancel()
        }
        await settle()
    }
}
