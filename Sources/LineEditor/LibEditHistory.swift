import CEditShim
import CLibEdit

/// libedit's in-memory history (`History *`), which the editor consults for the
/// arrow keys. Files are read and written by ``HistoryFile``, not by libedit.
final class LibEditHistory {
    let handle: OpaquePointer

    /// A history keeping `size` entries and ignoring an entry equal to the one
    /// before it (`H_SETUNIQUE`); nil when libedit cannot allocate one.
    init?(size: Int) {
        guard let handle = history_init() else { return nil }
        self.handle = handle
        _ = cedit_history_setsize(handle, Int32(clamping: size))
        _ = cedit_history_setunique(handle, 1)
    }

    deinit {
        history_end(handle)
    }

    /// Adds `entry` as the newest entry.
    func add(_ entry: String) {
        _ = cedit_history_enter(handle, entry)
    }

    /// Every entry, oldest first.
    var entries: [String] {
        final class Collector { var entries: [String] = [] }
        let collector = Collector()
        withExtendedLifetime(collector) {
            cedit_history_each(handle, Unmanaged.passUnretained(collector).toOpaque()) { context, entry in
                guard let context else { return }
                let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                collector.entries.append(String(cString: entry))
            }
        }
        return collector.entries
    }

    /// The number of entries.
    var count: Int {
        Int(cedit_history_count(handle))
    }

    /// Reads a file with libedit's own loader (`H_LOAD`); used to check that
    /// ``HistoryFile`` stays compatible with libedit.
    func loadWithLibEdit(path: String) -> Bool {
        cedit_history_load(handle, path) >= 0
    }

    /// Writes a file with libedit's own `H_SAVE`; used in compatibility checks.
    func saveWithLibEdit(path: String) -> Bool {
        cedit_history_save(handle, path) >= 0
    }
}
