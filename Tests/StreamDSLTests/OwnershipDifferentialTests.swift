import OpenCombine
@testable import StreamDSL
import Testing

/// Objects and lifetimes, differential: each scenario runs as a StreamLab script and as the
/// same Swift code on OpenCombine 0.14, where ARC decides what is freed. Lanes are compared
/// event by event ("^@0", "1@0", "!@200"), and "freed or not" is compared with a weak
/// reference to the real object.
@Suite struct OwnershipDifferentialTests {
    /// A view model as a Swift developer writes it.
    final class ViewModel: ObservableObject {
        @Published var text = ""
        var bag = Set<AnyCancellable>()
    }

    /// Records one subscriber's events the way StreamLab's lanes compact them.
    final class Lane {
        var now = 0
        var events: [String] = []

        func tap<Upstream: OpenCombine.Publisher>(_ upstream: Upstream, _ literal: @escaping (Upstream.Output) -> String)
            -> Publishers.HandleEvents<Upstream> {
            upstream.handleEvents(
                receiveSubscription: { _ in self.events.append("^@\(self.now)") },
                receiveOutput: { self.events.append("\(literal($0))@\(self.now)") },
                receiveCompletion: { completion in
                    if case .finished = completion { self.events.append("|@\(self.now)") }
                },
                receiveCancel: { self.events.append("!@\(self.now)") })
        }
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    static func ours(_ script: String) -> Playground {
        let lab = Playground()
        lab.accept(lines: script)
        lab.accept("run")
        return lab
    }

    static func isFreed(_ name: String, in lab: Playground) -> Bool? {
        lab.session.ownership.objects.objects.last { $0.name == name }?.isFreed
    }

    // MARK: _ =

    @Test func discardedSinkStillReceivesWhatIsDeliveredWhileSubscribing() {
        let theirs = Lane()
        _ = theirs.tap(Just(1)) { String($0) }.sink { _ in }
        let subject = OpenCombine.PassthroughSubject<Int, Never>()
        let onSubject = Lane()
        _ = onSubject.tap(subject) { String($0) }.sink { _ in }
        subject.send(1)
        let current = OpenCombine.CurrentValueSubject<Int, Never>(5)
        let onCurrent = Lane()
        _ = onCurrent.tap(current) { String($0) }.sink { _ in }

        let lab = Self.ours("""
            _ = just 1 | sink as once
            subject a
            _ = a | sink as gone
            send a 1
            current c = 5
            _ = c | sink as replayed
            """)
        #expect(theirs.events == ["^@0", "1@0", "|@0"])
        #expect(lab.events("once") == theirs.events)
        #expect(onSubject.events == ["^@0", "!@0"])
        #expect(lab.events("gone") == onSubject.events)
        #expect(onCurrent.events == ["^@0", "5@0", "!@0"])
        #expect(lab.events("replayed") == onCurrent.events)
    }

    // MARK: assign

    /// `assign(to:on:)` retains its object: stored in the object's own bag it is a cycle, so
    /// dropping the last outside reference frees nothing and values keep being assigned.
    @Test func assignToOnRetainsItsObject() {
        let subject = OpenCombine.PassthroughSubject<String, Never>()
        let lane = Lane()
        var model: ViewModel? = ViewModel()
        weak let weakModel = model
        if let model { lane.tap(subject) { Self.quoted($0) }.assign(to: \.text, on: model).store(in: &model.bag) }
        lane.now = 100
        subject.send("a")
        model = nil
        lane.now = 300
        subject.send("b")
        let theirsFreed = weakModel == nil
        let theirsText = weakModel?.text

        let lab = Self.ours("""
            subject a
            object vm
            published vm.text = ""
            a | assign to vm.text on vm store in vm as S
            vm.$text | sink as view
            send a "a" @100ms
            release vm @200ms
            send a "b" @300ms
            """)
        #expect(theirsFreed == false)
        #expect(Self.isFreed("vm", in: lab) == theirsFreed)
        #expect(lab.events("S") == lane.events)
        #expect(theirsText == "b")
        #expect(lab.events("view").last == "\"b\"@300")
    }

    /// `assign(to: &$text)` keeps no cancellable and does not retain the object: once the
    /// object is freed, its property's subject is freed and cancels the upstream.
    @Test func assignToPublishedEndsWithTheObject() {
        let subject = OpenCombine.PassthroughSubject<String, Never>()
        let lane = Lane()
        var model: ViewModel? = ViewModel()
        weak let weakModel = model
        if let model { lane.tap(subject) { Self.quoted($0) }.assign(to: &model.$text) }
        lane.now = 100
        subject.send("a")
        lane.now = 200
        model = nil
        lane.now = 300
        subject.send("b")

        let lab = Self.ours("""
            subject a
            object vm
            published vm.text = ""
            a | assign to vm.$text
            send a "a" @100ms
            release vm @200ms
            send a "b" @300ms
            """)
        #expect(weakModel == nil)
        #expect(Self.isFreed("vm", in: lab) == true)
        #expect(lane.events == ["^@0", "\"a\"@100", "!@200"])
        #expect(lab.events("a | assign to vm.$text") == lane.events)
    }

    /// Another subscriber of `$text` keeps the property's subject alive (its conduit holds
    /// the subject), so the assign goes on feeding it after the object is freed.
    @Test func anotherSubscriberKeepsThePropertysSubjectAlive() {
        let subject = OpenCombine.PassthroughSubject<String, Never>()
        let lane = Lane()
        let viewer = Lane()
        var model: ViewModel? = ViewModel()
        weak let weakModel = model
        var keep: AnyCancellable?
        if let model {
            lane.tap(subject) { Self.quoted($0) }.assign(to: &model.$text)
            keep = viewer.tap(model.$text) { Self.quoted($0) }.sink { _ in }
        }
        lane.now = 200
        viewer.now = 200
        model = nil
        lane.now = 300
        viewer.now = 300
        subject.send("b")
        _ = keep

        let lab = Self.ours("""
            subject a
            object vm
            published vm.text = ""
            a | assign to vm.$text
            vm.$text | sink as view
            release vm @200ms
            send a "b" @300ms
            """)
        #expect(weakModel == nil)
        #expect(Self.isFreed("vm", in: lab) == true)
        #expect(lane.events == ["^@0", "\"b\"@300"])
        #expect(lab.events("a | assign to vm.$text") == lane.events)
        #expect(lab.events("view") == viewer.events)
    }

    // MARK: @Published and objectWillChange

    /// `$text` replays the current value, then emits in willSet: a subscriber reading the
    /// property sees the old value. `objectWillChange` fires before `$text`'s subscribers.
    @Test func publishedEmitsInWillSet() {
        let model = ViewModel()
        var theirs: [String] = []
        let reads = model.$text.sink { [unowned model] new in theirs.append("text:\(new)/\(model.text)") }
        let will = model.objectWillChange.sink { [unowned model] in theirs.append("will:\(model.text)") }
        model.text = "hi"
        model.text = "ho"
        _ = (reads, will)

        let lab = Playground()
        lab.accept(lines: """
            object vm
            published vm.text = ""
            vm.$text | map "text:" + x + "/" + vm.text | sink as reads
            vm.objectWillChange | map "will:" + vm.text | sink as will
            set vm.text "hi" @100ms
            set vm.text "ho" @200ms
            run
            """)
        let ours = lab.session.recording.trace.compactMap { entry -> String? in
            guard entry.lane.name == "reads" || entry.lane.name == "will",
                  case .value(let value) = entry.record.kind else { return nil }
            return value.description
        }
        #expect(theirs == ["text:/", "will:", "text:hi/", "will:hi", "text:ho/hi"])
        #expect(ours == theirs)
    }

    /// The classic view-model leak: a sink on the object's own `$text`, stored in its own
    /// bag, capturing it strongly. `[weak self]` breaks it, and the bag cancels the sink.
    @Test(arguments: [true, false])
    func sinkOnOwnPropertyLeaksUnlessWeak(weak: Bool) {
        let lane = Lane()
        var model: ViewModel? = ViewModel()
        weak let weakModel = model
        if let model {
            let tapped = lane.tap(model.$text) { Self.quoted($0) }
            if weak {
                tapped.sink { [weak model] _ in _ = model?.text }.store(in: &model.bag)
            } else {
                tapped.sink { _ in _ = model.text }.store(in: &model.bag)
            }
            lane.now = 100
            model.text = "a"
        }
        lane.now = 200
        model = nil

        let lab = Self.ours("""
            object vm
            published vm.text = ""
            vm.$text | sink capturing \(weak ? "weak " : "")vm store in vm as S
            set vm.text "a" @100ms
            release vm @200ms
            """)
        #expect((weakModel == nil) == weak)
        #expect(Self.isFreed("vm", in: lab) == weak)
        #expect(lab.events("S") == lane.events)
        if !weak {
            #expect(lab.session.recording.notes.map(\.text).contains("leaked: vm → bag → S → closure → vm"))
        }
    }

    // MARK: capture

    /// `[weak self]` lets the object go: its bag cancels the stored subscription. A strong
    /// capture stored in the object's own bag is a cycle: nothing is freed, values go on.
    @Test(arguments: [true, false])
    func weakCaptureFreesStrongCaptureLeaks(weak: Bool) {
        let subject = OpenCombine.PassthroughSubject<Int, Never>()
        let lane = Lane()
        var model: ViewModel? = ViewModel()
        weak let weakModel = model
        if let model {
            let tapped = lane.tap(subject) { String($0) }
            if weak {
                tapped.sink { [weak model] _ in _ = model?.text }.store(in: &model.bag)
            } else {
                tapped.sink { _ in _ = model.text }.store(in: &model.bag)
            }
        }
        lane.now = 100
        subject.send(1)
        lane.now = 200
        model = nil
        lane.now = 300
        subject.send(2)

        let lab = Self.ours("""
            subject a
            object vm
            a | sink capturing \(weak ? "weak " : "")vm store in vm as S
            send a 1 @100ms
            release vm @200ms
            send a 2 @300ms
            """)
        #expect((weakModel == nil) == weak)
        #expect(Self.isFreed("vm", in: lab) == weak)
        #expect(lab.events("S") == lane.events)
    }
}
