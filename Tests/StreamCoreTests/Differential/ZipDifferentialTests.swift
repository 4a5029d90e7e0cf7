import OpenCombine
import StreamCore
import Testing

/// zip on both engines (SEMANTICS.md, "Combining"): pairs by index, finishes once one
/// upstream has finished and its buffered values have been paired; a failure ends it at once.
@Suite struct ZipDifferentialTests {
    static func zipped(_ scenario: Scenario, expect: String, sourceLocation: SourceLocation = #_sourceLocation) {
        compare(scenario,
                ours: { $0.a.zip([$0.b]) },
                theirs: { $0.a.zip($0.b).map { [$0, $1] } },
                expect: [1: expect], sourceLocation: sourceLocation)
    }

    /// The n-th value of a meets the n-th of b; a pair goes out when its later half arrives.
    /// a finishes at 400 with nothing left to pair, so zip finishes then.
    @Test func pairsByIndex() {
        Self.zipped(Scenario {
            $0.sends("0:1 100:2 200:3 400:|", to: .a)
            $0.sends("150:10 250:20 300:30 500:|", to: .b)
        }, expect: "0:^ 150:[1,10] 250:[2,20] 300:[3,30] 400:|")
    }

    /// a finishes at 150 with 1, 2, 3 still waiting: zip goes on pairing them with b's values
    /// and finishes when the last one is paired (400).
    @Test func finishedSideWithBufferedValuesKeepsPairing() {
        Self.zipped(Scenario {
            $0.sends("0:1 50:2 100:3 150:|", to: .a)
            $0.sends("200:10 300:20 400:30", to: .b)
        }, expect: "0:^ 200:[1,10] 300:[2,20] 400:[3,30] 400:|")
    }

    /// b finishes at 200 with nothing buffered: no further pair can be formed, so zip
    /// finishes at once, discarding a's buffered 2 and 3.
    @Test func finishedSideWithoutBufferedValuesEndsZip() {
        Self.zipped(Scenario {
            $0.sends("0:1 50:2 100:3", to: .a)
            $0.sends("150:10 200:|", to: .b)
        }, expect: "0:^ 150:[1,10] 200:|")
    }

    /// A failure of either upstream ends zip at once, buffered values or not.
    @Test(arguments: [SourceName.a, .b])
    func failureEndsZipAtOnce(_ failing: SourceName) {
        Self.zipped(Scenario {
            $0.sends("0:1 50:2", to: .a)
            $0.send(10, to: .b, at: 25)
            $0.fail(failing, "boom", at: 100)
        }, expect: "0:^ 25:[1,10] 100:#boom")
    }
}
