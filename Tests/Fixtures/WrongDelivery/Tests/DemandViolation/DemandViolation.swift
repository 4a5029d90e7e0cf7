import MarbleTesting
import OpenCombineShim
import Testing

/// Wrong on purpose: a hand-written publisher of a photo library that sends every photo at
/// once, whatever its subscriber asked for. A serial uploader asks for one at a time.
@Test func photoLibraryIgnoresDemand() {
    let m = MarbleScheduler()
    m.expect(PhotoLibrary(photos: ["a", "b", "c"]), demand: .max(1)).toBe("(abc|)")
    m.run()
}

private struct PhotoLibrary: Publisher {
    typealias Output = String
    typealias Failure = Never
    let photos: [String]

    func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        for photo in photos { _ = subscriber.receive(photo) }   // the bug: no look at the demand
        subscriber.receive(completion: .finished)
    }
}
