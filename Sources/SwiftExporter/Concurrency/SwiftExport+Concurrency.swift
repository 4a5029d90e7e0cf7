import StreamDSL

extension SwiftExport {
    /// The Swift concurrency file of a session of tasks, functions and observable models
    /// (`SwiftConcurrencyWriter`), or `nil` when the session is one of Combine pipelines.
    static func concurrencyFile(named name: String, journal entries: some Collection<JournalEntry>,
                                settings: SessionSettings) -> Result<String, SwiftExportSkip>? {
        do throws(SwiftExportSkip) {
            let replay = try ExportRun(entries, settings: settings)
            guard SwiftConcurrencyWriter.applies(to: replay) else { return nil }
            if let message = replay.runtimeError {
                throw .noCombineCounterpart("a task that StreamLab fails where Swift stops or refuses the program (\(message))")
            }
            return .success(try SwiftConcurrencyWriter(replay: replay).file(named: name))
        } catch {
            return .failure(error)
        }
    }
}
