@testable import StreamDSL
import Testing

/// `notifications NAME` and `post NAME V` in a session (issue 20). Expected lanes follow
/// Apple's "Returns a publisher that emits events when broadcasting notifications":
/// hot, never completing; a subscriber sees the posts made while it is subscribed and has
/// demand (NotificationDifferentialTests checks the engine against OpenCombineFoundation).
@Suite struct NotificationSessionTests {
    @Test func postsReachTheSubscribersOfTheName() {
        let lab = Playground()
        lab.accept("logins = notifications didLogIn")
        lab.accept("logins | sink as header")
        lab.accept("at 150ms: logins | sink as footer")
        lab.accept("notifications didLogOut | sink as other")
        lab.accept("post didLogIn 1 @100ms, 2 @200ms")
        lab.accept("post didLogOut 9 @300ms")
        lab.accept("run")
        #expect(lab.events("header") == ["^@0", "1@100", "2@200"])
        #expect(lab.events("footer") == ["^@150", "2@200"])
        #expect(lab.events("other") == ["^@0", "9@300"])
    }

    @Test func aPostWithoutDemandIsDroppedForThatSubscriber() {
        let lab = Playground()
        lab.accept("notifications ping | sink demand 1 as once")
        lab.accept("post ping 1 @100ms, 2 @200ms")
        lab.accept("request once 1 @250ms")
        lab.accept("post ping 3 @300ms")
        lab.accept("run")
        #expect(lab.events("once") == ["^@0", "1@100", "3@300"])
    }

    @Test func aPostToAnUndeclaredNameIsALocatedErrorThatChangesNothing() {
        let lab = Playground()
        lab.accept("notifications didLogIn | sink as out")
        let errors = lab.reject("post didLogon 1")
        #expect(errorHeadlines(errors) == ["error: no notifications pipeline has declared 'didLogon': nothing could receive this post"])
        #expect(diagnosticLocations(errors) == ["1:6"])
        #expect(errors.contains("notifications didLogon | sink"))
        // The whole statement is refused: a good name beside a bad time sends nothing either.
        lab.accept("advance 100ms")
        lab.reject("post didLogIn 1 @50ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0"])
    }

    @Test func aResetForgetsTheNames() {
        let lab = Playground()
        lab.accept("notifications didLogIn | sink")
        lab.accept("post didLogIn 1")
        lab.accept(":reset")
        lab.reject("post didLogIn 1")
    }

    @Test func postIsAKeywordAndNotificationsASource() {
        let lab = Playground()
        lab.reject("subject post")
        lab.reject("subject notifications")
        lab.reject("post")
    }
}
