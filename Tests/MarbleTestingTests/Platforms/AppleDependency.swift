/// What MarbleTesting's public API may be built on, and the oldest Apple systems each needs.
///
/// A symbol uses a dependency when one of the types, protocols or conformances it names
/// comes from it, recognised by the mangled module name or symbol in its precise identifier
/// (`s:11OpenCombine9PublisherP`, `s:s8DurationV`).
enum AppleDependency: CaseIterable, CustomStringConvertible {
    /// Apple's Combine (and OpenCombine, which stands in for it elsewhere).
    case combine
    /// pointfreeco/combine-schedulers 1.2.2 (`TestScheduler`, `AnySchedulerOf`), with its
    /// IssueReporting: macOS 12, iOS 15, tvOS 15, watchOS 9 in their newest manifests.
    case combineSchedulers
    /// `Clock`, `Duration` and their kin in the standard library.
    case clock
    /// The Observation module (`Observable`, `ObservationRegistrar`).
    case observation
    /// `Observations`, the async sequence of an observed value.
    case observations
    /// The Synchronization module (`Mutex`, `Atomic`).
    case synchronization

    var floor: PlatformFloor {
        switch self {
        case .combine: [.macOS: .init(10, 15), .iOS: .init(13), .tvOS: .init(13), .watchOS: .init(6)]
        case .combineSchedulers: [.macOS: .init(12), .iOS: .init(15), .tvOS: .init(15), .watchOS: .init(9)]
        case .clock: [.macOS: .init(13), .iOS: .init(16), .tvOS: .init(16), .watchOS: .init(9)]
        case .observation: [.macOS: .init(14), .iOS: .init(17), .tvOS: .init(17), .watchOS: .init(10)]
        case .observations: [.macOS: .init(26), .iOS: .init(26), .tvOS: .init(26), .watchOS: .init(26)]
        case .synchronization: [.macOS: .init(15), .iOS: .init(18), .tvOS: .init(18), .watchOS: .init(11)]
        }
    }

    /// Whether the symbol with this precise identifier (USR) belongs to the dependency.
    func owns(_ usr: String) -> Bool {
        switch self {
        case .combine:
            // Apple's module is `7Combine` (`s:7Combine9PublisherP`, or `…C7CombineE…` for its
            // extensions of Dispatch and Foundation types); OpenCombine's are `11OpenCombine`,
            // `19OpenCombineDispatch` and `21OpenCombineFoundation`.
            usr.hasPrefix("s:7Combine") || usr.contains("7CombineE")
                || ["11OpenCombine", "19OpenCombineDispatch", "21OpenCombineFoundation"].contains(where: usr.contains)
        case .combineSchedulers:
            usr.contains("17CombineSchedulers")
        case .clock:
            Self.clockSymbols.contains(where: usr.hasPrefix)
        case .observation:
            usr.contains("11Observation") && !Self.owns(observations: usr)
        case .observations:
            Self.owns(observations: usr)
        case .synchronization:
            usr.contains("15Synchronization")
        }
    }

    /// `Clock`, `ContinuousClock` and `SuspendingClock` (in `_Concurrency`), and the
    /// standard library's `Duration`, `InstantProtocol` and `DurationProtocol`.
    private static let clockSymbols = [
        "s:12_Concurrency5ClockP", "s:12_Concurrency15ContinuousClockV", "s:12_Concurrency15SuspendingClockV",
        "s:s8DurationV", "s:s15InstantProtocolP", "s:s16DurationProtocolP",
    ]

    private static func owns(observations usr: String) -> Bool {
        usr.contains("11Observation12ObservationsV")
    }

    var description: String {
        switch self {
        case .combine: "Combine"
        case .combineSchedulers: "combine-schedulers"
        case .clock: "Clock/Duration"
        case .observation: "Observation"
        case .observations: "Observations"
        case .synchronization: "Synchronization"
        }
    }
}
