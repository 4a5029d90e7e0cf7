import Testing
@testable import Marbles

@Suite struct MarblesModuleTests {
    @Test func moduleLoads() {
        #expect(String(describing: Marbles.self) == "Marbles")
    }
}
