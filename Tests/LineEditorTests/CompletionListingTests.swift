import Testing
import LineEditor

@Suite struct CompletionListingTests {
    // "dropFirst" is 9 wide, so a column takes 9 + 2 = 11 cells; three columns need
    // 3 * 9 + 2 * 2 = 31 cells.
    @Test func threeColumnsFitIn31Cells() {
        #expect(CompletionListing.lines(for: ["debounce", "delay", "dropFirst"], width: 31)
            == ["debounce   delay      dropFirst"])
    }

    @Test func oneCellLessWrapsDownTheColumns() {
        #expect(CompletionListing.lines(for: ["debounce", "delay", "dropFirst"], width: 30)
            == ["debounce   dropFirst", "delay"])
    }

    // Five one-letter items, columns 3 cells wide: width 5 holds two columns, so
    // three rows, filled down the first column before the second.
    @Test func fillsDownThenAcross() {
        #expect(CompletionListing.lines(for: ["a", "b", "c", "d", "e"], width: 5)
            == ["a  d", "b  e", "c"])
    }

    @Test func aCandidateWiderThanTheTerminalGetsItsOwnRow() {
        #expect(CompletionListing.lines(for: ["debounce", "map"], width: 5) == ["debounce", "map"])
    }

    @Test func widthsCountCharactersNotBytes() {
        // "héllo" is 5 characters (6 bytes): the column is 7 wide.
        #expect(CompletionListing.lines(for: ["héllo", "ab"], width: 80) == ["héllo  ab"])
    }

    @Test func nothingToList() {
        #expect(CompletionListing.lines(for: [], width: 80).isEmpty)
    }

    @Test func theTextStartsUnderTheInputLine() {
        #expect(CompletionListing.text(for: ["a", "b", "c"], width: 4) == "\na  c\nb\n")
    }
}
