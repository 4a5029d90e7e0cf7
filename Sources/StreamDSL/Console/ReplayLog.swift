/// What ran in a console since its last `:reset`, in order, for `:swift`: every statement
/// (those of a `:load`ed file or a script included) and every `:command` but `:load`, whose
/// statements are logged themselves.
///
/// The history keeps only what was typed (`:load FILE` is one line of it), so it cannot say
/// what a script or a loaded file ran. The log is bounded: past `maximumBytes` of input it
/// forgets its inputs and remembers that it did, and `:swift` says the session is too large.
struct ReplayLog {
    static let maximumBytes = 8 << 20

    private(set) var inputs: [String] = []
    private(set) var overflowed = false
    private var bytes = 0

    mutating func append(_ input: String) {
        guard !overflowed else { return }
        bytes += input.utf8.count
        guard bytes <= Self.maximumBytes else {
            overflowed = true
            inputs.removeAll()
            return
        }
        inputs.append(input)
    }

    /// After `:reset`: the session starts again, and so does the log.
    mutating func removeAll() {
        inputs.removeAll()
        overflowed = false
        bytes = 0
    }
}
