import CEditShim
import CLibEdit
import Foundation

extension LibEditLineEditor {
    /// Tab: asks the ``CompletionProvider`` about the text before the cursor and
    /// applies ``Completion/resolve(lineBeforeCursor:candidates:)``. Returns a libedit
    /// `CC_*` code.
    func complete() -> UInt8 {
        guard let completion, let copy = cedit_copy_line_before_cursor(editLine) else {
            return UInt8(CC_ERROR)
        }
        let lineBeforeCursor = String(cString: copy)
        free(copy)
        switch Completion.resolve(
            lineBeforeCursor: lineBeforeCursor,
            candidates: completion.completions(for: lineBeforeCursor)
        ) {
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        case let .insert(text):
            return el_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case let .list(candidates):
            let width = Int(cedit_terminal_columns(outputDescriptor))
            let lines = CompletionListing.lines(for: candidates, width: width > 0 ? width : 80)
            if let question = CompletionConfirmation.question(candidateCount: candidates.count, lineCount: lines.count,
                                                              rows: Int(cedit_terminal_rows(outputDescriptor))) {
                cedit_write_output(editLine, "\n" + question)
                var key: CChar = 0
                let answered = el_getc(editLine, &key) == 1 && CompletionConfirmation.isYes(UInt8(bitPattern: key))
                guard answered else {
                    cedit_write_output(editLine, "\n")
                    return UInt8(CC_REDISPLAY)
                }
            }
            cedit_write_output(editLine, "\n" + lines.map { $0 + "\n" }.joined())
            // CC_REDISPLAY draws the prompt and the line again under the listing.
            return UInt8(CC_REDISPLAY)
        }
    }
}
