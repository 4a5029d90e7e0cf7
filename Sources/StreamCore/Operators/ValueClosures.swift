/// The closures that the element-wise operators take (`map`, `filter`, `scan`, `reduce`, …).
/// Each may fail the stream with a readable error (for example `x * 2` on a string).
public typealias ValueTransform = (Value) throws(StreamError) -> Value
public typealias ValuePredicate = (Value) throws(StreamError) -> Bool
public typealias Accumulator = (_ accumulated: Value, _ value: Value) throws(StreamError) -> Value
