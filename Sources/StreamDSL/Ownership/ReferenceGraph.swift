/// Who holds whom: the strong references between the session, objects, their bags and
/// properties, subjects, subscriptions and the closures of sinks.
///
/// Lifetimes follow Swift's ARC, not a tracing collector: an object lives while it is
/// reachable from a root (the session, a subject it holds, the clock) **or** from a strong
/// cycle, because ARC never frees a cycle. So the live set is everything reachable from the
/// roots and from every node that lies on a cycle. Weak references are simply not edges.
///
/// Nodes are identified by strings (`obj:vm`, `bag:vm`, …) and carry the label a learner
/// reads in a chain such as `vm → bag → S → closure → vm`.
struct ReferenceGraph {
    private(set) var labels: [String: String] = [:]
    /// Nodes in the order they were added, so every answer is the same on every run.
    private(set) var nodes: [String] = []
    /// Successors in the order the edges were added: the order breaks ties between chains
    /// of the same length (a bag is named before a property's subject).
    private(set) var successors: [String: [String]] = [:]
    private(set) var roots: [String] = []

    mutating func addNode(_ id: String, label: String, isRoot: Bool = false) {
        if labels[id] == nil {
            labels[id] = label
            nodes.append(id)
        }
        if isRoot, !roots.contains(id) { roots.append(id) }
    }

    /// A strong reference from `holder` to `held`.
    mutating func addEdge(from holder: String, to held: String) {
        guard successors[holder, default: []].contains(held) == false else { return }
        successors[holder, default: []].append(held)
    }

    /// Nodes that lie on a strong cycle (a node that can reach itself), in node order: the
    /// members of strongly connected components with more than one node, or a self-loop.
    /// Linear in nodes and edges (Tarjan), so a ring of hundreds of objects is found at once.
    func cycleNodes() -> [String] {
        let onCycle = StrongComponents(nodes: nodes, successors: successors).onCycle
        return nodes.indices.filter { onCycle[$0] }.map { nodes[$0] }
    }

    /// Nodes ARC keeps: reachable from a root or from a cycle.
    func liveNodes() -> Set<String> {
        reachable(from: roots + cycleNodes())
    }

    /// The chain that keeps `node` alive, as labels: a cycle through it if there is one
    /// (the leak a learner must break), else the shortest path from a root, else the
    /// shortest path from a cycle elsewhere. `nil` if nothing keeps it.
    package func chain(keeping node: String) -> [String]? {
        chainNodes(keeping: node).map { path in path.nodes.map { labels[$0] ?? $0 } }
    }

    /// `chain(keeping:)` as node ids, and whether it is a cycle through `node`.
    func chainNodes(keeping node: String) -> (nodes: [String], isCycle: Bool)? {
        if let cycle = shortestPath(from: successors[node] ?? [], to: node) { return ([node] + cycle, true) }
        if let path = shortestPath(from: roots, to: node) { return (path, false) }
        return shortestPath(from: cycleNodes(), to: node).map { ($0, false) }
    }

    private func reachable(from starts: [String]) -> Set<String> {
        var seen = Set(starts)
        var stack = starts
        while let node = stack.popLast() {
            for next in successors[node] ?? [] where seen.insert(next).inserted { stack.append(next) }
        }
        return seen
    }

    /// Breadth-first, so the path is one of the shortest; includes its start and `target`.
    private func shortestPath(from starts: [String], to target: String) -> [String]? {
        var parent: [String: String] = [:]
        var seen = Set(starts)
        var queue = starts
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == target {
                var path = [node]
                var step = node
                while let previous = parent[step] {
                    path.append(previous)
                    step = previous
                }
                return path.reversed()
            }
            for next in successors[node] ?? [] where seen.insert(next).inserted {
                parent[next] = node
                queue.append(next)
            }
        }
        return nil
    }
}
