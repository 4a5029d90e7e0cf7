extension SVGDiagram {
    /// Lane `index`: its name, its line (dashed through compressed silences), its marks,
    /// and `…` when events after the last column were left out.
    mutating func drawLane(_ index: Int, on svg: inout SVGWriter) {
        let lane = lanes[index]
        let y = laneY(index)
        if !writesSideBySide(lane: index) { upright.insert(index) }
        svg.text(labels[index], x: theme.margin, y: y + 5, ["fill": theme.ink, "font-family": theme.sansSerif])
        if let drawn = lane.drawn { drawLine(drawn, gaps: lane.gaps, y: y, on: &svg) }
        for (offset, mark) in lane.marks { draw(mark, lane: index, x: center(offset), y: y, on: &svg) }
        if layout.legend.impliedSubscriptions.contains(index), let first = lane.marks.first {
            // The subscription shares the first column with other events: a small caret under it.
            caret(x: center(first.offset), y: y + radius + 9, size: 5, on: &svg)
        }
        if lane.isElided {
            svg.text("…", x: leftEdge(offsets) + 4, y: y + 5, ["fill": theme.muted])
        }
    }

    private func drawLine(_ drawn: ClosedRange<Int>, gaps: [(offsets: Range<Int>, label: String)], y: Int,
                          on svg: inout SVGWriter) {
        var start = center(drawn.lowerBound)
        for gap in gaps {
            let gapStart = leftEdge(gap.offsets.lowerBound)
            let gapEnd = leftEdge(gap.offsets.upperBound)
            if gapStart > start { solid(from: start, to: gapStart, y: y, on: &svg) }
            svg.element("line", ["x1": "\(max(start, gapStart))", "y1": "\(y)", "x2": "\(gapEnd)", "y2": "\(y)",
                                 "stroke": theme.laneLine, "stroke-width": "2", "stroke-dasharray": "4 4"])
            svg.text(gap.label, x: (gapStart + gapEnd) / 2, y: y - 6,
                     ["fill": theme.muted, "text-anchor": "middle", "font-size": "11"])
            start = gapEnd
        }
        let end = center(drawn.upperBound)
        if end > start { solid(from: start, to: end, y: y, on: &svg) }
    }

    private func solid(from start: Int, to end: Int, y: Int, on svg: inout SVGWriter) {
        svg.element("line", ["x1": "\(start)", "y1": "\(y)", "x2": "\(end)", "y2": "\(y)",
                             "stroke": theme.laneLine, "stroke-width": "2"])
    }

    /// One column's mark centred at (`x`, `y`).
    private mutating func draw(_ mark: SVGLaneMarks.Mark, lane: Int, x: Int, y: Int, on svg: inout SVGWriter) {
        switch mark {
        case .value(let text):
            if theme.fits(text, radius: radius) || !writeAbove(text, lane: lane, x: x, y: y, on: &svg) {
                marble(text, x: x, y: y, radius: radius, keyed: false, on: &svg)
            } else {
                marble("", x: x, y: y, radius: radius, keyed: false, on: &svg)
            }
        case .key(let key, .value(let text)):
            if theme.fits(text, radius: radius) {
                marble(text, x: x, y: y, radius: radius, keyed: false, on: &svg)
            } else if theme.fitsAbove(text), writeAbove(text, lane: lane, x: x, y: y, on: &svg) {
                marble("", x: x, y: y, radius: radius, keyed: false, on: &svg)
            } else {
                marble(key, x: x, y: y, radius: radius, keyed: true, on: &svg)
                legend.add(key: key, meaning: .value(text))
            }
        case .key(let key, .series(let value, let step)):
            // `value` is this appearance's value: written in or above the marble when it fits.
            let text = String(value)
            if theme.fits(text, radius: radius) {
                marble(text, x: x, y: y, radius: radius, keyed: false, on: &svg)
            } else if theme.fitsAbove(text), writeAbove(text, lane: lane, x: x, y: y, on: &svg) {
                marble("", x: x, y: y, radius: radius, keyed: false, on: &svg)
            } else {
                marble(key, x: x, y: y, radius: radius, keyed: true, on: &svg)
                legend.add(key: key, meaning: .series(first: value, step: step))
            }
        case .key(let key, .group(let kinds)):
            if kinds.count <= theme.maxStack, kinds.allSatisfy(canStack) {
                for (position, kind) in kinds.enumerated() {
                    let dy = (2 * position - (kinds.count - 1)) * theme.stackStep / 2
                    drawMember(kind, x: x, y: y + dy, on: &svg)
                }
            } else {
                marble(key, x: x, y: y, radius: radius, keyed: true, on: &svg)
                legend.add(key: key, meaning: .group(kinds))
            }
        case .finished: bar(x: x, y: y, half: 13, on: &svg)
        case .failure: cross(x: x, y: y, half: 8, on: &svg)
        case .subscribe: caret(x: x, y: y, size: 7, on: &svg)
        case .cancel: exclamation(x: x, y: y, half: 12, on: &svg)
        case .cancelRequest: slash(x: x, y: y, half: 12, on: &svg)
        }
    }

    /// Writes `text` above the marble at (`x`, `y`), in the first of two rows where it
    /// touches no value written before it in the lane; `false` (nothing written) when both
    /// rows are taken there.
    private mutating func writeAbove(_ text: String, lane: Int, x: Int, y: Int, on svg: inout SVGWriter) -> Bool {
        if upright.contains(lane) {
            // Reading upwards from just above the marble: a column wide, whatever its length.
            let baseline = y - radius - 4
            svg.text(text, x: x + 4, y: baseline, ["fill": theme.ink, "font-size": "\(theme.smallestFont)",
                                                   "transform": "rotate(-90 \(x + 4) \(baseline))", "xml:space": "preserve"])
            labelEnds[lane] = [x + 5, x + 5]
            return true
        }
        let width = theme.textWidth(text, size: theme.smallestFont)
        let left = x - (width + 1) / 2
        for row in 0..<2 where labelEnds[lane][row] + 4 <= left {
            labelEnds[lane][row] = left + width
            let baseline = y - radius - 4 - row * (theme.smallestFont + 2)
            svg.text(text, x: x, y: baseline, ["fill": theme.ink, "text-anchor": "middle",
                                               "font-size": "\(theme.smallestFont)", "xml:space": "preserve"])
            return true
        }
        return false
    }

    /// Whether every value of lane `index` that is written above its marble stands side by
    /// side in the two rows, without a key; else the lane's values are written upwards.
    private func writesSideBySide(lane index: Int) -> Bool {
        var trial = self
        var scratch = SVGWriter(width: 0, height: 0)
        for (offset, mark) in lanes[index].marks {
            let text: String
            switch mark {
            case .value(let value): text = value
            case .key(_, .value(let value)) where theme.fitsAbove(value): text = value
            default: continue
            }
            if theme.fits(text, radius: radius) { continue }
            if !trial.writeAbove(text, lane: index, x: center(offset), y: 0, on: &scratch) { return false }
        }
        return true
    }

    private func canStack(_ kind: MarbleEventKind) -> Bool {
        guard case .value(let text) = kind else { return true }
        return theme.fits(text, radius: smallRadius)
    }

    /// A member of a stacked group, at the smaller size.
    private func drawMember(_ kind: MarbleEventKind, x: Int, y: Int, on svg: inout SVGWriter) {
        switch kind {
        case .value(let text): marble(text, x: x, y: y, radius: smallRadius, keyed: false, on: &svg)
        case .finished: bar(x: x, y: y, half: 8, on: &svg)
        case .failure: cross(x: x, y: y, half: 6, on: &svg)
        case .subscribe: caret(x: x, y: y, size: 5, on: &svg)
        case .cancel: exclamation(x: x, y: y, half: 8, on: &svg)
        case .cancelRequest: slash(x: x, y: y, half: 8, on: &svg)
        }
    }
}
