import StreamLanguage

/// `continuation k { … } [onCancel { … }]` checked: data, like every `StepPlan`.
package struct ContinuationPlan: Equatable {
    package let name: String
    /// Runs at once when the task reaches the `await`: it registers callbacks and returns.
    package let body: [StepPlan]
    /// `withTaskCancellationHandler`'s `onCancel`: runs when the waiting task is cancelled.
    package let onCancel: [StepPlan]?
}

extension ContinuationPlan: CustomStringConvertible {
    package var description: String {
        "continuation \(name) \(StepPlan.block(body))" + (onCancel.map { " onCancel \(StepPlan.block($0))" } ?? "")
    }
}

extension Array where Element == StepPlan {
    /// Whether these steps (or a closure or task inside them) resume the continuation
    /// `name`: a callback or task made with them then keeps it alive until it has run.
    /// A continuation of the same name inside hides the outer one.
    func resumes(_ name: String) -> Bool {
        contains { step in
            switch step {
            case .resume(let resumed, _, _): resumed == name
            case .ifThen(_, let then, let otherwise): then.resumes(name) || otherwise.resumes(name)
            case .doCatch(let body, let handler): body.resumes(name) || handler.resumes(name)
            case .startTask(let task): task.steps.resumes(name)
            case .callback(_, let steps): steps.resumes(name)
            case .await(.continuation(let inner), _):
                inner.name != name && (inner.body.resumes(name) || (inner.onCancel ?? []).resumes(name))
            default: false
            }
        }
    }
}
