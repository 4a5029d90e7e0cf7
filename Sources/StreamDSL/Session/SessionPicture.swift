import Marbles

extension Session {
    /// `--format svg` and `:export svg`: the diagram of every visible lane as a standalone
    /// SVG document, laid out as `diagram(width:)` lays out the text (same columns, same
    /// keys), whatever the glyph and colour settings, and fitted to `pixelWidth` pixels
    /// (on fewer, coarser columns when the text's columns would not fit).
    public func svgDiagram(width: Int? = nil, pixelWidth: Int = DiagramRenderer.defaultSVGWidth) -> String {
        DiagramRenderer(width: width ?? settings.width).svg(visibleLanes.map(Self.marbleLane), pixelWidth: pixelWidth)
    }
}
