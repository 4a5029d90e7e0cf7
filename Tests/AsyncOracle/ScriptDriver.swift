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

    init() {
        recorder = Recorder(clock: clock)
    }

    /// Lets every task that is ready run, including chains of resumptions (megaYield lets the
    /// main serial executor drain its queue 20 times; twice is ample for these operators).
    func settle() async {
        await Task.megaYield()
        await Task.megaYield()
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
                if !Task.isCancelled { recorder.finished(lane) }
            } catch is CancellationError {
                // The driver cancelled the loop at the horizon and has recorded it.
            } catch {
                recorder.failure(lane, String(describing: error))
            }
            self.endedLoops.insert(lane)
        }
        loops.append((lane, task))
        await settle()
    }

    /// Runs the clock on to `milliseconds`, then cancels (and records) every loop still running.
    func end(at milliseconds: Int) async {
        await clock.advance(to: .init(offset: .milliseconds(milliseconds)))
        await settle()
        for (lane, task) in loops where !endedLoops.contains(lane) {
            recorder.cancel(lane)
            task.cancel()
        }
        await settle()
    }
}
