import StreamLanguage

/// What checking a body knows about where it stands: a task or a handler, its local names
/// (innermost scope last; the first `captured` scopes belong to enclosing bodies, so the
/// body may read them but not change them), whether `x` has a value, and how many `do`
/// bodies enclose the step (a handler's `throw` must be caught inside it).
struct BodyContext {
    enum Kind: Equatable {
        case task(detached: Bool)
        /// A `didSet` or sink body, named as messages say it: "a didSet body".
        case handler(String)
    }

    var kind: Kind
    var hasX: Bool
    var scopes: [[String: LocalBinding]] = [[:]]
    var captured = 0
    var catchDepth = 0
    // Milestone 3:
    /// Inside `on main { … }`: nothing may suspend (MainActor.run takes a synchronous closure).
    var onMain = false
    // Milestone 2: the groups enclosing the step (a child task sees none), the `async let`
    // names declared so far, and what the body is, for the data-race message.
    var groups: [String] = []
    var asyncLets: Set<String> = []
    var childTitle: String?
    var ownTaskName: String?
    // Milestone 3:
    /// Inside an actor's method: its `var` fields, which `NAME = await …` stores after the await.
    var actorFields: Set<String> = []

    var isTask: Bool { if case .task = kind { true } else { false } }

    /// "a didSet body", "a sink body", or "a task" (for a task nothing is refused by it).
    var handlerTitle: String? { if case .handler(let title) = kind { title } else { nil } }

    /// A task started from this body: it sees this body's names, captured.
    func child(detached: Bool) -> BodyContext {
        BodyContext(kind: .task(detached: detached), hasX: hasX, scopes: scopes + [[:]], captured: scopes.count)
    }

    var visibleNames: [String] { scopes.flatMap(\.keys).sorted() }

    var expressionScope: ExpressionScope {
        var scope = ExpressionScope()
        scope.hasX = hasX
        scope.locals = visibleNames
        scope.inTask = isTask
        return scope
    }

    /// The scope index and binding of a visible local, innermost first.
    func lookup(_ name: String) -> (level: Int, binding: LocalBinding)? {
        for level in scopes.indices.reversed() {
            if let binding = scopes[level][name] { return (level, binding) }
        }
        return nil
    }
}
