/// What the parser, `:help` and completion know about one operator: its name, its syntax
/// line, its contextual words, whether it takes `on QUEUE`, and how its arguments are read.
/// The runtime's operator descriptors supply these (`OperatorRegistry`); the language never
/// lists operators itself.
package struct OperatorSignature: Sendable {
    /// Reads the arguments after the operator's name. The parser stands on the first token
    /// after the name; `start` is the token index of the name (for diagnostics spanning both).
    package typealias Parse = @Sendable (_ parser: Parser, _ start: Int) throws(ParseAbort) -> [OperatorArgument]

    /// The operator's name, as typed after `|`.
    package let name: String
    /// The `:help` syntax line (`throttle DURATION latest|first [on QUEUE]`).
    package let syntax: String
    /// Contextual words the arguments use (`latest`, `first`): offered by completion and "did you mean".
    package let words: [String]
    /// The form that takes a trailing `on main|background` (`collect DURATION`); nil when
    /// the operator schedules no work.
    package let queueForm: String?
    package let parse: Parse

    /// An operator whose arguments have the shape `arguments`, followed by `[on QUEUE]` when
    /// it schedules work (`takesQueue`; or where `arguments` place `.queue`): its syntax line,
    /// words, queue form and parser all come from it.
    package init(name: String, arguments: ArgumentGrammar = .none, takesQueue: Bool = false) {
        let syntax = [arguments.syntaxLine(operator: name), takesQueue ? "[on QUEUE]" : ""].filter { !$0.isEmpty }
        let queueForm = takesQueue ? name : arguments.queueFormSyntax.map { [name, $0].filter { !$0.isEmpty }.joined(separator: " ") }
        self.init(name: name, syntax: syntax.joined(separator: " "), words: arguments.words,
                  queueForm: queueForm, parse: arguments.parser(operator: name))
    }

    private init(name: String, syntax: String, words: [String], queueForm: String?, parse: @escaping Parse) {
        self.name = name
        self.syntax = syntax
        self.words = words
        self.queueForm = queueForm
        self.parse = parse
    }
}

/// The operators a parser is given: the runtime's registry answers, so the language module
/// depends on nothing of ours and the registry stays the one table of operators.
package protocol OperatorCatalogue: Sendable {
    /// Every operator, in the order `:help operators` lists them.
    var signatures: [OperatorSignature] { get }
    /// The operator spelt `name`, if there is one.
    func signature(named name: String) -> OperatorSignature?
    /// The queues `on QUEUE` may name (`main`, `background`).
    var queueNames: [String] { get }
}

extension OperatorCatalogue {
    /// Operator names, in `:help` order.
    package var names: [String] { signatures.map(\.name) }
    /// The contextual words of every operator's arguments.
    package var words: [String] { signatures.flatMap(\.words) }
    /// How errors name the operators that take `on QUEUE` (`collect DURATION`).
    package var queueForms: [String] { signatures.compactMap(\.queueForm) }
}
