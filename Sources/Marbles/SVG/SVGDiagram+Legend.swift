extension SVGDiagram {
    /// Adds the failure lines: the messages of the crosses drawn, as the text legend says them.
    mutating func explainFailures() {
        let crosses = lanes.flatMap(\.marks).reduce(0) { count, drawn in
            switch drawn.mark {
            case .failure: count + 1
            case .key(_, .group(let kinds)): count + kinds.filter { if case .failure = $0 { true } else { false } }.count
            default: count
            }
        }
        legend.addFailures(layout.legend.failures, failureCount: crosses, names: labels)
    }

    /// The legend lines from `top`, under the first column; returns their right edge.
    func drawLegend(on svg: inout SVGWriter, top: Int) -> Int {
        var right = 0
        let symbolX = leftEdge(0) + pitch / 2
        for (index, line) in legend.lines.enumerated() {
            let y = top + index * theme.legendLine + theme.legendLine / 2
            let textX = symbolX + pitch / 2
            let text: String
            switch line {
            case .key(let key, let rest):
                marble(key, x: symbolX, y: y, radius: smallRadius, keyed: true, on: &svg)
                text = rest
            case .failure(let rest):
                cross(x: symbolX, y: y, half: 5, on: &svg)
                text = rest
            case .continued(let more):
                text = "   " + more
            case .note(let note):
                svg.text(note, x: symbolX - smallRadius, y: y + 4, ["fill": theme.muted, "font-family": theme.sansSerif])
                right = max(right, symbolX - smallRadius + theme.textWidth(note))
                continue
            }
            svg.text(text, x: textX, y: y + 4, ["fill": theme.ink, "xml:space": "preserve"])
            right = max(right, textX + theme.textWidth(text))
        }
        return right
    }
}
