/// How wide each column of a grid is, in terminal columns.
///
/// A column is as wide as the widest cell drawn in it, over all lanes, so lanes stay
/// aligned in time; a column that holds no event in any lane is one character wide.
/// Usually few columns are wide (a `(^1)` at a subscription, a `[10]`), so only those are
/// kept, with running sums that give the width of any range of columns in O(log n).
struct DiagramColumnWidths: Hashable, Sendable {
    /// Columns wider than one character, ascending.
    private var columns: [Int] = []
    /// Their widths.
    private var widths: [Int] = []
    /// `extraBefore[i]`: what the first `i` wide columns add beyond one character each.
    private var extraBefore: [Int] = [0]

    /// Every column one character wide.
    init() {}

    /// `widths[i]` is the width of column `columns[i]`; `columns` ascending, widths of 1 or
    /// less are ignored.
    init(columns eventColumns: [Int], widths eventWidths: [Int]) {
        for (column, width) in zip(eventColumns, eventWidths) where width > 1 {
            columns.append(column)
            widths.append(width)
            extraBefore.append(DiagramGrid.saturatingAdd(extraBefore[extraBefore.count - 1], width - 1))
        }
    }

    /// What all wide columns add beyond one character each.
    var totalExtra: Int { extraBefore[extraBefore.count - 1] }

    /// The width of `column`.
    func width(ofColumn column: Int) -> Int {
        let index = firstIndex(after: column - 1)
        return index < columns.count && columns[index] == column ? widths[index] : 1
    }

    /// The width of the columns in `range`, saturating at `Int.max`.
    func width(of range: ClosedRange<Int>) -> Int {
        let low = firstIndex(after: range.lowerBound - 1)
        let high = firstIndex(after: range.upperBound)
        return DiagramGrid.saturatingAdd(range.count, extraBefore[high] - extraBefore[low])
    }

    /// The index of the first wide column after `column`.
    private func firstIndex(after column: Int) -> Int {
        var low = 0
        var high = columns.count
        while low < high {
            let middle = (low + high) / 2
            if columns[middle] <= column { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
