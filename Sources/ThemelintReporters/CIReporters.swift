import ThemelintCore
import ThemelintJSON

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public init() {}

    /// Workflow-command escaping: data escapes %, CR and LF; properties also : and ,.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for file in report.files {
            for diagnostic in file.diagnostics {
                let command: String
                switch diagnostic.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .info: command = "notice"
                }
                let range = diagnostic.range
                let properties = [
                    "file=\(Self.escapeProperty(file.path))", "line=\(range.start.line)", "col=\(range.start.column)",
                    "endLine=\(range.end.line)", "endColumn=\(range.end.column)", "title=\(Self.escapeProperty("themelint (\(diagnostic.rule))"))",
                ].joined(separator: ",")
                output += "::\(command) \(properties)::\(Self.escapeData(diagnostic.message))\n"
            }
        }
        return output
    }
}

/// GitLab Code Quality JSON (the `codequality` report artifact), with fingerprints that stay
/// stable when lines move so merge-request widgets show only new findings.
public struct GitLabReporter: Reporter {
    public init() {}

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }

    public func render(_ report: LintReport) -> String {
        var issues: [JSON] = []
        for file in report.files {
            guard let source = file.source else { continue }
            let fingerprints = Fingerprint.compute(file.diagnostics, path: file.path, source: source)
            for (diagnostic, fingerprint) in zip(file.diagnostics, fingerprints) {
                let range = diagnostic.range
                issues.append([
                    "type": "issue",
                    "check_name": .string(diagnostic.rule),
                    "description": .string(diagnostic.message),
                    "categories": ["Style"],
                    "severity": .string(Self.severity(diagnostic.severity)),
                    "fingerprint": .string(fingerprint),
                    "location": [
                        "path": .string(file.path),
                        "positions": [
                            "begin": ["line": JSON(range.start.line), "column": JSON(range.start.column)],
                            "end": ["line": JSON(range.end.line), "column": JSON(range.end.column)],
                        ],
                    ],
                ])
            }
        }
        return JSON.array(issues).serialized(.pretty) + "\n"
    }
}
