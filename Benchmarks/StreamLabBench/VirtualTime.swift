import OpenCombine

extension VirtualTimeScheduler {
    /// A point in virtual time, in integer nanoseconds.
    struct SchedulerTimeType: Strideable, Hashable {
        var nanoseconds: Int

        func distance(to other: Self) -> Stride { Stride(nanoseconds: other.nanoseconds - nanoseconds) }
        func advanced(by stride: Stride) -> Self { Self(nanoseconds: nanoseconds + stride.nanoseconds) }

        static func milliseconds(_ value: Int) -> Self { Self(nanoseconds: value * 1_000_000) }

        /// A signed span of virtual time, in integer nanoseconds.
        struct Stride: Comparable, SignedNumeric, SchedulerTimeIntervalConvertible {
            var nanoseconds: Int

            init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
            init(integerLiteral value: Int) { nanoseconds = value }
            init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = Int(exactly: source) else { return nil }
                nanoseconds = value
            }

            var magnitude: UInt { nanoseconds.magnitude }

            static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
            static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
            static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
            static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
            static func += (lhs: inout Self, rhs: Self) { lhs.nanoseconds += rhs.nanoseconds }
            static func -= (lhs: inout Self, rhs: Self) { lhs.nanoseconds -= rhs.nanoseconds }
            static func *= (lhs: inout Self, rhs: Self) { lhs.nanoseconds *= rhs.nanoseconds }

            static func seconds(_ value: Int) -> Self { Self(nanoseconds: value * 1_000_000_000) }
            static func seconds(_ value: Double) -> Self { Self(nanoseconds: Int(value * 1e9)) }
            static func milliseconds(_ value: Int) -> Self { Self(nanoseconds: value * 1_000_000) }
            static func microseconds(_ value: Int) -> Self { Self(nanoseconds: value * 1_000) }
            static func nanoseconds(_ value: Int) -> Self { Self(nanoseconds: value) }
        }
    }
}
