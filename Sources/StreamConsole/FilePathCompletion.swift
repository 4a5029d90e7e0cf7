import SafeFiles
import StreamDSL

/// Tab after `:load ` and `:save `: the files and folders that the typed path could become,
/// taken from the console's working folder (`~/` from the home folder). A folder completes
/// with its `/`, so Tab can go on inside it; names starting with `.` are offered only when
/// the typed name starts with `.`.
enum FilePathCompletion {
    static func candidates(for partial: String, console: Console) -> [String] {
        guard console.allowsFileAccess else { return [] }
        let slash = partial.lastIndex(of: "/")
        let typedFolder = slash.map { String(partial[...$0]) } ?? ""
        let namePrefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        let folder: String
        if typedFolder.isEmpty {
            folder = console.workingDirectory
        } else {
            do { folder = try console.resolve(typedFolder) } catch { return [] }
        }
        return DirectoryListing.entries(of: folder)
            .filter { $0.name.hasPrefix(namePrefix) && (!$0.name.hasPrefix(".") || namePrefix.hasPrefix(".")) }
            .map { typedFolder + $0.name + ($0.isDirectory ? "/" : "") }
    }
}
