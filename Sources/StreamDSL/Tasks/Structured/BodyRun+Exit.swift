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

extension BodyRun {
    func exitFrames(_ exit: FrameExit) -> Next {
        while let last = frames.indices.last {
            let live = liveChildren(of: frames[last], cancelling: exit)
            if !live.isEmpty { return wait(for: live, then: exit) }
            let frame = frames.removeLast()
            if let exit = frame.exit { place.leftClosure = exit }  // Milestone 3: hop back first
            switch (frame.kind, exit) {
            case (.doBody(let handler), .thrown(let error)):
                env.locals["error"] = .string(error)
                frames.append(Frame(steps: handler))
                return .proceed
            case (.call(let call), .thrown):
                leaveCall(call, result: nil)
            case (.call(let call), .returned(let value)):
                leaveCall(call, result: value)
                return .proceed
            case (.call(let call), .fellOff):
                leaveCall(call, result: nil)
                return .proceed
            case (.group, .returned), (.group, .fellOff), (_, .fellOff):
                return .proceed
            default:
                continue
            }
        }
        switch exit {
        case .fellOff: end(.finished)
        case .returned(let value): end(value.map(EventRecord.Kind.returned) ?? .finished)
        case .thrown(let error): end(.failure(StreamError(error)))
        }
        return .proceed
    }

    /// The frame's children still running, cancelled as the way out requires.
    private func liveChildren(of frame: Frame, cancelling exit: FrameExit) -> [BodyRun] {
        var live: [BodyRun] = []
        for child in frame.asyncLets where !child.run.isFinished {
            child.run.cancel()
            live.append(child.run)
        }
        if case .group(let group) = frame.kind {
            let running = group.children.filter { !$0.isFinished }
            if case .thrown = exit { running.forEach { $0.cancel() } }
            live += running
        }
        return live
    }

    /// Suspends until every child in `live` has ended, then leaves the frame again.
    private func wait(for live: [BodyRun], then exit: FrameExit) -> Next {
        var remaining = live.count
        for child in live {
            child.whenDone.append { [weak self] _ in
                remaining -= 1
                guard remaining == 0, let self else { return }
                self.place.submit(to: self.place.executor) { self.resume(with: self.exitFrames(exit)) }
            }
        }
        lane?.recorder.record(.suspended("awaiting child tasks"))
        return .suspend
    }
}
