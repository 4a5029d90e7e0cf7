/// Swift concurrency as a Swift developer types it (issue 18 §6), answered with StreamLab's
/// spelling and, where the whole form is known, a fix-it:
///
///     t.cancel()                                cancel t
///     let t = Task { … }, Task.detached { … }   task t { … }, task t detached { … }
///     try await Task.sleep(for: .milliseconds(300))   sleep 300ms
///     g.addTask { … }                           add g { … }
///     k.resume(returning: v), k.resume(throwing: e)   resume k v, resume k throwing e
///     print(x) inside a body                    emit x
///
/// (`sink { print($0) }` stays `sink`: a sink body cannot `emit`, its lane records the values.)
extension Parser {
    func concurrencySpelling(at position: Int, end: Int) -> SwiftSpelling? {
        let name = word(position)
        // `Task { … }`, `let t = Task { … }`, `t = Task { … }`: not `task Task { … }` or `as Task { … }`.
        if name == "Task", kind(position + 1) == .leftBrace, kind(position - 1) != .identifier,
           let close = closer(of: position + 1, end: end) {
            return task(from: position, body: position + 1, close: close, detached: false)
        }
        // `Task.detached { … }`
        if name == "Task", kind(position + 1) == .dot, word(position + 2) == "detached", kind(position + 3) == .leftBrace,
           kind(position - 1) != .identifier, let close = closer(of: position + 3, end: end) {
            return task(from: position, body: position + 3, close: close, detached: true)
        }
        // `[try] [await] Task.sleep(for: .milliseconds(300))`
        if name == "Task", kind(position + 1) == .dot, word(position + 2) == "sleep", kind(position + 3) == .leftParen,
           let close = closer(of: position + 3, end: end) {
            var start = position
            if word(start - 1) == "await" { start -= 1 }
            if word(start - 1) == "try" { start -= 1 }
            let duration = Self.duration(in: text(ofTokens: position + 4..<close))
            let form = "sleep " + (duration ?? "DURATION")
            return SwiftSpelling(swift: "Task.sleep(for:)", streamLab: form, why: DiagnosticMessages.labelStepsAreWords,
                                 range: span(start, close), replacement: duration.map { "sleep " + $0 })
        }
        // `print(x)` as a step (not `| print`, an operator).
        if name == "print", kind(position + 1) == .leftParen, kind(position - 1) != .pipe, isInsideBraces(position),
           let close = closer(of: position + 1, end: end), close > position + 2 {
            let value = text(ofTokens: position + 2..<close)
            let known = !value.contains("$")
            return SwiftSpelling(swift: "print(…)", streamLab: "emit " + (known ? value : "x"), why: DiagnosticMessages.labelEmitDrawsOnTheLane,
                                 range: span(position, close), replacement: known ? "emit " + value : nil)
        }
        guard kind(position) == .dot, kind(position - 1) == .identifier else { return nil }
        let receiver = word(position - 1)
        let method = word(position + 1)
        // `g.addTask { … }`
        if method == "addTask", kind(position + 2) == .leftBrace, let close = closer(of: position + 2, end: end) {
            let form = "add \(receiver) { \(steps(position + 3..<close)) }"
            return SwiftSpelling(swift: "\(receiver).addTask { … }", streamLab: form, why: DiagnosticMessages.labelStepsAreWords,
                                 range: span(position - 1, close), replacement: form)
        }
        guard kind(position + 2) == .leftParen, let close = closer(of: position + 2, end: end) else { return nil }
        // `t.cancel()`
        if method == "cancel", close == position + 3 {
            return SwiftSpelling(swift: "\(receiver).cancel()", streamLab: "cancel \(receiver)", why: DiagnosticMessages.labelStatementsAreWords,
                                 range: span(position - 1, close), replacement: "cancel \(receiver)")
        }
        // `k.resume(returning: v)`, `k.resume(throwing: e)`, `k.resume()`
        if method == "resume" {
            let label = word(position + 3)
            let value = kind(position + 4) == .colon && position + 5 < close ? text(ofTokens: position + 5..<close) : ""
            let form: String
            switch label {
            case "returning" where !value.isEmpty: form = "resume \(receiver) \(value)"
            case "throwing" where !value.isEmpty: form = "resume \(receiver) throwing \(value)"
            default: form = "resume \(receiver) VALUE"
            }
            return SwiftSpelling(swift: "\(receiver).resume(…)", streamLab: form, why: DiagnosticMessages.labelStepsAreWords,
                                 range: span(position - 1, close), replacement: Self.hasPlaceholder(form) ? nil : form)
        }
        return nil
    }

    /// Whether `position` is inside a `{ … }` of the statement (a body).
    private func isInsideBraces(_ position: Int) -> Bool {
        var depth = 0
        for earlier in index..<position {
            if kind(earlier) == .leftBrace { depth += 1 }
            if kind(earlier) == .rightBrace { depth -= 1 }
        }
        return depth > 0
    }

    /// `task t { … }` for `[let|var] t = Task { … }` (or `task NAME { … }` without a name).
    private func task(from position: Int, body: Int, close: Int, detached: Bool) -> SwiftSpelling {
        var start = position
        var name: String?
        if kind(position - 1) == .assign, kind(position - 2) == .identifier {
            name = word(position - 2)
            start = position - 2
            if word(start - 1) == "let" || word(start - 1) == "var" { start -= 1 }
        }
        let form = "task \(name ?? "NAME")\(detached ? " detached" : "") { \(steps(body + 1..<close)) }"
        return SwiftSpelling(swift: detached ? "Task.detached { … }" : "Task { … }", streamLab: form,
                             why: DiagnosticMessages.labelTaskIsAStatement, range: span(start, close),
                             replacement: name == nil ? nil : form)
    }

    /// The tokens of a body's inside as one line: a line break between steps becomes `;`.
    private func steps(_ range: Range<Int>) -> String {
        var text = ""
        for position in range {
            let token = tokens[position]
            if position > range.lowerBound {
                if token.startsLine, kind(position - 1) != .leftBrace, token.kind != .rightBrace { text += ";" }
                if token.hasLeadingTrivia || token.startsLine { text += " " }
            }
            text += token.text
        }
        return text
    }

    /// `300ms` for `.milliseconds(300)`, `1.5s` for `.seconds(1.5)`, else nil.
    static func duration(in arguments: String) -> String? {
        guard let match = arguments.firstMatch(of: #/\.(milliseconds|seconds)\(\s*([0-9.]+)\s*\)/#) else { return nil }
        return match.2 + (match.1 == "seconds" ? "s" : "ms")
    }
}
