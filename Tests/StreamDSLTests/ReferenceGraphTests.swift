@testable import StreamDSL
import Testing

/// The reachability model behind `release` (docs/OWNERSHIP-SEMANTICS.md): ARC keeps what a
/// root reaches and whatever a strong cycle reaches; weak references are no edges.
@Suite struct ReferenceGraphTests {
    /// `vm → bag → S → closure → vm` with the session's reference gone.
    static func viewModelCycle(sessionHolds: Bool) -> ReferenceGraph {
        var graph = ReferenceGraph()
        graph.addNode("session", label: "session", isRoot: true)
        for (id, label) in [("vm", "vm"), ("bag", "bag"), ("S", "S"), ("closure", "closure")] {
            graph.addNode(id, label: label)
        }
        if sessionHolds { graph.addEdge(from: "session", to: "vm") }
        graph.addEdge(from: "vm", to: "bag")
        graph.addEdge(from: "bag", to: "S")
        graph.addEdge(from: "S", to: "closure")
        graph.addEdge(from: "closure", to: "vm")
        return graph
    }

    @Test func aCycleKeepsItselfAliveWithoutARoot() {
        let graph = Self.viewModelCycle(sessionHolds: false)
        #expect(graph.cycleNodes() == ["vm", "bag", "S", "closure"])
        #expect(Self.viewModelCycle(sessionHolds: true).cycleNodes() == ["vm", "bag", "S", "closure"])
        #expect(graph.liveNodes().contains("vm"))
        #expect(graph.chain(keeping: "vm") == ["vm", "bag", "S", "closure", "vm"])
    }

    @Test func withoutTheClosureEdgeNothingKeepsTheObject() {
        var graph = ReferenceGraph()
        graph.addNode("session", label: "session", isRoot: true)
        graph.addNode("vm", label: "vm")
        graph.addNode("bag", label: "bag")
        graph.addNode("S", label: "S")
        graph.addEdge(from: "vm", to: "bag")
        graph.addEdge(from: "bag", to: "S")
        #expect(graph.cycleNodes().isEmpty)
        #expect(graph.liveNodes() == ["session"])
        #expect(graph.chain(keeping: "vm") == nil)
    }

    @Test func aRootPathIsNamedWhenThereIsNoCycle() {
        var graph = ReferenceGraph()
        graph.addNode("session", label: "session", isRoot: true)
        graph.addNode("a", label: "a", isRoot: true)
        for id in ["S", "closure", "vm"] { graph.addNode(id, label: id) }
        graph.addEdge(from: "a", to: "S")
        graph.addEdge(from: "S", to: "closure")
        graph.addEdge(from: "closure", to: "vm")
        #expect(graph.liveNodes() == ["session", "a", "S", "closure", "vm"])
        #expect(graph.chain(keeping: "vm") == ["a", "S", "closure", "vm"])
    }

    /// A cycle elsewhere (subject ↔ conduit) keeps what it reaches, not what reaches it.
    @Test func whatACycleReachesLivesButNotWhatReachesIt() {
        var graph = ReferenceGraph()
        for id in ["vm", "prop", "S", "other"] { graph.addNode(id, label: id) }
        graph.addEdge(from: "vm", to: "prop")
        graph.addEdge(from: "prop", to: "S")
        graph.addEdge(from: "S", to: "prop")
        graph.addEdge(from: "S", to: "other")
        #expect(graph.cycleNodes() == ["prop", "S"])
        #expect(graph.liveNodes() == ["prop", "S", "other"])
        // From the first cycle node (in the order nodes were added) that reaches it.
        #expect(graph.chain(keeping: "other") == ["S", "other"])
    }

    /// Of two cycles of one length, the one through the edge added first is named.
    @Test func tiesGoToTheEdgeAddedFirst() {
        var graph = Self.viewModelCycle(sessionHolds: false)
        graph.addNode("prop", label: "vm.$text")
        graph.addEdge(from: "vm", to: "prop")
        graph.addEdge(from: "prop", to: "S")
        #expect(graph.chain(keeping: "vm") == ["vm", "bag", "S", "closure", "vm"])
    }

    /// The registry's graph of a session: a weak capture adds no edge.
    @Test func weakCaptureAddsNoEdge() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            object vm
            object w
            a | sink capturing weak vm store in vm as S
            a | sink capturing w store in w as T
            """)
        let graph = lab.session.ownership.objects.graph()
        let labels = graph.successors.flatMap { from, to in to.map { "\(graph.labels[from] ?? from)→\(graph.labels[$0] ?? $0)" } }
        #expect(labels.contains("closure→w"))
        #expect(!labels.contains("closure→vm"))
        lab.accept("release vm; release w")
        #expect(lab.session.ownership.objects.objects.map(\.isFreed) == [true, false])
        #expect(lab.session.ownership.objects.chain(keeping: lab.session.ownership.objects.objects[1])?.text == "w → bag → T → closure → w")
    }
}
