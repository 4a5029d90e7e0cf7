/// Sizes (in SVG user units, pixels at scale 1) and colours of an SVG diagram. One column
/// of the text diagram is `column` units wide, so the picture grows with the columns.
struct SVGTheme {
    /// The width of one column.
    let column = 28
    /// The radius of a marble (a value); two marbles in neighbouring columns never touch.
    let marbleRadius = 11
    /// The radius of a marble in a stacked same-instant group.
    let smallRadius = 8
    /// The distance between the centres of stacked marbles.
    let stackStep = 18
    /// The most events a column stacks; a larger group shows its key.
    let maxStack = 3
    /// The distance between the lines of two lanes.
    let lanePitch = 60
    /// Space around the drawing.
    let margin = 16
    /// The height of the ruler band above the first lane.
    let rulerHeight = 44
    /// The height of one legend or note line.
    let legendLine = 20
    let fontSize = 13
    /// Approximate advance of one monospace character at `fontSize` (0.6 em), used to
    /// size the picture so that every text fits.
    let characterWidth = 8

    let background = "#ffffff"
    let ink = "#1f2933"
    let muted = "#7b8794"
    let laneLine = "#9aa5b1"
    /// A value's marble: tests find marbles by this exact colour in the rendered image.
    let valueFill = "#5b9bd5"
    /// A keyed marble (its text is in the legend, or too long for a plain marble).
    let keyFill = "#f5c26b"
    let marbleStroke = "#1f3b57"
    let finished = "#2e7d32"
    let failure = "#c62828"
    let marker = "#ef6c00"

    /// Monospace for everything that lines up with the text diagram; generic families only.
    let monospace = "monospace"
    let sansSerif = "sans-serif"

    /// The value text that fits in a marble of `radius`: at most three columns for a full
    /// marble, two for a stacked one, no character that would need escaping to be read, and
    /// no space at either end (the legend shows those in brackets).
    func fits(_ text: String, radius: Int) -> Bool {
        let width = DisplayWidth.of(text)
        guard width > 0, !text.contains(where: MarbleNotation.isControl),
              text.first?.isWhitespace == false, text.last?.isWhitespace == false else { return false }
        return width <= (radius >= marbleRadius ? 3 : 2)
    }

    /// The font size for `text` in a marble of `radius`.
    func marbleFontSize(_ text: String, radius: Int) -> Int {
        let width = DisplayWidth.of(text)
        if radius < marbleRadius { return width > 1 ? 8 : 10 }
        return width > 2 ? 9 : (width > 1 ? 11 : 13)
    }

    /// The width of `text` in the font of `size`, generously estimated.
    func textWidth(_ text: String, size: Int? = nil) -> Int {
        let size = size ?? fontSize
        return (DisplayWidth.of(text) * characterWidth * size + fontSize - 1) / fontSize
    }
}
