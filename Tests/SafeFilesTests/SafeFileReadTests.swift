import Foundation
import SafeFiles
import Testing

/// Issue 8, section 7: reading refuses what is not a regular file, by name, and never blocks.
@Suite struct SafeFileReadTests {
    @Test func bullet7_aFolderIsRefusedAsAFolder() throws {
        #expect(throws: SafeFileError(.read, "/tmp", .directory)) { try SafeFile.read("/tmp") }
        #expect(SafeFileError(.read, "/tmp", .directory).description == "cannot read /tmp: it is a directory")
    }

    @Test func bullet7_devZeroIsRefusedWithoutReading() throws {
        #expect(throws: SafeFileError(.read, "/dev/zero", .notRegular(.characterDevice))) { try SafeFile.read("/dev/zero") }
    }

    @Test func bullet7_aFIFOIsRefusedWithoutBlocking() throws {
        let scratch = try Scratch()
        let fifo = scratch.file("script.sl")
        #expect(mkfifo(fifo, 0o644) == 0)
        // No writer ever opens the FIFO: an `open` without O_NONBLOCK would hang here.
        #expect(throws: SafeFileError(.read, fifo, .notRegular(.fifo))) { try SafeFile.read(fifo) }
    }

    @Test func aMissingFileIsNilForReadIfPresentAndNamedForRead() throws {
        let scratch = try Scratch()
        #expect(try SafeFile.readIfPresent(scratch.file("none")) == nil)
        #expect(throws: SafeFileError(.read, scratch.file("none"), .missing)) { try SafeFile.read(scratch.file("none")) }
        try scratch.write("some", "text")
        #expect(try SafeFile.read(scratch.file("some")) == bytes("text"))
    }
}
