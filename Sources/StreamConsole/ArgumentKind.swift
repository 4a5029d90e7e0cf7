import StreamDSL
import StreamLanguage

/// What kind of word a command's argument is: a file path, a setting, a lane, a lesson…
/// A kind knows how Tab completes such a word, and may refuse a word before the command
/// runs (an unknown setting) or name, in a usage error, the form the words given chose.
public struct ArgumentKind {
    /// "file path", "setting", …: what the word is, in words.
    public var name: String
    /// Candidates for a word of this kind being typed (`partial`); the caller keeps those
    /// that start with it.
    public var complete: ((_ partial: String, Console) -> [String])?
    /// A refusal of `word`, checked before the number of words (`unknown setting 'x'`).
    public var refuse: ((_ word: String) -> ConsoleReply?)?
    /// The word a usage error shows for the argument at `index`, given the words typed;
    /// nil shows the placeholder.
    public var usageWord: ((_ given: [String], _ index: Int) -> String?)?

    public init(_ name: String, complete: ((String, Console) -> [String])? = nil) {
        self.name = name
        self.complete = complete
    }
}

extension ArgumentKind {
    /// A path to read or write; `~` is the home folder.
    public static var filePath: ArgumentKind {
        ArgumentKind("file path") { partial, console in FilePathCompletion.candidates(for: partial, console: console) }
    }
    /// A `:help` topic: a topic, statement, source, operator or function.
    static var helpTopic: ArgumentKind { ArgumentKind("help topic") { _, _ in HelpText.topics } }
    /// `FROM...TO` of virtual times, either side left out.
    static var timeWindow: ArgumentKind { ArgumentKind("time window") }
    /// The name of a lane (`sink as NAME`).
    static var lane: ArgumentKind { ArgumentKind("lane") { _, console in console.session.recording.lanes.map(\.name) } }
    /// A marble diagram of one lane (`--1--|`).
    static var marbles: ArgumentKind { ArgumentKind("marbles") }
    /// The format a command writes (`svg`).
    static var format: ArgumentKind { ArgumentKind("format") }
    /// A free word (the stand-ins' words, which they do not read).
    public static var word: ArgumentKind { ArgumentKind("word") }

    /// A setting's key: an unknown key is refused with the closest one, and a usage error
    /// shows the key given.
    static var setting: ArgumentKind {
        var kind = ArgumentKind("setting") { _, _ in SettingDefinition.all.map(\.key) }
        kind.refuse = { word in
            guard SettingDefinition.named(word) == nil else { return nil }
            return .failure(DiagnosticMessages.unknownSetting(word),
                            label: Suggestions.didYouMean(word, among: SettingDefinition.all.map(\.key)))
        }
        kind.usageWord = { given, index in given.indices.contains(index) ? given[index] : nil }
        return kind
    }

    /// The value of the setting named just before it: a usage error shows its form
    /// (`COLUMNS`, `on|off`).
    static var settingValue: ArgumentKind {
        var kind = ArgumentKind("setting value")
        kind.usageWord = { given, index in
            index > 0 && given.indices.contains(index - 1) ? SettingDefinition.named(given[index - 1])?.valueHint : nil
        }
        return kind
    }
}
