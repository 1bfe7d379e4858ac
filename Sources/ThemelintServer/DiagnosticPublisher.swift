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
    private static let releaseQueue = DispatchQueue(label: "themelint.publisher.release", qos: .utility)

    /// Everything `LSPConverter.diagnostic` reads besides the positions. Read in place through
    /// pointers: passed by value, each finding was copied (six references retained and released).
    private static func sameContent(_ a: UnsafePointer<Diagnostic>, _ b: UnsafePointer<Diagnostic>) -> Bool {
        guard a.pointee.rule == b.pointee.rule, a.pointee.severity == b.pointee.severity, a.pointee.message == b.pointee.message,
            a.pointee.suggestions == b.pointee.suggestions
        else { return false }
        switch (a.pointee.fix, b.pointee.fix) {
        case (nil, nil): return true
        case let (first?, second?): return first.message == second.message && first.safety == second.safety
        default: return false
        }
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
        // Through buffer pointers: a finding is compared where it lies, never copied (six references).
        diagnostics.withUnsafeBufferPointer { diagnostics in
            previous.diagnostics.withUnsafeBufferPointer { previousDiagnostics in
                for index in diagnostics.indices {
                    let start = source.lspPosition(of: diagnostics[index].range.start, unit: converter.encoding)
                    let end = source.lspPosition(of: diagnostics[index].range.end, unit: converter.encoding)
                    while cursor < previous.starts.count && previous.starts[cursor] < start { cursor += 1 }
                    var reused: String?
                    var probe = cursor
                    while reused == nil, probe < previous.starts.count, previous.starts[probe] == start {
                        if previous.ends[probe] == end && Self.sameContent(previousDiagnostics.baseAddress! + probe, diagnostics.baseAddress! + index) { reused = previous.texts[probe] }
                        probe += 1
                    }
                    var text = reused ?? converter.diagnostic(diagnostics[index], in: source).serialized(.compact)
                    if index > 0 { body.append(UInt8(ascii: ",")) }
                    text.withUTF8 { body.append(contentsOf: $0) }
                    if keep {
                        current.starts.append(start)
                        current.ends.append(end)
                        current.texts.append(text)
                    }
                }
            }
        }
        body.append(contentsOf: "]}}".utf8)
        if keep {
            current.byteCount = body.count
            lock.lock()
            sent[uri] = current
            lock.unlock()
        }
        // The previous findings (those moved by the edit are their only owner) are freed off the
        // keystroke's path.
        Self.releaseQueue.async { withExtendedLifetime(previous) {} }
        return body
    }

    func forget(_ uri: String) {
        lock.lock()
        sent.removeValue(forKey: uri)
        lock.unlock()
    }
}
