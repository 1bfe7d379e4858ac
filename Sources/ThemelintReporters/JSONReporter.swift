import ThemelintCore
import ThemelintJSON

/// The machine report (`--format json`), version 1:
/// `{"version":1,"diagnostics":[…],"summary":{"files","diagnostics","byRule"}}`, and with `--fix`
/// `"fixes":{"applied","refused":[{"path","reason"}]}` once a fix was applied or refused.
/// Lines and columns are 1-based; columns count Unicode scalars.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var diagnostics: [JSON] = []
        for file in report.files {
            guard let source = file.source else { continue }
            for diagnostic in file.diagnostics { diagnostics.append(Self.encode(diagnostic, path: file.path, source: source)) }
        }
        var byRule = JSONObject()
        for (rule, count) in report.countsByRule { byRule[rule] = JSON(count) }
        let summary: JSON = [
            "files": JSON(report.lintedFileCount), "diagnostics": JSON(report.diagnosticCount), "byRule": .object(byRule),
        ]
        var document: JSONObject = ["version": 1, "diagnostics": .array(diagnostics), "summary": summary]
        let refused: [JSON] = report.files.compactMap { file in
            file.fixRefusal.map { ["path": .string(file.path), "reason": .string($0)] }
        }
        if report.appliedFixCount > 0 || !refused.isEmpty {
            document["fixes"] = ["applied": JSON(report.appliedFixCount), "refused": .array(refused)]
        }
        return JSON.object(document).serialized(.pretty) + "\n"
    }

    public static func encode(_ position: SourcePosition) -> JSON {
        ["line": JSON(position.line), "column": JSON(position.column)]
    }

    public static func encode(_ range: SourceRange) -> JSON {
        ["start": encode(range.start), "end": encode(range.end)]
    }

    public static func encode(_ diagnostic: Diagnostic, path: String, source: SourceText) -> JSON {
        // Edit ranges use the same 1-based line/column terms as the diagnostic.
        func fixObject(_ fix: Fix) -> JSON {
            [
                "message": .string(fix.message), "applicability": .string(fix.safety.rawValue),
                "edits": .array(fix.edits.map { edit in
                    ["range": encode(source.range(from: edit.start, to: edit.end)), "newText": .string(edit.newText)]
                }),
            ]
        }
        return [
            "path": .string(path), "rule": .string(diagnostic.rule), "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message), "range": encode(diagnostic.range), "fix": diagnostic.fix.map(fixObject) ?? .null,
            "suggestions": .array(diagnostic.suggestions.map { .string($0) }),
            "alternatives": .array(diagnostic.alternatives.map(fixObject)),
        ]
    }
}
