// ThemelintReporters turns lint results into what people and machines read: the text report
// (with source excerpts and carets), the JSON report, and the shared summary they print.

import ThemelintCore
import ThemelintJSON

/// What every reporter renders: the files of one run and their diagnostics.
public struct LintReport: Sendable {
    public let files: [FileResult]

    public init(files: [FileResult]) { self.files = files }

    public var lintedFileCount: Int { files.filter { $0.source != nil }.count }
    public var diagnosticCount: Int { files.reduce(0) { $0 + $1.diagnostics.count } }
    public var fixableCount: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.fix?.safety == .safe }.count } }
    public var unsafeFixableCount: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.fix?.safety == .unsafe }.count } }
    public var appliedFixCount: Int { files.reduce(0) { $0 + $1.appliedFixes } }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
    }

    /// Diagnostics per rule id, sorted by id.
    public var countsByRule: [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in files { for diagnostic in file.diagnostics { counts[diagnostic.rule, default: 0] += 1 } }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }
}

public protocol Reporter {
    func render(_ report: LintReport) -> String
    /// Writes the report a piece at a time. Formats that are one document (JSON, XML) render it whole.
    func write(_ report: LintReport, to stream: ReportStream)
}

extension Reporter {
    public func write(_ report: LintReport, to stream: ReportStream) { stream.write(render(report)) }
}

/// Where a report goes, in chunks, so that a report of 100,000 findings is never one string in
/// memory. The first failed write stops the stream; `finish` throws it.
public final class ReportStream {
    private var buffer: [UInt8] = []
    private let chunkSize: Int
    private let sink: ([UInt8]) throws -> Void
    private var failure: (any Error)?
    private var lastFlushedByte: UInt8?

    public init(chunkSize: Int = 1 << 16, sink: @escaping ([UInt8]) throws -> Void) {
        self.chunkSize = chunkSize
        self.sink = sink
        buffer.reserveCapacity(chunkSize)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= chunkSize { flush() }
    }

    /// The last byte written so far, or nil for an empty report.
    public var lastByte: UInt8? { buffer.last ?? lastFlushedByte }

    public func finish() throws {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        guard let last = buffer.last else { return }
        lastFlushedByte = last
        if failure == nil {
            do { try sink(buffer) } catch { failure = error }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// All that `body` writes, as one string: for tests, and for reports small enough to hold.
    public static func collect(_ body: (ReportStream) -> Void) -> String {
        var bytes: [UInt8] = []
        let stream = ReportStream { bytes.append(contentsOf: $0) }
        body(stream)
        try? stream.finish()
        return String(decoding: bytes, as: UTF8.self)
    }
}
