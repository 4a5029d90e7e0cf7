extension StatementRunner {
    /// After `run`/`advance`: counts the run (a `:predict`ion waits for it) and prints the
    /// diagram, when `autoshow` is on and there is something to draw.
    static func showIfAutomatic(_ session: Session) {
        session.runtime.clockRuns += 1
        let views = session.views
        guard session.settings.autoShow, !views.visibleLanes.isEmpty else { return }
        session.recording.emitDrawn(String(views.diagram().dropLast()))
    }
}
