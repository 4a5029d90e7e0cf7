/// The static Swift type of a dynamically typed StreamLab value, as the exporter infers it.
package indirect enum SwiftType: Hashable, Sendable {
    case int, double, string, bool
    /// `Never`: the output of `ignoreOutput`.
    case never
    case optional(SwiftType)
    case tuple([SwiftType])
    case array(SwiftType)
    /// A publisher as a value (`map { PIPELINE }`), for `switchToLatest`.
    case publisher(SwiftType, SwiftFailure)
    /// Nothing known yet (the element of an empty array); `nil` is `optional(unknown)`.
    case unknown

    /// How Swift spells it.
    package var name: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .never: "Never"
        case .optional(let wrapped): wrapped.name + "?"
        case .tuple(let items): "(" + items.map(\.name).joined(separator: ", ") + ")"
        case .array(let element): "[" + element.name + "]"
        case .publisher(let output, let failure): "AnyPublisher<\(output.name), \(failure.name)>"
        case .unknown: "Int"  // nothing says otherwise (no value ever flows): Int, the default
        }
    }

    /// Whether `removeDuplicates()` and `==` work on it.
    package var isEquatable: Bool {
        switch self {
        case .int, .double, .string, .bool, .never, .unknown: true
        case .optional(let wrapped), .array(let wrapped): wrapped.isEquatable
        case .tuple, .publisher: false
        }
    }

    package var isComparable: Bool { self == .int || self == .double || self == .string }

    /// The one type both fit, if any (`nil` joins an optional, an empty array any array).
    package func joined(with other: SwiftType) -> SwiftType? {
        if self == other { return self }
        switch (self, other) {
        case (.unknown, let known), (let known, .unknown): return known
        case (.optional(let left), .optional(let right)): return left.joined(with: right).map { .optional($0) }
        case (.optional(let wrapped), let plain), (let plain, .optional(let wrapped)):
            return wrapped.joined(with: plain).map { .optional($0) }
        case (.array(let left), .array(let right)): return left.joined(with: right).map { .array($0) }
        case (.tuple(let left), .tuple(let right)) where left.count == right.count:
            var items: [SwiftType] = []
            for (l, r) in zip(left, right) {
                guard let item = l.joined(with: r) else { return nil }
                items.append(item)
            }
            return .tuple(items)
        default: return nil
        }
    }
}

/// The failure type of a publisher in the exported code.
package enum SwiftFailure: Hashable, Sendable {
    case never
    /// MarbleTesting's `MarbleError`: its description is its message, so `#[boom]` matches it.
    case marble
    /// `any Error`, from the `try…` operators.
    case any

    package var name: String {
        switch self {
        case .never: "Never"
        case .marble: "MarbleError"
        case .any: "any Error"
        }
    }

    /// The type as a value: `(any Error).self`.
    var metatype: String { self == .any ? "(any Error).self" : name + ".self" }
}

/// A publisher expression of the exported code and what it publishes.
package struct SwiftPublisher {
    package var code: String
    package var output: SwiftType
    package var failure: SwiftFailure
    /// Whether it is a `ConnectablePublisher` (for `autoconnect` and `connect`).
    package var isConnectable = false
    /// A scheduler timer publishes scheduler times; StreamLab's timer publishes its tick's
    /// time in ms. The conversion is appended after `autoconnect` (which needs the timer itself).
    package var publishesSchedulerTimes = false
    /// Whether building it throws (`just fail("…")`), which only `tryCatch` allows.
    package var buildThrows = false
    /// A stand-in that starts its work when subscribed, where the publisher it stands for
    /// waits for the first demand (`fetch`'s `Deferred { Future }`).
    package var startsAtSubscription = false

    package init(code: String, output: SwiftType, failure: SwiftFailure, isConnectable: Bool = false,
                 publishesSchedulerTimes: Bool = false, buildThrows: Bool = false) {
        self.code = code
        self.output = output
        self.failure = failure
        self.isConnectable = isConnectable
        self.publishesSchedulerTimes = publishesSchedulerTimes
        self.buildThrows = buildThrows
    }

    /// `code.suffix`, with a new output and failure.
    package func then(_ suffix: String, output: SwiftType? = nil, failure: SwiftFailure? = nil) -> SwiftPublisher {
        var next = SwiftPublisher(code: code + "\n    ." + suffix, output: output ?? self.output, failure: failure ?? self.failure,
                                  buildThrows: buildThrows)
        next.startsAtSubscription = startsAtSubscription
        return next
    }

    /// The same publisher with its scheduler times read as ms, if it publishes them.
    package var inMilliseconds: SwiftPublisher {
        guard publishesSchedulerTimes else { return self }
        return then("map { start.distance(to: $0).magnitude / 1_000_000 }", output: .int)
    }

    /// The same publisher with failure `failure` (only from `Never` or to `any Error`).
    package func failing(as failure: SwiftFailure) throws(SwiftExportSkip) -> SwiftPublisher {
        if failure == self.failure { return self }
        switch (self.failure, failure) {
        case (.never, _): return then("setFailureType(to: \(failure.metatype))", failure: failure)
        case (_, .any): return then("mapError { $0 as any Error }", failure: .any)
        default: throw .noSingleSwiftType("failures \(self.failure.name) and \(failure.name)")
        }
    }
}
