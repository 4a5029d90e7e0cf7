/// Positions marked inside test source text instead of hand-counted columns (as
/// swift-syntax's tests do): `"-1-1️⃣(ab--|"` is `"-1-(ab--|"` with marker 1 at column 3.
struct MarkedText {
    /// The text without markers.
    var text: String
    /// Column (in characters) of each marker, by marker number.
    var markers: [Int: Int]

    init(_ marked: String) {
        let symbols: [Character: Int] = ["1️⃣": 1, "2️⃣": 2, "3️⃣": 3]
        var text = ""
        var markers: [Int: Int] = [:]
        var column = 0
        for character in marked {
            if let number = symbols[character] {
                markers[number] = column
            } else {
                text.append(character)
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }

    /// Marker 1's column; the span's length reaches marker 2 when there is one, else 1.
    var span: (column: Int, length: Int) {
        let start = markers[1] ?? 0
        return (start, markers[2].map { $0 - start } ?? 1)
    }
}
