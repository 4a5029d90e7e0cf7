/// A listing longer than the screen is shown only after asking, as shells do:
/// `Display all 10000 possibilities? (y or n)`. Tab with thousands of names would otherwise
/// scroll the input out of sight.
public enum CompletionConfirmation {
    /// Rows assumed when the terminal does not say.
    public static let defaultRows = 24

    /// The question to ask before listing `candidateCount` candidates in `lineCount` rows on
    /// a terminal `rows` high (0 when unknown), or `nil` when the listing fits on one screen.
    public static func question(candidateCount: Int, lineCount: Int, rows: Int) -> String? {
        let screen = rows > 0 ? rows : defaultRows
        // One row stays for the prompt and the line being edited.
        guard lineCount > screen - 1 else { return nil }
        return "Display all \(candidateCount) possibilities? (y or n)"
    }

    /// Whether `key` answers yes (`y`, `Y` or space, as in bash).
    public static func isYes(_ key: UInt8) -> Bool {
        key == UInt8(ascii: "y") || key == UInt8(ascii: "Y") || key == UInt8(ascii: " ")
    }
}
