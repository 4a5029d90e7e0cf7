/// A position in a source text.
///
/// A location carries both coordinates a client needs: the UTF-8 byte offset, for slicing
/// the original `String` and for ordering, and the line and column for display. Lines and
/// columns are 1-based; a column counts `Character`s (grapheme clusters), so `é` or `🎉`
/// is one column however many bytes it takes.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// UTF-8 byte offset from the start of the source.
    public var offset: Int
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in characters (grapheme clusters).
    public var column: Int

    /// Creates a location; callers normally get locations from tokens and syntax nodes.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The start of every source.
    public static let start = SourceLocation(offset: 0, line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }

    /// `LINE:COLUMN`, the spelling diagnostics use.
    public var description: String { "\(line):\(column)" }
}

/// A half-open span of source text, `start..<end`.
///
/// An empty range (`start == end`) marks a point, for example where a missing token
/// should have been.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The first character of the span.
    public var start: SourceLocation
    /// The location just after the last character of the span.
    public var end: SourceLocation

    /// Creates a range; `end` is clamped so that it never lies before `start`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end < start ? start : end
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// The smallest range that covers both `self` and `other`.
    public func extended(to other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// The UTF-8 byte offsets of the range, for slicing `source.utf8`.
    var byteOffsets: Range<Int> { start.offset..<end.offset }

    /// Whether the range covers no text.
    public var isEmpty: Bool { start.offset == end.offset }

    public var description: String { "\(start)-\(end)" }
}

extension String {
    /// The text covered by `range`, which must come from this string.
    ///
    /// Out-of-bounds offsets are clamped, so a range from another source never traps.
    public func text(in range: SourceRange) -> String {
        let bytes = utf8
        let lower = Swift.min(Swift.max(range.start.offset, 0), bytes.count)
        let upper = Swift.min(Swift.max(range.end.offset, lower), bytes.count)
        let from = bytes.index(bytes.startIndex, offsetBy: lower)
        let to = bytes.index(bytes.startIndex, offsetBy: upper)
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }
}

extension SourceRange {
    /// A one-line range moved into a file's numbering: onto line `line`, `indent` further right.
    package func onLine(_ line: Int, indentedBy indent: Substring = "") -> SourceRange {
        let (bytes, columns) = (indent.utf8.count, indent.count)
        return SourceRange(start: SourceLocation(offset: start.offset + bytes, line: line, column: start.column + columns),
                           end: SourceLocation(offset: end.offset + bytes, line: line, column: end.column + columns))
    }
}
