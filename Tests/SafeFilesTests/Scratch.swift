import Foundation

/// A fresh temporary folder, removed when released, with small helpers to make files.
final class Scratch {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "safefiles-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = String(cString: made)
    }

    deinit {
        // A 0444 file or a 0000 folder must not stop the clean-up.
        _ = chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws -> String {
        let file = file(name)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, mode)
        return file
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func mode(_ name: String) -> mode_t {
        var info = stat()
        return lstat(file(name), &info) == 0 ? info.st_mode : 0
    }

    func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
