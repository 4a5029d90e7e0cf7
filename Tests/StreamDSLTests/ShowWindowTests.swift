@testable import StreamConsole
@testable import StreamDSL
import Testing

/// `:show FROM...TO`, `:set zoom` and diagrams that reach the current time.
@Suite struct ShowWindowTests {
    static func playground() -> Playground {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept("send a 1 @100ms, 2 @1.5s, 3 @2.5s")
        lab.accept("run")
        return lab
    }

    @Test func windowsAreReadInEveryForm() {
        #expect(ShowCommand.window("1s...3s").map { [$0.from, $0.to] } == [1000, 3000])
        #expect(ShowCommand.window("2s...").map { [$0.from, $0.to] } == [2000, nil])
        #expect(ShowCommand.window("...500ms").map { [$0.from, $0.to] } == [nil, 500])
        for bad in ["...", "1s", "1s..3s", "1...2", "a...b", "1s...2s...3s", "-1s...2s"] {
            #expect(ShowCommand.window(bad) == nil, "\(bad)")
        }
    }

    @Test func aWindowDrawsItsStretchWithTrueTimes() {
        let lab = Self.playground()
        let drawn = lab.accept(":show 1s...2s").output
        #expect(drawn.hasPrefix("t(ms) 1000 1500 2000   (1 col = 100ms)\na     -----2-----...\ns     -----2-----...\n"), "\(drawn)")
        #expect(drawn.contains("(lanes without ^ at the left edge began before 1s)"))
        #expect(drawn.contains("(2 events after 2s not shown; draw a later window with :show FROM...TO)"))
    }

    @Test func badWindowsAreErrors() {
        let lab = Self.playground()
        #expect(lab.reject(":show 3s...1s").contains("the window must end after it starts"))
        #expect(lab.reject(":show 9s...").contains("nothing has happened from 9s on yet (the clock is at 2.5s)"))
        #expect(lab.reject(":show everything").contains(":show 1s...3s"))
    }

    @Test func zoomSetsTheColumnDuration() {
        let lab = Self.playground()
        #expect(lab.accept(":set zoom 500ms").output == "zoom = 500ms\n")
        let drawn = lab.accept(":show").output
        // 0–499 holds 1, 1500 starts column 3, 2500 column 5.
        #expect(drawn.contains("a     1--2-3\n"), "\(drawn)")
        #expect(drawn.contains("(1 col = 500ms)"))
        #expect(lab.accept(":set zoom auto").output == "zoom = auto\n")
        #expect(lab.accept(":show").output.contains("(1 col = 100ms)"))
        #expect(lab.reject(":set zoom 0ms").contains("expected auto or a duration above 0ms"))
    }

    @Test func advanceDrawsEveryLaneUpToNow() {
        let lab = Self.playground()
        lab.accept("advance 500ms")
        let drawn = lab.accept(":show").output
        // now is 3s: the lanes run on to column 30, past the last value at 2.5s.
        #expect(drawn.contains("s     ^1-------------2---------3-----\n"), "\(drawn)")
    }
}
