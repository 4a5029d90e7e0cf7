#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Selects a UTF-8 character type for the process before libedit starts.
///
/// libedit decodes keyboard input with the C library's multibyte functions; in the
/// default "C" locale every non-ASCII byte is invalid and silently dropped. So the
/// user's locale is adopted (`setlocale(LC_CTYPE, "")`), and when that fails (an
/// uninstalled `LANG`) or yields plain ASCII (no `LANG` at all, common in containers
/// and tmux), `C.UTF-8` is used instead. Only `LC_CTYPE` changes: number formatting
/// and collation stay in the "C" locale.
enum TerminalLocale {
    /// Makes `LC_CTYPE` a UTF-8 locale if at all possible; returns the codeset in force.
    @discardableResult
    static func adoptUTF8() -> String {
        if setlocale(LC_CTYPE, "") == nil || !isUTF8(currentCodeset()) {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil {
                _ = setlocale(LC_CTYPE, "C.utf8")
            }
        }
        return currentCodeset()
    }

    static func currentCodeset() -> String {
        guard let codeset = nl_langinfo(Int32(CODESET)) else { return "" }
        return String(cString: codeset)
    }

    static func isUTF8(_ codeset: String) -> Bool {
        let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "utf8"
    }
}
