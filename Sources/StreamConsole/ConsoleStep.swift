import StreamDSL

/// One input the console accepted, with what it printed, kept for `:save`: a saved transcript
/// must replay as saved, so each step also keeps the diagram width it ran at and, for a
/// `:load`, what the file ran (a transcript may not read files, so `:save` writes those
/// inputs in its place).
public struct ConsoleStep {
    public var input: String
    public var reply: ConsoleReply
    /// The width diagrams were drawn at when the input ran, and after it (a `:set width` or a
    /// resized terminal changes it).
    public var widthBefore: Int
    public var widthAfter: Int
    /// For `:load`: every input the file ran, in order, nested loads flattened (a script's
    /// statements as the chunks it ran them in).
    public var loaded: [ConsoleStep] = []
    /// The `:command` that ran for this input, by name (nil for statements and unknown commands).
    public var command: String?
    /// What a `:set` changed, as the session journaled it (nil when it changed nothing).
    public var setting: SettingChange?
}
