import ThemelintCore

/// `--statistics`: findings per rule, most frequent first, with how many have a safe fix.
public struct StatisticsReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var counts: [String: (total: Int, fixable: Int)] = [:]
        for file in report.files {
            for diagnostic in file.diagnostics {
                var entry = counts[diagnostic.rule, default: (0, 0)]
                entry.total += 1
                if diagnostic.fix?.safety == .safe { entry.fixable += 1 }
                counts[diagnostic.rule] = entry
            }
        }
        let rows = counts.sorted { ($1.value.total, $0.key) < ($0.value.total, $1.key) }
        let countWidth = rows.map { String($0.value.total).count }.max() ?? 1
        let ruleWidth = rows.map(\.key.count).max() ?? 0
        var text = ""
        for (rule, entry) in rows {
            let count = String(repeating: " ", count: countWidth - String(entry.total).count) + String(entry.total)
            let name = rule + String(repeating: " ", count: ruleWidth - rule.count)
            text += "\(count)  \(name)" + (entry.fixable > 0 ? "  [*] \(entry.fixable) fixable" : "") + "\n"
        }
        return text + TextReporter(useColor: false).summary(report) + "\n"
    }
}
