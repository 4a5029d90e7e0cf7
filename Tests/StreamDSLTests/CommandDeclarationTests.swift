@testable import StreamConsole
@testable import StreamDSL
import Testing

/// Each `:command` is one declaration; its usage line, its arity errors, its Tab completion
/// and its `:help` entry are read from it.
@Suite struct CommandDeclarationTests {
    /// The usage lines as the commands always printed them (transcripts and tests record them).
    static let usages: [String: String] = [
        "help": ":help [TOPIC]", "quit": ":quit", "reset": ":reset", "show": ":show [FROM...TO]", "log": ":log",
        "set": ":set [KEY VALUE]", "load": ":load FILE", "export": ":export svg FILE [--svg-width PX]",
        "predict": ":predict NAME MARBLES", "swift": ":swift", "time": ":time",
    ]

    @Test func usageLinesComeFromTheDeclarations() {
        let commands = Console().metaCommands
        #expect(Set(commands.map(\.name)) == Set(Self.usages.keys))
        for command in commands {
            #expect(command.usage == Self.usages[command.name], "\(command.name)")
        }
    }

    @Test func usageRendersEachShapeOfArgument() {
        let kind = ArgumentKind("word")
        let declaration = CommandDeclaration(
            "demo", arguments: [CommandArgument("A", kind), .optional("B", kind), .optional("C", kind)],
            options: [CommandOption("--n", "N", range: 1...9)], summary: "s")
        #expect(declaration.usage == ":demo A [B C] [--n N]")
        #expect(CommandDeclaration("more", arguments: [CommandArgument("A", kind), .rest("REST", kind)], summary: "").usage
                == ":more A REST")
    }

    /// Counts a declaration accepts: required, all optional or none, at least one for a rest.
    @Test func arityFollowsTheDeclaration() {
        let kind = ArgumentKind("word")
        let optional = CommandDeclaration("o", arguments: [CommandArgument("A", kind), .optional("B", kind), .optional("C", kind)], summary: "")
        #expect((0...4).filter(optional.accepts(count:)) == [1, 3])
        let rest = CommandDeclaration("r", arguments: [CommandArgument("A", kind), .rest("R", kind)], summary: "")
        #expect((0...4).filter(rest.accepts(count:)) == [2, 3, 4])
        #expect((0...2).filter(CommandDeclaration("n", summary: "").accepts(count:)) == [0])
    }

    /// Too many or too few words: `usage: USAGE`, from the declaration, for every command.
    @Test(arguments: ["help a b", "quit now", "reset all", "show 1s...2s 3s", "log x", "load", "load a b",
                      "export svg", "export svg a b", "predict out", "swift x", "time now"])
    func wrongCountsAreUsageErrors(line: String) throws {
        let console = Console(allowsFileAccess: true, workingDirectory: "/nonexistent")
        console.scriptWrites = .allowed
        let name = try #require(line.split(separator: " ").first).description
        let reply = console.submit(":" + line)
        #expect(reply.output.isEmpty)
        let expected = name == "show"
            ? "usage: :show [FROM...TO], for a time window such as :show 1s...3s, :show 2s... or :show ...500ms"
            : "usage: " + (Self.usages[name] ?? "?")
        #expect(reply.diagnostics.map(\.message) == [expected])
    }

    @Test func setShowsTheFormTheKeyChose() {
        let console = Console()
        #expect(console.submit(":set width").diagnostics.map(\.message) == ["usage: :set width COLUMNS"])
        #expect(console.submit(":set frame 1s 2s").diagnostics.map(\.message) == ["usage: :set frame DURATION"])
        let unknown = console.submit(":set widht 100")
        #expect(unknown.diagnostics.map(\.message) == ["unknown setting 'widht'"])
        #expect(unknown.diagnostics.first?.label == "did you mean 'width'?")
        #expect(console.submit(":set widht").diagnostics.map(\.message) == ["unknown setting 'widht'"])
        #expect(console.submit(":set width 100").output == "width = 100\n")
    }

    @Test func optionsAreCheckedByTheDeclaration() {
        let console = Console(allowsFileAccess: true, workingDirectory: "/nonexistent")
        console.scriptWrites = .allowed
        #expect(console.submit(":export svg a.svg --svg-width 5").diagnostics.map(\.message)
                == ["usage: :export svg FILE [--svg-width PX] (PX from 240 to 20000)"])
        #expect(console.submit(":export svg a.svg --svg-width").diagnostics.map(\.message)
                == ["usage: :export svg FILE [--svg-width PX]"])
        #expect(console.submit(":export png a.svg").diagnostics.map(\.message)
                == [":export writes svg only (not 'png'); usage: :export svg FILE [--svg-width PX]"])
    }

    @Test func helpEntriesComeFromTheDeclarations() {
        let console = Console()
        for command in console.metaCommands where command.name != "set" {
            let page = console.submit(":help :" + command.name).output
            #expect(page == "\(command.declaration.usage)\n  \(command.declaration.summary)\n", "\(command.name)")
        }
        let list = console.submit(":help commands").output
        for command in console.metaCommands {
            #expect(list.contains("  " + command.declaration.usage), "\(command.name)")
        }
    }

    @Test func completionFollowsTheArgumentKinds() {
        let console = Console(allowsFileAccess: false)
        _ = console.submit("subject a | sink as out")
        #expect(console.completions(for: ":set wi") == ["width"])
        #expect(console.completions(for: ":set width ").isEmpty)
        #expect(console.completions(for: ":help deb").contains("debounce"))
        #expect(console.completions(for: ":h deb").contains("debounce"))
        #expect(console.completions(for: ":help debounce deb").isEmpty)
        #expect(console.completions(for: ":predict o") == ["out"])
        #expect(console.completions(for: ":time ").isEmpty)
        #expect(console.completions(for: ":set  wi") == ["width"])
        #expect(console.completions(for: "  :set wi") == ["width"])
    }
}

/// One classifier says whether a line is a `:command`, and which.
@Suite struct ConsoleInputTests {
    @Test(arguments: [
        (":show", ConsoleInput.command(name: "show", arguments: [])),
        ("  \t:set width 100", .command(name: "set", arguments: ["width", "100"])),
        (":load\ta.txt", .command(name: "load", arguments: ["a.txt"])),
        (": reset", .command(name: "reset", arguments: [])),
        (":", .command(name: "", arguments: [])),
        ("subject a", .statements),
        ("", .statements),
        ("\n:show", .statements),
        ("send a \":x\"", .statements),
    ])
    func classifies(text: String, kind: ConsoleInput) {
        #expect(ConsoleInput(text) == kind)
        #expect(ConsoleInput.isCommand(text) == (kind != .statements))
    }
}
