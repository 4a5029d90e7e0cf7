import Foundation

/// `:load FILE`. (`:save`, which writes a transcript, belongs to the Lessons module: the
/// transcript format is defined there.)
public enum FileCommands {
    static func load(_ args: [String], console: Console) -> ConsoleReply {
        guard console.allowsFileAccess else { return .failure("error: :load is not available here (lessons cannot read files)\n") }
        guard args.count == 1 else { return .failure("error: usage: :load FILE\n") }
        let path = resolve(args[0], in: console.workingDirectory)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure("error: cannot read '\(args[0])': no such file\n")
        }
        let text = String(decoding: data, as: UTF8.self)
        var reply = ConsoleReply()
        // Statement by statement, as if typed: a wrong line is reported and changes nothing.
        reply.append(console.session.evaluate(text, origin: SourceOrigin(fileName: args[0], firstLine: 1)))
        return reply
    }

    public static func resolve(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }
}

/// Writes a file so that a crash never leaves it half written: a temporary file in the same
/// directory, flushed, then renamed over the target.
public enum AtomicFile {
    public static func write(_ text: String, to path: String, permissions: Int? = nil) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        let created = FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8),
                                                     attributes: permissions.map { [.posixPermissions: $0] })
        guard created else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: temporary)
        try handle.synchronize()
        try handle.close()
        if rename(temporary.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
