/// Why a session cannot be exported as a Swift test that means the same thing, or (the two
/// `isAppleOnly` cases) why its test runs only on Apple's Combine. The list is closed on
/// purpose: every skip names one of these, so "skipped" can never hide a bug.
public enum SwiftExportSkip: Error, Hashable, Sendable, CustomStringConvertible {
    /// An operator Combine has but OpenCombine 0.14 lacks (`merge`, `combineLatest`,
    /// `collect` by time): the test is exported "Apple only" (`SwiftExportedTest`).
    case operatorMissingInOpenCombine(String)
    /// Something StreamLab offers that Combine has no counterpart for (a hot marble source
    /// started after the test began, a send of a value Swift types differently, …).
    case noCombineCounterpart(String)
    /// Something MarbleTesting cannot express: a value whose text marbles cannot spell.
    case noMarbleTestingCounterpart(String)
    /// Values whose Swift type cannot be one static type (a subject sent both 1 and "a").
    case noSingleSwiftType(String)
    /// A place where OpenCombine 0.14 differs from Apple's Combine (and StreamLab follows
    /// Apple): the test is right on Apple platforms, and exported "Apple only".
    case openCombineDiffers(String)
    /// A statement kind or operator the exporter has no translation for yet (added to the
    /// language after the exporter: each one is mapped when it is merged).
    case notTranslated(String)
    /// Async sequences (`values`, `for await`, streams, channels, AsyncAlgorithms' operators)
    /// are not Combine: a MarbleTesting test cannot run them, and the async oracle
    /// (`Tests/AsyncOracle`) checks them against the Swift runtime and AsyncAlgorithms instead.
    case asyncSequence(String)

    /// Objects, their bags, captures and `@Published` properties live by ARC: a marble test
    /// has no clock for `release`, and the lifetime model is checked against OpenCombine by
    /// `OwnershipDifferentialTests` instead.
    package static let objectLifetimes = "objects and their lifetimes (object, published, set, release, store in, capturing, assign)"

    /// Tasks, functions, actors and `@Observable` models have no marble test: `:swift` writes
    /// such a session as Swift concurrency instead, and the concurrency oracle checks its lanes.
    package static func swiftConcurrency(_ statement: String) -> String {
        "\(statement) (Swift concurrency: a marble test has no tasks; :swift writes the session as Swift concurrency)"
    }

    /// Whether this is a reason for an "Apple only" test (an operator OpenCombine lacks, a
    /// place where it differs) rather than for a skip: see `SwiftExportedTest`.
    public var isAppleOnly: Bool {
        switch self {
        case .operatorMissingInOpenCombine, .openCombineDiffers: true
        default: false
        }
    }

    /// The reasons' names, in the order of the summary line.
    public static let kinds = [
        "operator missing in OpenCombine", "no Combine counterpart", "no MarbleTesting counterpart",
        "no single Swift type", "not translated", "OpenCombine differs from Combine",
        "async sequence (checked by the async oracle)",
    ]

    /// The reason's kind (one of `kinds`).
    public var kind: String {
        switch self {
        case .operatorMissingInOpenCombine: Self.kinds[0]
        case .noCombineCounterpart: Self.kinds[1]
        case .noMarbleTestingCounterpart: Self.kinds[2]
        case .noSingleSwiftType: Self.kinds[3]
        case .notTranslated: Self.kinds[4]
        case .openCombineDiffers: Self.kinds[5]
        case .asyncSequence: Self.kinds[6]
        }
    }

    public var detail: String {
        switch self {
        case .operatorMissingInOpenCombine(let detail), .noCombineCounterpart(let detail),
             .noMarbleTestingCounterpart(let detail), .noSingleSwiftType(let detail), .notTranslated(let detail),
             .openCombineDiffers(let detail), .asyncSequence(let detail):
            detail
        }
    }

    /// `operator missing in OpenCombine: merge`.
    public var description: String { "\(kind): \(detail)" }

    /// Reads back a `description` (the committed skip list is checked against the closed list).
    public init?(description: String) {
        guard let colon = description.firstRange(of: ": ") else { return nil }
        let detail = String(description[colon.upperBound...])
        switch String(description[..<colon.lowerBound]) {
        case Self.kinds[0]: self = .operatorMissingInOpenCombine(detail)
        case Self.kinds[1]: self = .noCombineCounterpart(detail)
        case Self.kinds[2]: self = .noMarbleTestingCounterpart(detail)
        case Self.kinds[3]: self = .noSingleSwiftType(detail)
        case Self.kinds[4]: self = .notTranslated(detail)
        case Self.kinds[5]: self = .openCombineDiffers(detail)
        case Self.kinds[6]: self = .asyncSequence(detail)
        default: return nil
        }
    }
}
