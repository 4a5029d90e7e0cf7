import Foundation
import Testing

/// `Sendable` is checked, not asserted: Swift 6 type-checks code against the built
/// MarbleTesting module. Sources of `Sendable` values, and the scheduler, may be captured by
/// `@Sendable` closures; a source of a non-`Sendable` class may not (the conformance is
/// conditional on the values, so the compiler still guards them).
@Suite(.serialized) struct SendableTypecheckTests {
    /// `swiftc -typecheck -swift-version 6` of `code` (after `import MarbleTesting`).
    static func typecheck(_ code: String) throws -> Toolchain.Output {
        let modules = try #require(Toolchain.modulesFolder(), "no Modules/MarbleTesting.swiftmodule beside the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marbletesting-sendable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Capture.swift")
        try Data(("import MarbleTesting\n" + code).utf8).write(to: file)
        return try Toolchain.run("swiftc", [
            "-typecheck", "-swift-version", "6", "-target", try Toolchain.targetTriple(), "-I", modules.path,
        ] + Toolchain.clangModuleMapArguments(besides: modules) + [file.path])
    }

    @Test func sourcesAndTheSchedulerAreCapturedBySendableClosures() throws {
        let result = try Self.typecheck("""
            func capture() {
                let m = MarbleScheduler()
                let photos = m.hot("-a|", values: ["a": ["photo"]])
                let held = m.hotBuffered("-a|")
                let answers = m.cold("-a|")
                let closure: @Sendable () -> Void = { _ = (photos, held, answers, m, m.scheduler, answers.subscriptions) }
                closure()
            }
            """)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func aSourceOfNonSendableValuesIsRefused() throws {
        let result = try Self.typecheck("""
            final class Photo {}
            func capture() {
                let m = MarbleScheduler()
                let photos = m.hot("-a|", values: ["a": Photo()])
                let closure: @Sendable () -> Void = { _ = photos }
                closure()
            }
            """)
        #expect(result.status != 0)
        #expect(result.standardError.contains("non-Sendable type 'HotMarblePublisher<Photo>'"), "\(result.standardError)")
    }
}
