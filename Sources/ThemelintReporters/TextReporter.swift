import Dispatch
import ThemelintCore

/// The human report: `path:line:col: severity: message [rule]`, the source line with a caret
/// underline, the fix or suggestion, and a closing summary. ANSI colour only when asked for (a TTY).
public struct TextReporter: Reporter, Sendable {
    public let useColor: Bool

    public init(useColor: Bool) { self.useColor = useColor }

    private func paint(_ text: String, _ code: String) -> String { useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// `body`'s output wrapped in an ANSI style when colour is on.
    private func painted(_ code: String, _ out: inout ReportBytes, _ body: (inout ReportBytes) -> Void) {
        if useColor { out.write("\u{1B}[\(code)m") }
        body(&out)
        if useColor { out.write("\u{1B}[0m") }
    }

    public func render(_ report: LintReport) -> String { ReportStream.collect { write(report, to: $0) } }

    /// Files are rendered on every core, a batch at a time, and written in order: rendering 100,000
    /// findings was the longest part of a warm run left on one thread, and a batch bounds the memory.
    public func write(_ report: LintReport, to stream: ReportStream) {
        let files = report.files
        var batchStart = 0
        while batchStart < files.count {
            let batch = files[batchStart..<min(batchStart + 64, files.count)]
            var rendered = [ReportBytes](repeating: ReportBytes(), count: batch.count)
            rendered.withUnsafeMutableBufferPointer { buffer in
                let slots = UnsafeMutableSendableBuffer(buffer)
                DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                    write(batch[batch.startIndex + index], to: &slots.buffer[index])
                }
            }
            for bytes in rendered { stream.write { $0.write(bytes.bytes[...]) } }
            batchStart = batch.endIndex
        }
        stream.write(summary(report) + "\n")
    }

    private func write(_ file: FileResult, to out: inout ReportBytes) {
        if let refusal = file.fixRefusal { out.write("\(paint(file.path, "1")): \(paint("fix refused", "1;31")): \(refusal)\n") }
        guard let source = file.source else { return }
        for diagnostic in file.diagnostics { write(diagnostic, path: file.path, source: source, to: &out) }
    }

    func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return paint("error", "1;31")
        case .warning: return paint("warning", "1;33")
        case .info: return paint("info", "1;36")
        }
    }

    /// One finding, written as bytes: a report can hold 100,000 of them, and building each from
    /// interpolated strings was most of a warm run.
    func write(_ diagnostic: Diagnostic, path: String, source: SourceText, to out: inout ReportBytes) {
        let start = diagnostic.range.start
        let end = diagnostic.range.end
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        painted("1", &out) {
            $0.write(path)
            $0.write(byte: UInt8(ascii: ":"))
            $0.write(decimal: start.line)
            $0.write(byte: UInt8(ascii: ":"))
            $0.write(decimal: start.column)
        }
        out.write(": ")
        out.write(severityLabel(diagnostic.severity))
        out.write(": ")
        out.write(diagnostic.message)
        out.write(byte: space)
        painted("2", &out) {
            $0.write(byte: UInt8(ascii: "["))
            $0.write(diagnostic.rule)
            $0.write(byte: UInt8(ascii: "]"))
        }
        out.write(byte: newline)

        let gutterWidth = String(start.line).utf8.count
        func gutter(_ mark: String, _ out: inout ReportBytes) {
            out.write(repeating: space, count: gutterWidth + 1)
            painted("34", &out) { $0.write(mark) }
        }
        gutter("|", &out)
        out.write(byte: newline)
        painted("34", &out) { $0.write(decimal: start.line) }
        out.write(byte: space)
        painted("34", &out) { $0.write(byte: UInt8(ascii: "|")) }
        out.write(byte: space)
        // The line as it is, then carets under the range on its first line, counted in scalars like
        // the column, with the line's tabs kept so they line up.
        let lineBytes = source.lineBytes(start.line - 1)
        out.write(lineBytes)
        out.write(byte: newline)
        gutter("|", &out)
        out.write(byte: space)
        var scalars = 0
        for byte in lineBytes where byte & 0xC0 != 0x80 {
            scalars += 1
            if scalars < start.column { out.write(byte: byte == UInt8(ascii: "\t") ? byte : space) }
        }
        let width = max(1, (end.line == start.line ? end.column : scalars + 1) - start.column)
        painted("1;31", &out) { $0.write(repeating: UInt8(ascii: "^"), count: width) }
        out.write(byte: newline)
        if let fix = diagnostic.fix {
            gutter("=", &out)
            out.write(byte: space)
            painted("1;32", &out) { $0.write(fix.safety == .safe ? "fix" : "unsafe fix") }
            out.write(": ")
            out.write(fix.message)
            out.write(byte: newline)
        } else if let suggestion = diagnostic.suggestions.first {
            gutter("=", &out)
            out.write(byte: space)
            painted("1;36", &out) { $0.write("help") }
            out.write(": consider ")
            out.write(suggestion)
            out.write(byte: newline)
        }
        out.write(byte: newline)
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
        // "in 6 of 9 files": where the problems are, out of how many were checked.
        let flagged = report.fileWithFindingsCount
        let scope = flagged < files ? "\(flagged) of \(files) \(fileWord)" : "\(files) \(fileWord)"
        parts.append("Found \(report.diagnosticCount) \(problems) (\(breakdown)) in \(scope).")
        if report.fixableCount > 0 { parts.append("\(report.fixableCount) fixable with --fix.") }
        if report.unsafeFixableCount > 0 { parts.append("\(report.unsafeFixableCount) more with --unsafe-fixes.") }
        return paint(parts.joined(separator: " "), "1")
    }
}
