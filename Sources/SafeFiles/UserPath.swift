/// A path as a person typed it, made usable: `~` and `~/…` mean the home folder, a relative
/// path is taken from a working folder. `~user` is refused rather than taken literally (which
/// would create a folder named `~`).
///
///     try UserPath.resolve("~/x.md", in: ".", home: "/home/ada")   // "/home/ada/x.md"
///     try UserPath.resolve("x.md", in: "/work", home: nil)        // "/work/x.md"
public enum UserPath {
    public static func resolve(_ typed: String, in directory: String, home: String?) throws(SafeFileError) -> String {
        if typed == "~" || typed.hasPrefix("~/") {
            guard let home, !home.isEmpty else { throw SafeFileError(.read, typed, .noHome) }
            let base = home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
            return base + typed.dropFirst()
        }
        if typed.hasPrefix("~") { throw SafeFileError(.read, typed, .otherUsersHome) }
        if typed.hasPrefix("/") || directory == "." && !typed.isEmpty { return typed }
        return directory.hasSuffix("/") ? directory + typed : directory + "/" + typed
    }
}
