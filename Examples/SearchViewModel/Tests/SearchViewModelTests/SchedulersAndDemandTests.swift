import MarbleTesting
import OpenCombineShim
import SearchViewModel
import Testing

/// Code that moves between queues, code timed on a run loop, and a consumer that asks for
/// one value at a time.
@Suite struct SchedulersAndDemandTests {
    /// The check runs on the background queue and its answer arrives on main: the
    /// expectation says so, and would fail naming the queue were `receive(on: main)` missing.
    @Test func theAnswerArrivesOnMain() {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b------c", values: ["a": "a", "b": "an", "c": "ann"])
        let check = UsernameCheck(
            name: typed.assertNoFailure(),
            // The service answers on a background queue of its own, after one frame.
            isTaken: { name in
                m.cold("-r", values: ["r": name == "ann"]).assertNoFailure().receive(on: m.background).eraseToAnyPublisher()
            },
            main: m.main.eraseToAnyScheduler(),
            background: m.background.eraseToAnyScheduler())
        m.expect(check.message, on: m.main).toBe("-------f------t", values: ["f": "an is free", "t": "ann is taken"])
        m.run()
    }

    /// `RunLoop.main` code on `m.runLoop`: the toast hides 2s after its message, or when the next replaces it.
    @Test func aToastHidesItselfOnTheRunLoop() {
        let m = MarbleScheduler(frame: .milliseconds(500))
        let messages = m.hot("-a------b-c", values: ["a": "Saved", "b": "Sent", "c": "Deleted"])
        let toast = Toast(messages: messages.assertNoFailure(), scheduler: m.runLoop.eraseToAnyScheduler())
        let values: [String: String?] = ["a": "Saved", "n": nil, "b": "Sent", "c": "Deleted"]
        m.expect(toast.shown).toBe("-a---n--b-c---n", values: values)
        m.run()
    }

    /// Serial uploads ask for one photo at a time: a consumer with a demand of one gets one,
    /// and the demand ledger confirms nothing arrived beyond what was asked for.
    @Test func serialUploadsKeepToTheDemand() {
        let m = MarbleScheduler()
        let photos = m.cold("(abc)|").buffer(size: 10, prefetch: .keepFull, whenFull: .dropNewest)
        let uploads = photos.flatMap(maxPublishers: .max(1)) { photo in
            m.cold("--u|", values: ["u": photo.uppercased()])
        }
        let consumer = m.expect(uploads, demand: .max(1))
        consumer.toBe("--A-----B", values: ["A": "A", "B": "B"])
        m.schedule(at: .milliseconds(800)) { consumer.request(.max(1)) }
        m.run()
    }
}
