/// A contextual word of an operator's arguments (`by`, `while`, `latest`): declared once
/// here, so the grammar that reads it and the descriptor that asks for it cannot spell it
/// differently (`arguments.has(.first)`, not `has("frist")`).
package struct ArgumentWord: Sendable, Hashable {
    package let text: String

    private init(_ text: String) { self.text = text }

    /// `removeDuplicates by EXPR`
    package static let by = ArgumentWord("by")
    /// `prefix while EXPR`, `drop while EXPR`
    package static let `while` = ArgumentWord("while")
    /// `prefix until PUB`, `drop until PUB`
    package static let until = ArgumentWord("until")
    /// `timeout DURATION fail EXPR`
    package static let fail = ArgumentWord("fail")
    /// `flatMap max N { … }`
    package static let max = ArgumentWord("max")
    /// `multicast current EXPR`
    package static let current = ArgumentWord("current")
    /// `throttle DURATION latest|first`
    package static let latest = ArgumentWord("latest")
    package static let first = ArgumentWord("first")
    /// `output at N`, `output in A...B`
    package static let at = ArgumentWord("at")
    package static let `in` = ArgumentWord("in")
    /// `chunks every DURATION`
    package static let every = ArgumentWord("every")
    /// `buffer N prefetch keepFull|byRequest whenFull dropOldest|dropNewest|fail`
    package static let prefetch = ArgumentWord("prefetch")
    package static let keepFull = ArgumentWord("keepFull")
    package static let byRequest = ArgumentWord("byRequest")
    package static let whenFull = ArgumentWord("whenFull")
    package static let dropOldest = ArgumentWord("dropOldest")
    package static let dropNewest = ArgumentWord("dropNewest")
    // Issue 20: `handleEvents subscription|output|completion|cancel|request { STEPS } …`
    package static let subscription = ArgumentWord("subscription")
    package static let output = ArgumentWord("output")
    package static let completion = ArgumentWord("completion")
    package static let cancel = ArgumentWord("cancel")
    package static let request = ArgumentWord("request")
    // Issue 20: `chunks N or every D|signal PUB`, `chunks signal PUB`, `chunks key EXPR`
    package static let or = ArgumentWord("or")
    package static let signal = ArgumentWord("signal")
    package static let key = ArgumentWord("key")
    // Issue 20: the async `buffer unbounded|newest N|oldest N|bounded N`
    package static let unbounded = ArgumentWord("unbounded")
    package static let newest = ArgumentWord("newest")
    package static let oldest = ArgumentWord("oldest")
    package static let bounded = ArgumentWord("bounded")
    // Issue 20: `multicast subject NAME`, `multicast { subject }`
    package static let subject = ArgumentWord("subject")
}
