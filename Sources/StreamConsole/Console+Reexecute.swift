import StreamDSL

extension Console {
    /// Does again, in this console's session, what a journal entry of another session did:
    /// a statement's syntax tree runs through the evaluate loop, a `:set` sets its new value,
    /// a `:reset` resets. (`:check` runs the learner's journal on each variant setup.)
    @discardableResult
    public func reexecute(_ entry: JournalEntry) -> ConsoleReply {
        switch entry.kind {
        case .statement(let journaled):
            return session.evaluate([journaled.statement], source: journaled.source, origin: journaled.origin)
        case .setting(let change):
            return SettingsCommand.run([change.key, change.new], session: session)
        case .reset:
            session.reset()
            return ConsoleReply()
        }
    }
}
