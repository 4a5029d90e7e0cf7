extension DiagramRenderer {
    /// The diagram of `lanes` as a standalone SVG 1.1 document, for documents and slides.
    ///
    /// It is drawn from the layout the text diagram computes (`layout(_:)`, with ASCII
    /// glyphs), so both show the same columns, the same keys and the same legend: an event
    /// at time `t` stands in column `(t - t0) / d` of the ruler's grid, each column
    /// `SVGTheme.column` units wide. Values are marbles with their text inside; a value too
    /// long for its marble shows its key, explained under the diagram; a same-instant group
    /// of up to three events is stacked in its column, a larger one shows its key. `|`
    /// is a bar, `#` a red cross (its message under the diagram), `^` a caret, `!` an
    /// exclamation mark, a compressed silence a dashed stretch with its duration, and an
    /// elided tail `…` with a note. Fonts are generic (`monospace`, `sans-serif`).
    public func svg(_ lanes: [MarbleLane]) -> String {
        var text = self
        text.glyphs = .ascii
        text.color = false
        return SVGDiagram(layout: text.layout(lanes), legendRoom: max(40, width)).document()
    }
}

/// Lays out and writes the picture of one `DiagramLayout`.
struct SVGDiagram {
    let layout: DiagramLayout
    let theme = SVGTheme()
    /// Lane labels as the text diagram writes them (shortened names).
    let labels: [String]
    /// Characters of the cell part (columns, and compressed silences as wide as their text).
    let offsets: Int
    let lanes: [SVGLaneMarks]
    /// The left edge of the first column.
    let cellsLeft: Int
    /// Filled while the lanes are drawn: the keys the picture shows, the failures, the notes.
    var legend: SVGLegend

    init(layout: DiagramLayout, legendRoom: Int) {
        self.layout = layout
        let laneCount = layout.laneCells.count
        labels = (0..<laneCount).map { Self.label(of: layout.lines[$0 + 1], width: layout.labelWidth) }
        offsets = layout.segments.reduce(0) { $0 + $1.width }
        lanes = (0..<laneCount).map { SVGLaneMarks(lane: $0, of: layout) }
        let theme = SVGTheme()
        let labelText = (labels + ["t(ms)"]).map { theme.textWidth($0) }.max() ?? 0
        cellsLeft = theme.margin + labelText + theme.column / 2
        legend = SVGLegend(room: legendRoom)
    }

    /// The x of the centre of the column (or character) at `offset` of the cell part.
    func center(_ offset: Int) -> Int { cellsLeft + offset * theme.column + theme.column / 2 }
    func leftEdge(_ offset: Int) -> Int { cellsLeft + offset * theme.column }
    /// The y of lane `index`'s line.
    func laneY(_ index: Int) -> Int { theme.margin + theme.rulerHeight + theme.lanePitch / 2 + index * theme.lanePitch }

    func document() -> String {
        var body = SVGWriter(width: 0, height: 0)
        var diagram = self
        // An opaque background: the picture reads the same on a dark slide.
        body.element("rect", ["width": "100%", "height": "100%", "fill": theme.background])
        diagram.drawRuler(&body)
        for index in lanes.indices { diagram.drawLane(index, on: &body) }
        diagram.explainFailures()
        if layout.hiddenEventCount > 0 {
            let events = layout.hiddenEventCount == 1 ? "1 event" : "\(layout.hiddenEventCount) events"
            diagram.legend.addNote("(\(events) after \(formatVirtualTime(layout.lastColumnTime)) not shown; use a larger width)")
        }
        if lanes.isEmpty { diagram.legend.addNote(layout.lines.first ?? "(no lanes)") }
        let legendTop = laneY(lanes.count) - theme.lanePitch / 2 + 8
        let legendRight = diagram.drawLegend(on: &body, top: legendTop)
        let legendBottom = legendTop + diagram.legend.lines.count * theme.legendLine

        var svg = body
        svg.width = max(diagram.rightmost(), legendRight) + theme.margin
        svg.height = max(legendBottom, laneY(lanes.count) - theme.lanePitch / 2) + theme.margin
        svg.rootAttributes = ["font-family": theme.monospace, "font-size": "\(theme.fontSize)"]
        return svg.document(title: "StreamLab marble diagram: " + labels.joined(separator: ", "))
    }

    /// The right edge of the ruler, the lanes and their `…`.
    private func rightmost() -> Int {
        let ruler = Self.rulerItems(layout).note.map { leftEdge(offsets) + 12 + theme.textWidth($0) } ?? 0
        let elided = lanes.contains(where: \.isElided) ? leftEdge(offsets) + 24 : 0
        return max(leftEdge(offsets), ruler, elided)
    }

    /// The label of a lane line: its first `width` columns, without the padding.
    static func label(of line: String, width: Int) -> String {
        var label = ""
        var used = 0
        for character in line {
            used += DisplayWidth.of(character)
            if used > width { break }
            label.append(character)
        }
        while label.last == " " { label.removeLast() }
        return label
    }

    /// The ruler line of the text diagram read back: its labels and gap marks by offset,
    /// and the column-duration note (`(1 col = 100ms)`).
    static func rulerItems(_ layout: DiagramLayout) -> (labels: [(offset: Int, text: String)], marks: [Int], note: String?) {
        guard !layout.laneCells.isEmpty, let line = layout.lines.first else { return ([], [], nil) }
        let region = Array(line.dropFirst(layout.labelWidth))
        var labels: [(offset: Int, text: String)] = []
        var marks: [Int] = []
        var offset = 0
        while offset < region.count {
            guard region[offset] != " " else {
                offset += 1
                continue
            }
            if region[offset] == "(" { return (labels, marks, String(region[offset...])) }
            let start = offset
            while offset < region.count, region[offset] != " " { offset += 1 }
            let token = String(region[start..<offset])
            if token == "~" { marks.append(start) } else { labels.append((start, token)) }
        }
        return (labels, marks, nil)
    }
}
