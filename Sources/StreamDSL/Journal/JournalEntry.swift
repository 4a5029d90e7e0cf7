import StreamCore
import StreamLanguage

/// One thing a session did, recorded once as a value (see `SessionJournal`).
public struct JournalEntry: Equatable {
    public enum Kind: Equatable {
        /// A statement the evaluate loop took up, with what became of it.
        case statement(JournaledStatement)
        /// `:set KEY VALUE` that changed the settings.
        case setting(SettingChange)
        /// `:reset`: what came before no longer exists in the session.
        case reset
    }

    public var kind: Kind
    /// The file a `:load` ran this from (the innermost, when loads nest); nil when typed, or
    /// run as the script itself.
    public var loadedFrom: String?

    public init(_ kind: Kind, loadedFrom: String? = nil) {
        self.kind = kind
        self.loadedFrom = loadedFrom
    }

    /// The statement, when this entry is one.
    public var statement: JournaledStatement? {
        if case .statement(let statement) = kind { statement } else { nil }
    }
}

/// A statement as it ran: its syntax tree, where it came from, when, what it made and how it ended.
public struct JournaledStatement: Equatable {
    /// The syntax tree (`statement.text` is its own source text, `statement.range` its place).
    public var statement: Statement
    /// The whole input the statement was parsed from: its diagnostics are located in it.
    public var source: String
    /// The file and first line of `source` (interactive input has no file).
    public var origin: SourceOrigin
    /// The virtual time when the statement started.
    public var instant: VirtualTime
    /// The lanes made while it ran (compiling makes none), in order, named as they were once it ended.
    public var lanes: [JournaledLane]
    public var outcome: StatementOutcome

    /// The lane of the statement's sink (`… | sink`), if it made one.
    public var sinkLane: JournaledLane? { lanes.first { $0.role == .subscription } }
}

/// A lane a statement made: the session's lane object is found again by `id`.
public struct JournaledLane: Equatable {
    public var id: ObjectIdentifier
    public var name: String
    public var role: Lane.Role

    init(_ lane: Lane) {
        id = ObjectIdentifier(lane)
        name = lane.name
        role = lane.role
    }
}

/// How a statement ended.
public enum StatementOutcome: Equatable {
    /// It ran to its end.
    case done
    /// It was refused with these errors and changed nothing.
    case error([Diagnostic])
    /// A limit stopped it (or, for the error limit and a full recording, refused it).
    case stopped(Limit)
    /// A Swift runtime trap happened while it ran: the program stopped there.
    case trapped(message: String)
    /// It came after a trap and was refused: the program was no longer running.
    case refusedAfterTrap
    /// Ctrl-C stopped it; `undone` when the session was put back as it was before it.
    case interrupted(undone: Bool)

    public enum Limit: Equatable {
        /// The values and retries, or the clock actions, one statement may run
        /// (`SessionSettings.maxActions`).
        case actionBudget
        /// The session's memory bound (`RecordingLimits`).
        case recordingFull
        /// Too many errors in one input (`Parser.errorLimit`).
        case errorLimit
    }

    /// Whether the statement ran to its end.
    public var isDone: Bool { self == .done }

    /// Whether it changed nothing (an error, or a refusal before it ran).
    public var changedNothing: Bool {
        switch self {
        case .error, .refusedAfterTrap, .stopped(.errorLimit), .interrupted(undone: true): true
        default: false
        }
    }
}

/// What a `:set` did: the setting and its value before and after, as `:set` prints them.
public struct SettingChange: Equatable {
    public var key: String
    public var old: String
    public var new: String

    public init(key: String, old: String, new: String) {
        self.key = key
        self.old = old
        self.new = new
    }
}
