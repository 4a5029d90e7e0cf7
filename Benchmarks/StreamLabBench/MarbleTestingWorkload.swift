import MarbleTesting
import OpenCombineShim

/// MarbleTesting's cost per assertion, as a user's suite pays it: 1,000 marble tests, each
/// a new `MarbleScheduler`, a cold source of 20 events (19 values and `|`) through `map`,
/// one `toBe` on the 20-event result, and `run()`. Timed whole: parsing, the TestScheduler,
/// OpenCombine and the comparison. The check value counts the assertions that held.
enum MarbleTestingWorkload {
    static let assertions = 1_000
    static let source = "-a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p-q-r-s|"
    static let expected = "-A-B-C-D-E-F-G-H-I-J-K-L-M-N-O-P-Q-R-S|"

    static func make() -> Workload {
        Workload(name: "marbles.asserts",
                 detail: "\(assertions) toBe assertions on 20-event timelines (MarbleTesting, OpenCombine)",
                 expected: assertions, run: {
            var held = 0
            for _ in 0..<assertions {
                let m = MarbleScheduler()
                m.expect(m.cold(source).map { $0.uppercased() }).toBe(expected)
                if m.run() { held += 1 }
            }
            return held
        })
    }
}
