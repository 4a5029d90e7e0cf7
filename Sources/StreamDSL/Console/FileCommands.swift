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
        guard console.loadDepth < maximumLoadDepth else {
            return .failure("error: cannot load '\(args[0])': files load each other more than \(maximumLoadDepth) levels deep\n")
        }
        let text = String(decoding: data, as: UTF8.self)
        console.loadDepth += 1
        defer { console.loadDepth -= 1 }
        var reply = ConsoleReply()
        if TranscriptSteps.isTranscript(text) {
            // A transcript (what :save writes): replay its inputs, skip its recorded output.
            for step in TranscriptSteps.steps(in: text) {
                reply.append(console.submit(step.input, origin: SourceOrigin(fileName: args[0], firstLine: step.line)))
                if reply.quit { break }
            }
        } else {
            // A script, as `streamlab run` reads it: statement by statement, as if typed (a
            // wrong line is reported and changes nothing), `:commands` on lines of their own.
            reply.append(console.submitScript(text, origin: SourceOrigin(fileName: args[0], firstLine: 1)))
        }
        // `:quit` ends the file, not the session that loaded it.
        reply.quit = false
        return reply
    }

    /// `:load` inside a loaded file is allowed, a file that loads itself is not endless.
    static let maximumLoadDepth = 16

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
