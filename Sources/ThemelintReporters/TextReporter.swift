import ThemelintCore

/// The human report: `path:line:col: severity: message [rule]`, the source line with a caret
/// underline, the fix or suggestion, and a closing summary. ANSI colour only when asked for (a TTY).
public struct TextReporter: Reporter {
    public let useColor: Bool

    public init(useColor: Bool) { self.useColor = useColor }

    private func paint(_ text: String, _ code: String) -> String { useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    public func render(_ report: LintReport) -> String { ReportStream.collect { write(report, to: $0) } }

    public func write(_ report: LintReport, to stream: ReportStream) {
        for file in report.files {
            if let refusal = file.fixRefusal { stream.write("\(paint(file.path, "1")): \(paint("fix refused", "1;31")): \(refusal)\n") }
            guard let source = file.source else { continue }
            for diagnostic in file.diagnostics { stream.write(render(diagnostic, path: file.path, source: source)) }
        }
        stream.write(summary(report) + "\n")
    }

    func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return paint("error", "1;31")
        case .warning: return paint("warning", "1;33")
        case .info: return paint("info", "1;36")
        }
    }

    func render(_ diagnostic: Diagnostic, path: String, source: SourceText) -> String {
        let start = diagnostic.range.start
        let end = diagnostic.range.end
        var text = "\(paint("\(path):\(start.line):\(start.column)", "1")): \(severityLabel(diagnostic.severity)): \(diagnostic.message) \(paint("[\(diagnostic.rule)]", "2"))\n"
        let line = source.lineText(start.line - 1)
        let gutter = String(start.line)
        let pad = String(repeating: " ", count: gutter.count)
        // Carets span the range on its first line, counted in scalars like the column.
        let lineLength = line.unicodeScalars.count
        let width = max(1, (end.line == start.line ? end.column : lineLength + 1) - start.column)
        let prefix = String(line.unicodeScalars.prefix(start.column - 1).map { $0 == "\t" ? "\t" : " " })
        text += "\(pad) \(paint("|", "34"))\n"
        text += "\(paint(gutter, "34")) \(paint("|", "34")) \(line)\n"
        text += "\(pad) \(paint("|", "34")) \(prefix)\(paint(String(repeating: "^", count: width), "1;31"))\n"
        if let fix = diagnostic.fix {
            let tag = fix.safety == .safe ? "fix" : "unsafe fix"
            text += "\(pad) \(paint("=", "34")) \(paint(tag, "1;32")): \(fix.message)\n"
        } else if let suggestion = diagnostic.suggestions.first {
            text += "\(pad) \(paint("=", "34")) \(paint("help", "1;36")): consider \(suggestion)\n"
        }
        return text + "\n"
    }

    public func summary(_ report: LintReport) -> String {
        let files = report.lintedFileCount
        let fileWord = files == 1 ? "file" : "files"
        var parts: [String] = []
        if report.appliedFixCount > 0 { parts.append("Fixed \(report.appliedFixCount) \(report.appliedFixCount == 1 ? "problem" : "problems").") }
        guard report.diagnosticCount > 0 else {
            return (parts + [paint("All checks passed", "1;32") + " (\(files) \(fileWord) checked)."]).joined(separator: " ")
        }
        let breakdown = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].compactMap { severity, word -> String? in
            let count = report.count(severity)
            guard count > 0 else { return nil }
            return "\(count) \(word)\(count == 1 || word == "info" ? "" : "s")"
        }.joined(separator: ", ")
        let problems = report.diagnosticCount == 1 ? "problem" : "problems"
        parts.append("Found \(report.diagnosticCount) \(problems) (\(breakdown)) in \(files) \(fileWord).")
        if report.fixableCount > 0 { parts.append("\(report.fixableCount) fixable with --fix.") }
        if report.unsafeFixableCount > 0 { parts.append("\(report.unsafeFixableCount) more with --unsafe-fixes.") }
        return paint(parts.joined(separator: " "), "1")
    }
}
