import TerminalText

/// A catalogue message: a stable id and its text.
public struct DiagnosticMessage: Sendable, Hashable {
    /// Which message of the catalogue this is.
    public var kind: DiagnosticID
    /// The headline shown to the user.
    public var text: String

    public init(_ kind: DiagnosticID, text: String) {
        self.kind = kind
        self.text = text
    }

    /// Stable, machine-readable identifier such as `unknown-operator`.
    public var id: String { kind.name }
}

/// Every message, label, note and fix-it text of the language front end.
///
/// Keeping the wording in one place keeps it consistent and reviewable. Texts that quote
/// user input go through `quote(_:)`, so control characters or a 200 KB identifier never
/// reach a terminal raw.
public enum DiagnosticMessages {
    // MARK: Lexer

    package static func unexpectedCharacters(_ text: String) -> DiagnosticMessage {
        let noun = text.count == 1 ? "character" : "characters"
        return .init(.unexpectedCharacter, text: "unexpected \(noun) \(quote(text))")
    }
    package static let unterminatedString =
        DiagnosticMessage(.unterminatedString, text: "unterminated string literal")
    package static func invalidEscape(_ text: String) -> DiagnosticMessage {
        .init(.invalidEscape, text: "invalid escape sequence \(quote(text)) in string")
    }

    package static let labelDoubleAmpersand = "did you mean '&&'?"
    package static let labelSingleQuote = "strings use straight double quotes: \"…\""
    package static let fixDoubleQuotes = "use double quotes"
    package static let labelRangeOperator = "did you mean '...' or '..<'?"
    package static let labelAddClosingQuote = "add a closing '\"'"
    package static let fixAddClosingQuote = "add '\"'"
    package static func noteStringSpansLines(_ start: SourceLocation) -> String {
        "the string starting at \(start) runs onto the next line; is a closing '\"' missing?"
    }
    package static let noteValidEscapes = #"valid escapes are \" \\ \n \t \r \0 and \u{HEX}"#

    // MARK: Numbers and durations

    package static func unknownDurationUnit(_ unit: String) -> DiagnosticMessage {
        .init(.unknownDurationUnit, text: "unknown duration unit \(quote(unit))")
    }
    package static let labelDurationUnits = "durations use 'ms' or 's', as in 300ms or 1.5s"
    package static func fractionalMilliseconds(_ text: String) -> DiagnosticMessage {
        .init(.fractionalMilliseconds,
              text: "duration \(quote(text)) is not a whole number of milliseconds")
    }
    package static let labelWholeMilliseconds = "virtual time counts whole milliseconds"
    package static func numberTooLarge(_ text: String) -> DiagnosticMessage {
        .init(.numberTooLarge, text: "number \(quote(text)) is too large")
    }
    package static func expectedDurationUnit(_ number: String) -> DiagnosticMessage {
        .init(.expectedDurationUnit, text: "expected a duration unit after \(quote(number))")
    }
    package static func fixAddUnit(_ duration: String) -> String { "write \(quote(duration))" }
    package static func expectedDuration(found: String) -> DiagnosticMessage {
        .init(.expectedDuration, text: "expected a duration, found \(found)")
    }
    package static let labelDurationExample = "a duration such as 300ms or 1.5s"
    package static func expectedCount(found: String) -> DiagnosticMessage {
        .init(.expectedCount, text: "expected a whole number, found \(found)")
    }
    package static let labelCountExample = "a count such as 3"

    // MARK: Expressions

    package static func expectedExpression(found: String) -> DiagnosticMessage {
        .init(.expectedExpression, text: "expected an expression, found \(found)")
    }
    package static func expectedExpression(after text: String) -> DiagnosticMessage {
        .init(.expectedExpressionAfter, text: "expected an expression after \(quote(text))")
    }
    package static let labelExpressionExample = "a value such as 1, \"a\", x or x + 1"
    package static let labelConditionalElse = "a conditional reads CONDITION ? THEN : ELSE"
    package static let labelDurationIsNotAValue = "a duration is not a value; write a number"
    /// What is wrong with a number-and-word token where a value belongs: `300ms` is a
    /// duration, `1e300` scientific notation, `3abc` a number with an unknown unit.
    package static func labelNotAValue(_ text: String) -> String {
        let unit = text.drop { $0.isASCII && ($0.isNumber || $0 == ".") }
        if unit == "ms" || unit == "s" { return labelDurationIsNotAValue }
        if let first = unit.first, first == "e" || first == "E", unit.count > 1, unit.dropFirst().allSatisfy(\.isNumber) {
            return "scientific notation is not supported; write the number out in full"
        }
        return "\(quote(String(unit))) is not a unit (durations use ms or s), and a value is a plain number"
    }
    package static func expectedTupleIndex(found: String) -> DiagnosticMessage {
        .init(.expectedTupleIndex, text: "expected a tuple index after '.', found \(found)")
    }
    package static let labelTupleIndex = "an element number, as in x.0"

    // MARK: Tokens and names

    /// How "found …" names the end of the input and a line break that ends the statement.
    package static let foundEndOfInput = "the end of the input"
    package static let foundEndOfLine = "the end of the line"
    package static let labelInsertInitialValue = "insert '= VALUE'"
    package static func expectedWord(_ words: [String], found: String) -> DiagnosticMessage {
        .init(.expectedWord, text: "expected \(words.map { "'\($0)'" }.joined(separator: " or ")), found \(found)")
    }
    package static let labelDropForms = "drop while CONDITION, or drop until PUBLISHER (dropFirst N skips a count)"
    package static let labelInsertBody = "insert ', BODY' (scan and reduce take INITIAL, BODY)"
    package static let labelAddAfter = "add 'after DURATION'"
    package static let labelAddElse = "add 'else { PIPELINE }': both branches are needed"
    package static func expectedToken(_ token: String, found: String) -> DiagnosticMessage {
        .init(.expectedToken, text: "expected '\(token)', found \(found)")
    }
    package static func labelToClose(_ opener: String) -> String { "to close this '\(opener)'" }
    package static func fixInsert(_ token: String) -> String { "insert '\(token)'" }
    package static func expectedName(found: String) -> DiagnosticMessage {
        .init(.expectedName, text: "expected a name, found \(found)")
    }
    package static let labelNameExample = "a name such as a, q or late"
    package static func keywordAsName(_ word: String) -> DiagnosticMessage {
        .init(.keywordAsName, text: "\(quote(word)) is a keyword and cannot be used as a name")
    }
    package static let labelPickAnotherName = "choose another name"
    package static func unexpectedToken(_ found: String) -> DiagnosticMessage {
        .init(.unexpectedToken, text: "unexpected \(found)")
    }
    package static let labelExpectedStatementEnd = "expected ';' or a new line here"
    package static let labelUseEquality = "did you mean '=='? ('==' compares; '=' only names a pipeline: q = a | map x)"
    package static let labelExpectedStageEnd = "expected '|' or the end of the statement here"

    // MARK: Statements

    package static func unknownStatement(_ word: String) -> DiagnosticMessage {
        .init(.unknownStatement, text: "unknown statement \(quote(word))")
    }
    /// Every statement word, read from the language reference, so a new statement is listed.
    package static let noteStatementStarts =
        "a statement starts with " + Keywords.statements.joined(separator: ", ")
        + ", NAME = …, or a pipeline ending in '| sink'"
    package static func noteSendValue(_ name: String) -> String {
        "to send a value, write 'send \(name) VALUE'"
    }
    package static func expectedStatement(found: String) -> DiagnosticMessage {
        .init(.expectedStatement, text: "expected a statement after 'at TIME:', found \(found)")
    }
    package static let labelStatementExample = "for example: at 250ms: send a 1"
    package static let nestedAt = DiagnosticMessage(.nestedAt, text: "'at' cannot contain another 'at'")
    package static let labelNestedAt = "give the inner statement its own time with '@TIME' instead"
    package static let missingSink =
        DiagnosticMessage(.missingSink, text: "pipeline without a sink subscribes nothing")
    package static let labelAddSink = "add '| sink' to subscribe"
    package static let fixAddSink = "add '| sink'"
    package static let noteNamePipeline = "to name the pipeline instead, write 'NAME = …'"

    // MARK: Pipelines

    package static func unknownOperator(_ name: String) -> DiagnosticMessage {
        .init(.unknownOperator, text: "unknown operator \(quote(name))")
    }
    package static func sourceAsOperator(_ name: String) -> DiagnosticMessage {
        .init(.sourceAsOperator, text: "\(quote(name)) starts a pipeline; it is not an operator")
    }
    package static let labelCombinePublishers = "combine publishers with merge, zip, combineLatest or flatMap"
    package static func expectedOperator(found: String) -> DiagnosticMessage {
        .init(.expectedOperator, text: "expected an operator after '|', found \(found)")
    }
    package static func expectedPublisher(found: String) -> DiagnosticMessage {
        .init(.expectedPublisher, text: "expected a publisher, found \(found)")
    }
    package static let labelPublisherExample = "a subject name, a source such as just 1, or ( pipeline )"
    package static let sinkNotLast = DiagnosticMessage(.sinkNotLast, text: "'sink' must be the last stage")
    package static let sinkInDefinition =
        DiagnosticMessage(.sinkInDefinition, text: "a named pipeline cannot end in 'sink'")
    package static let sinkInInnerPipeline =
        DiagnosticMessage(.sinkInInnerPipeline, text: "an inner pipeline cannot end in 'sink'")
    package static let fixRemoveSink = "remove the sink"
    package static let throttleModeMissing =
        DiagnosticMessage(.throttleModeMissing, text: "throttle needs 'latest' or 'first'")
    package static let labelThrottleModes = "add 'latest' or 'first'"
    package static let noteThrottleLatest = "'latest' emits the newest value of each window"
    package static let noteThrottleFirst = "'first' emits the oldest value of each window"
    package static func fixAddWord(_ word: String) -> String { "add '\(word)'" }
    package static func fixUse(_ word: String) -> String { "use '\(word)'" }
    package static func unknownThrottleMode(_ word: String) -> DiagnosticMessage {
        .init(.throttleModeUnknown, text: "unknown throttle mode \(quote(word))")
    }
    // Queues (docs/SCHEDULER-SEMANTICS.md)
    package static func queueNotAccepted(after name: String) -> DiagnosticMessage {
        .init(.queueNotAccepted, text: "'on QUEUE' is not accepted after \(quote(name))")
    }
    package static func labelQueueOperators(_ names: [String]) -> String {
        "only time operators run on a queue: " + names.joined(separator: ", ")
    }
    package static let noteReceiveOn = "to move the values that follow to a queue, add '| receive on main' (or background)"
    package static func unknownQueue(_ word: String) -> DiagnosticMessage {
        .init(.unknownQueue, text: "unknown queue \(quote(word))")
    }
    package static func expectedQueue(found: String) -> DiagnosticMessage {
        .init(.expectedQueue, text: "expected a queue after 'on', found \(found)")
    }
    package static let labelQueues = "the queues are 'main' and 'background'"
    package static let bracesNotAllowed = DiagnosticMessage(.bracesNotAllowed, text: "'{ … }' is only for inner publishers")
    package static let labelUseParentheses = "use ( … ) here"
    package static let noteBracesBelong = "braces follow flatMap, map, catch and deferred, where x is the outer value"
    package static func expectedBraces(after word: String, found: String) -> DiagnosticMessage {
        .init(.expectedBraces,
              text: "\(quote(word)) needs its inner publisher in braces { … }, found \(found)")
    }
    package static func labelBraceExample(_ word: String) -> String { "for example: \(word) { just x }" }
    package static func valueInBraces(after word: String, _ value: String) -> DiagnosticMessage {
        .init(.valueInBraces,
              text: "\(quote(word)) needs a publisher inside { … }, found the value '\(value)'")
    }
    package static func valueInMapBraces(_ value: String) -> DiagnosticMessage {
        .init(.valueInMapBraces,
              text: "braces make a publisher for each value, and '\(value)' is a value: write 'map \(value)' to transform it, or 'map { just \(value) }' for a publisher of it")
    }
    /// Combine written the Swift way (see `Parser+SwiftSpellings`).
    package static func swiftSpelling(_ swift: String, streamLab: String) -> DiagnosticMessage {
        .init(.swiftSpelling, text: "\(swift) is Swift's spelling; in StreamLab write: \(streamLab)")
    }
    package static let labelSwiftTypesInferred = "StreamLab infers the types from what is sent"
    package static let labelSourcesAreWords = "sources are words: just, sequence, fail, timer, …"
    package static let labelSinkRecordsTheLane = "values go to the sink's lane; | print prints them as they pass"
    package static func labelCancelByName(_ object: String) -> String {
        "cancel each subscription by name, or release \(object) to free it with its bag"
    }
    package static let labelStoreInObject = "a sink clause: … | sink store in vm (the object's bag)"
    package static let labelStatementsAreWords = "statements are words followed by their arguments"
    package static let labelOperatorsFollowPipes = "operators follow '|', their arguments without parentheses"
    package static let labelDollarZero = "$0 is x here (in scan and reduce, $0 is acc and $1 is x)"
    package static func labelJustValue(_ value: String) -> String { "a publisher of this value: just \(value)" }
    package static let conditionalInBraces = DiagnosticMessage(.conditionalInBraces,
        text: "'? :' chooses between values, not publishers: choose a publisher with if … { … } else { … }")
    package static func labelWriteInstead(_ text: String) -> String { "write: \(text)" }
    package static let switchToLatestTakesNoBraces = DiagnosticMessage(.switchToLatestTakesNoBraces,
        text: "'switchToLatest' takes no braces: map each value to a publisher first, then switch: map { … } | switchToLatest")
    package static func expectedRangeOperator(found: String) -> DiagnosticMessage {
        .init(.expectedRangeOperator, text: "expected '...' or '..<' in range, found \(found)")
    }
    package static func expectedMarbles(found: String) -> DiagnosticMessage {
        .init(.expectedMarbles, text: "expected a marble string, found \(found)")
    }
    package static let labelMarblesExample = #"for example "-1-2--3|""#
    package static func expectedString(found: String) -> DiagnosticMessage {
        .init(.expectedString, text: "expected a string, found \(found)")
    }

    // MARK: Limits

    package static func nestedTooDeeply(limit: Int) -> DiagnosticMessage {
        .init(.nestedTooDeeply, text: "nested too deeply (more than \(limit) levels)")
    }
    package static let labelNestingStopsHere = "the rest of this statement is skipped"
    package static func tooManyErrors(limit: Int) -> DiagnosticMessage {
        .init(.tooManyErrors, text: "too many errors (\(limit)); stopping here")
    }

    // MARK: Helpers

    /// `did you mean 'a'?`, `did you mean 'a' or 'b'?`; `nil` without candidates.
    public static func didYouMean(_ candidates: [String]) -> String? {
        guard let last = candidates.last else { return nil }
        let quoted = candidates.map { "'\($0)'" }
        if candidates.count == 1 { return "did you mean \(quoted[0])?" }
        return "did you mean \(quoted.dropLast().joined(separator: ", ")) or '\(last)'?"
    }

    /// User text in single quotes, control characters escaped, long text shortened.
    public static func quote(_ text: String, limit: Int = 32) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            out += TerminalText.escaped(String(character))
        }
        return "'\(out)'"
    }
}

// MARK: - Session

/// The session's part of the catalogue: errors found while checking a parsed statement
/// against the session (names, kinds, times). Written as `DiagnosticMessage` members, so
/// call sites read `Diagnostic(.unknownName(name), at: range)`.
extension DiagnosticMessage {
    package static func unknownName(_ name: String) -> DiagnosticMessage {
        .init(.unknownName, text: "unknown name \(DiagnosticMessages.quote(name))")
    }
    package static func wrongKind(_ name: String, is actual: String, expected: String) -> DiagnosticMessage {
        .init(.wrongKind, text: "\(DiagnosticMessages.quote(name)) is \(actual), not \(expected)")
    }
    package static let mixedSendTimes = DiagnosticMessage(.mixedSendTimes, text: "some values of this send have a time and some do not: those without one are sent now")
    package static func declaredTwice(_ name: String) -> DiagnosticMessage {
        .init(.declaredTwice, text: "\(DiagnosticMessages.quote(name)) is declared twice in one statement")
    }
    package static func timeInPast(_ time: String, now: String) -> DiagnosticMessage {
        .init(.timeInPast, text: "time \(time) is in the past: the clock is already at \(now)")
    }
    package static func valueNameOutsideOperator(_ name: String) -> DiagnosticMessage {
        .init(.valueNameOutsideOperator, text: "\(DiagnosticMessages.quote(name)) has no value here")
    }
    package static func unknownFunction(_ name: String) -> DiagnosticMessage {
        .init(.unknownFunction, text: "unknown function \(DiagnosticMessages.quote(name))")
    }
    package static func wrongArgumentCount(_ name: String, expected: String, got: Int) -> DiagnosticMessage {
        .init(.wrongArgumentCount, text: "\(name) takes \(expected) argument(s), got \(got)")
    }
    /// `fail(…)` where the closure cannot throw: `map cannot fail in Combine; use tryMap`.
    package static func cannotFail(_ operatorName: String?) -> DiagnosticMessage {
        let throwingVariants = ["map": "tryMap", "filter": "tryFilter", "scan": "tryScan", "catch": "tryCatch",
                                "compactMap": "tryCompactMap", "removeDuplicates": "tryRemoveDuplicates",
                                "first": "tryFirst", "last": "tryLast", "prefix": "tryPrefix", "drop": "tryDrop",
                                "reduce": "tryReduce", "min": "tryMin", "max": "tryMax", "contains": "tryContains",
                                "allSatisfy": "tryAllSatisfy"]
        let text = switch operatorName {
        case let name? where throwingVariants[name] != nil:
            "\(name) cannot fail in Combine; use \(throwingVariants[name] ?? name)"
        case let name?: "\(name) cannot fail in Combine"
        case nil: "fail(…) cannot be used here: nothing can throw"
        }
        return .init(.cannotFail, text: text)
    }
    package static func invalidValue(_ message: String) -> DiagnosticMessage {
        .init(.invalidValue, text: message)
    }
    package static func badMarbles(_ message: String) -> DiagnosticMessage {
        .init(.badMarbles, text: "bad marble diagram: \(message)")
    }
    package static let notConnectable =
        DiagnosticMessage(.notConnectable, text: "autoconnect needs a connectable publisher before it")
    package static func autoconnectAfterCombining(_ operatorName: String) -> DiagnosticMessage {
        .init(.autoconnectAfterCombining, text: "autoconnect here connects what \(operatorName) makes, which is not connectable")
    }
    package static func cannotConnect(_ name: String) -> DiagnosticMessage {
        .init(.cannotConnect, text: "\(DiagnosticMessages.quote(name)) is not connectable")
    }
    /// An operator's parsed arguments do not have the shape its descriptor expects: a bug in
    /// StreamLab, reported instead of trapping.
    package static let malformedOperator = DiagnosticMessage(.malformedOperator, text: "internal error: this operator's arguments were not understood; please report it")
    /// `limit`: the most stages a chain may have (the runtime's `ChainDepth`), as written.
    package static func chainTooDeep(limit: String) -> DiagnosticMessage {
        .init(.chainTooDeep, text: "this chain is too deep: at most \(limit) stages are allowed")
    }
    package static let zeroDuration =
        DiagnosticMessage(.zeroInterval, text: "a timer interval must be greater than 0ms")
}

/// Labels shown after the carets of the session's diagnostics.
extension DiagnosticMessages {
    package static let labelOnlyTryOperatorsThrow = "fail(…) throws; only the try… operators (tryMap, tryFilter, tryCatch, …) take a closure that throws"
    package static let labelRequestNamesASink = "request asks a subscription named with '| sink … as NAME' for more values"
    package static let labelDeclareFirst = "declare it first, e.g. 'subject NAME'"
    package static let labelTimeEveryValueOrNone = "give every value a time (@TIME), or none"
    package static func labelSendAllAt(_ time: String, _ rewrite: String) -> String { "to send them all at \(time): \(rewrite)" }
    package static let labelOneDeclarationPerStatement = "choose another name here, or redefine it in a statement of its own"
    /// In an exercise the clock cannot be wound back by `:reset` without losing the setup,
    /// so the label says how to start again (`:retry`).
    package static func labelFutureTime(startAgain: String?) -> String {
        "virtual time only moves forward" + (startAgain.map { "; \($0)" } ?? "")
    }
    package static let labelXInsideOperators = "x is the current value inside an operator (map x * 2) or braces { … }"
    package static let labelPrevInsideRemoveDuplicates = "prev is the previous value inside removeDuplicates by"
    package static let labelAccInsideScan = "acc is the running total inside scan or reduce"
    package static let labelAddMulticast = "put multicast or makeConnectable before autoconnect"
    package static func labelConnectArgumentInside(_ rewrite: String) -> String { "connect the argument inside: \(rewrite)" }
    package static let labelConnectable = "connect works on a timer or a pipeline ending in multicast or makeConnectable"

    // MARK: Async sequences

    package static let labelBufferingExample = "buffering unbounded, buffering newest N or buffering oldest N"
    package static let labelForAwaitExample = "for await [work DURATION] as NAME"
    package static let labelNameTheLoop = "name the loop: for await as NAME"
    package static let asyncSequenceSink = DiagnosticMessage(.asyncSequenceSink, text: "an async sequence has no sink: a for await loop consumes it")
    package static let fixUseForAwait = "consume it with 'for await as NAME'"
    package static let forAwaitNeedsAsyncSequence = DiagnosticMessage(.forAwaitNeedsAsyncSequence, text: "for await needs an async sequence, and a publisher is not one")
    package static let fixAddValues = "add '| values' (Combine's Publisher.values)"
    package static func noAsyncCounterpart(_ name: String) -> DiagnosticMessage {
        .init(.noAsyncCounterpart, text: "\(name) is a Combine operator; an AsyncSequence has none")
    }
    package static func asyncOperandNeeded(_ name: String) -> DiagnosticMessage {
        .init(.asyncOperandNeeded, text: "\(name) on an async sequence combines async sequences, and a publisher is not one")
    }
    package static func notOnPublishers(_ name: String, instead: String) -> DiagnosticMessage {
        .init(.notOnPublishers, text: "\(name) works on async sequences (after '| values'); on a publisher use \(instead)")
    }
    package static func asyncTimerIsNotAPublisher(_ interval: String) -> DiagnosticMessage {
        .init(.asyncTimerIsNotAPublisher,
              text: "timer every \(interval) is an async sequence (AsyncTimerSequence), not a publisher: a for await loop consumes it")
    }
    package static func labelCombineTimer(_ interval: String) -> String { "Combine's timer is 'timer \(interval) | autoconnect'" }
    package static let asyncNeedsNoConnection = DiagnosticMessage(
        .asyncNeedsNoConnection, text: "an async sequence needs no connection: timer every D ticks from its loop's first next()")
    package static let fixRemoveAutoconnect = "remove '| autoconnect'"
    package static func combineTimerIsNotAsync(_ interval: String) -> DiagnosticMessage {
        .init(.combineTimerIsNotAsync,
              text: "timer \(interval) is Combine's Timer.publish, a publisher; an async sequence is needed here")
    }
    package static func fixAsyncTimer(_ interval: String) -> String { "use AsyncAlgorithms' timer: 'timer every \(interval)'" }
    package static let namedSendNeedsChannel = DiagnosticMessage(
        .namedSendNeedsChannel, text: "only a channel's send runs in a task of its own that 'as NAME' can name; a subject's send returns at once")
    package static let namedSendIsOneSendNow = DiagnosticMessage(
        .namedSendIsOneSendNow, text: "'send CHANNEL V as NAME' names the task of one send made now: one value, no time")
    package static let namedSendInBody = DiagnosticMessage(
        .namedSendInBody, text: "a body's send runs in the body's task: name the task instead (task p { send … })")
    package static let labelNamedSend = "send ch 1 as p, then cancel p @100ms"
    package static func trap(_ detail: String) -> DiagnosticMessage { .init(.trap, text: "trap: \(detail)") }
    package static func labelAsyncOperators(_ names: [String]) -> String {
        "an async sequence has: " + names.joined(separator: ", ")
    }
    package static let labelAsyncPrefix = "an async sequence has prefix N and prefix while EXPR"
    package static let labelAsyncMapTakesExpression =
        "on an async sequence, map takes an expression (map x * 2); an inner sequence per element is flatMap { P } or flatMapLatest { P }"
    package static let labelYieldNamesAStream = "yield sends to a stream declared with 'stream NAME'"
    package static let labelFinishNamesAStream = "finish ends a stream or a channel; complete ends a subject"
    package static let labelDeclareThrowingStream = "only an AsyncThrowingStream can fail: declare it with 'stream NAME throwing'"
    package static let labelDeclareThrowingChannel = "only an AsyncThrowingChannel can fail: declare it with 'channel NAME throwing'"
    package static let programStopped = DiagnosticMessage(.programStopped, text: "the program has stopped: a trap ended it")
    package static let labelResetAfterTrap = "nothing runs after a trap; :reset starts a new session"
    package static let labelTrapStopped = "the program stops here: nothing after this runs"
}

// MARK: Objects and lifetimes (docs/OWNERSHIP-SEMANTICS.md)

extension DiagnosticMessages {
    package static let discardWithoutSink = DiagnosticMessage(
        .discardWithoutSink, text: "'_ =' throws away a subscription's cancellable, but this pipeline has no sink")
    package static let labelDiscardNeedsSink = "end it with '| sink' (or give the pipeline a name: NAME = …)"
    package static func settingAsStatement(_ key: String) -> DiagnosticMessage {
        .init(.settingAsStatement, text: "\(quote("set " + key)) changes a setting: settings are changed with the :set command")
    }
    package static let fixUseSetCommand = "write ':set'"
    package static func expectedProperty(found: String) -> DiagnosticMessage {
        .init(.expectedProperty, text: "expected an object's property (OBJECT.PROPERTY), found \(found)")
    }
    package static let labelPropertyExample = "a property such as vm.text (declared with: published vm.text = \"\")"
    package static func labelAssignOnExample(_ path: String, _ object: String) -> String {
        "assign(to:on:) names its object: assign to \(path) on \(object)"
    }
    package static let labelStoreInExample = "store in OBJECT, as in: a | sink store in vm"
    package static func duplicateSinkClause(_ word: String) -> DiagnosticMessage {
        .init(.duplicateSinkClause, text: "\(quote(word)) appears twice in one sink")
    }
    package static let labelOneClauseEach = "each clause may be given once"
    package static func clauseNotAllowed(_ word: String, after context: String) -> DiagnosticMessage {
        .init(.clauseNotAllowed, text: "\(quote(word)) cannot follow '\(context)'")
    }
    package static func labelClausesOf(_ context: String, allowed: [String]) -> String {
        allowed.isEmpty ? "assign(to: &$property) returns no cancellable and has no closure"
            : "after '\(context)' only " + allowed.map { "'\($0)'" }.joined(separator: " and ") + " may follow"
    }
    /// `observable`: the object's properties are `@Observable` ones, which have no `@Published`.
    package static func unknownProperty(_ object: String, _ property: String, observable: Bool = false) -> DiagnosticMessage {
        .init(.unknownProperty, text: "\(quote(object)) has no \(observable ? "" : "@Published ")property \(quote(property))")
    }
    package static func labelDeclareProperty(_ object: String, _ property: String, observable: Bool = false) -> String {
        "declare it first: \(observable ? "observable" : "published") \(object).\(property) = VALUE"
    }
    /// `cancel s @100ms` when `at 300ms: … | sink as s` makes `s` only at 300ms.
    package static func cancelBeforeMade(_ name: String, _ kind: String, at time: String) -> DiagnosticMessage {
        .init(.cancelBeforeMade, text: "\(quote(name)) does not exist yet then: it is \(kind) that an 'at' statement makes at \(time)")
    }
    package static func labelCancelFrom(_ time: String) -> String { "cancel it at \(time) or later" }
    package static func objectReleased(_ name: String) -> DiagnosticMessage {
        .init(.objectReleased, text: "\(quote(name)) was released: the session holds no reference to it any more")
    }
    package static let labelReleasedObject = "declare a new object to go on (object NAME)"
    package static func sendToErased(_ name: String) -> DiagnosticMessage {
        .init(.sendToErased, text: "\(quote(name)) is erased to AnyPublisher: it cannot be sent to")
    }
    package static let labelErasedReadOnly = "eraseToAnyPublisher exposes a subject read-only; send to the subject it wraps"
    package static func assignRootMismatch(_ path: String, root: String) -> DiagnosticMessage {
        .init(.assignRootMismatch, text: "assign to \(path) on \(quote(root)): the property belongs to another object")
    }
}

// MARK: - Bodies and steps (issue 18)

extension DiagnosticMessages {
    package static func expectedBody(found: String) -> DiagnosticMessage {
        .init(.expectedBody, text: "expected '{' to start a body, found \(found)")
    }
    package static let labelBodyExample = "a body is { STEP; STEP … }, as in task t { sleep 300ms; emit 1 }"
    package static func stepOutsideBody(_ word: String) -> DiagnosticMessage {
        .init(.stepOutsideBody, text: "\(quote(word)) is a step: it runs inside a body")
    }
    package static func labelStepOutsideBody(_ word: String) -> String {
        word == "sleep" ? "write it in a task, task t { sleep 300ms }; advance 300ms moves the clock"
            : "write it in a task: task t { \(word) … }"
    }
    package static func unknownStep(_ word: String) -> DiagnosticMessage {
        .init(.unknownStep, text: "unknown step \(quote(word))")
    }
    package static let stepWords = ["sleep", "await", "let", "var", "emit", "checkCancellation", "if", "return",
                                    "throw", "do", "task", "cancel", "set", "send", "yield", "finish",
                                    "callback", "resume", "track",
                                    // Milestone 3:
                                    "work", "on main",
                                    // Milestone 2:
                                    "for", "async", "group", "add", "cancelAll",
                                    // Milestone 6:
                                    "promise"]
    package static let labelStepWords = "steps: " + stepWords.joined(separator: ", ") + ", NAME = EXPR"
    package static func timeInsideBody(_ form: String) -> DiagnosticMessage {
        .init(.timeInsideBody, text: "\(form) cannot be used inside a body: a step runs when its task reaches it")
    }
    package static let labelSleepInstead = "use sleep DURATION before the step to wait"
    package static func reservedForLater(_ word: String) -> DiagnosticMessage {
        .init(.reservedForLater, text: "\(quote(word)) is reserved: StreamLab does not model it yet")
    }
    package static let labelReservedForLater = "tasks, sleep, fetch, cancel, emit, didSet and sink bodies are modelled so far"
    package static let unsupportedAwait =
        DiagnosticMessage(.unsupportedAwait, text: "await waits for fetch here: await fetch VALUE after DURATION")
    package static let labelAwaitFetch = #"as in let r = await fetch "q" after 200ms"#
    package static func suspensionInHandler(_ what: String, in handler: String) -> DiagnosticMessage {
        .init(.suspensionInHandler, text: "\(what) cannot suspend inside \(handler): its steps run at once")
    }
    package static let labelStartATask = "start a task to do so: task t { … }"
    package static func emitOutsideTask(_ handler: String) -> DiagnosticMessage {
        .init(.emitOutsideTask, text: "emit draws on a task's lane, and \(handler) is not a task")
    }
    package static let labelEmitInTask = "start a task that emits: task t { emit x }"
    package static func localRedeclared(_ name: String) -> DiagnosticMessage {
        .init(.localRedeclared, text: "\(quote(name)) is already defined in this body")
    }
    package static func assignToLet(_ name: String) -> DiagnosticMessage {
        .init(.assignToLet, text: "cannot assign to \(quote(name)): it is a 'let' constant")
    }
    package static let labelUseVar = "declare it with var to change it"
    package static func capturedVarChanged(_ name: String, from what: String = "a task") -> DiagnosticMessage {
        .init(.capturedVarChanged,
              text: "\(quote(name)) belongs to an enclosing body: changing it from \(what) is a data race, which Swift 6 rejects")
    }
    package static let labelCopyIntoTask = "give the task its own let or var"
    package static func taskNameTaken(_ name: String, is kind: String) -> DiagnosticMessage {
        .init(.taskNameTaken, text: "\(quote(name)) is \(kind): a task cannot take its name")
    }
}

extension DiagnosticMessages {
    package static let labelExpectedStepEnd = "a step ends with ';', a new line or '}'"
    package static let labelDoCatch = "do { STEPS } catch { STEPS }"
}

extension DiagnosticMessages {
    package static func throwsOutOfHandler(_ what: String, from handler: String) -> DiagnosticMessage {
        .init(.throwsOutOfHandler, text: "\(what) would throw out of \(handler), which cannot throw")
    }
    package static let labelCatchInHandler = "catch it there: do { … } catch { … }, or start a task"
}

// Milestone 4: continuations and callbacks.
extension DiagnosticMessages {
    package static func expectedResumeValue(found: String) -> DiagnosticMessage {
        .init(.expectedResumeValue, text: "resume gives the waiting task a value or an error, found \(found)")
    }
    package static let labelResumeExample = #"resume k 5, or resume k throwing "offline""#
    package static let labelCallbackExample = "callback after 300ms { STEPS }"
    package static func unknownContinuation(_ name: String) -> DiagnosticMessage {
        .init(.unknownContinuation, text: "no continuation \(quote(name)) here: resume runs inside the braces of the continuation it names")
    }
    package static func labelContinuationsInScope(_ names: [String]) -> String {
        names.isEmpty ? "made by: let v = await continuation k { … resume k … }"
            : "continuations here: " + names.joined(separator: ", ")
    }
    package static func resumeOfStream(_ name: String) -> DiagnosticMessage {
        .init(.resumeOfStream, text: "\(name) is a stream; use yield \(name) / finish \(name)")
    }
    package static let labelStreamContinuation = "a stream's continuation is yield and finish"
}

// Milestone 5: Observation.
extension DiagnosticMessages {
    package static let labelTrackedExample = "the braces hold what is read, as in track { vm.text } { … } or observations { vm.text }"
    package static func observableAndPublished(_ object: String, has existing: String) -> DiagnosticMessage {
        .init(.observableAndPublished,
              text: "\(quote(object)) already has \(existing) properties: an object is an ObservableObject (published) or @Observable (observable), not both")
    }
    package static func labelDeclareKind(_ existing: String) -> String { "declare this property \(existing) too, or use another object" }
    package static func observableHasNoPublisher(_ path: String, projected: String) -> DiagnosticMessage {
        .init(.observableHasNoPublisher,
              text: "\(path) is observable: an @Observable property has no publisher (\(projected))")
    }
    package static func labelObserveInstead(_ path: String) -> String { "observe it with observations { \(path) } or track { \(path) } { … }" }
    package static func objectValueRead(_ path: String) -> DiagnosticMessage {
        .init(.objectValueRead, text: "\(path) holds an object: read one of its properties")
    }
    package static func labelReadMember(_ path: String) -> String { "as in \(path).name" }
    package static func notAnObjectProperty(_ path: String) -> DiagnosticMessage {
        .init(.notAnObjectProperty, text: "\(path) holds a value, not an object")
    }
    // Issue 18: a property holding another object (`vm.child = other`).
    package static func objectInValueProperty(_ path: String, holds value: String) -> DiagnosticMessage {
        .init(.objectInValueProperty, text: "\(path) holds \(value), not an object: only a property declared with an object holds one")
    }
    package static func valueInObjectProperty(_ path: String, holds object: String) -> DiagnosticMessage {
        .init(.valueInObjectProperty, text: "\(path) holds an object (\(object)): set it to an object")
    }
    package static func labelSetObject(_ path: String) -> String { "name an object, as in set \(path) OTHER" }
    package static func objectCycle(_ path: String, object: String, chain: String) -> DiagnosticMessage {
        .init(.objectCycle, text: "\(path) cannot hold \(object): the objects would hold each other (\(chain)), a cycle StreamLab does not draw")
    }
    package static func pathNotDeclarable(_ path: String) -> DiagnosticMessage {
        .init(.pathNotDeclarable, text: "\(quote(path)) is a property, not an object: declare, assign or observe a property of an object by the object's own name (OBJ.PROP)")
    }
    package static func labelHeldObject(_ link: String, holds object: String) -> String { "\(link) holds \(object)" }
}

// Milestone 3: executors (`work`, `on main`, the pool).
extension DiagnosticMessages {
    package static let labelOnMain = "on main { STEPS } runs its steps on the main actor"
    package static func suspensionOnMain(_ what: String) -> DiagnosticMessage {
        .init(.suspensionOnMain,
              text: "\(what) cannot suspend inside an on main body: MainActor.run takes a synchronous closure")
    }
    package static let labelCallMainActorFunc = "call a func … on main instead: func show(v) on main { … }; await show(v)"
    package static func workInHandler(_ handler: String) -> DiagnosticMessage {
        .init(.workInHandler, text: "work inside \(handler) would block the statement that ran it: its steps run at once")
    }
}

// Milestone 2: `for await` steps, functions, `t.value`, `async let` and task groups.
extension DiagnosticMessages {
    package static let labelForAwaitStep = "as in for await x in s { emit x }"
}

extension DiagnosticMessages {
    package static let labelFunctionExample = "as in func load(id) { sleep 100ms; return id }"
    package static let labelAsyncLetExample = "as in async let a = load(1)"
    package static let asyncLetNeedsCall =
        DiagnosticMessage(.asyncLetNeedsCall, text: "async let runs a function in a child task: async let NAME = FUNC(ARGS)")
    package static func functionNamedLikeBuiltin(_ name: String) -> DiagnosticMessage {
        .init(.functionNamedLikeBuiltin, text: "\(quote(name)) is a built-in function of expressions: a func cannot take its name")
    }
    package static func notAFunction(_ name: String) -> DiagnosticMessage {
        .init(.notAFunction, text: "no func named \(quote(name)): declare it first, func \(name)(…) { … }")
    }
    package static func wrongArgumentCountForFunction(_ name: String, expected: Int, got: Int) -> DiagnosticMessage {
        .init(.functionArguments, text: "\(name) takes \(expected) argument\(expected == 1 ? "" : "s"), not \(got)")
    }
    package static func notATask(_ name: String, is kind: String) -> DiagnosticMessage {
        .init(.notATaskValue, text: "\(quote(name)) is \(kind): .value waits for a task")
    }
    package static func notAnAsyncLet(_ name: String) -> DiagnosticMessage {
        .init(.notAnAsyncLet, text: "await \(name) waits for an async let: no async let \(quote(name)) is in scope")
    }
    package static func groupNotInScope(_ word: String, _ name: String) -> DiagnosticMessage {
        .init(.groupNotInScope, text: "\(word) \(name) is used outside its group: no group \(quote(name)) encloses this step")
    }
    package static let labelGroupScope = "write it inside group NAME { … }, not inside a child"
}

// Milestone 3: actors.
extension DiagnosticMessages {
    package static let labelActorExample = "as in actor cache { var hits = 0; func get(k) { hits = hits + 1; return k } }"
    package static func actorMemberExpected(_ found: String) -> DiagnosticMessage {
        .init(.actorMemberExpected, text: "an actor holds fields and methods: expected var NAME = EXPR or func NAME(…) { … }, found \(found)")
    }
    package static func notAnActor(_ name: String, is kind: String) -> DiagnosticMessage {
        .init(.notAnActor, text: "\(quote(name)) is \(kind), not an actor: await NAME.METHOD(…) calls an actor's method")
    }
    package static func unknownActorMember(_ actor: String, _ member: String, method: Bool) -> DiagnosticMessage {
        .init(.unknownActorMember, text: "actor \(actor) has no \(method ? "method" : "field") \(quote(member))")
    }
    package static func actorFieldWrittenOutside(_ path: String) -> DiagnosticMessage {
        .init(.actorFieldWrittenOutside,
              text: "\(path) cannot be changed from outside: an actor's field changes only in its own methods (Swift rejects it too: actor-isolated property cannot be mutated from outside the actor); an object's property is set with set OBJ.PROP V")
    }
    package static func actorMemberWithoutAwait(_ name: String) -> DiagnosticMessage {
        .init(.actorMemberWithoutAwait,
              text: "\(quote(name)) is an actor: from outside, reaching it hops to it and needs await (let v = await \(name).FIELD, await \(name).METHOD(…)); only its methods change its fields")
    }
    package static func actorNameTaken(_ name: String, is kind: String) -> DiagnosticMessage {
        .init(.actorNameTaken, text: "\(quote(name)) is \(kind): an actor needs a name of its own")
    }
    package static let labelAddAMethod = "add a method that changes it: func set(v) { hits = v }"
    // Issue 18 §3: a task as a value.
    /// `send a task { … }`, `emit task { … }`: a task is a value only where a name keeps it.
    package static let taskExpressionNotStored = DiagnosticMessage(
        .taskExpressionNotStored,
        text: "a task is not a value a stream or an expression can carry: task { … } is a value only stored in a name")

    // Issue 20: system publishers.
    package static func undeclaredNotification(_ name: String) -> DiagnosticMessage {
        .init(.undeclaredNotification,
              text: "no notifications pipeline has declared \(quote(name)): nothing could receive this post")
    }
    package static func labelDeclareNotification(_ name: String) -> String {
        "declare it first: notifications \(name) | sink"
    }

    // Issue 20: one awaited value (`s | min | await as out`).
    package static func oneValueIsNotASequence(_ name: String, _ swift: String) -> DiagnosticMessage {
        .init(.oneValueIsNotASequence,
              text: "\(name) of an async sequence returns one value, awaited (\(swift)), not a sequence a loop iterates: end the pipeline with '| await as NAME'")
    }
    package static let awaitNeedsOneValue = DiagnosticMessage(
        .awaitNeedsOneValue,
        text: "await as NAME awaits the one value of min, max, reduce, contains, allSatisfy or first EXPR, which must end the pipeline; a for await loop iterates a sequence")
    package static let asyncFirstNeedsCondition = DiagnosticMessage(
        .asyncFirstNeedsCondition,
        text: "an AsyncSequence has first(where:), not first(): write first EXPR (first true for the first element)")
    package static let fixAwaitOneValue = "await the one value with 'await as NAME'"
    package static let fixIterateWithForAwait = "iterate the sequence with 'for await as NAME'"
    package static let labelNameTheAwaitedValue = "name the result: await as NAME"
    // Issue 20: `.async` of a plain sequence.
    package static let asyncNeedsASequence = DiagnosticMessage(
        .asyncNeedsASequence,
        text: "async makes an async sequence of a plain sequence (sequence V, … or range A...B right before it); a publisher becomes one with values")
    package static let fixUseValues = "use 'values' (Combine's Publisher.values)"
    // Issue 20: flatMap and flatMapLatest of async sequences.
    package static func innerSequenceNeeded(_ name: String) -> DiagnosticMessage {
        .init(.innerSequenceNeeded,
              text: "the braces of \(name) make an async sequence per element, and a publisher is not one")
    }
    package static func asyncCounterpart(_ name: String, _ counterpart: String) -> DiagnosticMessage {
        .init(.asyncCounterpart, text: "\(name) is a Combine operator; on an async sequence write \(counterpart)")
    }
    package static let asyncFlatMapHasNoLimit = DiagnosticMessage(
        .asyncFlatMapHasNoLimit,
        text: "max N is Combine's maxPublishers; an async sequence's flatMap iterates one inner sequence at a time")
}
