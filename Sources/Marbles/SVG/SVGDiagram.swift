import TerminalText

extension DiagramRenderer {
    /// The width, in pixels, an SVG picture is fitted to unless told otherwise: a blog column.
    public static let defaultSVGWidth = 720
    /// The pixel widths a picture may be asked for: room for the labels and a few columns,
    /// and no picture too large to open.
    public static let svgWidths = 240...20_000

    /// The diagram of `lanes` as a standalone SVG 1.1 document, for documents and slides,
    /// at most `pixelWidth` pixels wide where the lane names and legend allow.
    ///
    /// It is drawn from the layout the text diagram computes (`layout(_:)`, with ASCII
    /// glyphs), so both show the same columns, the same keys and the same legend: an event
    /// at time `t` stands in column `(t - t0) / d` of the ruler's grid. A column is
    /// `SVGTheme.column` units wide, or narrower to fit `pixelWidth`; when even the narrowest
    /// column (`SVGTheme.minimumColumn`) is too wide, the text layout is redone on fewer
    /// columns (coarser ones), as the text diagram does at a smaller width. Values are
    /// marbles with their text inside, or above the marble when it is longer (up to
    /// `SVGTheme.maxLabel` characters); a longer value shows its key, explained under the
    /// diagram; a same-instant group of up to three events is stacked in its column, a
    /// larger one shows its key. `|` is a bar, `#` a red cross (its message under the
    /// diagram), `^` a caret, `!` an exclamation mark, a compressed silence a dashed stretch
    /// with its duration, and an elided tail `…` with a note. The time axis has ticks in ms
    /// or s, the last column's time among them. Fonts are generic (`monospace`, `sans-serif`).
    public func svg(_ lanes: [MarbleLane], pixelWidth: Int = DiagramRenderer.defaultSVGWidth) -> String {
        var text = self
        text.glyphs = .ascii
        text.color = false
        let theme = SVGTheme()
        var diagram = SVGDiagram(layout: text.layout(lanes), pixelWidth: pixelWidth)
        let hidden = diagram.layout.hiddenEventCount
        // Fewer text columns until the narrowest column fits (a few layouts at most: each
        // step removes the columns that are too many), as long as they show every event the
        // text columns show: a grid that cannot separate the events (a 50ms timer) elides
        // its tail rather than coarsen, and a picture never drops events to fit.
        var narrower = text
        while diagram.pitch < theme.minimumColumn, narrower.width > Self.narrowestSVGLayout {
            let room = max(1, diagram.cellRoom / theme.minimumColumn)
            let excess = max(1, diagram.offsets - room)
            narrower.width = max(Self.narrowestSVGLayout, narrower.width - excess)
            let candidate = SVGDiagram(layout: narrower.layout(lanes), pixelWidth: pixelWidth)
            guard candidate.layout.hiddenEventCount <= hidden else { break }
            diagram = candidate
        }
        return diagram.document()
    }

    /// The fewest text columns an SVG picture is laid out on to fit its pixel width.
    static let narrowestSVGLayout = 24
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
    /// Pixels the columns have within the target width (after the labels, before the margin).
    let cellRoom: Int
    /// The width of one column (or character of a compressed silence's label).
    let pitch: Int
    /// The radius of a marble, and of a stacked one, for that pitch.
    let radius: Int
    let smallRadius: Int
    /// Filled while the lanes are drawn: the keys the picture shows, the failures, the notes.
    var legend: SVGLegend
    /// Per lane, the right edge of the last value written above a marble in each of the two rows.
    var labelEnds: [[Int]]
    /// The lanes whose values are written upwards: too close together to stand side by side.
    var upright: Set<Int> = []

    init(layout: DiagramLayout, pixelWidth: Int = DiagramRenderer.defaultSVGWidth) {
        self.layout = layout
        let laneCount = layout.laneCells.count
        labels = (0..<laneCount).map { Self.label(of: layout.lines[$0 + 1], width: layout.labelWidth) }
        offsets = layout.segments.reduce(0) { $0 + $1.width }
        lanes = (0..<laneCount).map { SVGLaneMarks(lane: $0, of: layout) }
        let theme = SVGTheme()
        let labelText = (labels + ["time"]).map { theme.textWidth($0) }.max() ?? 0
        cellsLeft = theme.margin + labelText + theme.column / 2
        // Room for the `…` of an elided lane after the last column.
        let elided = lanes.contains(where: \.isElided) ? 24 : 0
        cellRoom = max(0, pixelWidth - cellsLeft - theme.margin - elided)
        pitch = offsets == 0 ? theme.column : max(theme.smallestColumn, min(theme.column, cellRoom / offsets))
        radius = theme.radius(forPitch: pitch)
        smallRadius = min(theme.smallRadius, radius)
        // The legend's lines in characters of the picture's width (at least 40, as before).
        legend = SVGLegend(room: max(40, (pixelWidth - cellsLeft - theme.column - theme.margin) / theme.characterWidth))
        labelEnds = Array(repeating: [Int.min, Int.min], count: laneCount)
    }

    /// The x of the centre of the column (or character) at `offset` of the cell part.
    func center(_ offset: Int) -> Int { cellsLeft + offset * pitch + pitch / 2 }
    func leftEdge(_ offset: Int) -> Int { cellsLeft + offset * pitch }
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
        let ruler = rulerTicks().map { $0.x + (theme.textWidth($0.text, size: theme.smallestFont) + 1) / 2 }.max() ?? 0
        let elided = lanes.contains(where: \.isElided) ? leftEdge(offsets) + 24 : 0
        let above = labelEnds.flatMap { $0 }.max() ?? 0
        return max(leftEdge(offsets), ruler, elided, above)
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
}
