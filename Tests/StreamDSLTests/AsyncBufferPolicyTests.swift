@testable import StreamDSL
import Testing

/// `buffer` after an async sequence (issue 20): AsyncAlgorithms' `buffer(policy:)`. The oracle
/// compares the policies' ordinary runs (`aa-buffer-*`); these are the edges.
@Suite struct AsyncBufferPolicyTests {
    @Test func aZeroLimitIsALocatedError() {
        let lab = Playground()
        lab.accept("stream s")
        for policy in ["newest", "oldest", "bounded"] {
            #expect(lab.reject("s | buffer \(policy) 0 | for await as out").contains("buffer needs room for at least 1 element"))
        }
    }

    @Test func eachLibraryKeepsItsOwnForms() {
        let lab = Playground()
        lab.accept("stream s; subject a")
        #expect(lab.reject("a | buffer newest 2 | sink").contains("buffer newest is AsyncAlgorithms' buffer(policy:)"))
        #expect(lab.reject("s | buffer 2 | for await as out").contains("Combine's buffer(size:prefetch:whenFull:)"))
        #expect(lab.reject("s | buffer 2 whenFull dropOldest | for await as out").contains("Combine's"))
    }

    @Test func aPlainBufferAfterValuesKeepsEverything() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | values | buffer | for await work 100ms as out
            send a 1 @0ms, 2 @10ms, 3 @20ms
            complete a @30ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@100", "3@200", "|@300"])
    }

    @Test func aFailureComesAfterTheBufferedElements() {
        let lab = Playground()
        lab.accept(lines: """
            stream s throwing
            s | buffer oldest 5 | for await work 100ms as out
            yield s 1 @0ms, 2 @10ms
            fail s "boom" @20ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "2@100", "#boom@200"])
    }

    @Test func cancellingTheLoopLetsTheBufferGo() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | buffer unbounded | for await work 100ms as out
            yield s 1 @0ms, 2 @10ms, 3 @20ms
            cancel out @150ms
            run
            """)
        #expect(lab.events("out").prefix(3) == ["^@0", "1@0", "2@100"])
        #expect(!lab.events("out").contains("3@200"))
    }
}
