import StreamConsole
import StreamDSL
import StreamLanguage

/// The statements typed for an unpassed exercise, kept across a restart (`ExerciseDraft`):
/// written after every REPL entry, restored when the exercise starts again in a later run.
extension LessonSession {
    /// Writes the statements typed since the exercise started to the draft file, when they
    /// changed; call after each entry the learner typed. A passed exercise keeps no draft.
    /// Returns a warning the first time the file cannot be written.
    public func saveDraft(console: Console) -> ConsoleReply {
        guard let exercise, let draftStore else { return ConsoleReply() }
        let statements = progress.hasPassed(exercise.progressKey) ? [] : typedStatements(console: console)
        guard statements != savedDraft else { return ConsoleReply() }
        savedDraft = statements
        // The file now speaks for this exercise: an older draft found at start-up is replaced.
        pendingDraft = nil
        do {
            try draftStore.save(ExerciseDraft(exercise: exercise.progressKey, statements: statements))
            return ConsoleReply()
        } catch {
            guard !draftWarningShown else { return ConsoleReply() }
            draftWarningShown = true
            return .failure(DiagnosticMessages.progressNotSaved(error.description), severity: .warning)
        }
    }

    /// What the learner's session journaled since the exercise started, as statements to type
    /// again: refused statements are left out (they changed nothing), `:reset` forgets what
    /// came before it, and a setting change is kept as its `:set`.
    func typedStatements(console: Console) -> [String] {
        let entries = console.session.journal.entries
        var statements: [String] = []
        for entry in entries[min(journalMark, entries.count)...] {
            switch entry.kind {
            case .reset:
                statements.removeAll()
            case .setting(let change):
                statements.append(":set \(change.key) \(change.new)")
            case .statement(let journaled):
                switch journaled.outcome {
                case .error, .refusedAfterTrap, .interrupted(undone: true): continue
                default: statements.append(journaled.statement.text)
                }
            }
        }
        return statements
    }

    /// After `exercise` started (its setup run): the draft kept for it, typed again into the
    /// learner's console, and what that showed; empty when there is none.
    ///
    /// The draft file is the learner's to edit, so it is typed as a transcript would be: no
    /// lesson command and no file access, and only `:set` among the commands.
    func restoreDraft(for exercise: Exercise, console: Console) -> String {
        guard let draft = pendingDraft, draft.exercise == exercise.progressKey else { return "" }
        pendingDraft = nil
        let saved = (console.extraCommands, console.allowsFileAccess)
        console.extraCommands = TranscriptCommands.all
        console.allowsFileAccess = false
        defer { (console.extraCommands, console.allowsFileAccess) = saved }
        var text = "\n" + LessonText.draftRestored(count: draft.statements.count)
        for statement in draft.statements {
            guard !statement.hasPrefix(":") || statement.hasPrefix(":set ") else {
                text += LessonPlayer.echo(statement, output: "(skipped: only statements and :set are restored)\n")
                continue
            }
            let reply = console.submit(statement)
            // Its diagrams were seen before; only a statement that no longer works says why.
            text += LessonPlayer.echo(statement, output: reply.hadError ? reply.combined : "")
        }
        if draft.isTruncated { text += LessonText.draftTruncated }
        savedDraft = typedStatements(console: console)
        return text + LessonText.draftFooter
    }
}
