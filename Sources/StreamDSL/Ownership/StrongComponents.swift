/// Which nodes of a reference graph lie on a cycle, by Tarjan's strongly connected
/// components, iteratively (a ring of thousands of objects must not overflow the stack).
///
/// A node is on a cycle when its component has more than one node, or it refers to itself.
struct StrongComponents {
    /// Indexed like the `nodes` given.
    private(set) var onCycle: [Bool]

    init(nodes: [String], successors: [String: [String]]) {
        var number: [String: Int] = [:]
        for (index, node) in nodes.enumerated() { number[node] = index }
        // Edges to nodes that were never added cannot close a cycle among the added ones.
        let next: [[Int]] = nodes.map { node in (successors[node] ?? []).compactMap { number[$0] } }
        let count = nodes.count
        onCycle = Array(repeating: false, count: count)
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0

        func visit(_ node: Int) {
            order[node] = counter
            low[node] = counter
            counter += 1
            stack.append(node)
            onStack[node] = true
        }

        for root in 0..<count where order[root] < 0 {
            visit(root)
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            while let (node, edge) = work.last {
                if edge < next[node].count {
                    work[work.count - 1].edge += 1
                    let target = next[node][edge]
                    if order[target] < 0 {
                        visit(target)
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || next[node].contains(node) {
                    for member in component { onCycle[member] = true }
                }
            }
        }
    }
}
