/// The shapes of an SVG diagram's marks, centred on a point.
extension SVGDiagram {
    /// A marble: a filled circle with `text` in it. A keyed marble (its text is a key of the
    /// legend) has another fill and a dashed outline.
    func marble(_ text: String, x: Int, y: Int, radius: Int, keyed: Bool, on svg: inout SVGWriter) {
        if keyed {
            svg.element("circle", ["cx": "\(x)", "cy": "\(y)", "r": "\(radius)", "fill": theme.keyFill,
                                   "stroke": theme.marbleStroke, "stroke-width": "1.5", "stroke-dasharray": "3 2"])
        } else {
            svg.element("circle", ["cx": "\(x)", "cy": "\(y)", "r": "\(radius)", "fill": theme.valueFill,
                                   "stroke": theme.marbleStroke, "stroke-width": "1.5"])
        }
        guard !text.isEmpty else { return }
        let size = theme.marbleFontSize(text, radius: radius)
        svg.text(text, x: x, y: y + size * 7 / 20, ["fill": theme.ink, "text-anchor": "middle", "font-size": "\(size)",
                                                   "font-weight": keyed ? "bold" : "normal"])
    }

    /// `|`: a vertical bar.
    func bar(x: Int, y: Int, half: Int, on svg: inout SVGWriter) {
        svg.element("line", ["x1": "\(x)", "y1": "\(y - half)", "x2": "\(x)", "y2": "\(y + half)",
                             "stroke": theme.finished, "stroke-width": "3", "stroke-linecap": "round"])
    }

    /// `#`: a cross.
    func cross(x: Int, y: Int, half: Int, on svg: inout SVGWriter) {
        for (dx, dy) in [(half, half), (half, -half)] {
            svg.element("line", ["x1": "\(x - dx)", "y1": "\(y - dy)", "x2": "\(x + dx)", "y2": "\(y + dy)",
                                 "stroke": theme.failure, "stroke-width": "3", "stroke-linecap": "round"])
        }
    }

    /// `^`: a caret pointing up.
    func caret(x: Int, y: Int, size: Int, on svg: inout SVGWriter) {
        svg.element("polyline", ["points": "\(x - size),\(y + size) \(x),\(y - size) \(x + size),\(y + size)",
                                 "fill": "none", "stroke": theme.marker, "stroke-width": "2.5",
                                 "stroke-linecap": "round", "stroke-linejoin": "round"])
    }

    /// `!`: a stroke and a dot.
    /// A task's cancel request: a slash, as `/` in a text lane.
    func slash(x: Int, y: Int, half: Int, on svg: inout SVGWriter) {
        svg.element("line", ["x1": "\(x - half / 2)", "y1": "\(y + half)", "x2": "\(x + half / 2)", "y2": "\(y - half)",
                             "stroke": theme.marker, "stroke-width": "3", "stroke-linecap": "round"])
    }

    func exclamation(x: Int, y: Int, half: Int, on svg: inout SVGWriter) {
        svg.element("line", ["x1": "\(x)", "y1": "\(y - half)", "x2": "\(x)", "y2": "\(y + half / 3)",
                             "stroke": theme.marker, "stroke-width": "3", "stroke-linecap": "round"])
        svg.element("circle", ["cx": "\(x)", "cy": "\(y + half * 3 / 4)", "r": "2", "fill": theme.marker])
    }
}
