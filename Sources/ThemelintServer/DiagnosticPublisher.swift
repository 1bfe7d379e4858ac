// DiagnosticPublisher owns the text of `textDocument/publishDiagnostics`. A keystroke in a file
// with thousands of findings changes a few of them; the rest are spliced in as the JSON they were
// last sent as, instead of being converted and serialised again. Only documents being edited keep
// their serialised findings, so a thousand open files do not hold a second copy of theirs.

import Foundation
import ThemelintCore
import ThemelintJSON

final class DiagnosticPublisher: @unchecked Sendable {
    /// Everything `LSPConverter.diagnostic` reads, positions already in the client's encoding.
    private struct Entry: Hashable {
        let rule: String
        let severity: Severity
        let message: String
        let suggestions: [String]
        let start: (line: Int, character: Int)
        let end: (line: Int, character: Int)
        let fix: String?
        let safety: FixSafety?

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.start == rhs.start && lhs.end == rhs.end && lhs.rule == rhs.rule && lhs.severity == rhs.severity
                && lhs.message == rhs.message && lhs.suggestions == rhs.suggestions && lhs.fix == rhs.fix && lhs.safety == rhs.safety
        }

        /// Hashed by position only: hashing the message text for every finding would cost more than it saves.
        func hash(into hasher: inout Hasher) {
            hasher.combine((start.line &* 1_000_003 &+ start.character) &* 31 &+ end.line &* 7 &+ end.character)
        }
    }

    private let lock = NSLock()
    private var serialized: [String: [Entry: String]] = [:]

    /// The whole notification, serialised.
    func notification(uri: String, version: Int, diagnostics: [Diagnostic], in source: SourceText, converter: LSPConverter, keep: Bool) -> String {
        lock.lock()
        let previous = serialized.removeValue(forKey: uri) ?? [:]
        lock.unlock()
        var current: [Entry: String] = [:]
        if keep { current.reserveCapacity(diagnostics.count) }
        var items: [String] = []
        items.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let entry = Entry(
                rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message, suggestions: diagnostic.suggestions,
                start: source.lspPosition(ofOffset: diagnostic.range.start.offset, unit: converter.encoding),
                end: source.lspPosition(ofOffset: diagnostic.range.end.offset, unit: converter.encoding),
                fix: diagnostic.fix?.message, safety: diagnostic.fix?.safety)
            let text = previous[entry] ?? converter.diagnostic(diagnostic, in: source).serialized(.compact)
            if keep { current[entry] = text }
            items.append(text)
        }
        if keep {
            lock.lock()
            serialized[uri] = current
            lock.unlock()
        }
        let params = JSON.splicedObject([
            ("uri", JSON.string(uri).serialized(.compact)), ("version", JSON(version).serialized(.compact)),
            ("diagnostics", JSON.splicedArray(items)),
        ])
        return JSON.splicedObject([("jsonrpc", "\"2.0\""), ("method", "\"textDocument/publishDiagnostics\""), ("params", params)])
    }

    func forget(_ uri: String) {
        lock.lock()
        serialized.removeValue(forKey: uri)
        lock.unlock()
    }
}
