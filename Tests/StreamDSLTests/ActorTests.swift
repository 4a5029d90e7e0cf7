import Marbles
@testable import StreamDSL
import Testing

/// Actors (issue 18 milestone 3; docs/CONCURRENCY-SEMANTICS.md): one thing at a time on an
/// actor, calls in enqueue order, a suspension frees it (reentrancy), waiting for it is not
/// cancellable, `func … on main` runs on the main actor, and bad input is a located error
/// that changes nothing. Lanes read as in `TaskRuntimeTests`.
@Suite struct ActorTests {
    static let cache = #"actor cache { var hits = 0; func get(k) { hits = hits + 1; work 100ms; return hits }; func slow(k) { work 200ms; return k } }"#

    @Test func aCallerWaitsWhileTheActorRunsAnotherCallsWork() throws {
        let lab = Playground()
        lab.accept(Self.cache)
        lab.accept(#"task a { let v = await cache.get("k"); return v }"#)
        lab.accept(#"task b { let v = await cache.get("k"); return v }"#)
        lab.accept("run")
        #expect(lab.events("a") == ["start@0", "return 1@100"])
        #expect(lab.events("b") == ["start@0", "return 2@200"])
        let b = try #require(lab.session.recording.lanes.first { $0.name == "b" })
        #expect(b.records.contains { if case .waiting(let what) = $0.kind { what == "actor cache" } else { false } })
    }

    @Test func aSuspensionInsideAMethodFreesTheActorSoBothCallersMiss() {
        let lab = Playground()
        lab.accept(#"actor c { var hits = 0; func get(k) { hits = hits + 1; let r = await fetch k after 200ms; return r } }"#)
        lab.accept(#"task a { let v = await c.get("k"); let n = await c.hits; emit n }"#)
        lab.accept(#"task b { let v = await c.get("k") }"#)
        lab.accept("run")
        #expect(lab.events("a") == ["start@0", "2@200", "|@200"])
    }

    @Test func waitingForAnActorIsNotCancellable() {
        let lab = Playground()
        lab.accept(Self.cache)
        lab.accept(#"task a { let v = await cache.slow("a") }"#)
        lab.accept(#"task b { let v = await cache.slow("b"); return v }"#)
        lab.accept("cancel b @100ms")
        lab.accept("run")
        // b waited for the actor from 0 to 200, its cancel did not wake it, and work ignores it.
        #expect(lab.events("b") == ["start@0", "cancelRequested@100", #"return "b"@400"#])
    }

    @Test func anAssignmentAfterAnAwaitInAMethodStoresTheFieldAfterTheAwait() {
        let lab = Playground()
        lab.accept(#"actor c { var v = 0; func slow() { v = await fetch 1 after 200ms; return v }; func set(n) { v = n; return v } }"#)
        lab.accept("task a { let r = await c.slow() }")
        lab.accept("task b { sleep 100ms; let r = await c.set(5) }")
        lab.accept("task z { sleep 300ms; let n = await c.v; emit n }")
        lab.accept("run")
        // b set 5 at 100; a's `v = await …` assigns 1 at 200, after its await, as Swift does.
        #expect(lab.events("z") == ["start@0", "1@300", "|@300"])
    }

    @Test func aMainActorFunctionFromADetachedTaskWaitsForTheMainActor() {
        let lab = Playground()
        lab.accept("func show(v) on main { emit v }")
        lab.accept("task m { work 300ms }")
        lab.accept("task t detached { await show(1); return 2 }")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "1@300", "return 2@300"])
    }

    @Test func recursionBetweenActorMethodsEndsAtTheCallDepthLimit() {
        let lab = Playground()
        lab.accept("actor r { var n = 0; func f(k) { n = n + 1; let v = await r.f(k); return v } }")
        lab.accept("task t { let v = await r.f(1) }")
        lab.accept("task u { sleep 100ms; let n = await r.n; emit n }")
        lab.accept("run")
        #expect(lab.events("t").last?.hasPrefix("#calls of r.f too deep") == true)
        #expect(lab.events("u") == ["start@0", "\(FunctionSlot.maxCallDepth)@100", "|@100"])
    }

    @Test func badInputIsALocatedErrorThatChangesNothing() {
        let lab = Playground()
        lab.accept("subject s")
        lab.accept(Self.cache)
        #expect(errorHeadlines(lab.reject("task t { let v = await s.get(1) }"))
            == ["error: 's' is a subject, not an actor: await NAME.METHOD(…) calls an actor's method"])
        #expect(errorHeadlines(lab.reject("task t { let v = await cache.put(1) }")) == ["error: actor cache has no method 'put'"])
        let field = lab.reject("task t { let v = await cache.hit }")
        #expect(errorHeadlines(field) == ["error: actor cache has no field 'hit'"])
        #expect(field.contains("did you mean 'hits'?"))
        #expect(lab.reject("task t { let v = await cache.get(1, 2) }").contains("cache.get takes 1 argument, not 2"))
        #expect(lab.reject("task t { cache.hits = 1 }").contains("actor-isolated property cannot be mutated from outside the actor"))
        #expect(errorHeadlines(lab.reject("actor s { var a = 1 }")) == ["error: 's' is a subject: an actor needs a name of its own"])
        #expect(lab.reject("actor min { var a = 1 }").contains("'min' is a built-in function of expressions"))
        #expect(lab.reject("actor d { var a = 1; var a = 2 }").contains("'a'"))
        // A refused declaration declares nothing.
        #expect(lab.reject("actor e { var a = nope; func f() { return 1 } }").contains("nope"))
        #expect(lab.reject("task t { let v = await e.f() }").contains("unknown name 'e'"))
        #expect(!lab.laneNames.contains("t"))
        // From outside, an actor is reached with await (the choice: an error, not an implicit hop).
        #expect(errorHeadlines(lab.reject("task t { let n = cache.hits }")).first?.hasPrefix("error: 'cache' is an actor: from outside") == true)
    }
}
