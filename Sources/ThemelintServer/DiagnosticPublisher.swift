// DiagnosticPublisher owns the text of `textDocument/publishDiagnostics`. A keystroke in a file
// with thousands of findings changes a few of them; the rest are spliced in as the JSON they were
// last sent as, instead of being converted and serialised again. Only documents being edited keep
// their serialised findings, so a thousand open files do not hold a second copy of theirs.

import Foundation
import ThemelintCore
import ThemelintJSON

final class DiagnosticPublisher: @unchecked Sendable {
    /// Everything `LSPConverter.diagnostic` reads, positions already in the client's encoding.
    private struct Entry: Equatable {
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
    }

    /// What was last sent for one document, in the order it was sent (by position).
    private struct Sent {
        var entries: [Entry] = []
        var texts: [String] = []
        var byteCount = 0
    }

    private let lock = NSLock()
    private var sent: [String: Sent] = [:]

    /// The whole notification, serialised. Findings come sorted by position, as the engine reports
    /// them, so the previous ones are matched by walking both lists together; out of order, a finding
    /// is only serialised again, never sent wrong.
    func notification(uri: String, version: Int, diagnostics: [Diagnostic], in source: SourceText, converter: LSPConverter, keep: Bool) -> [UInt8] {
        lock.lock()
        let previous = sent.removeValue(forKey: uri) ?? Sent()
        lock.unlock()
        var current = Sent()
        if keep {
            current.entries.reserveCapacity(diagnostics.count)
            current.texts.reserveCapacity(diagnostics.count)
        }
        var body: [UInt8] = []
        body.reserveCapacity(max(previous.byteCount, diagnostics.count * 256) + 256)
        body.append(contentsOf: #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#.utf8)
        body.append(contentsOf: JSON.string(uri).serialized(.compact).utf8)
        body.append(contentsOf: #","version":"#.utf8)
        body.append(contentsOf: JSON(version).serialized(.compact).utf8)
        body.append(contentsOf: #","diagnostics":["#.utf8)
        var cursor = 0
        for (index, diagnostic) in diagnostics.enumerated() {
            let entry = Entry(
                rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message, suggestions: diagnostic.suggestions,
                start: source.lspPosition(of: diagnostic.range.start, unit: converter.encoding),
                end: source.lspPosition(of: diagnostic.range.end, unit: converter.encoding),
                fix: diagnostic.fix?.message, safety: diagnostic.fix?.safety)
            while cursor < previous.entries.count && previous.entries[cursor].start < entry.start { cursor += 1 }
            var reused: String?
            var probe = cursor
            while reused == nil, probe < previous.entries.count, previous.entries[probe].start == entry.start {
                if previous.entries[probe] == entry { reused = previous.texts[probe] }
                probe += 1
            }
            let text = reused ?? converter.diagnostic(diagnostic, in: source).serialized(.compact)
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: text.utf8)
            if keep {
                current.entries.append(entry)
                current.texts.append(text)
            }
        }
        body.append(contentsOf: "]}}".utf8)
        if keep {
            current.byteCount = body.count
            lock.lock()
            sent[uri] = current
            lock.unlock()
        }
        return body
    }

    func forget(_ uri: String) {
        lock.lock()
        sent.removeValue(forKey: uri)
        lock.unlock()
    }
}
