// swift-tools-version:6.1
import PackageDescription

// A user's package whose code delivers wrongly, and whose marble tests must say how: a value
// that arrives on the background queue where main was expected (a missing `receive(on:)`),
// a publisher that sends more than was requested, serial uploads that expect a value a
// subject drops for want of demand, and an async view model (a `for await`
// loop over `.values`, run by `await m.run()`) that publishes a wrong value. `swift test` must fail with a message
// naming the problem. Run by Tests/marbletesting-check.sh; never part of StreamLab's own
// `swift test`.
let package = Package(
    name: "WrongDelivery",
    // At least MarbleTesting's platforms, or SwiftPM refuses the dependency on Apple systems.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9)],
    dependencies: [
        .package(name: "StreamLab", path: "../../..", traits: []),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        .testTarget(
            name: "MissingReceiveOn",
            dependencies: [
                .product(name: "MarbleTesting", package: "StreamLab"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
        .testTarget(
            name: "WrongAsyncValue",
            dependencies: [
                .product(name: "MarbleTesting", package: "StreamLab"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
        .testTarget(
            name: "DroppedHotValue",
            dependencies: [
                .product(name: "MarbleTesting", package: "StreamLab"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
        .testTarget(
            name: "DemandViolation",
            dependencies: [
                .product(name: "MarbleTesting", package: "StreamLab"),
                .product(name: "OpenCombineShim", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
