import MarbleTesting
import OpenCombineShim
import Testing

/// Wrong on purpose: serial uploads fed straight by a subject. Photo b arrives while a is
/// uploading, when `flatMap(maxPublishers: .max(1))` asks for nothing, so a
/// `PassthroughSubject` (and `m.hot`) drops it; the marbles expect it uploaded.
@Test func everyPhotoIsUploadedInTurn() {
    let m = MarbleScheduler()
    let photos = m.hot("-ab--c")
    let uploaded = photos.flatMap(maxPublishers: .max(1)) { m.cold("--u|", values: ["u": $0.uppercased()]) }
    m.expect(uploaded).toBe("---A--B--C")
    m.run()
}
