import StreamCore

/// How frames are left: the end of a block, `return`, or an error. Before a frame that owns
/// structured children goes, they are awaited: `async let` children not awaited yet are
/// cancelled first; a group's are cancelled only when an error leaves its body (a body that
/// returns awaits them, issue 18 §3).
enum FrameExit {
    case fellOff
    case returned(Value?)
    case thrown(String)
}

extension FrameExit {
    /// Leaves `run`'s frames this way: up to the frame that takes it (a `do` takes an error,
    /// a call or a group a `return`), or out of the body, which then ends.
    func leaveFrames(of run: BodyRun) -> BodyRun.Next {
        while let last = run.frames.indices.last {
            let live = liveChildren(of: run.frames[last])
            if !live.isEmpty { return wait(for: live, in: run) }
            let frame = run.frames.removeLast()
            if let exit = frame.exit { run.place.leftClosure = exit }  // Milestone 3: hop back first
            switch (frame.kind, self) {
            case (.doBody(let handler), .thrown(let error)):
                run.env.locals["error"] = .string(error)
                run.frames.append(BodyRun.Frame(steps: handler))
                return .proceed
            case (.call(let call), .thrown):
                call.leave(run, result: nil)
            case (.call(let call), .returned(let value)):
                call.leave(run, result: value)
                return .proceed
            case (.call(let call), .fellOff):
                call.leave(run, result: nil)
                return .proceed
            case (.group, .returned), (.group, .fellOff), (_, .fellOff):
                return .proceed
            default:
                continue
            }
        }
        switch self {
        case .fellOff: run.end(.finished)
        case .returned(let value): run.end(value.map(EventRecord.Kind.returned) ?? .finished)
        case .thrown(let error): run.end(.failure(StreamError(error)))
        }
        return .proceed
    }

    /// The frame's children still running, cancelled as this way out requires.
    private func liveChildren(of frame: BodyRun.Frame) -> [BodyRun] {
        var live: [BodyRun] = []
        for child in frame.asyncLets where !child.run.isFinished {
            child.run.cancel()
            live.append(child.run)
        }
        if case .group(let group) = frame.kind {
            let running = group.children.filter { !$0.isFinished }
            if case .thrown = self { running.forEach { $0.cancel() } }
            live += running
        }
        return live
    }

    /// Suspends `run` until every child in `live` has ended, then leaves the frame again.
    private func wait(for live: [BodyRun], in run: BodyRun) -> BodyRun.Next {
        var remaining = live.count
        for child in live {
            child.completion.whenDone.append { [weak run] _ in
                remaining -= 1
                guard remaining == 0, let run else { return }
                run.place.submit(to: run.place.executor) { run.resume(with: self.leaveFrames(of: run)) }
            }
        }
        run.lane?.recorder.record(.suspended("awaiting child tasks"))
        return .suspend
    }
}
