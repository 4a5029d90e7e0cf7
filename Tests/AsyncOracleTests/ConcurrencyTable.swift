import Foundation

/// `Tests/AsyncOracle/concurrency.json`: issue 18's scenarios, each with its StreamLab script,
/// its milestone, the lanes to compare and what each lane must show.
struct ConcurrencyTable: Decodable {
    struct Entry: Decodable {
        let name: String
        let milestone: Int
        let about: String
        let script: [String]
        let compare: [String]
        /// Each compared lane's events, compactly (`"100 failure CancellationError"`).
        let expect: [String: [String]]
        /// The runtime's fatal message that ends the scenario.
        let trap: String?
        /// A message the runtime prints to standard error (a leaked continuation).
        let stderr: String?
    }
    let scenarios: [Entry]

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AsyncOracle/concurrency.json")

    static let table: ConcurrencyTable? =
        (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(ConcurrencyTable.self, from: $0) }

    static var names: [String] { table?.scenarios.map(\.name) ?? [] }

    static func entry(_ name: String) -> Entry? {
        table?.scenarios.first { $0.name == name }
    }
}
