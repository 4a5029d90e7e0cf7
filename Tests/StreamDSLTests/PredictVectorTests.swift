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
}
