import ArgumentParser
import StreamDSL

/// `--color auto|always|never`.
public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
}

/// Options shared by every command that draws diagrams.
public struct DisplayOptions: ParsableArguments {
    @Option(name: .long, help: "Diagram width in columns (default: $COLUMNS, else 80).")
    public var width: Int?

    @Option(name: .long, help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    public var color: ColorChoice = .auto

    @Flag(name: .long, help: "Draw diagrams with Unicode glyphs.")
    public var unicode = false

    public init() {}

    public func validate() throws {
        if let width, !(20...1000).contains(width) {
            throw ValidationError("--width must be between 20 and 1000, got \(width)")
        }
    }

    /// Session settings under these options and the environment.
    func settings(io: TerminalIO) -> SessionSettings {
        var settings = SessionSettings()
        if let width {
            settings.width = width
        } else if let columns = io.environment["COLUMNS"].flatMap(Int.init), (20...1000).contains(columns) {
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
