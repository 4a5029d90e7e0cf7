import StreamConsole
import StreamDSL
import TestSupport
import Testing

/// `:predict` reads the shared table of the expected-marbles rule and gives its verdicts.
@Suite struct PredictVectorTests {
    @Test(arguments: ExpectedMarblesVector.all)
    func predictionGivesTheTablesVerdict(_ vector: ExpectedMarblesVector) {
        let console = Console(allowsFileAccess: false)
        #expect(console.submit("cold \"\(vector.actual)\" | sink as out").reports.isEmpty)
        let noted = console.submit(":predict out \(vector.expected)")
        #expect(noted.reports.isEmpty && noted.output.hasPrefix("prediction for 'out' noted"), "\(noted)")
        let output = console.submit("run").output
        let verdict = vector.matches ? "prediction for 'out': right\n" : "prediction for 'out': not quite\n"
        #expect(output.contains(verdict), "\(output)")
    }

    /// Several tasks called `save` draw `save (1)`, `save (2)`, …, the newest as `save`:
    /// `save(1)` predicts the first.
    @Test func aNumberedLaneIsNamedWithoutTheSpace() {
        let console = Console(allowsFileAccess: false)
        for line in ["subject a", "a | sink as s { cancel save; task save { sleep 200ms; emit x } }", "send a 1 @0ms, 2 @100ms"] {
            #expect(console.submit(line).reports.isEmpty, "\(line)")
        }
        #expect(console.submit(":predict save(1) ^(/#)").output.hasPrefix("prediction for 'save(1)' noted"))
        #expect(console.submit("run").output.contains("prediction for 'save(1)': right\n"))
        #expect(console.submit(":predict save(1) ^-(1|)").reports.isEmpty)
        #expect(console.submit("run").output.contains("prediction for 'save(1)': not quite\n"))
        #expect(console.submit(":predict save(7) ^").reports.isEmpty)
        #expect(console.submit("run").output.contains("there is no lane named 'save(7)'"))
    }
}
