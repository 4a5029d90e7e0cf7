// Syntax of Observation (issue 18, milestone 5):
//
//   observable vm.text = ""                   Statement.Kind.observation(.declareObservable)
//   observable vm.child = other               (a property holding another object)
//   track { vm.text } { STEPS }               Statement.Kind.observation(.track), Step.Kind.track
//   observations { vm.text }                  ObservationsSource: an async sequence, in
//                                             `observations { … } | for await as out`
//
// `{ vm.text }` holds one expression: what the tracking closure reads.

/// The statements of Observation.
public enum ObservationStatement: Sendable, Hashable {
    /// `observable OBJ.PROP = EXPR`: a stored property of an `@MainActor @Observable` class.
    case declareObservable(PropertyPath, initial: Expr)
    /// `track { EXPR } { STEPS }`: `withObservationTracking`.
    case track(TrackDeclaration)
}

/// `track { EXPR } { STEPS }`: the steps run once, at the first change of a property the
/// expression read, before the new value is stored.
public struct TrackDeclaration: Sendable, Hashable {
    /// What `withObservationTracking`'s first closure reads.
    public var tracked: Expr
    public var body: Body
    public var range: SourceRange
    public init(tracked: Expr, body: Body, range: SourceRange) {
        self.tracked = tracked
        self.body = body
        self.range = range
    }
}
