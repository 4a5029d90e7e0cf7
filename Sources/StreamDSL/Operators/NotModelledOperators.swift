/// Operators of Combine, AsyncAlgorithms 1.1 and the standard library's async sequences that
/// StreamLab does not model, each with the reason. They are rows of the operator catalogue
/// (`CatalogueRow.all`) beside the spelled and planned ones, so `docs/OPERATORS.md` shows what
/// is missing as plainly as what is there; issue 20 allows at most 10.
enum NotModelledOperators {
    static let all: [CatalogueRow] = [
        .notModelled(.combine, "breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)",
                     "it stops the process in a debugger (SIGTRAP); a diagram has nothing to show for it"),
        .notModelled(.combine, "breakpointOnError()",
                     "it stops the process in a debugger (SIGTRAP); a diagram has nothing to show for it"),
        .notModelled(.combine, "decode(type:decoder:)",
                     "it needs Decodable types and a decoder; StreamLab's values are literals without declared types"),
        .notModelled(.combine, "encode(encoder:)",
                     "it needs Encodable types and an encoder; StreamLab's values are literals without declared types"),
        .notModelled(.combine, "subscribe(_:) a subject",
                     "StreamLab's subjects are fed by `send`; a sink records a lane and cannot forward into a subject"),
        .notModelled(.asyncAlgorithms, "AsyncBufferedByteIterator",
                     "it reads bytes from a file or socket in chunks; StreamLab has no I/O to read"),
        .notModelled(.asyncAlgorithms, "Dictionary, Set and RangeReplaceableCollection init(_:) of an async sequence",
                     "they await the whole sequence into a collection; a loop's lane already shows every element"),
    ]
}
