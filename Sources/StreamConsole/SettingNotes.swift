import StreamDSL

/// What a `:set` cannot do to what already exists, said when it matters.
extension SettingDefinition {
    /// Stage lanes are probes put into a pipeline as it is built, so `:set stages on` cannot
    /// give them to subscriptions already running (`off` hides every stage lane at once).
    func noteAfterChange(_ session: Session) -> String? {
        guard key == "stages", session.settings.showStages,
              session.recording.lanes.contains(where: { $0.role == .subscription }) else { return nil }
        return RuntimeNotes.stagesFromNowOn
    }
}
