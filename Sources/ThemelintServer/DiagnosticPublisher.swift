// DiagnosticPublisher owns the text of `textDocument/publishDiagnostics`. A keystroke in a file
// with thousands of findings changes a few of them; the rest are spliced in as the JSON they were
// last sent as, instead of being converted and serialised again. Only documents being edited keep
// their serialised findings, so a thousand open files do not hold a second copy of theirs.

import Foundation
import ThemelintCore
import ThemelintJSON

final class DiagnosticPublisher: @unchecked Sendable {
    /// Everything `LSPConverter.diagnostic` reads, positions already in the client's encoding.
    private struct Key: Hashable {
        let rule: String
        let severity: Severity
        let message: String
        let suggestions: [String]
        let start: [Int]
        let end: [Int]
        let fix: String?
        let safety: FixSafety?
    }

    private let lock = NSLock()
    private var serialized: [String: [Key: String]] = [:]

    /// The whole notification, serialised.
    func notification(uri: String, version: Int, diagnostics: [Diagnostic], in source: SourceText, converter: LSPConverter, keep: Bool) -> String {
        lock.lock()
        let previous = serialized.removeValue(forKey: uri) ?? [:]
        lock.unlock()
        var current: [Key: String] = [:]
        var items: [String] = []
        items.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let start = source.lspPosition(ofOffset: diagnostic.range.start.offset, unit: converter.encoding)
            let end = source.lspPosition(ofOffset: diagnostic.range.end.offset, unit: converter.encoding)
            let key = Key(
                rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message, suggestions: diagnostic.suggestions,
                start: [start.line, start.character], end: [end.line, end.character], fix: diagnostic.fix?.message, safety: diagnostic.fix?.safety)
            let text = current[key] ?? previous[key] ?? converter.diagnostic(diagnostic, in: source).serialized(.compact)
            if keep { current[key] = text }
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
