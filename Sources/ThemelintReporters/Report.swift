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
}
