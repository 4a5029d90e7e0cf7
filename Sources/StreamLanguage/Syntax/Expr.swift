// Expressions of the syntax tree (see SyntaxTree.swift for the overview).

/// A value expression: `x * 10`, `(1, "a")`, `x.0`, `len(x) > 2`.
public struct Expr: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        case integer(Int)
        case decimal(Double)
        case string(String)
        case bool(Bool)
        case `nil`
        /// `x`, `acc`, or any other name (which the session rejects).
        case identifier(String)
        /// `(a, b, …)` with at least two elements.
        case tuple([Expr])
        case array([Expr])
        case unary(UnaryOperator, Expr)
        case binary(BinaryOperator, Expr, Expr)
        /// `x.0`.
        case tupleElement(Expr, index: Int)
        /// `x[i]`.
        case subscripted(Expr, index: Expr)
        /// `name(arguments)`; the session checks the name against its builtins. `fail(message)`
        /// is a call too: it throws, which only `try…` operators allow.
        case call(Identifier, arguments: [Expr])
        /// `CONDITION ? THEN : ELSE`; only the chosen branch is evaluated.
        case conditional(Expr, then: Expr, else: Expr)
    }

    public var kind: Kind
    public var range: SourceRange
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Prefix operators.
public enum UnaryOperator: String, Sendable, Hashable, CaseIterable {
    case negate = "-"
    case not = "!"
}

/// Infix operators, all left-associative.
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
    case multiply = "*", divide = "/", remainder = "%"
    case add = "+", subtract = "-"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&"
    case or = "||"

    /// Binding strength: higher binds tighter.
    var precedence: Int {
        switch self {
        case .multiply, .divide, .remainder: 5
        case .add, .subtract: 4
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 3
        case .and: 2
        case .or: 1
        }
    }

    package init?(_ kind: TokenKind) {
        self.init(rawValue: kind.rawValue)
    }
}
