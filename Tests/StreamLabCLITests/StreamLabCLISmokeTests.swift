import Testing
@testable import StreamLabCLI

@Suite struct StreamLabCLIModuleTests {
    @Test func moduleLoads() {
        #expect(String(describing: StreamLabCommand.self) == "StreamLabCommand")
    }
}
