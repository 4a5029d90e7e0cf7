/// Reads marble strings such as `"-1-2--3|"`, `"--a-^-b-|"` or `"^---!"`.
///
/// Notation (one character is one frame of `frame` ms):
///
/// - `-` silence; any other printable character that is not listed here is a one-character
///   value; `[text]` is a value whose text is `text` (brackets nest and `"..."` inside is
///   opaque, so `[[1, 2]]` and `["a]"]` work); a bracketed value occupies one frame.
/// - `|` finished; `#` failure, unnamed, or `#[message]`.
/// - `(ab)` several events at one instant, occupying **one** frame; groups do not nest and
///   cannot be empty; bracketed values may stand inside: `([10][20])`.
/// - `^`, `!`: see ``Mode``. Each may appear at most once.
/// - Whitespace is ignored, except that a token standing between whitespace (or the string's
///   ends) that starts with a digit and holds letters or a '.' is a time progression:
///   ` 300ms ` or ` 1.5s ` skips that much time (`ms` and `s`, whole milliseconds).
/// - Only silence, whitespace and time progressions may follow `|` or `#`.
/// - The Unicode diagram glyphs `─`, `┤`, `✕` read as `-`, `|`, `#`.
///
/// Errors are values with a location; no input crashes or loops.
public enum MarbleParser {
    /// Parses `text` with frames of `frame` ms.
    ///
    /// - Parameters:
    ///   - frame: the duration of one character, in ms; must be above 0.
    ///   - mode: how `^` and `!` are read (a source, subscription marbles or a diagram lane).
    ///   - origin: the time of the first frame, in ms. A diagram lane is read back with
    ///     the diagram's column duration as `frame` and its start time as `origin`.
    public static func parse(
        _ text: String,
        frame: Int = 100,
        mode: Mode = .source,
        origin: Int = 0
    ) throws(MarbleSyntaxError) -> MarbleTimeline {
        guard frame > 0 else { throw .invalidFrame(frame) }
        var reader = Reader(characters: Array(text), frame: frame, mode: mode, now: origin)
        return try reader.read()
    }
}

/// The single pass over a marble string.
private struct Reader {
    let characters: [Character]
    let frame: Int
    let mode: MarbleParser.Mode
    /// The time of the current frame.
    var now: Int

    var events: [MarbleEvent] = []
    var zeroPoint: Int?
    var subscribeTime: Int?
    var cancelTime: Int?
    var isCompleted = false
    var sawContent = false
    /// The open group: where its '(' is and how many members it has so far.
    var group: (column: Int, members: Int)?

    mutating func read() throws(MarbleSyntaxError) -> MarbleTimeline {
        var index = 0
        while index < characters.count {
            index = try step(at: index)
        }
        if let group { throw .unclosedGroup(at: group.column) }
        if !sawContent { throw .emptyDiagram(length: characters.count) }
        guard let zeroPoint else {
            return MarbleTimeline(events: events, subscribeTime: subscribeTime, cancelTime: cancelTime, endTime: now)
        }
        // A hot source: times become relative to '^'.
        var shifted = events
        for position in shifted.indices {
            shifted[position].time = try subtract(shifted[position].time, zeroPoint)
        }
        return MarbleTimeline(events: shifted, zeroFrameTime: zeroPoint, endTime: try subtract(now, zeroPoint))
    }

    /// Reads what starts at `index`; returns where the next item starts (always further on).
    private mutating func step(at index: Int) throws(MarbleSyntaxError) -> Int {
        let character = characters[index]
        if character.isWhitespace { return index + 1 }
        if index == 0 || characters[index - 1].isWhitespace,
           let end = timeProgressionEnd(from: index) {
            try skipTime(from: index, to: end)
            return end
        }
        if MarbleNotation.isControl(character) { throw .unexpectedCharacter(character, at: index) }
        switch MarbleNotation.symbol(character) {
        case .silence:
            if group != nil { throw groupError(at: index, else: .silenceInGroup(at: index)) }
            sawContent = true
            try advance(column: index)
        case .groupOpen:
            if group != nil { throw groupError(at: index, else: .nestedGroup(at: index)) }
            if isCompleted { throw .eventsAfterCompletion(at: index, length: 1) }
            group = (index, 0)
        case .groupClose:
            guard let open = group else { throw .unmatchedClosingParenthesis(at: index) }
            if open.members == 0 { throw .emptyGroup(at: open.column, length: index - open.column + 1) }
            group = nil
            try advance(column: index)
        case .bracketOpen:
            let close = try closingBracket(openingAt: index)
            if close == index + 1 { throw .emptyValue(at: index) }
            let text = String(characters[(index + 1)..<close])
            try emit(.value(text), column: index, length: close - index + 1)
            return close + 1
        case .bracketClose:
            throw .unmatchedClosingBracket(at: index)
        case .finished:
            try emit(.finished, column: index, length: 1)
        case .failure:
            guard index + 1 < characters.count, characters[index + 1] == "[" else {
                try emit(.failure(""), column: index, length: 1)
                return index + 1
            }
            let close = try closingBracket(openingAt: index + 1)
            let message = String(characters[(index + 2)..<close])
            try emit(.failure(message), column: index, length: close - index + 1)
            return close + 1
        case .zeroPoint:
            try markSubscription(column: index)
        case .cancel:
            try markCancellation(column: index)
        case .cancelRequest:
            try emit(.cancelRequest, column: index, length: 1)
        case nil:
            try emit(.value(String(character)), column: index, length: 1)
        }
        return index + 1
    }

    /// The end of a time-progression token starting at `index`, or `nil` if the token
    /// there is not one.
    private func timeProgressionEnd(from index: Int) -> Int? {
        var end = index
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return TimeProgression.isCandidate(characters[index..<end]) ? end : nil
    }

    private mutating func skipTime(from start: Int, to end: Int) throws(MarbleSyntaxError) {
        if group != nil {
            throw groupError(at: start, else: .timeProgressionInGroup(at: start, length: end - start))
        }
        let duration = try TimeProgression.parse(characters[start..<end], at: start)
        let (later, overflow) = now.addingReportingOverflow(duration)
        if overflow { throw .timeOverflow(at: start, length: end - start) }
        now = later
        sawContent = true
    }

    /// Something that cannot stand in a group was found in one: when no ')' follows,
    /// the real mistake is the unclosed group (`-(ab--|`), so that is reported instead.
    private func groupError(at index: Int, else error: MarbleSyntaxError) -> MarbleSyntaxError {
        guard let open = group else { return error }
        var position = index + 1
        while position < characters.count {
            switch characters[position] {
            case ")": return error
            case "(": return .unclosedGroup(at: open.column)
            case "[":
                guard let close = MarbleNotation.matchingBracket(in: characters, openingAt: position) else {
                    return .unclosedGroup(at: open.column)
                }
                position = close
            default: break
            }
            position += 1
        }
        return .unclosedGroup(at: open.column)
    }

    private func closingBracket(openingAt open: Int) throws(MarbleSyntaxError) -> Int {
        guard let close = MarbleNotation.matchingBracket(in: characters, openingAt: open) else {
            throw .unclosedBracket(at: open)
        }
        return close
    }

    /// Records one event at the current instant, checking where it may stand.
    private mutating func emit(_ kind: MarbleEventKind, column: Int, length: Int) throws(MarbleSyntaxError) {
        if isCompleted { throw .eventsAfterCompletion(at: column, length: length) }
        if mode == .subscription { throw .eventInSubscription(at: column, length: length) }
        events.append(MarbleEvent(time: now, kind: kind))
        if kind.isTerminal { isCompleted = true }
        try occupyFrame(column: column)
    }

    private mutating func markSubscription(column: Int) throws(MarbleSyntaxError) {
        if isCompleted { throw .eventsAfterCompletion(at: column, length: 1) }
        switch mode {
        case .source:
            if zeroPoint != nil { throw .duplicateZeroPoint(at: column) }
            zeroPoint = now
        case .subscription, .lane:
            if subscribeTime != nil { throw .duplicateSubscription(at: column) }
            if cancelTime != nil { throw .subscriptionAfterCancellation(at: column) }
            subscribeTime = now
            events.append(.subscribe(at: now))
        }
        try occupyFrame(column: column)
    }

    private mutating func markCancellation(column: Int) throws(MarbleSyntaxError) {
        if mode == .source { throw .cancellationInSource(at: column) }
        if isCompleted { throw .eventsAfterCompletion(at: column, length: 1) }
        if cancelTime != nil { throw .duplicateCancellation(at: column) }
        cancelTime = now
        events.append(.cancel(at: now))
        try occupyFrame(column: column)
    }

    /// A member of an open group shares the group's frame; anything else takes its own.
    private mutating func occupyFrame(column: Int) throws(MarbleSyntaxError) {
        sawContent = true
        if group != nil {
            group?.members += 1
        } else {
            try advance(column: column)
        }
    }

    private mutating func advance(column: Int) throws(MarbleSyntaxError) {
        let (next, overflow) = now.addingReportingOverflow(frame)
        if overflow { throw .timeOverflow(at: column, length: 1) }
        now = next
    }

    private func subtract(_ time: Int, _ zero: Int) throws(MarbleSyntaxError) -> Int {
        let (relative, overflow) = time.subtractingReportingOverflow(zero)
        if overflow { throw .timeOverflow(at: 0, length: characters.count) }
        return relative
    }
}
