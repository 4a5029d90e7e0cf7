import Foundation

/// The built `streamlab` run in a child process as an unprivileged user (uid and gid 65534,
/// through `setpriv`) when the tests run as root, as CI does: root ignores permission bits, so
/// refusals that rest on them can only be seen this way. As another user it runs directly.
struct UnprivilegedRun {
    static let uid: uid_t = 65534

    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("streamlab").path
    }

    let status: Int32
    let output: String
    let errors: String

    /// Runs `streamlab ARGUMENTS` with `input` on standard input (not a terminal: the plain
    /// line editor) and `environment` (plus `PATH`, `NO_COLOR`).
    init(_ arguments: [String], input: String = "", environment: [String: String] = [:], directory: String) throws {
        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(Self.uid)", "--regid=\(Self.uid)", "--clear-groups", Self.binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = arguments
        }
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LANG": "C.UTF-8"].merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: out, as: UTF8.self)
        errors = String(decoding: err, as: UTF8.self)
    }

    /// A fresh folder the unprivileged user owns (and can write), removed on release.
    final class Folder {
        let path: String

        init() throws {
            path = "/tmp/streamlab-unprivileged-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            if getuid() == 0 { chown(path, UnprivilegedRun.uid, UnprivilegedRun.uid) }
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes `name`, owned by the unprivileged user unless `ownedByRoot`, with `mode`.
        @discardableResult
        func write(_ name: String, _ text: String, mode: mode_t, ownedByRoot: Bool = false) throws -> String {
            let file = path + "/" + name
            try text.write(toFile: file, atomically: false, encoding: .utf8)
            if getuid() == 0, !ownedByRoot { chown(file, UnprivilegedRun.uid, UnprivilegedRun.uid) }
            chmod(file, mode)
            return file
        }

        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }

        func mode(_ name: String) -> mode_t {
            var info = stat()
            return lstat(path + "/" + name, &info) == 0 ? info.st_mode & 0o7777 : 0
        }

        func entries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
    }
}
