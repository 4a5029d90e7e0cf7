import Foundation
import StreamLabCLI

StandardStreams.prepare()
exit(StreamLabMain.run(Array(CommandLine.arguments.dropFirst()), io: ProcessIO()))
