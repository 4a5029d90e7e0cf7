import TerminalText
import Testing
@testable import Marbles

/// At the narrowest widths (`:set width 20` is the lowest a session allows) the ruler
/// shortens its note to `(100ms/col)` rather than pass the width or lose its first label.
/// Each expected text is worked out in the comments.
@Suite struct DiagramNarrowWidthTests {
    /// Events at 100 and 300: four 100ms columns, labelled only at 0 (labels need "300" + 1
    /// = 4 columns apart, so the step is 500ms).
    static let lane = MarbleLane(name: "a", events: [.value("1", at: 100), .value("2", at: 300)])

    @Test(arguments: [
        // 14 columns after "t(ms) ": "(1 col = 100ms)" is 15 and "0   (100ms/col)" 15 too,
        // so the short note follows "0" after one space.
        (20, "t(ms) 0 (100ms/col)"),
        // 18 columns: the long note right-aligned would cover "0"; the short one fits after
        // three spaces.
        (24, "t(ms) 0   (100ms/col)"),
        // 19 columns: "0", three spaces and the long note exactly.
        (25, "t(ms) 0   (1 col = 100ms)"),
    ])
    func theNoteShortensBeforeTheFirstLabelGoes(width: Int, ruler: String) {
        #expect(DiagramRenderer(width: width).render([Self.lane]) == ruler + "\na     -1-2\n")
    }

    @Test func aLongLaneNameLeavesRoomForTheRuler() {
        // At width 20 names get 6 columns ("a |" and "..."), not 8: the 13 columns left
        // hold "0", a space and "(100ms/col)".
        let lane = MarbleLane(name: "a | sink", events: Self.lane.events)
        #expect(DiagramRenderer(width: 20).render([lane]) == """
            t(ms)  0 (100ms/col)
            a |... -1-2

            """)
    }

    @Test func theLongNoteStillGivesWayToLabelsItCovers() {
        // Width 30, 24 columns: labels 0 and 500 (at 5), then "(1 col = 100ms)" would end
        // at 26; right-aligned at 9 it covers 500 but keeps 0: as before this change.
        let lane = MarbleLane(name: "a", events: (0...13).map { .value("\($0 % 10)", at: $0 * 100) })
        #expect(DiagramRenderer(width: 30).render([lane]).hasPrefix("t(ms) 0        (1 col = 100ms)\n"))
    }

    @Test(arguments: 20...30)
    func everyLineFitsFromTheLowestWidth(width: Int) {
        let lanes = [
            MarbleLane(name: "source | map x * 2", events: [.subscribe(at: 0), .value("10", at: 0), .value("2", at: 1500)]),
            MarbleLane(name: "hot", events: [.value("a", at: -300), .value("a long value", at: 200), .failure("bad", at: 900)]),
        ]
        for glyphs in [DiagramRenderer.Glyphs.ascii, .unicode] {
            let text = DiagramRenderer(width: width, glyphs: glyphs).render(lanes)
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "\(line) in\n\(text)")
            }
        }
    }
}
