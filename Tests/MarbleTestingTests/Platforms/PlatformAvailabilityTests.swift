import Foundation
import Testing

/// No Apple build runs here, so these are the proof that a package depending on
/// MarbleTesting resolves and builds on Apple systems: the manifest declares platforms at
/// least as new as Combine's and combine-schedulers', and no public symbol uses anything
/// (Combine, Clock, Observation, …) on systems older than that thing exists on.
@Suite(.serialized) struct PlatformAvailabilityTests {
    /// What the package needs at the least: Combine and combine-schedulers (with IssueReporting).
    static let needed: PlatformFloor = {
        var floor: PlatformFloor = [:]
        for dependency in [AppleDependency.combine, .combineSchedulers] {
            floor.merge(dependency.floor) { max($0, $1) }
        }
        return floor
    }()

    /// The platforms `swift package dump-package` reads from the manifest.
    static func declaredPlatforms() throws -> PlatformFloor {
        // Its own scratch folder: the running `swift test` holds the lock on `.build`.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("marbletesting-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try Toolchain.swift(["package", "--package-path", Toolchain.repository.path,
                                          "--scratch-path", scratch.path, "dump-package"])
        guard output.status == 0 else { throw ToolchainError("dump-package failed: \(output.standardError)") }
        let manifest = try JSONSerialization.jsonObject(with: output.standardOutput) as? [String: Any]
        var declared: PlatformFloor = [:]
        for entry in manifest?["platforms"] as? [[String: Any]] ?? [] {
            guard let platform = ApplePlatform.allCases.first(where: { $0.manifestName == entry["platformName"] as? String }),
                  let version = (entry["version"] as? String).flatMap(PlatformVersion.init) else { continue }
            declared[platform] = version
        }
        return declared
    }

    @Test func theManifestDeclaresEveryApplePlatformAtWhatTheDependenciesNeed() throws {
        let declared = try Self.declaredPlatforms()
        for platform in ApplePlatform.allCases {
            let needed = try #require(Self.needed[platform])
            let version = try #require(declared[platform], "the manifest declares no \(platform)")
            #expect(version >= needed, "\(platform) \(version) is older than \(needed), which combine-schedulers needs")
        }
    }

    /// MarbleTesting's symbol graph, one JSON per file `symbolgraph-extract` writes
    /// (the module's own, and one per module it extends).
    static func marbleTestingSymbolGraphs() throws -> [Data] {
        let modules = try #require(Toolchain.modulesFolder(), "no Modules/MarbleTesting.swiftmodule beside the test binary")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("marbletesting-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Toolchain.swift([
            "symbolgraph-extract", "-module-name", "MarbleTesting", "-target", try Toolchain.targetTriple(),
            "-I", modules.path, "-minimum-access-level", "public", "-output-dir", output.path,
        ] + Toolchain.clangModuleMapArguments(besides: modules))
        guard run.status == 0 else { throw ToolchainError("symbolgraph-extract failed: \(run.standardError)") }
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
        return try files.map { try Data(contentsOf: $0) }
    }

    @Test func everyPublicSymbolIsAvailableWhereWhatItUsesIs() throws {
        let graphs = try Self.marbleTestingSymbolGraphs()
        #expect(graphs.count >= 1)
        let declared = try Self.declaredPlatforms()
        let withManifest = AvailabilityScan(packageFloor: declared)
        let violations = try graphs.flatMap { try withManifest.violations(in: $0) }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")

        // The scan sees what the API uses: without the manifest's platforms (the package as
        // it was), the scheduler and the sources are reported.
        let bare = AvailabilityScan(packageFloor: [:])
        let reported = Set(try graphs.flatMap { try bare.violations(in: $0) }.map { "\($0.symbol) uses \($0.dependency)" })
        #expect(reported.contains("MarbleScheduler.scheduler uses combine-schedulers"))
        #expect(reported.contains("HotMarblePublisher uses Combine"))
        #expect(reported.contains("ColdMarblePublisher uses Combine"))

        // `CallSite` is an implementation detail, not API.
        let names = try graphs.flatMap { try JSONDecoder().decode(SymbolGraphFile.self, from: $0).symbols.map(\.pathComponents) }
        #expect(names.contains(["MarbleScheduler"]))
        #expect(!names.contains { $0.first == "CallSite" })
    }
}

/// The scan on the symbol graph of a real module, compiled here: a clock declared
/// `@available` as `Clock` needs passes, a function taking a `Duration` without it does not.
@Suite(.serialized) struct AvailabilityScanOfAModuleTests {
    @Test func anUnguardedDurationInACompiledModuleIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marbletesting-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Probe.swift")
        try Data("""
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public struct ProbeClock: Clock {
                public init() {}
                public var now: ContinuousClock.Instant { ContinuousClock().now }
                public var minimumResolution: Duration { .zero }
                public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
            }
            public func wait(for duration: Duration) {}
            public struct Plain {}
            """.utf8).write(to: source)
        let triple = try Toolchain.targetTriple()
        let build = try Toolchain.run("swiftc", ["-emit-module", "-module-name", "Probe", "-target", triple,
                                                 "-emit-module-path", folder.appendingPathComponent("Probe.swiftmodule").path,
                                                 source.path])
        #expect(build.status == 0, "\(build.standardError)")
        let graphs = folder.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let extract = try Toolchain.swift(["symbolgraph-extract", "-module-name", "Probe", "-target", triple,
                                           "-I", folder.path, "-minimum-access-level", "public", "-output-dir", graphs.path])
        #expect(extract.status == 0, "\(extract.standardError)")
        let json = try Data(contentsOf: graphs.appendingPathComponent("Probe.symbols.json"))
        let violations = try AvailabilityScan(packageFloor: AvailabilityScanTests.floor).violations(in: json)
        #expect(violations.map(\.description) == [
            "wait(for:) uses Clock/Duration, which needs macOS 13.0, but is available from macOS 12.0",
            "wait(for:) uses Clock/Duration, which needs iOS 16.0, but is available from iOS 15.0",
            "wait(for:) uses Clock/Duration, which needs tvOS 16.0, but is available from tvOS 15.0",
        ])
    }
}

/// The scan itself, on small symbol graphs written by hand.
@Suite struct AvailabilityScanTests {
    static let floor: PlatformFloor = [.macOS: .init(12), .iOS: .init(15), .tvOS: .init(15), .watchOS: .init(9)]

    /// A graph of `symbols` (id, path, USRs named, `@available` entries) and `members` (id → type id).
    static func graph(_ symbols: [(id: String, path: String, uses: [String], available: [(String, Int)])],
                      members: [(String, String)] = [], conformances: [(String, String)] = []) -> Data {
        let symbolObjects: [[String: Any]] = symbols.map { symbol in
            [
                "identifier": ["precise": symbol.id],
                "pathComponents": symbol.path.split(separator: ".").map(String.init),
                "declarationFragments": symbol.uses.map { ["kind": "typeIdentifier", "spelling": "T", "preciseIdentifier": $0] },
                "availability": symbol.available.map { ["domain": $0.0, "introduced": ["major": $0.1]] },
            ]
        }
        let relationships = members.map { ["kind": "memberOf", "source": $0.0, "target": $0.1] }
            + conformances.map { ["kind": "conformsTo", "source": $0.0, "target": $0.1] }
        let object: [String: Any] = ["symbols": symbolObjects, "relationships": relationships]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    static let duration = "s:s8DurationV"
    static let clockAvailability: [(String, Int)] = [("macOS", 13), ("iOS", 16), ("tvOS", 16), ("watchOS", 9)]

    @Test func aDurationWithoutAvailableIsReportedWherePlatformsAreOlder() throws {
        let json = Self.graph([("s:wait", "MarbleScheduler.wait(for:)", [Self.duration], [])])
        let violations = try AvailabilityScan(packageFloor: Self.floor).violations(in: json)
        // watchOS 9 already has Duration.
        #expect(violations.map(\.platform) == [.macOS, .iOS, .tvOS])
        #expect(violations.first?.description
            == "MarbleScheduler.wait(for:) uses Clock/Duration, which needs macOS 13.0, but is available from macOS 12.0")
    }

    @Test func itsOwnAvailableOrItsTypesSettlesIt() throws {
        let own = Self.graph([("s:wait", "MarbleScheduler.wait(for:)", [Self.duration], Self.clockAvailability)])
        #expect(try AvailabilityScan(packageFloor: Self.floor).violations(in: own).isEmpty)
        let inherited = Self.graph(
            [("s:clock", "MarbleClock", [], Self.clockAvailability), ("s:sleep", "MarbleClock.sleep(for:)", [Self.duration], [])],
            members: [("s:sleep", "s:clock")])
        #expect(try AvailabilityScan(packageFloor: Self.floor).violations(in: inherited).isEmpty)
    }

    @Test func anAvailableTooLowIsStillReported() throws {
        let json = Self.graph([("s:observe", "MarbleScheduler.expect(observing:)", ["s:11Observation10ObservableP"],
                                [("macOS", 13), ("iOS", 16), ("tvOS", 16), ("watchOS", 9)])])
        let violations = try AvailabilityScan(packageFloor: Self.floor).violations(in: json)
        #expect(violations.map(\.platform) == [.macOS, .iOS, .tvOS, .watchOS])
        #expect(violations.allSatisfy { $0.dependency == "Observation" })
    }

    @Test func aConformanceCountsAgainstTheConformingType() throws {
        let json = Self.graph([("s:clock", "MarbleClock", [], [])], conformances: [("s:clock", "s:12_Concurrency5ClockP")])
        #expect(try AvailabilityScan(packageFloor: Self.floor).violations(in: json).count == 3)
    }

    @Test func withoutDeclaredPlatformsCombineIsReportedEverywhere() throws {
        let json = Self.graph([("s:cold", "ColdMarblePublisher", ["s:11OpenCombine9PublisherP"], [])])
        let violations = try AvailabilityScan(packageFloor: [:]).violations(in: json)
        #expect(violations.map(\.platform) == ApplePlatform.allCases)
        #expect(violations.first?.description == "ColdMarblePublisher uses Combine, which needs macOS 10.15, but is available from any macOS (the manifest declares none)")
    }

    @Test func versionsCompareNumerically() {
        #expect(PlatformVersion("10.15")! < PlatformVersion("12.0")!)
        #expect(PlatformVersion("9")! < PlatformVersion("10.0")!)
        #expect(PlatformVersion("12.0") == PlatformVersion(12))
        #expect(PlatformVersion("x") == nil)
    }
}
