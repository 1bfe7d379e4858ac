// DiagnosticPublisher owns the text of `textDocument/publishDiagnostics`. A keystroke in a file
// with thousands of findings changes a few of them; the rest are spliced in as the JSON they were
// last sent as, instead of being converted and serialised again. Only documents being edited keep
// their serialised findings, so a thousand open files do not hold a second copy of theirs.

import Foundation
import ThemelintCore
import ThemelintJSON

final class DiagnosticPublisher: @unchecked Sendable {
    typealias Position = (line: Int, character: Int)

    /// What was last sent for one document, in the order it was sent (by position): the findings
    /// themselves (held by the document's analysis anyway), their positions in the client's encoding,
    /// and their JSON text.
    private struct Sent {
        var diagnostics: [Diagnostic] = []
        var starts: [Position] = []
        var ends: [Position] = []
        var texts: [String] = []
        var byteCount = 0
    }

    private let lock = NSLock()
    private var sent: [String: Sent] = [:]

    /// Everything `LSPConverter.diagnostic` reads besides the positions.
    private static func sameContent(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        a.rule == b.rule && a.severity == b.severity && a.message == b.message && a.suggestions == b.suggestions
            && a.fix?.message == b.fix?.message && a.fix?.safety == b.fix?.safety
    }

    /// The whole notification, serialised. Findings come sorted by position, as the engine reports
    /// them, so the previous ones are matched by walking both lists together; out of order, a finding
    /// is only serialised again, never sent wrong.
    func notification(uri: String, version: Int, diagnostics: [Diagnostic], in source: SourceText, converter: LSPConverter, keep: Bool) -> [UInt8] {
        lock.lock()
        let previous = sent.removeValue(forKey: uri) ?? Sent()
        lock.unlock()
        var current = Sent()
        if keep {
            current.diagnostics = diagnostics
            current.starts.reserveCapacity(diagnostics.count)
            current.ends.reserveCapacity(diagnostics.count)
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
        for index in diagnostics.indices {
            let start = source.lspPosition(of: diagnostics[index].range.start, unit: converter.encoding)
            let end = source.lspPosition(of: diagnostics[index].range.end, unit: converter.encoding)
            while cursor < previous.starts.count && previous.starts[cursor] < start { cursor += 1 }
            var reused: String?
            var probe = cursor
            while reused == nil, probe < previous.starts.count, previous.starts[probe] == start {
                if previous.ends[probe] == end && Self.sameContent(previous.diagnostics[probe], diagnostics[index]) { reused = previous.texts[probe] }
                probe += 1
            }
            let text = reused ?? converter.diagnostic(diagnostics[index], in: source).serialized(.compact)
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: text.utf8)
            if keep {
                current.starts.append(start)
                current.ends.append(end)
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
