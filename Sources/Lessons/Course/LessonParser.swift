/// Reads a lesson's structure from a parsed document: title, name, demo steps, exercises.
struct LessonParser {
    let document: ExecutableDocument
    var problems: [SourceProblem] = []

    /// An `## Exercise: TITLE` section: its heading line and the line after its last line.
    private struct Section {
        var heading: ExecutableDocument.Heading
        var end: Int
        func contains(_ line: Int) -> Bool { line >= heading.line && line < end }
    }

    init(document: ExecutableDocument) {
        self.document = document
    }

    mutating func parse() -> Lesson {
        let title = readTitle()
        let (name, nameLine) = readName()
        // The name line is metadata: it and a blank line after it are not shown.
        var metadataLines: Set<Int> = []
        if let nameLine {
            metadataLines.insert(nameLine)
            if nameLine < document.lines.count, content(nameLine + 1).trimmingSpaces().isEmpty {
                metadataLines.insert(nameLine + 1)
            }
        }
        let sections = exerciseSections()
        var steps: [LessonStep] = []
        var prose: [String] = []

        func flushProse() {
            if let text = Self.trimmedText(prose) { steps.append(.prose(text)) }
            prose = []
        }

        for part in document.parts {
            switch part {
            case .prose(let range):
                for number in range where !metadataLines.contains(number) {
                    if let section = sections.first(where: { $0.heading.line == number }) {
                        flushProse()
                        if let exercise = readExercise(section, lessonName: name) { steps.append(.exercise(exercise)) }
                    } else if !sections.contains(where: { $0.contains(number) }) {
                        prose.append(content(number))
                    }
                }
            case .block(let index):
                let block = document.blocks[index]
                if sections.contains(where: { $0.contains(block.openingLine) }) { continue }
                switch block.kind {
                case .streamlab:
                    flushProse()
                    steps += PredictFirst.split(block.steps)
                case .other:
                    prose += (block.openingLine...min(block.closingLine, document.lines.count)).map(content)
                case .goal, .setup, .solution, .variant, .wrong:
                    report(block.openingLine, DocumentMessage.blockOutsideExercise(Self.tag(block.kind)))
                }
            }
        }
        flushProse()
        var seen: Set<String> = []
        for case .exercise(let exercise) in steps where !seen.insert(exercise.id).inserted {
            report(exercise.line, DocumentMessage.duplicateExercise(exercise.id))
        }
        return Lesson(name: name, title: title, document: document, steps: steps)
    }

    // MARK: Title and name

    private mutating func readTitle() -> String {
        guard let first = document.headings.first, first.level == 1, !first.text.isEmpty else {
            report(document.headings.first?.line ?? 1, DocumentMessage.missingTitle)
            return ""
        }
        return first.text
    }

    /// The `name: NAME` line among the lines before the first section or block.
    private mutating func readName() -> (String, Int?) {
        let firstBlock = document.blocks.first?.openingLine ?? Int.max
        let firstSection = document.headings.first { $0.level >= 2 }?.line ?? Int.max
        let limit = min(firstBlock, firstSection, document.lines.count + 1)
        var found: (String, Int)?
        for number in 1..<max(1, limit) {
            let text = content(number).trimmingSpaces()
            guard text.hasPrefix("name:") else { continue }
            let name = text.dropFirst(5).trimmingSpaces()
            if found != nil {
                report(number, DocumentMessage.duplicateNameLine)
            } else if !Lesson.isValidName(name) {
                report(number, DocumentMessage.invalidName(name))
                found = ("", number)
            } else {
                found = (name, number)
            }
        }
        if let found { return found }
        return (Lesson.defaultName(fileName: document.fileName), nil)
    }

    // MARK: Exercises

    private func exerciseSections() -> [Section] {
        let headings = document.headings
        return headings.enumerated().compactMap { index, heading in
            guard heading.level == 2, Self.exerciseTitle(heading.text) != nil else { return nil }
            let next = headings[(index + 1)...].first { $0.level <= 2 }?.line ?? document.lines.count + 1
            return Section(heading: heading, end: next)
        }
    }

    /// `Exercise: TITLE` → `TITLE` (possibly empty); `nil` for other headings.
    static func exerciseTitle(_ text: String) -> String? {
        let lowered = text.lowercased()
        if lowered == "exercise" { return "" }
        guard lowered.hasPrefix("exercise:") else { return nil }
        return text.dropFirst("exercise:".count).trimmingSpaces()
    }

    private mutating func readExercise(_ section: Section, lessonName: String) -> Exercise? {
        let title = Self.exerciseTitle(section.heading.text) ?? ""
        var valid = true
        if title.isEmpty {
            report(section.heading.line, DocumentMessage.emptyExerciseTitle)
            valid = false
        }
        var goals: [ExecutableDocument.Block] = []
        var setups: [ExecutableDocument.Block] = []
        var solutions: [ExecutableDocument.Block] = []
        var variants: [ExecutableDocument.Block] = []
        var wrongs: [ExecutableDocument.Block] = []
        var hidden: Set<Int> = []  // lines of goal, setup and solution blocks
        for block in document.blocks where section.contains(block.openingLine) {
            switch block.kind {
            case .goal: goals.append(block)
            case .setup: setups.append(block)
            case .solution: solutions.append(block)
            case .variant: variants.append(block)
            case .wrong: wrongs.append(block)
            case .streamlab:
                report(block.openingLine, DocumentMessage.demoInExercise)
                valid = false
            case .other: continue
            }
            hidden.formUnion(block.openingLine...min(block.closingLine, document.lines.count))
        }
        for (blocks, tag) in [(goals, "goal"), (setups, "setup"), (solutions, "solution")] {
            for extra in blocks.dropFirst() {
                report(extra.openingLine, DocumentMessage.repeatedBlock(tag))
                valid = false
            }
        }
        if let setup = setups.first, let solution = solutions.first, solution.openingLine < setup.openingLine {
            report(setup.openingLine, DocumentMessage.setupAfterSolution)
            valid = false
        }
        let goal = goals.first.flatMap { readGoal($0) }
        if goals.isEmpty { report(section.heading.line, DocumentMessage.missingGoal) }
        if !variants.isEmpty, solutions.isEmpty {
            report(variants[0].openingLine, DocumentMessage.variantWithoutSolution)
            valid = false
        }
        let variantInputs = variants.map { inputsOnly($0) }
        let texts = subsectionTexts(section, hidden: hidden)
        guard valid, let goal, let texts else { return nil }
        let wrongAnswers = readWrongAnswers(texts.wrongs, blocks: wrongs, section: section)
        guard !variantInputs.contains(where: { $0 == nil }), let wrongAnswers else { return nil }
        let id = Lesson.slug(title)
        var exercise = Exercise(id: id.isEmpty ? "exercise-\(section.heading.line)" : id, title: title,
                                lessonName: lessonName, introduction: texts.introduction, goal: goal,
                                setup: setups.first?.steps ?? [], solution: solutions.first?.steps ?? [],
                                solutionNotes: texts.solutionNotes, hints: texts.hints, line: section.heading.line)
        exercise.variants = variantInputs.compactMap { $0 }
        exercise.wrongAnswers = wrongAnswers
        return exercise
    }

    /// The inputs of a ```` ```variant ```` or ```` ```wrong ```` block: `> ` lines, with
    /// `... ` continuations; anything else is reported (these blocks are never golden-checked,
    /// so they hold no output). `nil` when the block is invalid.
    private mutating func inputsOnly(_ block: ExecutableDocument.Block) -> [String]? {
        var inputs: [String] = []
        var valid = true
        for number in block.bodyLines.clamped(to: 1..<(document.lines.count + 1)) {
            let text = content(number)
            if text.hasPrefix("> ") || text == ">" {
                inputs.append(String(text.dropFirst(2)))
            } else if text.hasPrefix("... "), !inputs.isEmpty {
                inputs[inputs.count - 1] += "\n" + text.dropFirst(4)
            } else if !text.trimmingSpaces().isEmpty {
                report(number, DocumentMessage.outputInInputsBlock(Self.tag(block.kind)))
                valid = false
            }
        }
        if valid, inputs.isEmpty {
            report(block.openingLine, DocumentMessage.emptyInputsBlock(Self.tag(block.kind)))
            valid = false
        }
        return valid ? inputs : nil
    }

    /// The wrong answers of the `### Wrong` sections, in order: each section's one
    /// ```` ```wrong ```` block and its `Mistake: CLASS` line. `nil` when something was reported.
    private mutating func readWrongAnswers(_ sections: [WrongSection], blocks: [ExecutableDocument.Block],
                                           section: Section) -> [WrongAnswer]? {
        var answers: [WrongAnswer] = []
        var valid = true
        for block in blocks where !sections.contains(where: { $0.contains(block.openingLine) }) {
            report(block.openingLine, DocumentMessage.wrongBlockWithoutSection)
            valid = false
        }
        for wrong in sections {
            let own = blocks.filter { wrong.contains($0.openingLine) }
            for extra in own.dropFirst() {
                report(extra.openingLine, DocumentMessage.repeatedBlock("wrong"))
                valid = false
            }
            guard let block = own.first else {
                report(wrong.line, DocumentMessage.wrongSectionWithoutBlock)
                valid = false
                continue
            }
            guard let inputs = inputsOnly(block), let answer = readWrongAnswer(wrong, inputs: inputs) else {
                valid = false
                continue
            }
            answers.append(answer)
        }
        return valid ? answers : nil
    }

    /// A `### Wrong` section: its heading line, the line after its last, its prose.
    struct WrongSection {
        var line: Int
        var end: Int
        var text: [String]
        func contains(_ number: Int) -> Bool { number > line && number < end }
    }

    /// One `### Wrong` section's answer: its inputs and its `Mistake: CLASS` line.
    private mutating func readWrongAnswer(_ wrong: WrongSection, inputs: [String]) -> WrongAnswer? {
        let declared = wrong.text.compactMap { line -> String? in
            let text = line.trimmingSpaces()
            return text.lowercased().hasPrefix("mistake:") ? text.dropFirst("mistake:".count).trimmingSpaces() : nil
        }
        guard declared.count == 1, let name = declared.first, let mistake = MistakeClass(rawValue: name) else {
            report(wrong.line, DocumentMessage.wrongMistake(declared.first))
            return nil
        }
        return WrongAnswer(inputs: inputs, mistake: mistake, line: wrong.line)
    }

    private mutating func readGoal(_ block: ExecutableDocument.Block) -> Goal? {
        let lines = block.bodyLines.clamped(to: 1..<(document.lines.count + 1)).map { ($0, content($0)) }
        var found: [(Int, String)] = []
        let goal = Goal.parse(lines, openingLine: block.openingLine) { found.append(($0, $1)) }
        for (line, message) in found { report(line, message) }
        return goal
    }

    /// The introduction, hints and solution notes of an exercise: its prose split at its
    /// `###` headings, without the goal, setup and solution blocks.
    private mutating func subsectionTexts(_ section: Section, hidden: Set<Int>)
        -> (introduction: String, hints: [String], solutionNotes: String, wrongs: [WrongSection])? {
        enum Target { case introduction, hint(Int), solution, wrong }
        var introduction: [String] = []
        var hints: [(line: Int, text: [String])] = []
        var notes: [String] = []
        var wrongs: [WrongSection] = []
        var target = Target.introduction
        var valid = true
        let subheadings = Dictionary(document.headings.filter { section.contains($0.line) && $0.level <= 3 }
            .map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        for number in section.heading.line..<section.end where !hidden.contains(number) {
            if let heading = subheadings[number], heading.level == 3 {
                if case .wrong = target { wrongs[wrongs.count - 1].end = number }
                let lowered = heading.text.lowercased()
                if lowered.hasPrefix("hint") {
                    hints.append((number, []))
                    target = .hint(hints.count - 1)
                } else if lowered.hasPrefix("solution") {
                    target = .solution
                } else if lowered == "wrong" {
                    wrongs.append(WrongSection(line: number, end: section.end, text: []))
                    target = .wrong
                } else {
                    report(number, DocumentMessage.unknownSubsection(heading.text))
                    valid = false
                }
                continue
            }
            switch target {
            case .introduction: introduction.append(content(number))
            case .hint(let index): hints[index].text.append(content(number))
            case .solution: notes.append(content(number))
            case .wrong: wrongs[wrongs.count - 1].text.append(content(number))
            }
        }
        var hintTexts: [String] = []
        for hint in hints {
            guard let text = Self.trimmedText(hint.text) else {
                report(hint.line, DocumentMessage.emptyHint)
                valid = false
                continue
            }
            hintTexts.append(text)
        }
        guard valid else { return nil }
        return (Self.trimmedText(introduction) ?? "", hintTexts, Self.trimmedText(notes) ?? "", wrongs)
    }

    // MARK: Helpers

    /// Line `number` without the "\r" of a CRLF file.
    private func content(_ number: Int) -> String {
        let raw = document.line(number)
        return raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
    }

    /// The lines without leading and trailing blank lines, joined; `nil` when all are blank.
    static func trimmedText(_ lines: [String]) -> String? {
        guard let first = lines.firstIndex(where: { !$0.trimmingSpaces().isEmpty }),
              let last = lines.lastIndex(where: { !$0.trimmingSpaces().isEmpty }) else { return nil }
        return lines[first...last].joined(separator: "\n")
    }

    private static func tag(_ kind: ExecutableDocument.Block.Kind) -> String {
        switch kind {
        case .streamlab: "streamlab"
        case .setup: "setup"
        case .solution: "solution"
        case .goal: "goal"
        case .variant: "variant"
        case .wrong: "wrong"
        case .other(let tag): tag
        }
    }

    private mutating func report(_ line: Int, _ message: String) {
        problems.append(SourceProblem(file: document.fileName, line: line, message: message))
    }
}
