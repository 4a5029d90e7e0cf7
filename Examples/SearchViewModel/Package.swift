// swift-tools-version:6.1
import PackageDescription

// A search screen's view model, written against an injected scheduler and tested with
// marble tests (MarbleTesting, from the StreamLab package two folders up).
let package = Package(
    name: "SearchViewModel",
    // At least MarbleTesting's platforms, or SwiftPM refuses the dependency on Apple systems.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9)],
    dependencies: [
        // Without the CLI trait: no swift-argument-parser module or plugin is built for this package.
        .package(name: "StreamLab", path: "../..", traits: []),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // The async search field's `debounce` (QueryDebouncer).
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
    ],
    targets: [
        .target(
            name: "SearchViewModel",
            dependencies: [
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        ),
        .testTarget(
            name: "SearchViewModelTests",
            dependencies: ["SearchViewModel", .product(name: "MarbleTesting", package: "StreamLab"),
                           .product(name: "AsyncAlgorithms", package: "swift-async-algorithms")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
