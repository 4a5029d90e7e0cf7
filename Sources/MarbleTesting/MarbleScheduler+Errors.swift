import OpenCombineShim

/// Sources whose failures are errors of any type: `#[key]` in the marbles fails with
/// `errors[key]`. A failure whose key `errors` lacks (a bare `#` has the key "") fails the
/// test where the source is made, and is left out, so the test still runs.
extension MarbleScheduler {
    /// A cold source whose tokens stand for `values` and whose `#[key]` fails with `errors[key]`.
    public func cold<Value, Failure: Error>(
        _ marbles: String, values: [String: Value], errors: [String: Failure],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedFailurePublisher<ColdMarblePublisher<Value>, Failure> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let script = known(errors, in: script(marbles, kind: "cold", site: site) { values[$0] }, marbles: marbles, site: site)
        let source = ColdMarblePublisher(script: script, clock: virtualClock)
        return TypedFailurePublisher(upstream: source, errors: errors, subscriptions: source.subscriptions)
    }

    /// A hot source (a `PassthroughSubject` at those instants, as `hot(_:values:)`) whose
    /// `#[key]` fails with `errors[key]`.
    public func hot<Value, Failure: Error>(
        _ marbles: String, values: [String: Value], errors: [String: Failure],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> TypedFailurePublisher<HotMarblePublisher<Value>, Failure> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let script = known(errors, in: script(marbles, kind: "hot", site: site) { values[$0] }, marbles: marbles, site: site)
        let source = hot(script, withoutDemand: .drops, marbles: marbles, site: site)
        return TypedFailurePublisher(upstream: source, errors: errors, subscriptions: source.subscriptions)
    }

    /// `script` without the failures whose message is no key of `errors`, each reported.
    private func known<Value, Failure>(
        _ errors: [String: Failure], in script: SourceScript<Value>, marbles: String, site: CallSite
    ) -> SourceScript<Value> {
        var script = script
        var missing: [String] = []
        script.events.removeAll { event in
            guard case .failure(let error) = event.signal, errors[error.message] == nil else { return false }
            if !missing.contains(error.message) { missing.append(error.message) }
            return true
        }
        if !missing.isEmpty { IssueRecorder.fail(MarbleMessages.missingErrors(missing, in: marbles), at: site) }
        return script
    }
}
