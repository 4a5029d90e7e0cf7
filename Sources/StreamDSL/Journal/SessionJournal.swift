/// What a session ran, in order, each thing once: every statement the evaluate loop took up
/// (its syntax tree, source, instant, lanes and outcome), every `:set` with its effect, and
/// every `:reset`. Statements a `:load` ran are marked with the file.
///
/// `:swift` (through `ExportRun`) and `:check` (through `Console.reexecute`) run its syntax
/// trees and settings again instead of replaying the session's text; `:save` tells a colour
/// setting by its journaled effect; the scenario export cuts a document's journal at each
/// `:reset`. It is a plain value: a test can fill one without a session.
///
/// The journal is bounded: past `maximumBytes` (its entries as `cost(of:)` counts them) it
/// forgets its entries and remembers that it did (`overflowed`); `:swift` then says the
/// session is too large.
public struct SessionJournal {
    public static let maximumBytes = 8 << 20

    public private(set) var entries: [JournalEntry] = []
    /// Whether entries were forgotten to keep the journal bounded (until the next `:reset`).
    public private(set) var overflowed = false
    private var bytes = 0
    /// The files being `:load`ed, innermost last.
    private var loading: [String] = []
    /// The lanes made by the statement now running (see `Session.makeLane`).
    /// (Held only while it runs: a lane made for an `at` statement is shown later.)
    private(set) var lanesMade: [Lane] = []

    public init() {}

    public var count: Int { entries.count }

    /// The entries since the last `:reset` (all of them when there was none).
    public var sinceReset: ArraySlice<JournalEntry> {
        let start = entries.lastIndex { $0.kind == .reset }.map { $0 + 1 } ?? entries.startIndex
        return entries[start...]
    }

    /// The statements since the last `:reset`.
    public var statementsSinceReset: [JournaledStatement] { sinceReset.compactMap(\.statement) }

    public mutating func append(_ kind: JournalEntry.Kind) {
        if case .reset = kind {
            // A reset starts the session again: a journal that overflowed before it is whole again.
            if overflowed { overflowed = false; bytes = 0 }
        }
        guard !overflowed else { return }
        bytes += Self.cost(of: kind)
        guard bytes <= Self.maximumBytes else {
            overflowed = true
            entries.removeAll()
            return
        }
        entries.append(JournalEntry(kind, loadedFrom: loading.last))
    }

    /// What an entry is counted as against `maximumBytes`: what it holds, and for a statement
    /// its syntax tree, which takes a few times the bytes of its text (a journal of 200,000
    /// `send a 1` takes about 100 MB without this bound).
    static func cost(of kind: JournalEntry.Kind) -> Int {
        let entry = MemoryLayout<JournalEntry>.stride
        guard case .statement(let statement) = kind else { return entry }
        return entry + MemoryLayout<JournaledStatement>.stride + 4 * statement.statement.text.utf8.count
    }

    /// Statements from here to `endLoad()` were run by `:load FILE`.
    public mutating func beginLoad(_ file: String) { loading.append(file) }
    public mutating func endLoad() { _ = loading.popLast() }

    // MARK: Lanes of the running statement

    /// Whether the clock stopped at its action limit while the statement ran.
    private var hitActionLimit = false

    mutating func beginStatement() {
        lanesMade.removeAll()
        hitActionLimit = false
    }
    mutating func noteActionLimit() { hitActionLimit = true }
    /// Whether the running statement was stopped by the clock's action limit (asked once).
    mutating func takeActionLimit() -> Bool {
        defer { hitActionLimit = false }
        return hitActionLimit
    }
    mutating func laneMade(_ lane: Lane) { lanesMade.append(lane) }
    /// The lanes made since `beginStatement`, as named now.
    mutating func endStatement() -> [JournaledLane] {
        defer { lanesMade.removeAll() }
        return lanesMade.map(JournaledLane.init)
    }
}
