import StreamLanguage
import StreamCore

/// A checked Observation statement (issue 18 milestone 5), as data.
package enum ObservationPlan: Equatable {
    /// `observable vm.text = V`.
    case declareObservable(BoundName, property: String, initial: Value)
    /// `track { EXPR } { STEPS }` at the top level.
    case track(TrackPlan)
}

/// `track { EXPR } { STEPS }` (`withObservationTracking`): `tracked` is read when the
/// statement (or step) runs; the steps run once, at the first change, as a handler's do.
package struct TrackPlan: Equatable {
    package let tracked: CheckedExpression
    package let handler: HandlerPlan
}

extension ObservationPlan: CustomStringConvertible {
    package var description: String {
        switch self {
        case .declareObservable(let target, let property, let initial): "observable \(target).\(property) = \(initial.literal)"
        case .track(let plan): plan.description
        }
    }
}

extension TrackPlan: CustomStringConvertible {
    package var description: String { "track { \(tracked) } " + StepPlan.block(handler.steps) }
}
