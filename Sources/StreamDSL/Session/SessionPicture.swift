import Marbles

extension Session {
    /// `--format svg` and `:export svg`: the diagram of every visible lane as a standalone
    /// SVG document, laid out exactly as `diagram(width:)` lays out the text (same width,
    /// same columns, same keys), whatever the glyph and colour settings.
    public func svgDiagram(width: Int? = nil) -> String {
        DiagramRenderer(width: width ?? settings.width).svg(visibleLanes.map(Self.marbleLane))
    }
}
