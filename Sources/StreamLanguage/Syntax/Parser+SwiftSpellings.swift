/// Combine as a Swift developer types it, recognised so the diagnostic names StreamLab's
/// spelling instead of a parse error at the first `(`. Learners type Combine first:
/// `a.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`, `a.send(3)`,
/// `let b = PassthroughSubject<Int, Never>()`, `Just(1)`, `sink { print($0) }`,
/// `.store(in: &cancellables)`, `.eraseToAnyPublisher()`, `vm.cancellables.removeAll()`.
/// Operator spellings come from the operator registry (a method named like an operator is
/// that operator; its syntax line gives the StreamLab form), not from a table of their own.
extension Parser {
    /// Fails with the StreamLab spelling when the statement starting at `current` is written
    /// the Swift way; returns when it is not.
    func rejectSwiftSpelling() throws(ParseAbort) {
        let end = statementEnd()
        for position in index..<end {
            if let found = swiftSpelling(at: position, end: end) {
                try fail(DiagnosticMessages.swiftSpelling(found.swift, streamLab: found.streamLab),
                         label: found.why, fixIts: found.replacement.map { [FixIt(DiagnosticMessages.fixUse($0), replacing: found.range, with: $0)] } ?? [],
                         at: found.range)
            }
        }
    }

    struct SwiftSpelling {
        package var swift: String
        package var streamLab: String
        package var why: String
        package var range: SourceRange
        /// The text that replaces `range`, when the StreamLab form is complete.
        package var replacement: String?
    }

    /// The token at `position`, or the end of the input outside the tokens.
    func token(at position: Int) -> Token { tokens[max(0, min(position, tokens.count - 1))] }
    func kind(_ position: Int) -> TokenKind { position < 0 ? .endOfFile : token(at: position).kind }
    func word(_ position: Int) -> String {
        guard position >= 0 else { return "" }
        let token = token(at: position)
        return token.kind == .identifier ? token.text : ""
    }

    /// The index after the statement's last token (a `;` or a new line at depth 0 ends it).
    private func statementEnd() -> Int {
        var depth = 0
        var position = index
        while position < tokens.count, tokens[position].kind != .endOfFile {
            let token = tokens[position]
            if position > index, depth == 0, token.startsLine || token.kind == .semicolon { break }
            if token.kind.isOpener { depth += 1 }
            if token.kind.isCloser { depth = max(0, depth - 1) }
            position += 1
        }
        return position
    }

    /// The index of the closer of the bracket opened at `opener`, or nil inside `end`.
    func closer(of opener: Int, end: Int) -> Int? {
        var depth = 0
        for position in opener..<end {
            if tokens[position].kind.isOpener { depth += 1 }
            if tokens[position].kind.isCloser {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    func span(_ from: Int, _ through: Int) -> SourceRange {
        SourceRange(start: tokens[from].range.start, end: tokens[through].range.end)
    }

    private func swiftSpelling(at position: Int, end: Int) -> SwiftSpelling? {
        // Issue 18: Swift concurrency's spellings (Parser+ConcurrencySpellings.swift).
        if let found = concurrencySpelling(at: position, end: end) { return found }
        let name = word(position)
        // `let b = PassthroughSubject<Int, Never>()`, `var c = CurrentValueSubject<Int, Never>(0)`
        if position == index, name == "let" || name == "var", kind(position + 2) == .assign {
            let subject = word(position + 1)
            let type = word(position + 3)
            guard !subject.isEmpty, type == "PassthroughSubject" || type == "CurrentValueSubject" else { return nil }
            let call = (position + 4..<end).first { kind($0) == .leftParen }
            var initial = "VALUE"
            if let call, let close = closer(of: call, end: end), close > call + 1 { initial = text(ofTokens: call + 1..<close) }
            let form = type == "PassthroughSubject" ? "subject \(subject)" : "current \(subject) = \(initial)"
            return SwiftSpelling(swift: type, streamLab: form, why: DiagnosticMessages.labelSwiftTypesInferred,
                                 range: span(position, end - 1), replacement: Self.hasPlaceholder(form) ? nil : form)
        }
        // `Just(1)`
        if name == "Just", kind(position + 1) == .leftParen, let close = closer(of: position + 1, end: end), close > position + 2 {
            let value = text(ofTokens: position + 2..<close)
            return SwiftSpelling(swift: "Just(…)", streamLab: "just \(value)", why: DiagnosticMessages.labelSourcesAreWords,
                                 range: span(position, close), replacement: "just \(value)")
        }
        // `$0`, `$1` come from the lexer as unknown characters; the lexer explains them.
        // `… | assign(to: \.count, on: vm)`
        if name == "assign", kind(position - 1) == .pipe, kind(position + 1) == .leftParen, let close = closer(of: position + 1, end: end) {
            let inside = position + 2..<close
            let property = inside.first { kind($0) == .dot }.map { word($0 + 1) } ?? ""
            let object = inside.first { word($0) == "on" && kind($0 + 1) == .colon }.map { word($0 + 2) } ?? ""
            let form = property.isEmpty || object.isEmpty ? "assign to OBJECT.PROPERTY on OBJECT" : "assign to \(object).\(property) on \(object)"
            return SwiftSpelling(swift: "assign(to:on:)", streamLab: form, why: DiagnosticMessages.labelStatementsAreWords,
                                 range: span(position, close), replacement: form.contains("OBJECT") ? nil : form)
        }
        // `| eraseToAnyPublisher()`: an operator without arguments, called.
        if kind(position - 1) == .pipe, kind(position + 1) == .leftParen, !tokens[position + 1].hasLeadingTrivia,
           kind(position + 2) == .rightParen, let signature = operators.signature(named: name), signature.syntax == name {
            return SwiftSpelling(swift: "\(name)()", streamLab: name, why: DiagnosticMessages.labelOperatorsFollowPipes,
                                 range: span(position, position + 2), replacement: name)
        }
        // `… | sink { print($0) }` (a closure; `sink { STEPS }` is a sink body)
        if name == "sink", kind(position - 1) == .pipe, kind(position + 1) == .leftBrace, let close = closer(of: position + 1, end: end),
           isSwiftClosure(position + 2..<close) {
            return SwiftSpelling(swift: "sink { … }", streamLab: "sink", why: DiagnosticMessages.labelSinkRecordsTheLane,
                                 range: span(position, close), replacement: "sink")
        }
        guard kind(position) == .dot, kind(position + 2) == .leftParen || kind(position + 2) == .dot else { return nil }
        let method = word(position + 1)
        let receiver = position > index && kind(position - 1) == .identifier ? word(position - 1) : nil
        let call = position + 2
        let close = kind(call) == .leftParen ? closer(of: call, end: end) : nil
        let arguments = close.map { text(ofTokens: call + 1..<$0) } ?? ""
        // `vm.cancellables.removeAll()`
        if method == "cancellables", word(position + 3) == "removeAll", let receiver {
            return SwiftSpelling(swift: "\(receiver).cancellables.removeAll()", streamLab: "cancel NAME",
                                 why: DiagnosticMessages.labelCancelByName(receiver), range: span(position - 1, end - 1), replacement: nil)
        }
        guard let close else { return nil }
        // `.store(in: &cancellables)` after a sink
        if method == "store" {
            return SwiftSpelling(swift: ".store(in: &…)", streamLab: "store in OBJECT", why: DiagnosticMessages.labelStoreInObject,
                                 range: span(position, close), replacement: nil)
        }
        // `a.send(3)`
        if method == "send", let receiver {
            return SwiftSpelling(swift: "\(receiver).send(…)", streamLab: "send \(receiver) \(arguments)", why: DiagnosticMessages.labelStatementsAreWords,
                                 range: span(position - 1, close), replacement: arguments.isEmpty ? nil : "send \(receiver) \(arguments)")
        }
        // `a.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`, `.eraseToAnyPublisher()`
        guard let signature = operators.signature(named: method) else { return nil }
        let form = Self.streamLabForm(of: signature, arguments: arguments)
        let start = receiver != nil ? position - 1 : position
        let pipeline = (receiver.map { $0 + " " } ?? "") + "| " + form
        // A whole statement `a.debounce(…)` becomes a pipeline that subscribes.
        let wholeStatement = start == index && close == end - 1
        return SwiftSpelling(swift: ".\(method)(…)", streamLab: pipeline, why: DiagnosticMessages.labelOperatorsFollowPipes,
                             range: span(start, close),
                             replacement: Self.hasPlaceholder(form) ? nil : pipeline + (wholeStatement ? " | sink" : ""))
    }

    /// Whether braces hold a Swift closure rather than steps: `print(…)`, `$0` or `in`.
    private func isSwiftClosure(_ inside: Range<Int>) -> Bool {
        inside.isEmpty || inside.contains { word($0) == "print" || word($0) == "in" || kind($0) == .unknown }
    }

    /// Whether a suggested form still holds a placeholder of a syntax line (`DURATION`, `N`).
    static func hasPlaceholder(_ form: String) -> Bool {
        form.split { !$0.isLetter }.contains { word in word.allSatisfy(\.isUppercase) }
    }

    /// The operator's syntax line with what the Swift arguments say filled in: a duration
    /// (`.milliseconds(300)`, `.seconds(1.5)`) for `DURATION`, and the queue left out.
    static func streamLabForm(of signature: OperatorSignature, arguments: String) -> String {
        var form = signature.syntax.replacing(" [on QUEUE]", with: "")
        if let match = arguments.firstMatch(of: #/\.(milliseconds|seconds)\(\s*([0-9.]+)\s*\)/#) {
            form = form.replacing("DURATION", with: match.2 + (match.1 == "seconds" ? "s" : "ms"))
        }
        if form.contains("latest|first"), let latest = arguments.firstMatch(of: #/latest:\s*(true|false)/#) {
            form = form.replacing("latest|first", with: latest.1 == "true" ? "latest" : "first")
        }
        return form
    }
}
