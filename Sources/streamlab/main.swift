import Foundation
import StreamLabCLI

StandardStreams.prepare()
let arguments = Array(CommandLine.arguments.dropFirst())
// Deep chains recurse once per stage: the command runs on a thread with a large stack.
exit(LargeStack.run { StreamLabMain.run(arguments, io: ProcessIO()) })
