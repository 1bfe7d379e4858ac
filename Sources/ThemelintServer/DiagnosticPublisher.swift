// DiagnosticPublisher owns the text of `textDocument/publishDiagnostics`. A keystroke in a file
// with thousands of findings changes a few of them; the rest are spliced in as the JSON they were
// last sent as, instead of being converted and serialised again: whole statements at a time when
// the engine says which kept their positions, else finding by finding. Only documents being edited keep
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
        /// Sent statement by statement instead (`StatementFindings`): which lint, the notification,
        /// and each statement's findings in it (empty for a statement without any).
        var statementsID: Int?
        var body: [UInt8] = []
        var fragments: [Range<Int>] = []
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
    ///
    /// With the findings kept per top-level statement (`LintFindings.statements`), the findings of
    /// each statement that kept its positions since the last notification are copied as the bytes
    /// they were sent as: typing in a big file re-serialises only the statement typed in, and the
    /// findings are never flattened into one list.
    func notification(uri: String, version: Int, findings: LintFindings, in source: SourceText, converter: LSPConverter, keep: Bool) -> [UInt8] {
        lock.lock()
        let previous = sent.removeValue(forKey: uri) ?? Sent()
        lock.unlock()
        var current = Sent()
        if keep, let statements = findings.statements, statements.areReported {
            var body = Self.header(uri: uri, version: version, capacity: max(previous.body.count, findings.count * 256) + 256)
            current.statementsID = statements.id
            current.fragments = Self.append(statements, after: previous, to: &body, in: source, converter: converter)
            body.append(contentsOf: "]}}".utf8)
            current.body = body
            return finish(uri: uri, current: current, previous: previous, keep: true, body: body)
        }
        let diagnostics = findings.diagnostics
        if keep {
            current.diagnostics = diagnostics
            current.starts.reserveCapacity(diagnostics.count)
            current.ends.reserveCapacity(diagnostics.count)
            current.texts.reserveCapacity(diagnostics.count)
        }
        var body = Self.header(uri: uri, version: version, capacity: max(previous.byteCount, diagnostics.count * 256) + 256)
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
        return finish(uri: uri, current: current, previous: previous, keep: keep, body: body)
    }

    /// Appends the findings statement by statement, copying the bytes of those sent last time when
    /// the statement kept its positions since; returns where each statement's findings are.
    private static func append(
        _ statements: StatementFindings, after previous: Sent, to body: inout [UInt8], in source: SourceText, converter: LSPConverter
    ) -> [Range<Int>] {
        let builtOnPrevious = previous.statementsID != nil && previous.statementsID == statements.basis
        var fragments: [Range<Int>] = []
        fragments.reserveCapacity(statements.diagnostics.count)
        for (index, findings) in statements.diagnostics.enumerated() {
            if !findings.isEmpty && body.last != UInt8(ascii: "[") { body.append(UInt8(ascii: ",")) }
            let start = body.count
            if builtOnPrevious, statements.samePositions[index], index < previous.fragments.count, !previous.fragments[index].isEmpty {
                body.append(contentsOf: previous.body[previous.fragments[index]])
            } else {
                for (number, diagnostic) in findings.enumerated() {
                    if number > 0 { body.append(UInt8(ascii: ",")) }
                    var text = converter.diagnostic(diagnostic, in: source).serialized(.compact)
                    text.withUTF8 { body.append(contentsOf: $0) }
                }
            }
            fragments.append(start..<body.count)
        }
        return fragments
    }

    /// The notification up to the opening bracket of its findings.
    private static func header(uri: String, version: Int, capacity: Int) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(capacity)
        body.append(contentsOf: #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#.utf8)
        body.append(contentsOf: JSON.string(uri).serialized(.compact).utf8)
        body.append(contentsOf: #","version":"#.utf8)
        body.append(contentsOf: JSON(version).serialized(.compact).utf8)
        body.append(contentsOf: #","diagnostics":["#.utf8)
        return body
    }

    private func finish(uri: String, current: Sent, previous: Sent, keep: Bool, body: [UInt8]) -> [UInt8] {
        if keep {
            var current = current
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
