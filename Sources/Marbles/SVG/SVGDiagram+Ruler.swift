extension SVGDiagram {
    /// `t(ms)`, a time axis over the columns (broken at compressed silences), a tick and
    /// label wherever the text ruler has a label, and the column duration after the axis.
    func drawRuler(_ svg: inout SVGWriter) {
        guard !lanes.isEmpty else { return }
        let axis = theme.margin + theme.rulerHeight - 14
        let items = Self.rulerItems(layout)
        svg.text("t(ms)", x: theme.margin, y: axis + 4, ["fill": theme.muted, "font-family": theme.sansSerif])
        var offset = 0
        for segment in layout.segments {
            switch segment {
            case .columns(_, let count):
                svg.element("line", ["x1": "\(leftEdge(offset))", "y1": "\(axis)", "x2": "\(leftEdge(offset + count))",
                                     "y2": "\(axis)", "stroke": theme.muted, "stroke-width": "1"])
            case .gap:
                svg.text("≈", x: (leftEdge(offset) + leftEdge(offset + segment.width)) / 2, y: axis + 4,
                         ["fill": theme.muted, "text-anchor": "middle"])
            }
            offset += segment.width
        }
        for label in items.labels {
            let x = center(label.offset)
            svg.element("line", ["x1": "\(x)", "y1": "\(axis - 4)", "x2": "\(x)", "y2": "\(axis + 4)",
                                 "stroke": theme.muted, "stroke-width": "1"])
            svg.text(label.text, x: x, y: axis - 8, ["fill": theme.ink, "text-anchor": "middle", "font-size": "11"])
        }
        if let note = items.note {
            svg.text(note, x: leftEdge(offsets) + 12, y: axis + 4, ["fill": theme.muted])
        }
    }
}
