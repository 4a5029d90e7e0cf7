import Foundation
import SafeFiles

/// Recording mode: a failing `toBe` rewrites its own marbles in the test source with what
/// the publisher did, and says so (the test still fails, so a recording run is never
/// mistaken for a passing one). On with `MARBLETESTING_RECORD=1`, or `m.isRecording = true`.
struct MarbleRecording {
    /// Where the source of a call site is read and written; tests point it at a copy.
    var sourcePath: (String) -> String = { $0 }

    /// Whether the environment asks for recording: `MARBLETESTING_RECORD` set to anything
    /// but empty, `0`, `false` or `no`.
    static var isRequested: Bool {
        guard let value = ProcessInfo.processInfo.environment["MARBLETESTING_RECORD"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// Parallel tests may rewrite the same file: one rewrite at a time.
    private static let lock = NSLock()

    /// Puts `literal` in place of the marbles of the `toBe` at `site`, and fails the test
    /// with a note of what was recorded (or why it could not be).
    func record(_ literal: String, at site: CallSite) {
        let path = sourcePath(site.path)
        let outcome: Result<Void, RecordingError> = Self.lock.withLock {
            do {
                let source = try SafeFile.read(path)
                let rewritten = try LiteralRewriter.rewrite(
                    source, line: Int(site.line), column: Int(site.column), with: literal).get()
                try SafeFile.write(rewritten, to: path)
                return .success(())
            } catch let error as SafeFileError {
                return .failure(.file(error))
            } catch let error as LiteralRewriter.RewriteError {
                return .failure(.rewrite(error))
            } catch {
                return .failure(.other(String(describing: error)))
            }
        }
        switch outcome {
        case .success:
            IssueRecorder.fail(MarbleMessages.recorded(literal, at: site), at: site)
        case .failure(let error):
            IssueRecorder.fail(MarbleMessages.recordingFailed(String(describing: error), literal: literal), at: site)
        }
    }

    private enum RecordingError: Error, CustomStringConvertible {
        case file(SafeFileError)
        case rewrite(LiteralRewriter.RewriteError)
        case other(String)

        var description: String {
            switch self {
            case .file(let error): error.description
            case .rewrite(let error): error.description
            case .other(let text): text
            }
        }
    }
}
