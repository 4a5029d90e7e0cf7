// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "StreamLab",
    // The oldest Apple systems every dependency resolves on: combine-schedulers 1.2.2 (and
    // its IssueReporting) ask for macOS 12, iOS 15, tvOS 15 and watchOS 9 in their newest
    // manifests (Combine itself needs only 10.15, 13, 13 and 6). MarbleTesting API that
    // needs newer systems (Clock, Observation) carries its own `@available`;
    // MarbleTestingTests' PlatformAvailabilityTests check both.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9)],
    products: [
        .executable(name: "streamlab", targets: ["streamlab"]),
        // Marble tests for your own Combine code (Combine on Apple platforms, OpenCombine elsewhere).
        .library(name: "MarbleTesting", targets: ["MarbleTesting"]),
    ],
    // The streamlab command line, on by default. A package that depends only on MarbleTesting
    // turns it off (`.package(…, traits: [])`), and then builds no swift-argument-parser module
    // or plugin.
    traits: [
        .trait(name: "CLI", description: "The streamlab command line (swift-argument-parser)."),
        .default(enabledTraits: ["CLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // The oracle that StreamCore's semantics are checked against, and MarbleTesting's
        // Combine on platforms without Apple's.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // MarbleTesting's virtual clock: `TestScheduler`.
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        // Test-only: the async oracle (AsyncChannel and AsyncAlgorithms' operators, driven by
        // swift-clocks' `TestClock` under swift-concurrency-extras' `withMainSerialExecutor`).
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    ],
    targets: [
        // The reactive engine: no dependencies.
        .target(name: "StreamCore"),
        // Durations as StreamLab writes them (`300ms`, `1.5s`): the one reader, shared by the
        // language, the marble notation and the settings; no dependencies.
        .target(name: "TimeNotation"),
        // Text on its way to a terminal: every control character escaped; no dependencies.
        .target(name: "TerminalText"),
        // Marble notation: parse and render timelines.
        .target(name: "Marbles", dependencies: ["TerminalText", "TimeNotation"]),
        // The pipeline language: lexer, parser, syntax tree, diagnostics and the operators'
        // argument signatures, which the runtime's registry supplies; of ours, only the leaf
        // modules TerminalText and TimeNotation.
        .target(name: "StreamLanguage", dependencies: ["TerminalText", "TimeNotation"]),
        // The one escaper of text written into generated Swift (string literals, comments,
        // identifiers); no dependencies.
        .target(name: "SwiftSourceText"),
        // Reading and writing user files without destroying any (atomic writes, appends,
        // refusal of non-regular targets) and the state folder; no dependencies.
        .target(name: "SafeFiles"),
        // The runtime: operator descriptors and their registry, the compiler and its plans,
        // the session that runs them, its recording, journal and views.
        .target(name: "StreamDSL", dependencies: ["StreamCore", "StreamLanguage", "Marbles", "TerminalText", "SwiftSourceText", "TimeNotation"]),
        // A session as a Swift Testing test on Combine, written from its journal and recording.
        .target(name: "SwiftExporter", dependencies: ["StreamCore", "StreamLanguage", "Marbles", "StreamDSL", "SwiftSourceText"]),
        // The REPL's `:commands`, completion, help, `:predict` and scripts, over a session.
        .target(name: "StreamConsole", dependencies: ["StreamCore", "StreamLanguage", "Marbles", "TerminalText", "SafeFiles", "StreamDSL", "SwiftExporter", "TimeNotation"]),
        // Executable markdown: lessons and golden transcripts.
        .target(name: "Lessons", dependencies: ["StreamCore", "StreamLanguage", "Marbles", "TerminalText", "StreamDSL", "SwiftExporter", "StreamConsole", "SafeFiles", "SwiftSourceText", "TimeNotation"]),
        // libedit, found through pkg-config; `el_set`/`history` are variadic, so CEditShim wraps them.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "CEditShim", dependencies: ["CLibEdit"]),
        .target(name: "LineEditor", dependencies: ["CLibEdit", "CEditShim", "SafeFiles"]),
        .target(
            name: "StreamLabCLI",
            dependencies: [
                "StreamLanguage", "StreamDSL", "SwiftExporter", "StreamConsole", "Lessons", "LineEditor", "SafeFiles", "Marbles", "TerminalText",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
            ]
        ),
        .executableTarget(name: "streamlab", dependencies: ["StreamLabCLI"]),
        // Marble tests for users' own Combine code: the real Combine (or OpenCombine) on
        // combine-schedulers' TestScheduler, never StreamCore. Failures are recorded with
        // Swift Testing or XCTest, whichever runs the test.
        .target(
            name: "MarbleTesting",
            dependencies: [
                "Marbles", "SafeFiles", "SwiftSourceText",
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
        .executableTarget(
            name: "StreamLabBench",
            dependencies: [
                "StreamCore", "Marbles", "StreamDSL", "StreamConsole", "Lessons", "TestSupport", "MarbleTesting",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ],
            path: "Benchmarks/StreamLabBench"
        ),
        .testTarget(
            name: "StreamCoreTests",
            dependencies: ["StreamCore", "TestSupport", .product(name: "OpenCombine", package: "OpenCombine"),
                           // Issue 20: NotificationCenter's publisher, for NotificationDifferentialTests.
                           .product(name: "OpenCombineFoundation", package: "OpenCombine")]
        ),
        // Helpers shared by the test suites and the benchmarks (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The language alone: parsing with a made-up operator catalogue, no runtime.
        .testTarget(name: "StreamLanguageTests", dependencies: ["StreamLanguage"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles", "TerminalText", "TestSupport"]),
        .testTarget(name: "StreamDSLTests", dependencies: ["StreamCore", "StreamLanguage", "Marbles", "StreamDSL", "SwiftExporter", "StreamConsole", "TestSupport", "TimeNotation",
                                                           .product(name: "OpenCombine", package: "OpenCombine")]),
        .testTarget(name: "LessonsTests", dependencies: ["StreamCore", "StreamLanguage", "Marbles", "StreamDSL", "StreamConsole", "Lessons", "TestSupport"],
                    exclude: ["Transcripts"]),
        .testTarget(name: "StreamLabCLITests", dependencies: ["StreamDSL", "SwiftExporter", "StreamConsole", "Lessons", "LineEditor", "StreamLabCLI", "TestSupport"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "SafeFiles"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles"]),
        .testTarget(name: "SwiftSourceTextTests", dependencies: ["SwiftSourceText"]),
        // Package.swift equals the imports: each target declares what its sources import.
        .testTarget(name: "PackageTests"),
        // The async oracle: runs one named scenario per invocation on the real AsyncStream,
        // OpenCombine's `values`, AsyncChannel and AsyncAlgorithms' operators, on a TestClock
        // under the main serial executor, and prints each lane's events. Test-only: no product
        // links it; `AsyncOracleTests` starts it as a child process (the serial executor hooks
        // the whole process, and an AsyncThrowingStream with two consumers traps it).
        .executableTarget(
            name: "AsyncOracle",
            dependencies: [
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Tests/AsyncOracle",
            exclude: ["scenarios.json", "concurrency.json", "README.md"]
        ),
        // Runs the `AsyncOracle` binary that `swift test` builds beside the test bundle (so the
        // oracle's libraries are not linked into the tests) and plays the same scenarios in
        // StreamDSL's Session, to compare the two (AsyncDifferentialTests).
        .testTarget(name: "AsyncOracleTests", dependencies: ["StreamDSL", "StreamConsole"]),
        // Generated (`streamlab export swift --scenarios`): every lesson demo and transcript
        // scenario replayed on real Combine, expecting the marbles StreamLab recorded.
        .testTarget(
            name: "ExportedScenariosTests",
            dependencies: ["MarbleTesting", .product(name: "OpenCombineShim", package: "OpenCombine")],
            exclude: ["scenarios.txt"]
        ),
        .testTarget(
            name: "MarbleTestingTests",
            dependencies: [
                "MarbleTesting", "SafeFiles", "Marbles", "TestSupport",
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
