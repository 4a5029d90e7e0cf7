import Foundation
@testable import StreamDSL
import Testing

/// Issue 17 §3: decimals at the edges. `int(x)` compiles for every decimal in Swift and traps
/// on one with no Int; JSON keeps infinity and NaN apart from nil.
@Suite struct DecimalEdgeTests {
    @Test(arguments: [
        ("15000000000000000000000.0", "Double value cannot be converted to Int because the result would be greater than Int.max"),
        ("-15000000000000000000000.0", "Double value cannot be converted to Int because the result would be less than Int.min"),
        ("9223372036854775808.0", "Double value cannot be converted to Int because the result would be greater than Int.max"),
    ])
    func intOfADecimalBeyondIntIsATrapNotATypeError(literal: String, message: String) {
        let lab = Playground()
        lab.accept("just \(literal) | map int(x) | sink as s")
        #expect(lab.events("s") == ["^@0", "#\(message); in Swift this stops the program@0"])
    }

    /// 1e300 (a literal may not use an exponent).
    static let huge = "1" + String(repeating: "0", count: 300) + ".0"

    @Test func intOfInfinityIsATrap() {
        let lab = Playground()
        lab.accept("just 0.0 | map int(x + \(Self.huge) * \(Self.huge)) | sink as s")
        #expect(lab.events("s")
                == ["^@0", "#Double value cannot be converted to Int because it is either infinite or NaN; in Swift this stops the program@0"])
    }

    @Test func intKeepsEveryDecimalThatHasAnInt() {
        let lab = Playground()
        // -2⁶³ is Int.min exactly; 9.2e18 truncates; 2.9 truncates toward zero.
        lab.accept("sequence -9223372036854775808.0, 9200000000000000000.0, 2.9, -2.9 | map int(x) | sink as s")
        #expect(lab.events("s") == ["^@0", "-9223372036854775808@0", "9200000000000000000@0", "2@0", "-2@0", "|@0"])
    }

    @Test func jsonWritesInfinityAndNaNDistinctlyFromNil() throws {
        let lab = Playground()
        let (h, inf) = (Self.huge, "(\(Self.huge) * \(Self.huge))")
        lab.accept("just 0 | map \(h) * \(h) | sink as inf")
        lab.accept("just 0 | map -\(h) * \(h) | sink as minus")
        lab.accept("just 0 | map \(inf) - \(inf) | sink as nan")
        lab.accept("sequence nil, 1.5 | sink as other")
        let json = lab.session.views.json()
        for (lane, value) in [("inf", #"{"decimal":"inf"}"#), ("minus", #"{"decimal":"-inf"}"#), ("nan", #"{"decimal":"nan"}"#)] {
            #expect(json.contains(#"{"name":"\#(lane)","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":\#(value)}"#),
                    "\(json)")
        }
        #expect(json.contains(#"{"t":0,"kind":"value","value":null}"#), "\(json)")
        #expect(json.contains(#"{"t":0,"kind":"value","value":1.5}"#), "\(json)")
        // Still valid JSON.
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}
