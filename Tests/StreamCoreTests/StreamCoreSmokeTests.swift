import Testing
@testable import StreamCore

@Suite struct StreamCoreModuleTests {
    @Test func moduleLoads() {
        #expect(String(describing: StreamCore.self) == "StreamCore")
    }
}
