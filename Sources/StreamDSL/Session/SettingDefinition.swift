import Marbles
import StreamLanguage
import TimeNotation

/// `:set KEY VALUE`: each setting with its parser and its description, in one table.
package struct SettingDefinition: Sendable {
    package let key: String
    package let valueHint: String
    package let summary: String
    package let read: @Sendable (SessionSettings) -> String
    package let write: @Sendable (inout SessionSettings, String) -> String?

    package static let all: [SettingDefinition] = [
        SettingDefinition(key: "horizon", valueHint: "DURATION", summary: "how far one `run` may go (infinite sources stop there)",
                          read: { formatVirtualTime($0.horizon) },
                          write: { settings, text in
                              writeDuration(text, to: &settings.horizon, otherwise: "expected a duration above 0ms, such as 10s or 500ms")
                          }),
        SettingDefinition(key: "frame", valueHint: "DURATION", summary: "how long one character of a marble string lasts (drawings: see zoom)",
                          read: { formatVirtualTime($0.frame) },
                          write: { settings, text in writeDuration(text, to: &settings.frame, otherwise: "expected a duration such as 100ms") }),
        SettingDefinition(key: "width", valueHint: "COLUMNS", summary: "diagram width in columns (20–1000)",
                          read: { String($0.width) },
                          write: { settings, text in
                              guard let width = Int(text), (20...1000).contains(width) else { return "expected a number of columns from 20 to 1000" }
                              settings.width = width
                              settings.widthFollowsTerminal = false
                              return nil
                          }),
        SettingDefinition(key: "zoom", valueHint: "DURATION|auto", summary: "how long one diagram column lasts (auto: fit the run to the width)",
                          read: { $0.zoom.map(formatVirtualTime) ?? "auto" },
                          write: { settings, text in
                              if text == "auto" { settings.zoom = nil; return nil }
                              guard case .success(let zoom) = duration(text, min: 1) else {
                                  return "expected auto or a duration above 0ms, such as 50ms or 1s"
                              }
                              settings.zoom = zoom
                              return nil
                          }),
        flag("stages", "a lane for every stage of a pipeline, not only its sink", \.showStages),
        flag("sources", "a lane for what each subject was sent", \.showSources),
        flag("autoshow", "draw the diagram after run and advance", \.autoShow),
        flag("unicode", "Unicode glyphs in diagrams", \.unicode),
        flag("color", "ANSI colour in diagrams and errors", \.color),
        // Milestone 3:
        SettingDefinition(key: "pool", valueHint: "THREADS", summary: "threads of the cooperative pool, for work off actors (1–64)",
                          read: { String($0.poolThreads) },
                          write: { settings, text in
                              guard let threads = Int(text), (1...maxPoolThreads).contains(threads) else {
                                  return "expected a number of threads from 1 to \(maxPoolThreads) (the pool has about one per core)"
                              }
                              settings.poolThreads = threads
                              return nil
                          }),
        flag("activity", "draw under each task when it runs, waits and is suspended", \.showActivity),
    ]

    /// `:set pool` at most: a machine's cores, not thousands of threads.
    static let maxPoolThreads = 64

    package static func named(_ key: String) -> SettingDefinition? { all.first { $0.key == key } }

    private static func flag(_ key: String, _ summary: String, _ path: WritableKeyPath<SessionSettings, Bool> & Sendable) -> SettingDefinition {
        SettingDefinition(key: key, valueHint: "on|off", summary: summary,
                          read: { $0[keyPath: path] ? "on" : "off" },
                          write: { settings, text in
                              switch text {
                              case "on", "true", "yes": settings[keyPath: path] = true
                              case "off", "false", "no": settings[keyPath: path] = false
                              default: return "expected on or off"
                              }
                              return nil
                          })
    }

    /// Settings durations stay below 10¹² ms (1000000000s, about 31 years).
    static let durationLimit = 1_000_000_000_000

    /// A duration of a setting (or of a `:show` window), at least `min` ms and below
    /// ``durationLimit``, read by the language's one duration reader.
    package static func duration(_ text: some StringProtocol, min: Int) -> Result<Int, DurationNotation.Problem> {
        DurationNotation.milliseconds(text, within: min...(durationLimit - 1))
    }

    /// Sets `value` to the duration `text` (above 0ms); else says why not: too long, or
    /// `usual` (not a duration of a setting at all).
    private static func writeDuration(_ text: String, to value: inout Int, otherwise usual: String) -> String? {
        switch duration(text, min: 1) {
        case .success(let milliseconds):
            value = milliseconds
            return nil
        case .failure(.tooLarge):
            return "\(text) is too long: a duration must be below \(formatVirtualTime(durationLimit)) (about 31 years)"
        case .failure:
            return usual
        }
    }
}
