/// Rows drawn under lanes on the diagram's own columns (`:set activity on` draws a task's
/// activity under its lane): the caller turns the layout's columns into characters.
extension DiagramRenderer {
    /// The diagram of `lanes` with, under lane `index`, the row `row(index, layout)` (its
    /// cell part, laid on `layout.segments`; nil for none), after a blank label column.
    public func render(_ lanes: [MarbleLane], rowsUnder row: (Int, DiagramLayout) -> String?) -> String {
        let built = DiagramBuilder(renderer: self).build(lanes)
        let indent = String(repeating: " ", count: built.layout.labelWidth)
        var text = ""
        for (number, line) in built.lines.enumerated() {
            text += line.rendered(color: color) + "\n"
            // Line 0 is the ruler; lane lines follow it in order.
            let lane = number - 1
            guard lane >= 0, lane < lanes.count, let cells = row(lane, built.layout) else { continue }
            let trimmed = String(cells.reversed().drop(while: { $0 == " " }).reversed())
            if !trimmed.isEmpty { text += indent + trimmed + "\n" }
        }
        return text
    }
}
