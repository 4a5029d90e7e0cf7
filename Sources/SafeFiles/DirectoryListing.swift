#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder, for completing a path the learner is typing. Reading only; a
/// folder that cannot be read lists nothing. At most `limit` entries are read, so Tab in a
/// huge folder stays quick.
public enum DirectoryListing {
    public struct Entry: Equatable, Sendable {
        public let name: String
        /// Following symbolic links: a link to a folder completes like a folder.
        public let isDirectory: Bool
    }

    public static func entries(of folder: String, limit: Int = 10_000) -> [Entry] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var found: [Entry] = []
        while found.count < limit, let item = readdir(handle) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isDirectory: Bool
            if case .success(let info) = POSIX.status(path) {
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            } else {
                isDirectory = false
            }
            found.append(Entry(name: name, isDirectory: isDirectory))
        }
        return found
    }
}
