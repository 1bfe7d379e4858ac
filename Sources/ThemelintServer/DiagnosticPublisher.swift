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
        /// each statement's findings in it (empty for a statement without any), and where each of
        /// its findings starts there.
        var statementsID: Int?
        var body: [UInt8] = []
        var fragments: [Range<Int>] = []
        var findingStarts: [[Int]] = []
        /// The findings those were, to match a statement walked again finding by finding.
        var statements: StatementFindings?
    }

    private let lock = NSLock()
    private var sent: [String: Sent] = [:]
    /// How many findings of statements walked again were copied rather than serialised (for tests).
    private(set) var findingsCopied = 0
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
            current.statements = statements
            let copied: Int
            (current.fragments, current.findingStarts, copied) = Self.append(statements, after: previous, to: &body, in: source, converter: converter)
            lock.lock()
            findingsCopied += copied
            lock.unlock()
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
    /// the statement kept its positions since; returns where each statement's findings are, and
    /// where each finding starts.
    private static func append(
        _ statements: StatementFindings, after previous: Sent, to body: inout [UInt8], in source: SourceText, converter: LSPConverter
    ) -> (fragments: [Range<Int>], findingStarts: [[Int]], copied: Int) {
        let builtOnPrevious = previous.statementsID != nil && previous.statementsID == statements.basis
            && previous.fragments.count == statements.diagnostics.count
        var fragments: [Range<Int>] = []
        var findingStarts: [[Int]] = []
        var copied = 0
        fragments.reserveCapacity(statements.diagnostics.count)
        findingStarts.reserveCapacity(statements.diagnostics.count)
        for (index, findings) in statements.diagnostics.enumerated() {
            if !findings.isEmpty && body.last != UInt8(ascii: "[") { body.append(UInt8(ascii: ",")) }
            let start = body.count
            if builtOnPrevious, statements.samePositions[index], !previous.fragments[index].isEmpty {
                let old = previous.fragments[index]
                body.append(contentsOf: previous.body[old])
                findingStarts.append(previous.findingStarts[index].map { $0 - old.lowerBound + start })
            } else {
                // The statement typed in: most of its findings are where they were (those before the edit, and
                // those after it on other lines), and are copied as the bytes they were sent as.
                var earlier = builtOnPrevious ? Earlier(previous, statement: index, unit: converter.encoding) : nil
                var starts: [Int] = []
                starts.reserveCapacity(findings.count)
                for (number, diagnostic) in findings.enumerated() {
                    if number > 0 { body.append(UInt8(ascii: ",")) }
                    starts.append(body.count)
                    if let bytes = earlier?.bytes(for: diagnostic, in: source) {
                        body.append(contentsOf: bytes)
                        copied += 1
                        continue
                    }
                    var text = converter.diagnostic(diagnostic, in: source).serialized(.compact)
                    text.withUTF8 { body.append(contentsOf: $0) }
                }
                findingStarts.append(starts)
            }
            fragments.append(start..<body.count)
        }
        return (fragments, findingStarts, copied)
    }

    /// One statement's findings as last sent, matched in order against the statement's new findings:
    /// the same content at the same positions is the same JSON.
    private struct Earlier {
        let diagnostics: [Diagnostic]
        let source: SourceText
        let body: [UInt8]
        let starts: [Int]
        let end: Int
        let unit: ColumnUnit
        var cursor = 0

        init?(_ previous: Sent, statement index: Int, unit: ColumnUnit) {
            guard let statements = previous.statements, index < statements.diagnostics.count,
                statements.diagnostics[index].count == previous.findingStarts[index].count, !statements.diagnostics[index].isEmpty
            else { return nil }
            (diagnostics, source, body, starts, end) = (
                statements.diagnostics[index], statements.source, previous.body, previous.findingStarts[index], previous.fragments[index].upperBound
            )
            self.unit = unit
        }

        mutating func bytes(for diagnostic: Diagnostic, in current: SourceText) -> ArraySlice<UInt8>? {
            let first = current.lspPosition(of: diagnostic.range.start, unit: unit)
            let last = current.lspPosition(of: diagnostic.range.end, unit: unit)
            while cursor < diagnostics.count {
                let old = diagnostics[cursor]
                let oldFirst = source.lspPosition(of: old.range.start, unit: unit)
                if oldFirst > first { return nil }
                cursor += 1
                guard oldFirst == first, source.lspPosition(of: old.range.end, unit: unit) == last,
                    withUnsafePointer(to: old, { old in withUnsafePointer(to: diagnostic) { DiagnosticPublisher.sameContent(old, $0) } })
                else { continue }
                // This finding's bytes run to the comma before the next one, or to the statement's end.
                let upper = cursor < starts.count ? starts[cursor] - 1 : end
                return body[starts[cursor - 1]..<upper]
            }
            return nil
        }
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
