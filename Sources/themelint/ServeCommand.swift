// `themelint serve`: the language server on stdin/stdout. All protocol work is in ThemelintServer;
// this only picks the log level and turns the session's end into the process exit code.

import ArgumentParser
import Foundation
import ThemelintServer

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the language server (LSP over stdin/stdout).",
        discussion: """
            Speaks the Language Server Protocol on stdin/stdout; logs go to stderr. Editor settings \
            (initializationOptions / workspace/didChangeConfiguration): configPath, select, ignore, \
            logLevel, logToClient, unsafeFixes, debounceMs. Messages larger than 64 MiB are refused.
            """)

    @Option(name: .customLong("log-level"), help: "Log level on stderr: off, error, warning, info or debug.")
    var logLevel: String = "info"

    @Flag(name: .customLong("stdio"), help: "Accepted for editors that pass it; stdio is the only transport.")
    var stdio = false

    func run() throws {
        guard let level = LogLevel(name: logLevel) else { throw fail("--log-level: expected off, error, warning, info or debug") }
        signal(SIGPIPE, SIG_IGN)
        let server = Server(input: STDIN_FILENO, output: STDOUT_FILENO, options: .init(version: themelintVersion, logLevel: level))
        server.terminate(server.run())
    }
}
