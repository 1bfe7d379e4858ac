// The `themelint` executable: argument parsing and exit codes around the shared engine.
// Exit status: 0 clean, 1 findings, 2 usage, config or I/O error (always with a one-line message).

import ArgumentParser
import Foundation
import ThemelintCore

public let themelintVersion = "0.1.0"

@main
struct Themelint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themelint",
        abstract: "Keeps SwiftUI code on its design system: hardcoded colours, paddings, spacings and unwrapped newer modifiers.",
        version: themelintVersion,
        subcommands: [Check.self, Rules.self, Explain.self, Tokens.self, Serve.self],
        defaultSubcommand: Check.self)

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid usage"
            FileHandle.standardError.write(Data("themelint: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}

/// Prints a one-line error and exits with status 2.
func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("themelint: \(message)\n".utf8))
    return ExitCode(2)
}
