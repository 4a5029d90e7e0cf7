/// Readings of a journal that `:swift` needs besides its entries.
extension SessionJournal {
    /// The settings the session had at its last `:reset`, from the `current` ones: every
    /// `:set` since then undone, newest first.
    public func settingsBeforeChanges(current: SessionSettings) -> SessionSettings {
        var settings = current
        for entry in sinceReset.reversed() {
            guard case .setting(let change) = entry.kind, let setting = SettingDefinition.named(change.key) else { continue }
            _ = setting.write(&settings, change.old)
        }
        return settings
    }

    /// The inputs since the last `:reset` as they were submitted: the text each run of
    /// statements was parsed from (once, however many statements it held), and each `:set`
    /// as `:set KEY VALUE`. They name a session, not re-run it.
    public var inputsSinceReset: [String] {
        var inputs: [String] = []
        var previous: JournaledStatement?
        for entry in sinceReset {
            switch entry.kind {
            case .statement(let journaled):
                // A later statement of the same input starts after the one before it.
                let sameInput = previous.map {
                    $0.origin == journaled.origin && $0.statement.range.start < journaled.statement.range.start && $0.source == journaled.source
                } ?? false
                if !sameInput { inputs.append(journaled.source) }
                previous = journaled
            case .setting(let change):
                inputs.append(":set \(change.key) \(change.new)")
                previous = nil
            case .reset:
                previous = nil
            }
        }
        return inputs
    }
}

/// The part of a journal between two `:reset`s, with the settings it started with.
public struct JournalSegment {
    public var settings: SessionSettings
    public var entries: [JournalEntry]

    /// Whether a statement ran in it (a segment of `:commands` only exports nothing).
    public var hasStatements: Bool { entries.contains { $0.statement != nil } }
}

extension SessionJournal {
    /// The journal cut at every `:reset`, each part with the settings of its start, for a
    /// session that began with `settings` (a `:set` outlives a `:reset`).
    public func segments(startingWith settings: SessionSettings) -> [JournalSegment] {
        var current = settings
        var segments = [JournalSegment(settings: current, entries: [])]
        for entry in entries {
            switch entry.kind {
            case .reset:
                segments.append(JournalSegment(settings: current, entries: []))
            case .setting(let change):
                if let setting = SettingDefinition.named(change.key) { _ = setting.write(&current, change.new) }
                segments[segments.count - 1].entries.append(entry)
            case .statement:
                segments[segments.count - 1].entries.append(entry)
            }
        }
        return segments
    }
}
