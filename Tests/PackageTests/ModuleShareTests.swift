import Foundation
import Testing

/// No module holds more than 30% of the product's Swift sources (issue 16): one module that
/// keeps growing is where the next feature piles up. Counted in lines, over the targets
/// under `Sources/` (tests, examples and the bench tools aside).
@Suite struct ModuleShareTests {
    static let limit = 0.30

    @Test func noModuleHoldsMoreThanThirtyPercentOfTheSources() throws {
        let manifest = PackageManifest(text: try String(contentsOf: PackageImportsTests.root.appendingPathComponent("Package.swift"),
                                                        encoding: .utf8))
        var lines: [String: Int] = [:]
        for target in manifest.targets where target.path.hasPrefix("Sources/") && !target.isSystemLibrary {
            let files = try SwiftFiles.under(PackageImportsTests.root.appendingPathComponent(target.path), excluding: target.excluded)
            lines[target.name] = try files.reduce(0) { $0 + (try String(contentsOf: $1, encoding: .utf8)).split(separator: "\n").count }
        }
        let total = lines.values.reduce(0, +)
        // A broken reader would find nothing: the product is tens of thousands of lines in many modules.
        #expect(lines.count > 5 && total > 20_000)
        for (module, count) in lines.sorted(by: { $0.key < $1.key }) {
            let share = Double(count) / Double(total)
            #expect(share <= Self.limit, "\(module) holds \(Int(share * 100))% of the sources (\(count) of \(total) lines)")
        }
    }
}
