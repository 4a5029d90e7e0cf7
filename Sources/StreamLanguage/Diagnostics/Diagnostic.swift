/// A problem found in source text, as data.
///
/// The parser and the session produce diagnostics; they never print them. A
/// `DiagnosticFormatter` draws one the way a compiler does, with the source line and a
/// caret under `range`. Every message text comes from `DiagnosticMessages`.
public struct Diagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        case error, warning, note
    }

    /// A stable, machine-readable identifier such as `unknown-operator`.
    public var id: String
    public var severity: Severity
    /// The headline, for example `unknown operator 'debounse'`.
    public var message: String
    /// The exact span the diagnostic is about.
    public var range: SourceRange
    /// A short remark drawn right after the carets, for example `did you mean 'debounce'?`.
    public var label: String?
    /// Further explanation, possibly pointing elsewhere in the source.
    public var notes: [Note]
    /// Source edits that would fix the problem, best first.
    public var fixIts: [FixIt]

    /// Creates a diagnostic from a catalogue message.
    public init(
        _ message: DiagnosticMessage, severity: Severity = .error, at range: SourceRange,
        label: String? = nil, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = message.id
        self.severity = severity
        self.message = message.text
        self.range = range
        self.label = label
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Whether the diagnostic is an error (which makes its statement invalid).
    public var isError: Bool { severity == .error }
}

/// An explanation attached to a diagnostic.
public struct Note: Sendable, Hashable {
    public var message: String
    /// Where the note points, when it points somewhere other than the diagnostic.
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A suggested fix: one replacement of a source span.
public struct FixIt: Sendable, Hashable {
    /// What the fix does, for example `add '| sink'`.
    public var message: String
    /// The span to replace; empty to insert.
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }

    /// Applies non-overlapping fix-its to `source` (the text their ranges refer to).
    ///
    /// Fix-its are applied from the end backwards so earlier offsets stay valid; one that
    /// overlaps an already applied fix-it, or lies outside the source, is skipped.
    public static func apply(_ fixIts: [FixIt], to source: String) -> String {
        var bytes = Array(source.utf8)
        var applied: [Range<Int>] = []
        for fix in fixIts.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
            let span = fix.range.byteOffsets
            guard span.lowerBound >= 0, span.upperBound <= bytes.count,
                  !applied.contains(where: { $0.overlaps(span) || $0.lowerBound == span.lowerBound })
            else { continue }
            bytes.replaceSubrange(span, with: Array(fix.replacement.utf8))
            applied.append(span)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
