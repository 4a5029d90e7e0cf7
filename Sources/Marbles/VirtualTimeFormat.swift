/// A virtual time or duration, in milliseconds, as StreamLab writes it everywhere: `NNNms`
/// below one second (`0ms`, `250ms`, `-500ms`), else seconds with up to three decimals and
/// no trailing zeros (`1s`, `1.5s`, `1.21s`, `2.351s`, `-2s`).
///
/// The text reads back exactly as a marble time progression (` 1.21s `), so a diagram's
/// compressed silences and its ruler use it too.
///
/// ```
/// formatVirtualTime(300)   // "300ms"
/// formatVirtualTime(1210)  // "1.21s"
/// formatVirtualTime(2000)  // "2s"
/// ```
public func formatVirtualTime(_ milliseconds: Int) -> String {
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = milliseconds.magnitude
    guard magnitude >= 1000 else { return "\(sign)\(magnitude)ms" }
    let seconds = magnitude / 1000
    let remainder = magnitude % 1000
    if remainder == 0 { return "\(sign)\(seconds)s" }
    var fraction = String(remainder)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(sign)\(seconds).\(fraction)s"
}
