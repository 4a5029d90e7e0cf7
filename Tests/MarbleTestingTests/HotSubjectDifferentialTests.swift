import Marbles
import MarbleTesting
import OpenCombineShim
import Testing

/// `m.hot(marbles)` against a real `PassthroughSubject` sent the same events at the same
/// instants, through consumers with little demand (`flatMap(maxPublishers:)` of inner
/// sources of several lengths): what arrives, and when, must be the same. Recorded with a
/// plain `sink`, not MarbleTesting's expectations, so the comparison does not rest on them.
@Suite struct HotSubjectDifferentialTests {
    /// A value, `|` or `#[message]` with the virtual time (ms) it arrived at.
    typealias Arrival = String

    static func record<P: Publisher>(_ m: MarbleScheduler, _ publisher: P) -> [Arrival] where P.Output == String {
        var arrivals: [Arrival] = []
        let start = m.scheduler.now
        let at = { "@\(start.distance(to: m.scheduler.now).magnitude / 1_000_000)" }
        let subscription = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: arrivals.append("|" + at())
                case .failure(let error): arrivals.append("#[\(error)]" + at())
                }
            },
            receiveValue: { arrivals.append($0 + at()) })
        m.run()
        subscription.cancel()
        return arrivals
    }

    /// One upload at a time (or `limit`), each answering as `inner` says.
    static func consume<Photos: Publisher>(_ photos: Photos, _ m: MarbleScheduler, inner: String, limit: Int)
        -> some Publisher<String, MarbleError> where Photos.Output == String, Photos.Failure == MarbleError {
        photos.flatMap(maxPublishers: .max(limit)) { photo in m.cold(inner, values: ["u": photo.uppercased()]) }
    }

    @Test(arguments: ["-ab--c", "a(bc)-d|", "--a-b-c-d-e|", "(ab)--(cd)-#[x]", "abcdef|"])
    func mHotAndAPassthroughSubjectAgree(marbles: String) throws {
        let events = try MarbleParser.parse(marbles, frame: 100, mode: .source).events
        for inner in ["u|", "-u|", "--u|", "---u|", "-u-u|"] {
            for limit in [1, 2] {
                let m1 = MarbleScheduler()
                let viaHot = Self.record(m1, Self.consume(m1.hot(marbles), m1, inner: inner, limit: limit))

                let m2 = MarbleScheduler()
                let subject = PassthroughSubject<String, MarbleError>()
                let pipeline = Self.consume(subject, m2, inner: inner, limit: limit)
                for event in events {
                    m2.schedule(at: .milliseconds(event.time)) {
                        switch event.kind {
                        case .value(let text): subject.send(text)
                        case .finished: subject.send(completion: .finished)
                        case .failure(let message): subject.send(completion: .failure(MarbleError(message)))
                        case .subscribe, .cancel, .cancelRequest: break
                        }
                    }
                }
                let viaSubject = Self.record(m2, pipeline)
                #expect(viaHot == viaSubject, "\(marbles) through flatMap(maxPublishers: .max(\(limit))) { \(inner) }")
                #expect(!viaSubject.isEmpty)
            }
        }
    }
}
