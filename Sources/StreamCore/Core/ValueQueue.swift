/// A first-in, first-out queue of values with O(1) `popFirst`: a head index into an array
/// that is compacted once half of it has been taken.
///
/// `Array.removeFirst` moves every remaining element, so taking values one by one from a long
/// queue (`zip` pairing 400,000 values kept by one side) is quadratic; this is not.
public struct ValueQueue {
    private var storage: [Value] = []
    private var head = 0

    public init() {}

    public var isEmpty: Bool { head == storage.count }
    public var count: Int { storage.count - head }
    public var first: Value? { isEmpty ? nil : storage[head] }

    public mutating func append(_ value: Value) { storage.append(value) }

    public mutating func popFirst() -> Value? {
        guard !isEmpty else { return nil }
        let value = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return value
    }

    public mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
