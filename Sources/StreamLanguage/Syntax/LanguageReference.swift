/// The language at a glance: one entry per statement, source and operator, with its
/// syntax, a one-line summary and an example. `:help`, tab completion and "did you mean"
/// all read this table, so it is the one place a new word is added. Operators' entries
/// come from their descriptors: the runtime's `LanguageReference.entries` fills them in.
public enum LanguageReference {
    /// What part of the language an entry describes.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// Starts a statement with a keyword (`send`, `run`, …).
        case statement
        /// A statement form without a keyword (`NAME = PIPELINE`, `PIPELINE | sink`).
        case form
        /// Starts a pipeline (`just`, `timer`, …).
        case source
        /// A `| stage` of a pipeline.
        case `operator`
        /// The final `| sink` stage.
        case sink
    }

    /// One word or form of the language.
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var category: Category
        public var syntax: String
        public var summary: String
        /// A complete statement that parses as written.
        public var example: String

        public init(name: String, category: Category, syntax: String, summary: String, example: String) {
            self.name = name
            self.category = category
            self.syntax = syntax
            self.summary = summary
            self.example = example
        }
    }

    /// Every entry, grouped by category in the order of the language description, with
    /// `operators` (one per operator, in `:help` order) in their place.
    public static func entries(operators: [Entry]) -> [Entry] {
        statements + forms + sources + operators + [sink, assign]
    }

    package static func entry(_ name: String, _ category: Category, _ syntax: String,
                              _ summary: String, _ example: String) -> Entry {
        Entry(name: name, category: category, syntax: syntax, summary: summary, example: example)
    }

    private static let statements: [Entry] = [
        entry("subject", .statement, "subject NAME [| OPERATOR … | sink]",
              "declare a PassthroughSubject (and optionally subscribe to it)",
              "subject a | debounce 300ms | sink"),
        entry("current", .statement, "current NAME = EXPR [| OPERATOR … | sink]",
              "declare a CurrentValueSubject with an initial value", "current c = 0 | map x + 1 | sink"),
        entry("send", .statement, "send NAME VALUE [@TIME], VALUE [@TIME], … | send CHANNEL VALUE as NAME",
              "send values to a subject, now or at absolute virtual times; as NAME names a channel send's task, for cancel NAME", "send a 2 @100ms, 3 @200ms"),
        entry("complete", .statement, "complete NAME [@TIME]",
              "finish a subject, now or at a virtual time", "complete a @1.5s"),
        entry("fail", .statement, "fail NAME EXPR [@TIME]",
              "fail a subject with a message", #"fail a "boom" @700ms"#),
        entry("at", .statement, "at TIME: STATEMENT",
              "run a statement (not another at) at a virtual time", "at 250ms: q | sink as late"),
        entry("cancel", .statement, "cancel NAME [@TIME]",
              "cancel a named subscription or connection", "cancel late @400ms"),
        entry("request", .statement, "request NAME N [@TIME] | request NAME unlimited [@TIME]",
              "ask a subscription for N more values (Combine's subscription.request)",
              "request out 2 @500ms"),
        entry("connect", .statement, "connect NAME [as NAME] [@TIME]",
              "connect a connectable publisher (timer, multicast, makeConnectable)", "connect m as conn @1s"),
        entry("advance", .statement, "advance DURATION | advance to TIME",
              "move the virtual clock forward by a duration or to a time", "advance 300ms"),
        entry("run", .statement, "run [until TIME]",
              "run until nothing is scheduled (bounded by the horizon) or until a time", "run until 5s"),
        entry("stream", .statement,
              "stream NAME [throwing] [buffering unbounded|newest N|oldest N] [onTermination { STEPS }]"
                  + " | stream NAME unfolding EXPR from V [after DURATION]",  // Issue 20
              "declare an AsyncStream (AsyncThrowingStream) and its continuation; unbounded by default; "
                  + "onTermination runs once, at finish or when a waiting loop's task is cancelled (x is the reason); "
                  + "unfolding is AsyncStream(unfolding:): no continuation, each next() calls EXPR (acc is the previous "
                  + "element, V at first; nil ends it), taking DURATION per call with after",
              "stream u unfolding acc + 1 from 0 after 100ms"),  // Issue 20
        entry("yield", .statement, "yield NAME VALUE [@TIME], …",
              "continuation.yield: hand values to a stream's waiting loop, or to its buffer", "yield s 1, 2 @100ms"),
        entry("finish", .statement, "finish NAME [@TIME]",
              "finish a stream (its buffered values still reach a loop) or a channel (waiting sends are dropped)",
              "finish s @300ms"),
        entry("channel", .statement, "channel NAME [throwing]",
              "declare an AsyncChannel (AsyncThrowingChannel, which fail NAME MSG fails): send NAME V suspends its sender until a loop takes the value",
              "channel ch throwing"),
    ] + ownershipStatements + taskStatements
        + observationStatements  // Milestone 5
        + systemPublisherStatements  // Issue 20

    private static let forms: [Entry] = [
        entry("subscribe", .form, "PIPELINE | sink [demand N] [as NAME]",
              "subscribe now; the lane is named after the pipeline or NAME",
              "a | throttle 300ms latest | sink as t"),
        entry("discard", .form, "_ = PIPELINE | sink …",
              "throw the AnyCancellable away: the subscription is cancelled as soon as it is made",
              "_ = just 1 | sink"),
        entry("define", .form, "NAME = PIPELINE",
              "name a publisher; subscribes nothing", "q = a | map x * 10 | share"),
        entry("on", .form, "TIME-OPERATOR … on main|background",
              "the queue a time operator's scheduled work runs on (default main); receive on hops back",
              "a | debounce 300ms on background | sink"),
        entry("for", .form, "ASYNCSEQ | for await [work DURATION] as NAME",
              "consume an async sequence; the body takes DURATION per element and asks for the next when done",
              "a | values | for await work 100ms as out"),
        // Issue 20: one value, awaited.
        entry("await", .form, "ASYNCSEQ | min|max|reduce|contains|allSatisfy|first … | await as NAME",
              "await the one value the call returns (let v = await s.min()): its lane shows it, then ends; not a loop",
              "a | values | reduce 0, acc + x | await as out"),
    ]

    private static let sources: [Entry] = [
        entry("just", .source, "just EXPR", "emit one value, then finish", "just 1 | sink"),
        entry("sequence", .source, "sequence EXPR, EXPR, … | sequence [EXPR, …]",
              "emit the values in order at once, then finish", "sequence 1, 2, 3 | sink"),
        entry("range", .source, "range EXPR...EXPR | range EXPR..<EXPR",
              "emit the whole numbers of a range, then finish", "range 1...5 | sink"),
        entry("empty", .source, "empty", "finish at once without a value", "empty | sink"),
        entry("fail", .source, "fail EXPR", "fail at once with a message", #"fail "boom" | sink"#),
        entry("never", .source, "never", "emit nothing, never finish", "never | sink"),
        entry("timer", .source, "timer DURATION | timer every DURATION",
              "Timer.publish: ticks its time in ms every interval once connected (connect or | autoconnect); "
                  + "timer every is AsyncAlgorithms' AsyncTimerSequence, an async sequence that needs no connection",
              "timer 100ms | autoconnect | prefix 3 | sink"),
        entry("future", .source, "future [fail] EXPR after DURATION | future [as NAME] { STEPS }",
              "resolve once after a delay, or when its task returns (Future { promise in Task { … } }: return fulfils "
                  + "the promise, a throw fails it; cancelling a subscriber does not cancel the task); "
                  + "runs when created, replays its result",
              "future as t { sleep 300ms; return 1 } | sink"),
        entry("fetch", .source, "fetch EXPR after DURATION | fetch fail EXPR after DURATION",
              "URLSession's dataTaskPublisher: cold, one request per subscriber, started by its first demand; "
                  + "the answer after DURATION then finished (fail: a URLError); a cancel stops the request",
              #"fetch "quote" after 200ms | sink"#),
        entry("deferred", .source, "deferred { PIPELINE }",
              "build the inner publisher anew for every subscriber", "deferred { just 1 } | sink"),
        entry("if", .source, "if EXPR { PIPELINE } else { PIPELINE }",
              "one of two publishers, chosen by a condition when built (x in scope inside braces)",
              "a | map { if x > 0 { just x } else { empty } } | switchToLatest | sink"),
        entry("cold", .source, #"cold "MARBLES" [frame DURATION]"#,
              "a marble source that starts anew for every subscriber", #"cold "-1-2--3|" | sink"#),
        entry("hot", .source, #"hot "MARBLES" [frame DURATION]"#,
              "a marble source that runs once; ^ marks its zero point",
              #"hot "-1-^-2|" frame 50ms | sink"#),
    ] + observationSources  // Milestone 5
        + systemPublisherSources  // Issue 20

    private static let sink = entry(
        "sink", .sink, "sink [ui] [demand N] [as NAME] [store in OBJ] [capturing [weak] OBJ]",
        "subscribe and record the lane; demand N requests N values at subscription; ui warns about values off main (clauses in any order)",
        "a | sink demand 2 as s")
}
