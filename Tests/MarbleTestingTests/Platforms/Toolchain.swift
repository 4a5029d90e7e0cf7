import Foundation

/// Runs the Swift toolchain (`swift` on the PATH) from a test, and finds what `swift build`
/// made: how these tests look at the package from outside, as a consumer's build would.
enum Toolchain {
    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: String
    }

    /// `swift ARGUMENTS…`, its output captured through files (no pipe to fill and block).
    static func swift(_ arguments: [String]) throws -> Output {
        try run("swift", arguments)
    }

    /// `TOOL ARGUMENTS…` (`swift`, `swiftc`), found on the PATH.
    static func run(_ tool: String, _ arguments: [String]) throws -> Output {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("marbletesting-toolchain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: try Data(contentsOf: out),
                      standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    /// The repository: three folders above this file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the built modules (`.build/<triple>/debug/Modules`), found beside the
    /// test binary (or bundle) that is running.
    static func modulesFolder() -> URL? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL }.filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("Modules") }.first { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("MarbleTesting.swiftmodule").path)
        }
    }

    /// `-Xcc -fmodule-map-file=…` for each C target the build made (OpenCombine's
    /// `COpenCombineHelpers`): Swift modules that import one need its module map to load.
    static func clangModuleMapArguments(besides modules: URL) -> [String] {
        let build = modules.deletingLastPathComponent()
        let folders = (try? FileManager.default.contentsOfDirectory(at: build, includingPropertiesForKeys: nil)) ?? []
        return folders.filter { $0.pathExtension == "build" }
            .map { $0.appendingPathComponent("module.modulemap") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .sorted { $0.path < $1.path }
            .flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
    }

    /// The triple the toolchain builds for (`x86_64-unknown-linux-gnu`).
    static func targetTriple() throws -> String {
        let output = try swift(["-print-target-info"])
        let info = try JSONSerialization.jsonObject(with: output.standardOutput) as? [String: Any]
        let target = info?["target"] as? [String: Any]
        guard let triple = target?["triple"] as? String else {
            throw ToolchainError("swift -print-target-info gave no target triple: \(output.standardError)")
        }
        return triple
    }
}

struct ToolchainError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
