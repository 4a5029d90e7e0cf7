import StreamLanguage

/// The `:command`, lesson and file part of the catalogue: what the console, the lesson player
/// and the CLI answer when a command cannot do what was asked.
extension DiagnosticMessages {
    package static let emptyCommand = DiagnosticMessage(.emptyCommand, text: "empty command; type :help for the list")
    package static func unknownCommand(_ name: String) -> DiagnosticMessage {
        .init(.unknownCommand, text: "unknown command ':\(name.prefix(40))'")
    }
    public static func usage(_ usage: String) -> DiagnosticMessage {
        .init(.commandUsage, text: "usage: \(usage)")
    }
    package static func unknownSetting(_ key: String) -> DiagnosticMessage {
        .init(.unknownSetting, text: "unknown setting '\(key.prefix(40))'")
    }
    package static let colourUnavailable = DiagnosticMessage(
        .colourUnavailable, text: ":set color: colour stays off here (NO_COLOR is set, or the output is not a terminal)")
    package static func invalidSetting(_ key: String, _ problem: String) -> DiagnosticMessage {
        .init(.invalidSetting, text: ":set \(key): \(problem)")
    }
    package static func badWindow(_ text: String, _ problem: String) -> DiagnosticMessage {
        .init(.badWindow, text: ":show \(text): \(problem)")
    }
    public static func notHere(_ command: String, _ why: String) -> DiagnosticMessage {
        .init(.commandNotHere, text: ":\(command) is not available here (\(why))")
    }
    /// A file-writing `:command` in a script (`streamlab run`, `:load`) nobody allowed.
    package static func scriptMayNotWrite(_ command: String, _ why: String) -> DiagnosticMessage {
        .init(.scriptMayNotWrite, text: ":\(command) writes a file, which a script may not do \(why)")
    }
    package static func scriptWriteDeclined(_ command: String) -> DiagnosticMessage {
        .init(.scriptWriteDeclined, text: ":\(command) was not run: writing a file from a script was declined")
    }
    public static func cannotRead(_ path: String, _ problem: String) -> DiagnosticMessage {
        .init(.cannotRead, text: "cannot load \(path): \(problem)")
    }
    public static func cannotWrite(_ path: String, _ problem: String) -> DiagnosticMessage {
        .init(.cannotWrite, text: "cannot write \(path): \(problem)")
    }
    package static func loadsTooDeep(_ path: String, limit: Int) -> DiagnosticMessage {
        .init(.loadsTooDeep, text: "cannot load '\(path)': files load each other more than \(limit) levels deep")
    }
    package static func exportFormat(_ format: String, usage: String) -> DiagnosticMessage {
        .init(.exportFormat, text: ":export writes svg only (not '\(format.prefix(40))'); usage: \(usage)")
    }
    /// `streamlab export swift FILE` with a file it cannot read.
    /// `export swift FILE.md`: a lesson or transcript holds several scenarios and expected output.
    public static func exportNeedsScenarios(_ path: String) -> DiagnosticMessage {
        .init(.exportNeedsScenarios, text: "\(path) is a lesson or transcript: export its scenarios with `streamlab export swift --scenarios DIR \(path)`")
    }
    /// `export swift --scenarios DIR` finding a file there that it did not generate.
    public static func notAGeneratedFile(_ path: String) -> DiagnosticMessage {
        .init(.notAGeneratedFile, text: "will not replace \(path): it was not written by `streamlab export swift --scenarios` (move it, or choose another folder)")
    }
    public static func exportUnreadable(_ path: String, _ problem: String) -> DiagnosticMessage {
        .init(.exportUnreadable, text: "cannot export \(path): \(problem)")
    }
    /// `:swift` / `export swift` on a session Swift cannot express the same way.
    public static func notExportable(_ reason: String) -> DiagnosticMessage {
        .init(.notExportable, text: "this session has no faithful Swift translation (\(reason))")
    }
    package static func sessionTooLargeToExport(_ megabytes: Int) -> DiagnosticMessage {
        .init(.sessionTooLargeToExport, text: "this session ran more than \(megabytes) MB of input, too much to export; :reset and export a smaller one")
    }
    package static let nothingToExport = DiagnosticMessage(.nothingToExport, text: "nothing to export yet: subscribe with `… | sink`")
    /// A transcript or lesson file that cannot be parsed.
    public static func badDocument(_ description: String) -> DiagnosticMessage {
        .init(.badDocument, text: description)
    }
    public static let noExercise = DiagnosticMessage(.noExercise, text: "no exercise yet; :next shows the lesson step by step")
    public static func noSuchExercise(_ text: String, lesson: String, count: Int) -> DiagnosticMessage {
        .init(.noSuchExercise, text: "no exercise '\(text.prefix(20))' in \(lesson): it has \(count) exercise\(count == 1 ? "" : "s"), numbered from 1")
    }
    /// `:solution` before the learner's own attempts (the lesson session says what is left).
    public static func solutionLocked(_ why: String) -> DiagnosticMessage {
        .init(.solutionLocked, text: why)
    }
    public static let noLessons = DiagnosticMessage(.noLessons, text: "the course has no lessons")
    public static func unknownLesson(_ name: String) -> DiagnosticMessage {
        .init(.unknownLesson, text: "no lesson named '\(name.prefix(40))'")
    }
    public static func ambiguousLesson(_ name: String, candidates: [String]) -> DiagnosticMessage {
        .init(.ambiguousLesson, text: "'\(name.prefix(40))' could be \(candidates.map { "'\($0)'" }.joined(separator: ", ")); type more of the name")
    }
    package static let recordingFull = DiagnosticMessage(
        .recordingFull,
        text: "the session holds \(RecordingLimits.megabytes) MB of events and scheduled actions (the limit), so it runs nothing more; :reset to start again")
    public static func progressNotSaved(_ why: String) -> DiagnosticMessage {
        .init(.progressNotSaved, text: why)
    }
    public static func lessonsUnavailable(_ why: String) -> DiagnosticMessage {
        .init(.lessonsUnavailable, text: why)
    }
}
