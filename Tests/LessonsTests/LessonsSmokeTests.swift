import Testing
@testable import Lessons

@Suite struct LessonsModuleTests {
    @Test func moduleLoads() {
        #expect(String(describing: Lessons.self) == "Lessons")
    }
}
