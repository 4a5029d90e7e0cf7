extension Course {
    /// The lessons (by name, in course order) whose steps use `| NAME`, for `:help NAME`.
    public func lessons(usingOperator name: String) -> [String] {
        lessons.filter { lesson in
            lesson.document.steps.contains { Self.uses(name, in: $0.input) }
        }.map(\.name)
    }

    /// Whether `input` has `| NAME` with NAME a whole word (`| map` is not `| mapError`).
    static func uses(_ name: String, in input: String) -> Bool {
        var rest = Substring(input)
        while let bar = rest.firstIndex(of: "|") {
            rest = rest[rest.index(after: bar)...]
            let word = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber }
            if word == name { return true }
        }
        return false
    }
}
