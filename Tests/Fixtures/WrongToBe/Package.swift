// swift-tools-version:6.1
import PackageDescription

// A user's package with a wrong `toBe`, once under Swift Testing and once under XCTest:
// `swift test` must fail and print the actual marbles. Run by Tests/marbletesting-check.sh;
// never part of StreamLab's own `swift test`.
let package = Package(
    name: "WrongToBe",
    // At least MarbleTesting's platforms, or SwiftPM refuses the dependency on Apple systems.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9)],
    dependencies: [
        .package(name: "StreamLab", path: "../../..", traits: []),
    ],
    targets: [
        .testTarget(
            name: "WrongToBeSwiftTesting",
            dependencies: [.product(name: "MarbleTesting", package: "StreamLab")]
        ),
        .testTarget(
            name: "WrongToBeXCTest",
            dependencies: [.product(name: "MarbleTesting", package: "StreamLab")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
