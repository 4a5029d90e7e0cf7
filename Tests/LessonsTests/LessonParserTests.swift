import TestSupport
import Testing
@testable import Lessons

@Suite struct LessonParserTests {
    static let lessonText = """
        # 1. Debounce vs throttle

        name: debounce-throttle

        Debounce waits for silence.

        ```streamlab
        > subject a | debounce 300ms | sink
        ```

        ```text
        not run, shown as prose
        ```

        ## Exercise: Only the last of a burst

        Make `out` emit 3 then 5.

        ```goal
        frame: 100ms
        out: ^----3----5|
        ```

        ```setup
        > subject a
        > send a 1 @0, 2 @100, 3 @200
        ```

        ### Hint
        Which operator waits for silence?

        ### Hint 2
        Name the sink `out`.

        ### Solution
        Debounce emits after 300ms of silence.

        ```solution
        > a | debounce 300ms | sink as out
        ```

        ## Afterwards

        Closing words.
        """

    @Test func readsTitleNameStepsAndExercise() throws {
        let lesson = try Lesson.parse(Self.lessonText, fileName: "01-whatever.md")
        #expect(lesson.title == "1. Debounce vs throttle")
        #expect(lesson.name == "debounce-throttle")
        #expect(lesson.steps.count == 5)
        guard lesson.steps.count == 5,
              case .prose(let intro) = lesson.steps[0],
              case .demo(let demo) = lesson.steps[1],
              case .prose(let between) = lesson.steps[2],
              case .exercise(let exercise) = lesson.steps[3],
              case .prose(let after) = lesson.steps[4] else {
            Issue.record("unexpected steps \(lesson.steps)")
            return
        }
        // The name line is metadata, not prose.
        #expect(intro == "# 1. Debounce vs throttle\n\nDebounce waits for silence.")
        #expect(demo.map(\.input) == ["subject a | debounce 300ms | sink"])
        #expect(between == "```text\nnot run, shown as prose\n```")
        #expect(after == "## Afterwards\n\nClosing words.")

        #expect(exercise.id == "only-the-last-of-a-burst")
        #expect(exercise.progressKey == "debounce-throttle/only-the-last-of-a-burst")
        #expect(exercise.title == "Only the last of a burst")
        #expect(exercise.line == line(of: "## Exercise", in: Self.lessonText))
        #expect(exercise.introduction == "## Exercise: Only the last of a burst\n\nMake `out` emit 3 then 5.")
        #expect(exercise.goal.frame == 100)
        #expect(exercise.goal.lanes.map(\.name) == ["out"])
        #expect(exercise.goal.lanes.map(\.marbles) == ["^----3----5|"])
        #expect(exercise.goal.lanes.map(\.line) == [line(of: "out: ", in: Self.lessonText)])
        #expect(exercise.setup.map(\.input) == ["subject a", "send a 1 @0, 2 @100, 3 @200"])
        #expect(exercise.solution.map(\.input) == ["a | debounce 300ms | sink as out"])
        #expect(exercise.hints == ["Which operator waits for silence?", "Name the sink `out`."])
        #expect(exercise.solutionNotes == "Debounce emits after 300ms of silence.")
        #expect(lesson.exercises.map(\.id) == ["only-the-last-of-a-burst"])
    }

    @Test(arguments: [
        ("01-debounce-throttle.md", "debounce-throttle"),
        ("Lessons/02-Hot & Cold.md", "hot-cold"),
        ("share.md", "share"),
        ("2024.md", "2024"),
    ])
    func nameDefaultsToTheFileName(fileName: String, name: String) throws {
        #expect(try Lesson.parse("# Title\n", fileName: fileName).name == name)
    }

    @Test func goalFrameAcceptsSecondsAndDefaultsTo100ms() throws {
        let text = "# T\n## Exercise: e\n```goal\nframe: 0.5s\nout: ^1|\n```\n## Exercise: f\n```goal\nout: ^1\n```\n"
        let lesson = try Lesson.parse(text, fileName: "x.md")
        #expect(lesson.exercises.map(\.goal.frame) == [500, 100])
        // An exercise without hints, setup or solution is allowed.
        #expect(lesson.exercises[1].hints.isEmpty)
        #expect(lesson.exercises[1].setup.isEmpty)
    }

    static let malformed: [(String, String, String)] = [
        ("Some prose first\n## Not a title", "## Not a title", "a lesson starts with a title line '# TITLE'"),
        ("# T\nname: Bad Name", "name:", "invalid lesson name 'Bad Name' (use lowercase letters, digits and '-')"),
        ("# T\nname: a\nname: b", "name: b", "a second 'name:' line (a lesson has one name)"),
        ("# T\n```goal\nout: ^1\n```", "```goal", "a ```goal block outside an exercise (put it under '## Exercise: TITLE')"),
        ("# T\n## Exercise:\n```goal\nout: ^1\n```", "## Exercise:", "an exercise needs a title: '## Exercise: TITLE'"),
        ("# T\n## Exercise: e\nprose", "## Exercise", "this exercise has no ```goal block (the lanes the learner must produce)"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\n```\n```goal\nb: ^1\n```", "```goal\nb: ^1", "a second ```goal block in this exercise"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\n```\n```streamlab\n> a\n```", "```streamlab", "a ```streamlab block inside an exercise (use ```setup for what runs before the learner types)"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\n```\n```solution\n> a\n```\n```setup\n> b\n```", "```setup", "the ```setup block must come before the ```solution block"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\n```\n### Notes\n", "### Notes", "unknown exercise subsection '### Notes' (use '### Hint', '### Solution' or '### Wrong')"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\n```\n### Hint\n\n### Hint\nreal", "### Hint\n\n", "an empty hint (write the hint under its '### Hint' heading)"),
        ("# T\n## Exercise: e\n```goal\n```", "```goal", "the goal has no lanes (write 'NAME: MARBLES', e.g. 'out: --3----5|')"),
        ("# T\n## Exercise: e\n```goal\n--1--|\n```", "--1--|", "expected 'NAME: MARBLES' in a goal, found '--1--|'"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\nout: ^2\n```", "out: ^2", "a second goal lane named 'out'"),
        ("# T\n## Exercise: e\n```goal\nframe: 10 ms\nout: ^1\n```", "frame:", "invalid frame '10 ms' (write a duration such as 'frame: 100ms' or 'frame: 0.5s')"),
        ("# T\n## Exercise: e\n```goal\nframe: 0.5ms\nout: ^1\n```", "frame:", "invalid frame '0.5ms' (write a duration such as 'frame: 100ms' or 'frame: 0.5s')"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\nframe: 10ms\n```", "frame:", "'frame:' must come before the lanes it measures"),
        ("# T\n## Exercise: e\n```goal\nout: ^1\n```\n## Exercise: E!\n```goal\nout: ^1\n```", "E!", "a second exercise with the id 'e' in this lesson"),
    ]

    @Test(arguments: malformed)
    func malformedLessonsAreLocatedErrors(text: String, marker: String, message: String) {
        // The marker may span lines: the problem is on the marker's first line.
        let prefix = text.components(before: marker)
        let expectedLine = prefix.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(throws: DocumentError([SourceProblem(file: "l.md", line: expectedLine, message: message)])) {
            try Lesson.parse(text, fileName: "l.md")
        }
    }

    /// Random lessons built from the convention's pieces never crash the parser; whatever
    /// parses has its exercises complete (a goal with lanes).
    @Test func randomLessonsNeverCrash() {
        let pieces = ["# T\n", "## Exercise: e\n", "## Exercise:\n", "### Hint\n", "### Solution\n", "### Other\n",
                      "```goal\n", "```setup\n", "```solution\n", "```streamlab\n", "```\n", "out: -1|\n", "frame: 50ms\n",
                      "name: x\n", "> a\n", "... b\n", "text\n", "\n", "x: (a\n", "## Other\n"]
        var generator = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 30)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            do {
                let lesson = try Lesson.parse(text, fileName: "r.md")
                #expect(lesson.exercises.allSatisfy { !$0.goal.lanes.isEmpty })
            } catch {
                #expect(!error.problems.isEmpty)
            }
        }
    }

    @Test func documentErrorsComeBeforeStructure() {
        #expect(throws: DocumentError([SourceProblem(file: "l.md", line: 2, message: "unclosed ```streamlab block (close it with a line '```')")])) {
            try Lesson.parse("no title\n```streamlab\n> a", fileName: "l.md")
        }
    }
}

extension String {
    /// The text before the first occurrence of `marker` (the whole text when absent).
    func components(before marker: String) -> String {
        guard let range = range(of: marker) else { return self }
        return String(self[..<range.lowerBound])
    }
}

@Suite struct LessonVariantParserTests {
    static let exercise = "# T\n## Exercise: e\n```goal\nout: ^1\n```\n```setup\n> subject a\n```\n"

    @Test func variantsAndTheWrongAnswerAreRead() throws {
        let text = Self.exercise + "```variant\n> subject a\n> send a 2\n```\n```variant\n> subject a\n```\n"
            + "```solution\n> a | sink as out\n```\n### Wrong\nWhy it is wrong.\n```wrong\n> a | first\n... | sink\n```\nMistake: stale-value\n"
        let exercise = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
        #expect(exercise.variants == [["subject a", "send a 2"], ["subject a"]])
        #expect(exercise.wrongAnswer == WrongAnswer(inputs: ["a | first\n| sink"], mistake: .staleValue, line: line(of: "### Wrong", in: text)))
        // The Wrong section is for tests: the learner never sees it.
        #expect(!exercise.introduction.contains("Why it is wrong"))
        #expect(!exercise.solutionNotes.contains("Why it is wrong"))
    }

    @Test func aSecondWrongBlockInOneSectionIsLocatedAtIt() throws {
        let text = Self.exercise + "```solution\n> a | sink as out\n```\n"
            + "### Wrong\n```wrong\n> a | sink\n```\n```wrong\n> b | sink\n```\nMistake: stale-value\n"
        #expect(throws: DocumentError([SourceProblem(file: "t.md", line: line(of: "> b | sink", in: text) - 1,
                                                     message: "a second ```wrong block in this exercise")])) {
            try Lesson.parse(text, fileName: "t.md")
        }
    }

    @Test func twoWrongAnswersAreReadInOrderEachWithItsClass() throws {
        let text = Self.exercise + "```solution\n> a | sink as out\n```\n"
            + "### Wrong\n```wrong\n> a | first | sink\n```\nMistake: stale-value\n"
            + "### Wrong\nThe second.\n```wrong\n> a | prefix 1 | sink\n```\nMistake: early-completion\n"
        let exercise = try #require(try Lesson.parse(text, fileName: "t.md").exercises.first)
        #expect(exercise.wrongAnswers == [
            WrongAnswer(inputs: ["a | first | sink"], mistake: .staleValue, line: line(of: "> a | first", in: text) - 2),
            WrongAnswer(inputs: ["a | prefix 1 | sink"], mistake: .earlyCompletion, line: line(of: "The second.", in: text) - 1),
        ])
        #expect(!exercise.solutionNotes.contains("The second"))
    }

    @Test(arguments: [
        ("```variant\n> subject a\n```\n", "```variant",
         "a ```variant block needs the exercise's ```solution (the answer is checked against what the solution does on it)"),
        ("```solution\n> a | sink\n```\n```variant\n> subject a\nnonsense\n```\n", "nonsense",
         "a ```variant block holds only inputs ('> …' lines, '... ' continuations), never output"),
        ("### Wrong\n```wrong\n> a | sink\n```\nMistake: typo\n", "### Wrong",
         "unknown mistake class 'typo' (one of: " + MistakeClass.allCases.map(\.rawValue).joined(separator: ", ") + ")"),
        ("### Wrong\nMistake: stale-value\n", "### Wrong", "'### Wrong' needs a ```wrong block: the wrong answer's inputs"),
        // Located at the block itself.
        ("```wrong\n> a | sink\n```\n", "```wrong", "a ```wrong block belongs under '### Wrong', with its 'Mistake: CLASS' line"),
    ])
    func malformedVariantsAndWrongAnswersAreLocated(tail: String, marker: String, message: String) {
        let text = Self.exercise + tail
        #expect(throws: DocumentError([SourceProblem(file: "t.md", line: line(of: marker, in: text), message: message)])) {
            try Lesson.parse(text, fileName: "t.md")
        }
    }
}
