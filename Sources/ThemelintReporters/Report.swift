// ThemelintReporters turns lint results into what people and machines read: the text report
// (with source excerpts and carets), the JSON report, and the shared summary they print.

import ThemelintCore
import ThemelintJSON

/// What every reporter renders: the files of one run and their diagnostics.
public struct LintReport: Sendable {
    public let files: [FileResult]
    public let diagnosticCount: Int
    public let fixableCount: Int
    public let unsafeFixableCount: Int
    private let severityCounts: [Severity: Int]

    /// Counts in one pass, without copying a finding: summaries of 100,000 findings are common.
    public init(files: [FileResult]) {
        self.files = files
        var total = 0, fixable = 0, unsafeFixable = 0
        var severities: [Severity: Int] = [:]
        for file in files {
            total += file.diagnostics.count
            for index in file.diagnostics.indices {
                severities[file.diagnostics[index].severity, default: 0] += 1
                switch file.diagnostics[index].fix?.safety {
                case .safe?: fixable += 1
                case .unsafe?: unsafeFixable += 1
                case nil: break
                }
            }
        }
        diagnosticCount = total
        fixableCount = fixable
        unsafeFixableCount = unsafeFixable
        severityCounts = severities
    }

    public var lintedFileCount: Int { files.filter { $0.source != nil }.count }
    /// Files with at least one finding.
    public var fileWithFindingsCount: Int { files.filter { !$0.diagnostics.isEmpty }.count }
    public var appliedFixCount: Int { files.reduce(0) { $0 + $1.appliedFixes } }
    public func count(_ severity: Severity) -> Int { severityCounts[severity, default: 0] }

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

/// Bytes of a report being assembled. Reporters write a finding at a time into one of these,
/// through `ReportStream.write(_:)`, so the stream's buffer is entered once per finding, not per piece.
public struct ReportBytes {
    public fileprivate(set) var bytes: [UInt8] = []

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func write(_ slice: ArraySlice<UInt8>) { bytes.append(contentsOf: slice) }
    public mutating func write(byte: UInt8) { bytes.append(byte) }

    public mutating func write(repeating byte: UInt8, count: Int) {
        for _ in 0..<max(count, 0) { bytes.append(byte) }
    }

    /// A non-negative integer in decimal, without going through a String.
    public mutating func write(decimal value: Int) {
        if value >= 10 { write(decimal: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(max(value, 0) % 10))
    }
}

/// Where a report goes, in chunks, so that a report of 100,000 findings is never one string in
/// memory. The first failed write stops the stream; `finish` throws it.
public final class ReportStream {
    private var buffer = ReportBytes()
    private let chunkSize: Int
    private let sink: ([UInt8]) throws -> Void
    private var failure: (any Error)?
    private var lastFlushedByte: UInt8?

    public init(chunkSize: Int = 1 << 16, sink: @escaping ([UInt8]) throws -> Void) {
        self.chunkSize = chunkSize
        self.sink = sink
        buffer.bytes.reserveCapacity(chunkSize)
    }

    public func write(_ text: String) { write { $0.write(text) } }

    public func write(_ body: (inout ReportBytes) -> Void) {
        body(&buffer)
        if buffer.bytes.count >= chunkSize { flush() }
    }

    /// The last byte written so far, or nil for an empty report.
    public var lastByte: UInt8? { buffer.bytes.last ?? lastFlushedByte }

    public func finish() throws {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        guard let last = buffer.bytes.last else { return }
        lastFlushedByte = last
        if failure == nil {
            do { try sink(buffer.bytes) } catch { failure = error }
        }
        buffer.bytes.removeAll(keepingCapacity: true)
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
