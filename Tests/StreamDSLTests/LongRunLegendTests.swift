import StreamConsole
import StreamDSL
import Testing

/// Issue 17 §7's reproducer: a plain timer's ticks used up the 52 key letters ("no letters left
/// for more keys") and the diagram stopped at 5.2s. Its ticks are a regular series: one key.
@Suite struct LongRunLegendTests {
    @Test func aLongTimerRunIsDrawnWithOneSeriesKey() {
        let console = Console(allowsFileAccess: false)
        #expect(console.submit("timer 100ms | autoconnect | sink as t").reports.isEmpty)
        let output = console.submit("advance 8s").output
        #expect(output.contains("A = 100, 200, 300, ... (in turn, +100 each)"), "\(output)")
        #expect(!output.contains("no letters left"), "\(output)")
        #expect(output.contains("t     ^" + String(repeating: "A", count: 60)), "\(output)")
    }
}
