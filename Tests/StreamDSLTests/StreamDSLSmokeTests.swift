import Testing
@testable import StreamDSL

@Suite struct StreamDSLModuleTests {
    @Test func moduleLoads() {
        #expect(String(describing: StreamDSL.self) == "StreamDSL")
    }
}
