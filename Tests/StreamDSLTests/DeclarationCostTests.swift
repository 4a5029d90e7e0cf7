import StreamConsole
import StreamDSL
import TestSupport
import Testing

/// Declaring names and lanes costs the same however many exist: 20,000 `subject` lines took
/// 45 s of CPU when registering a lane scanned every lane before it.
@Suite struct DeclarationCostTests {
    @Test func twentyThousandDeclarationsStayLinear() {
        let console = Console(session: Session(), allowsFileAccess: false)
        let script = (0..<20_000).map { "subject s\($0)" }.joined(separator: "\n")
        let seconds = threadCPUSeconds { _ = console.submitScript(script, origin: .interactive) }
        #expect(console.session.names.definedNames.count == 20_000)
        // About 1 s in a debug build; the quadratic version needed 45.
        #expect(seconds < 10, "20,000 declarations took \(seconds) s of CPU time")
    }
}
