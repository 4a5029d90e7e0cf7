import ArgumentParser

/// The `streamlab` command and its subcommands.
public struct StreamLabCommand: ParsableCommand {
    public static let version = "0.1.0"
    public static let configuration = CommandConfiguration(
        commandName: "streamlab",
        abstract: "A terminal playground for Combine-style reactive streams.",
        version: version
    )

    public init() {}

    public func run() throws {
        print("StreamLab \(Self.version) — a playground for reactive streams on a virtual clock.")
    }
}
