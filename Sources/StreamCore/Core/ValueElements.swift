/// The elements of a tuple or an array, with their size and depth counted once, when the
/// list is built.
///
/// A value's size (every character and element, nested ones included) is what the value
/// limits bound. Counting it when a list is made — from its elements' sizes, which they
/// already know — keeps every later check O(1): `acc + [x]` or a `combineLatest` tuple of a
/// large array never walks the large value again.
public struct ValueElements: RandomAccessCollection, Hashable, ExpressibleByArrayLiteral {
    public let elements: [Value]
    // 32-bit counts keep a list as small as a String inside `Value` (16 bytes); they saturate,
    // and anything near that is far over the limits anyway.
    private let storedSize: UInt32
    private let storedDepth: UInt32

    public init(_ elements: [Value]) {
        var size = elements.count
        var depth = 0
        for element in elements {
            size = size.addingSaturated(element.size)
            depth = Swift.max(depth, element.depth)
        }
        self.elements = elements
        storedSize = UInt32(clamping: size)
        storedDepth = UInt32(clamping: depth + 1)
    }

    public init(arrayLiteral elements: Value...) { self.init(elements) }

    /// Characters and elements throughout (its own elements, and everything inside them).
    public var size: Int { Int(storedSize) }
    /// Tuples and arrays nested inside each other, this one included.
    public var depth: Int { Int(storedDepth) }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Value { elements[position] }

    public static func == (lhs: ValueElements, rhs: ValueElements) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// Both lists' elements; the size and depth come from theirs, without a walk.
    public static func + (lhs: ValueElements, rhs: ValueElements) -> ValueElements {
        ValueElements(lhs.elements + rhs.elements, size: lhs.size.addingSaturated(rhs.size),
                      depth: Swift.max(lhs.depth, rhs.depth))
    }

    private init(_ elements: [Value], size: Int, depth: Int) {
        self.elements = elements
        storedSize = UInt32(clamping: size)
        storedDepth = UInt32(clamping: depth)
    }
}

extension Value {
    /// Characters (UTF-8 bytes) of a string, or elements of a tuple or array counted
    /// throughout; 0 for a number, a boolean, nil or a publisher. O(1).
    public var size: Int {
        switch self {
        case .string(let text): return text.utf8.count
        case .tuple(let list), .array(let list): return list.size
        default: return 0
        }
    }

    /// How many tuples and arrays nest inside each other here (0 for anything else). O(1).
    public var depth: Int {
        switch self {
        case .tuple(let list), .array(let list): return list.depth
        default: return 0
        }
    }
}

extension Int {
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
