import ArgumentParser
import StreamDSL

/// `--color auto|always|never`.
public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
}

/// Options shared by every command that draws diagrams.
public struct DisplayOptions: ParsableArguments {
    /// Diagram widths a terminal can show and the renderer can lay out.
    public static let widthRange = 20...1000

    // `.unconditional` takes the next word even when it starts with a dash, so `--width -1`
    // is explained as a bad width rather than reported as a missing value.
    @Option(name: .long, parsing: .unconditional,
            help: "Diagram width in columns, \(widthRange.lowerBound) to \(widthRange.upperBound) (default: the terminal's width in the REPL, following resizes; else $COLUMNS, else 80).",
            transform: DisplayOptions.parseWidth)
    public var width: Int?

    @Option(name: .long, help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    public var color: ColorChoice = .auto

    @Flag(name: .long, help: "Draw diagrams with Unicode glyphs.")
    public var unicode = false

    public init() {}

    /// A width is a whole number of columns within `widthRange`.
    static func parseWidth(_ text: String) throws -> Int {
        guard let width = Int(text), widthRange.contains(width) else {
            // ArgumentParser prefixes "The value 'TEXT' is invalid for '--width <width>': ".
            throw ValidationError("the width must be a whole number of at least \(widthRange.lowerBound) columns "
                                  + "(at most \(widthRange.upperBound))")
        }
        return width
    }

    /// Session settings under these options and the environment.
    func settings(io: TerminalIO) -> SessionSettings {
        var settings = SessionSettings()
        if let width {
            settings.width = width
        } else if let columns = io.environment["COLUMNS"].flatMap(Int.init), Self.widthRange.contains(columns) {
            settings.width = columns
        }
        settings.unicode = unicode
        settings.color = useColor(io: io)
        return settings
    }

    /// Colour is never used when `NO_COLOR` is set (any value) or standard output is not a
    /// terminal. Within that, `auto` also leaves it off on a `dumb` terminal, `always` does not,
    /// and `never` turns it off.
    static func colorAllowed(io: TerminalIO) -> Bool {
        io.stdoutIsTerminal && io.environment["NO_COLOR"] == nil
    }

    func useColor(io: TerminalIO) -> Bool {
        guard Self.colorAllowed(io: io) else { return false }
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return io.environment["TERM"] != "dumb"
        }
    }
}
