import TerminalText

/// Sizes (in SVG user units, pixels at scale 1) and colours of an SVG diagram. One column
/// of the text diagram is at most `column` units wide; a picture with more columns than its
/// target width holds gets narrower columns (never under `minimumColumn`), and smaller marbles.
struct SVGTheme {
    /// The width of one column when the target width has room for it.
    let column = 28
    /// The narrowest column a picture is fitted to while fewer text columns show the same
    /// events: a marble with a letter in it and a gap between neighbours.
    let minimumColumn = 18
    /// The narrowest column at all: a dot of a marble, its value written upwards above it.
    /// A picture with more columns than its target holds at this width is wider than the target.
    let smallestColumn = 10
    /// The smallest font of any text, so the picture reads at its target width.
    let smallestFont = 11
    /// The radius of a marble (a value); two marbles in neighbouring columns never touch.
    let marbleRadius = 11
    /// The radius of a marble in a stacked same-instant group.
    let smallRadius = 8
    /// The distance between the centres of stacked marbles.
    let stackStep = 18
    /// The most events a column stacks; a larger group shows its key.
    let maxStack = 3
    /// The distance between the lines of two lanes: room for two rows of values above a lane.
    let lanePitch = 68
    /// Space around the drawing.
    let margin = 16
    /// The height of the ruler band above the first lane.
    let rulerHeight = 56
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

    /// The most characters a value drawn above its marble has; a longer one shows its key.
    let maxLabel = 6

    /// The radius of a marble in columns `pitch` wide: neighbouring marbles never touch.
    func radius(forPitch pitch: Int) -> Int { max(3, min(marbleRadius, (pitch - 4) / 2)) }

    /// Whether `text` can be written at all (inside or above a marble): no character that
    /// would need escaping to be read, no space at either end (the legend shows those in brackets).
    func isWritable(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: MarbleNotation.isControl)
            && text.first?.isWhitespace == false && text.last?.isWhitespace == false
    }

    /// The value text that fits in a marble of `radius` at a readable size (`marbleFontSize`).
    func fits(_ text: String, radius: Int) -> Bool {
        guard isWritable(text) else { return false }
        return textWidth(text, size: marbleFontSize(text, radius: radius)) <= 2 * radius - 4
    }

    /// Whether `text` can stand above its marble instead of a legend key.
    func fitsAbove(_ text: String) -> Bool {
        isWritable(text) && DisplayWidth.of(text) <= maxLabel
    }

    /// The font size for `text` in a marble of `radius`: never under `smallestFont`.
    func marbleFontSize(_ text: String, radius: Int) -> Int {
        DisplayWidth.of(text) == 1 && radius >= marbleRadius ? fontSize : smallestFont
    }

    /// The width of `text` in the font of `size`, generously estimated.
    func textWidth(_ text: String, size: Int? = nil) -> Int {
        let size = size ?? fontSize
        return (DisplayWidth.of(text) * characterWidth * size + fontSize - 1) / fontSize
    }
}
