@testable import StreamDSL
import Testing

/// A name bound to a pipeline whose plan ends in `eraseToAnyPublisher` is read-only,
/// however the statement was spaced (the old text rule missed `a|eraseToAnyPublisher`).
@Suite struct ReadOnlyFromPlanTests {
    @Test(arguments: ["q = a | eraseToAnyPublisher", "q = a|eraseToAnyPublisher", "q = a  |  eraseToAnyPublisher",
                      "q = a |\teraseToAnyPublisher", "q = a | eraseToAnyPublisher # read-only"])
    func anErasedPipelineCannotBeSentTo(definition: String) {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept(definition)
        #expect(errorHeadlines(lab.reject("send q 1")) == ["error: 'q' is erased to AnyPublisher: it cannot be sent to"])
    }

    @Test func onlyTheLastOperatorDecides() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("q = a | eraseToAnyPublisher | map x")
        let errors = lab.reject("send q 1")
        #expect(!errors.contains("erased"))
        #expect(errors.contains("pipeline"))
    }

}
