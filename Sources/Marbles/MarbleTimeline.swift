/// The result of parsing one marble string.
public struct MarbleTimeline: Hashable, Sendable {
    /// The events, sorted by time (same-instant events in the order written).
    ///
    /// In `.source` mode these are values, `|` and `#`, with times relative to the zero
    /// point. In `.subscription` and `.lane` modes `^` and `!` appear here too, as
    /// `.subscribe` and `.cancel` events at absolute times.
    public var events: [MarbleEvent]
    /// Where `^` stood in a source (`.source` mode), in ms from the start of the string
    /// (plus the origin), before event times were shifted to be relative to it. `nil`
    /// for a cold source.
    public var zeroFrameTime: Int?
    /// Where `^` stood in subscription marbles or a lane; `nil` in `.source` mode.
    public var subscribeTime: Int?
    /// Where `!` stood in subscription marbles or a lane; `nil` in `.source` mode.
    public var cancelTime: Int?
    /// The time just after the last frame of the string, in the same time base as
    /// `events` (so a cold `--a|` with 100ms frames has `endTime` 400).
    public var endTime: Int

    /// A timeline with these fields.
    public init(
        events: [MarbleEvent],
        zeroFrameTime: Int? = nil,
        subscribeTime: Int? = nil,
        cancelTime: Int? = nil,
        endTime: Int
    ) {
        self.events = events
        self.zeroFrameTime = zeroFrameTime
        self.subscribeTime = subscribeTime
        self.cancelTime = cancelTime
        self.endTime = endTime
    }
}

extension MarbleParser {
    /// How `^` and `!` are read; everything else is the same in every mode.
    public enum Mode: Hashable, Sendable {
        /// A cold or hot source (`cold "-1-2|"`, `hot "-1-^-2|"`): `^` marks the hot
        /// source's zero point and event times are relative to it (events before it are
        /// negative); without `^` time 0 is the first frame. `!` is an error.
        case source
        /// Subscription marbles (`"^---!"`): `^` is where the subscriber subscribed and `!`
        /// where it cancelled, both at absolute times; values, `|` and `#` are errors.
        case subscription
        /// One lane of a rendered diagram: values, `|`, `#`, and `^` / `!` as `.subscribe`
        /// / `.cancel` events, all at absolute times. This is how a diagram is read back.
        case lane
    }
}
