import StreamLanguage
import StreamCore

/// Running `object`, `published`, `set` and `release`.
extension StatementRunner {
    mutating func prepareOwnership(_ plan: StatementPlan) -> () -> Void {
        let session = self.session
        switch plan {
        case .declareObject(let name):
            let object = OwnedObject(name: name)
            return {
                Self.define(name, .object(object), in: session)
                session.ownership.objects.add(object)
            }
        case .declarePublished(let target, let property, let initial):
            guard case .object(let object) = target.binding else { return {} }
            return { object.addProperty(property, initial: initial, nestedSets: session.runtime.nestedSets) }
        case .setProperty(let target, let property, let path, let checkedValue, let names, let time):
            guard case .object(let object) = target.binding else { return {} }
            let members = ObjectPaths.members(property)  // Issue 18: `child.text` goes through `vm.child`
            var instantiator = session.runtime.instantiator
            instantiator.names = names
            let value = instantiator.lower(checkedValue)
            return {
                session.runtime.perform(at: time) {
                    // Read when it runs: `set vm.n vm.n + 1 @1s` adds to the value current then.
                    guard !object.isReleased else {
                        session.recording.emit(RuntimeNotes.notSetAfterRelease(path, object: object.name))
                        return
                    }
                    do throws(StreamError) { try ObjectPaths.set(members, of: object, written: path, to: try value(.empty)) } catch {
                        session.recording.emit(RuntimeNotes.notSet(path, because: error.message))
                    }
                }
            }
        case .release(let target, let time, let releaseTime):
            guard case .object(let object) = target.binding else { return {} }
            return {
                // From now on, a statement that would run at or after that time is refused.
                object.releaseTime = min(object.releaseTime ?? releaseTime, releaseTime)
                session.runtime.perform(at: time) {
                    guard !object.isReleased else { return }
                    session.ownership.release(object)
                }
            }
        default:
            return {}
        }
    }
}
