/// One operator of a library StreamLab follows (Combine's `Publisher` API, AsyncAlgorithms 1.1,
/// the standard library's `AsyncSequence`) and what StreamLab makes of it: a spelling that
/// runs, or why there is none. `docs/OPERATORS.md` lists every row, and `CatalogueTests`
/// checks that each spelling runs and that no operator of the committed library lists is
/// missing.
struct CatalogueRow: Sendable {
    enum Library: String, Sendable, CaseIterable {
        case combine = "Combine"
        case asyncAlgorithms = "AsyncAlgorithms"
        case standardLibrary = "Swift"
    }

    enum Status: Sendable {
        /// A StreamLab statement (after the catalogue's prelude, `CatalogueRow.prelude`) that
        /// runs without an error.
        case spelled(String)
        /// Modelled only in part: the spelling runs, the note says what is missing.
        case partly(String, missing: String)
        /// On its way (issue 20): the spelling it will have.
        case planned(String)
        /// Not modelled, and why.
        case notModelled(reason: String)
    }

    let library: Library
    /// As the library spells it (`debounce(for:scheduler:options:)`).
    let api: String
    let status: Status

    /// The spelling a row names, if any (a planned one does not run yet).
    var spelling: String? {
        switch status {
        case .spelled(let text), .partly(let text, _): return text
        case .planned, .notModelled: return nil
        }
    }

    /// The names a spelling may use: `a`, `b`, `c` subjects, `s`, `t` streams, `ch` a channel,
    /// `vm` an object with a published `text` and a plain `count`.
    static let prelude = [
        "subject a", "subject b", "subject c", "stream s", "stream t", "channel ch",
        "object vm", "published vm.text = \"\"", "published vm.count = 0",
    ]

    static let all: [CatalogueRow] = combine + asyncAlgorithms + standardLibrary + NotModelledOperators.all
}

extension CatalogueRow {
    static func spelled(_ library: Library, _ api: String, _ spelling: String) -> CatalogueRow {
        CatalogueRow(library: library, api: api, status: .spelled(spelling))
    }

    static func partly(_ library: Library, _ api: String, _ spelling: String, missing: String) -> CatalogueRow {
        CatalogueRow(library: library, api: api, status: .partly(spelling, missing: missing))
    }

    static func planned(_ library: Library, _ api: String, _ spelling: String) -> CatalogueRow {
        CatalogueRow(library: library, api: api, status: .planned(spelling))
    }

    static func notModelled(_ library: Library, _ api: String, _ reason: String) -> CatalogueRow {
        CatalogueRow(library: library, api: api, status: .notModelled(reason: reason))
    }
}
