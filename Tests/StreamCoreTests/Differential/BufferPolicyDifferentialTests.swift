import OpenCombine
import StreamCore
import Testing

/// buffer(size: 2, prefetch:whenFull:) on both engines, on the standard scenarios (1, 2, 3, 2
/// from subject a, finished at 400). With unlimited demand nothing is ever kept, so every
/// policy passes everything; the policies differ once values wait.
@Suite struct BufferPolicyDifferentialTests {
    static func ours(_ prefetch: BufferPrefetch, _ whenFull: BufferFullPolicy) -> (OurWorld) -> any StreamCore.Publisher {
        { $0.a.buffer(size: 2, prefetch: prefetch, whenFull: whenFull) }
    }

    static let passesEverything = "0:^ 0:1 100:2 200:3 300:2 400:|"

    /// `.byRequest`, `.dropOldest`: with demand 0 the buffer keeps the newest two (3 and 2);
    /// the later requests take 1 at 150 and, of [3, 2], 3 at 450. A finish waits for demand.
    @Test(arguments: Standard.allCases)
    func byRequestDropsTheOldest(_ standard: Standard) {
        compare(standard, ours: Self.ours(.byRequest, .dropOldest),
                theirs: { $0.a.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).eraseToAnyPublisher() },
                table: [.values: Self.passesEverything,
                        .demandZero: "0:^",
                        .demandOne: "0:^ 0:1",
                        .laterRequest: "0:^ 150:1 450:3",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
    }

    /// `.keepFull` asks subject a for 2, then one more per value handed on: with demand 0 the
    /// subject itself drops 3 and the second 2 (no demand), so the buffer never overflows;
    /// after the request at 150 it asks for 1 more and keeps 3, and 2 goes out at 450.
    @Test(arguments: Standard.allCases)
    func keepFullLetsTheUpstreamWait(_ standard: Standard) {
        compare(standard, ours: Self.ours(.keepFull, .dropOldest),
                theirs: { $0.a.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).eraseToAnyPublisher() },
                table: [.values: Self.passesEverything,
                        .demandZero: "0:^",
                        .demandOne: "0:^ 0:1",
                        .laterRequest: "0:^ 150:1 450:2",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
    }

    /// `.customError` when full: the upstream is cancelled at once, and the failure waits for
    /// the downstream's next request, behind the values that request admits (OpenCombine's
    /// BufferTests.testBufferingInputFailingWhenBufferIsFull, also run on Apple's Combine):
    /// with the later request, 2 and the failure at 450.
    @Test(arguments: Standard.allCases)
    func aFullBufferFailsOnTheNextRequest(_ standard: Standard) {
        compare(standard, ours: Self.ours(.byRequest, .fail(StreamError("full"))),
                theirs: {
                    $0.a.buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError("full") }).eraseToAnyPublisher()
                },
                table: [.values: Self.passesEverything,
                        .demandZero: "0:^",
                        .demandOne: "0:^ 0:1",
                        .laterRequest: "0:^ 150:1 450:2 450:#full",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
    }

    /// `.byRequest`, `.dropNewest` is the plain `buffer N`: both stages agree with OpenCombine.
    @Test(arguments: Standard.allCases)
    func dropNewestIsThePlainBuffer(_ standard: Standard) {
        let table: [Standard: String] = [.values: Self.passesEverything, .demandZero: "0:^", .demandOne: "0:^ 0:1",
                                         .laterRequest: "0:^ 150:1 450:2", .empty: "0:^ 100:|",
                                         .failure: "0:^ 0:1 100:2 200:#boom"]
        let theirs: (TheirWorld) -> AnyPublisher<Int, TestError> = {
            $0.a.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).eraseToAnyPublisher()
        }
        compare(standard, ours: Self.ours(.byRequest, .dropNewest), theirs: theirs, table: table)
        compare(standard, ours: { $0.a.buffer(size: 2) }, theirs: theirs, table: table)
    }
}
