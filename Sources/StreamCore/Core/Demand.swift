/// How many more values a subscriber is ready to receive (Combine's `Subscribers.Demand`).
///
/// Stored as a saturating count where `Int.max` means unlimited, so the hot path is one compare.
public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let count: Int

    public static let unlimited = Demand(count: .max)
    public static let none = Demand(count: 0)
    public static func max(_ count: Int) -> Demand { Demand(count: Swift.max(0, count)) }

    private init(count: Int) { self.count = count }

    public var isUnlimited: Bool { count == .max }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
        if lhs.isUnlimited || rhs.isUnlimited { return .unlimited }
        let (sum, overflow) = lhs.count.addingReportingOverflow(rhs.count)
        return overflow ? .unlimited : Demand(count: sum)
    }

    /// Subtracting from unlimited stays unlimited; never goes below zero.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
        if lhs.isUnlimited { return .unlimited }
        return Demand(count: Swift.max(0, lhs.count - rhs))
    }

    /// Scaling saturates at unlimited (`collect n` asks its upstream for `n` values per array).
    public static func * (lhs: Demand, rhs: Int) -> Demand {
        if lhs.isUnlimited { return .unlimited }
        let (product, overflow) = lhs.count.multipliedReportingOverflow(by: Swift.max(0, rhs))
        return overflow ? .unlimited : Demand(count: product)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
    public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.count < rhs.count }

    public var description: String { isUnlimited ? "unlimited" : "max(\(count))" }
}
