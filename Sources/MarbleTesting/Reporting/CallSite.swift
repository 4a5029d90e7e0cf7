/// Where a MarbleTesting call was written, captured by default arguments, so that a
/// failure points at the line of the test and a recording finds its string literal.
/// Internal: the public API takes the four default arguments it is made of.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The file's path as a `String`.
    var path: String { "\(filePath)" }

    /// `SearchTests.swift:12`, for messages.
    var shortDescription: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }
}
