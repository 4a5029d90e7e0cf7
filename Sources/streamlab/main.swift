import Foundation
import StreamLabCLI

exit(StreamLabMain.run(Array(CommandLine.arguments.dropFirst()), io: ProcessIO()))
