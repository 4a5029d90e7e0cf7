import Foundation
import SafeFiles
import Testing

@Suite struct FileLockTests {
    @Test func aSecondLockWaitsForTheFirst() throws {
        let scratch = try Scratch()
        let path = scratch.file("x.lock")
        let lock = try FileLock(path: path)
        // Another open file description of the same lock file cannot take it meanwhile.
        let other = open(path, O_RDWR)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
        lock.unlock()
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
    }
}
