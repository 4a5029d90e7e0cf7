import Foundation
import SafeFiles
import Testing

/// Issue 8, section 1: writing never destroys anything. These run in-process; the same
/// refusals checked as an unprivileged user are in StreamLabCLITests' UnprivilegedWriteTests.
@Suite struct SafeFileWriteTests {
    @Test func bullet1_aCharacterDeviceIsRefusedAndLeftAlone() throws {
        #expect(throws: SafeFileError(.write, "/dev/full", .notRegular(.characterDevice))) {
            try SafeFile.write(bytes("x"), to: "/dev/full")
        }
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        let error = SafeFileError(.write, "/dev/full", .notRegular(.characterDevice))
        #expect(error.description == "cannot write /dev/full: not a regular file (it is a character device)")
    }

    @Test func bullet1_aFIFOIsRefusedWithoutBlocking() throws {
        let scratch = try Scratch()
        let fifo = scratch.file("pipe.md")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: SafeFileError(.write, fifo, .notRegular(.fifo))) { try SafeFile.write(bytes("x"), to: fifo) }
        #expect(throws: SafeFileError(.write, fifo, .notRegular(.fifo))) { try SafeFile.append(bytes("x"), to: fifo) }
        #expect(scratch.mode("pipe.md") & S_IFMT == S_IFIFO)
        #expect(scratch.entries() == ["pipe.md"])
    }

    @Test func bullet1_aDirectoryIsRefused() throws {
        let scratch = try Scratch()
        #expect(throws: SafeFileError(.write, scratch.path, .directory)) { try SafeFile.write(bytes("x"), to: scratch.path) }
    }

    @Test func bullet1_aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let scratch = try Scratch()
        try scratch.write("real.md", "old\n", mode: 0o640)
        #expect(symlink("real.md", scratch.file("link.md")) == 0)
        try SafeFile.write(bytes("new\n"), to: scratch.file("link.md"))
        #expect(scratch.mode("link.md") & S_IFMT == S_IFLNK)
        #expect(scratch.read("real.md") == "new\n")
        #expect(scratch.mode("real.md") & 0o7777 == 0o640)
        #expect(scratch.entries() == ["link.md", "real.md"])
    }

    @Test func bullet1_aLinkToADeviceOrToNothingIsRefused() throws {
        let scratch = try Scratch()
        #expect(symlink("/dev/null", scratch.file("null.md")) == 0)
        #expect(symlink("missing.md", scratch.file("dangling.md")) == 0)
        #expect(throws: SafeFileError(.write, scratch.file("null.md"), .notRegular(.characterDevice))) {
            try SafeFile.write(bytes("x"), to: scratch.file("null.md"))
        }
        #expect(throws: SafeFileError(.write, scratch.file("dangling.md"), .danglingLink)) {
            try SafeFile.write(bytes("x"), to: scratch.file("dangling.md"))
        }
        #expect(scratch.entries() == ["dangling.md", "null.md"])
    }

    @Test func bullet1_aReadOnlyFileIsRefusedEvenForRoot() throws {
        let scratch = try Scratch()
        let file = try scratch.write("keep.md", "precious\n", mode: 0o444)
        #expect(throws: SafeFileError(.write, file, .readOnly)) { try SafeFile.write(bytes("x"), to: file) }
        #expect(throws: SafeFileError(.write, file, .readOnly)) { try SafeFile.append(bytes("x"), to: file) }
        #expect(scratch.read("keep.md") == "precious\n")
        #expect(SafeFileError(.write, file, .readOnly).description == "cannot write \(file): the file is read-only")
    }

    @Test(arguments: [0o600, 0o640, 0o755] as [mode_t])
    func bullet1_theTargetKeepsItsMode(mode: mode_t) throws {
        let scratch = try Scratch()
        let file = try scratch.write("secret.md", "old\n", mode: mode)
        try SafeFile.write(bytes("new\n"), to: file)
        #expect(scratch.mode("secret.md") & 0o7777 == mode)
        #expect(scratch.read("secret.md") == "new\n")
    }

    @Test func bullet1_aMissingFolderIsNeverCreated() throws {
        let scratch = try Scratch()
        let file = scratch.file("missing/deeper/x.md")
        #expect(throws: SafeFileError(.write, file, .missingFolder(scratch.file("missing/deeper")))) {
            try SafeFile.write(bytes("x"), to: file)
        }
        #expect(scratch.entries().isEmpty)
    }

    @Test func bullet1_aNewFileGetsTheModeAskedForAndNoTemporaryFileIsLeft() throws {
        let scratch = try Scratch()
        try SafeFile.write(bytes("one\n"), to: scratch.file("history"), newFileMode: 0o600)
        #expect(scratch.mode("history") & 0o7777 == 0o600)
        try SafeFile.append(bytes("two\n"), to: scratch.file("log"), header: bytes("head\n"), newFileMode: 0o600)
        try SafeFile.append(bytes("three\n"), to: scratch.file("log"), header: bytes("head\n"), newFileMode: 0o600)
        #expect(scratch.read("log") == "head\ntwo\nthree\n")
        #expect(scratch.mode("log") & 0o7777 == 0o600)
        #expect(scratch.entries() == ["history", "log"])
    }

    @Test func bullet1_aTemporaryFileLeftByAKilledProcessIsHiddenAndRemovedByTheNextWrite() throws {
        let scratch = try Scratch()
        // A process that has ended stands for one killed with -9 in the middle of a write.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let leftover = ".big.md.streamlab-tmp-\(ended.processIdentifier)-x1"
        try scratch.write(leftover, String(repeating: "> run\n", count: 1000))
        // A live process's temporary file (this one's) is not touched.
        let live = ".big.md.streamlab-tmp-\(getpid())-x2"
        try scratch.write(live, "in progress")
        try SafeFile.write(bytes("saved\n"), to: scratch.file("big.md"))
        #expect(scratch.entries() == [live, "big.md"])
        // Hidden, and not a `.md` file, so `streamlab test` never picks one up.
        #expect(leftover.hasPrefix(".") && !leftover.hasSuffix(".md"))
    }
}
