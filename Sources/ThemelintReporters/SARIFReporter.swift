import ThemelintCore
import ThemelintJSON

/// SARIF 2.1.0 for code-scanning dashboards. Beyond what linters usually emit: full rule help,
/// regions with end line and column (`columnKind` unicodeCodePoints, matching our columns),
/// fixes as SARIF `fixes`, and `partialFingerprints` that survive lines moving.
public struct SARIFReporter: Reporter {
    /// Absolute directory that `%SRCROOT%` stands for; artifact URIs are relative to it.
    public let sourceRoot: String
    public let toolVersion: String

    public init(sourceRoot: String, toolVersion: String) {
        self.sourceRoot = sourceRoot
        self.toolVersion = toolVersion
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    func artifactURI(_ path: String) -> String {
        let relative = FilePaths.relative(FilePaths.absolute(path), to: sourceRoot)
        return percentEncodePath(relative)
    }

    func region(_ range: SourceRange) -> JSON {
        ["startLine": JSON(range.start.line), "startColumn": JSON(range.start.column),
         "endLine": JSON(range.end.line), "endColumn": JSON(range.end.column)]
    }

    public func render(_ report: LintReport) -> String {
        let rules = RuleCatalog.all
        var results: [JSON] = []
        for file in report.files {
            guard let source = file.source else { continue }
            let fingerprints = Fingerprint.compute(file.diagnostics, path: FilePaths.relative(FilePaths.absolute(file.path), to: sourceRoot), source: source)
            let location: JSON = ["uri": .string(artifactURI(file.path)), "uriBaseId": "%SRCROOT%"]
            for (diagnostic, fingerprint) in zip(file.diagnostics, fingerprints) {
                var result: JSONObject = [
                    "ruleId": .string(diagnostic.rule),
                    "level": .string(Self.level(diagnostic.severity)),
                    "message": ["text": .string(diagnostic.message)],
                    "locations": [["physicalLocation": ["artifactLocation": location, "region": region(diagnostic.range)]]],
                    "partialFingerprints": ["themelint/v1": .string(fingerprint)],
                ]
                if let index = rules.firstIndex(where: { $0.id == diagnostic.rule }) { result["ruleIndex"] = JSON(index) }
                // The fix `--fix` applies first, then the alternatives an author may choose instead.
                let fixes = (diagnostic.fix.map { [$0] } ?? []) + diagnostic.alternatives
                if !fixes.isEmpty {
                    result["fixes"] = .array(fixes.map { fix in
                        let replacements: [JSON] = fix.edits.map { edit in
                            ["deletedRegion": region(source.range(from: edit.start, to: edit.end)), "insertedContent": ["text": .string(edit.newText)]]
                        }
                        return ["description": ["text": .string(fix.message)],
                                "artifactChanges": [["artifactLocation": location, "replacements": .array(replacements)]]]
                    })
                }
                results.append(.object(result))
            }
        }
        let driver: JSON = [
            "name": "themelint", "version": .string(toolVersion), "informationUri": "https://github.com/themelint/themelint",
            "rules": .array(rules.map(Self.ruleDescriptor)),
        ]
        let run: JSON = [
            "tool": ["driver": driver],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": .string("file://" + percentEncodePath(sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"))]],
            "columnKind": "unicodeCodePoints",
            "results": .array(results),
        ]
        let document: JSON = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run],
        ]
        return document.serialized(.pretty) + "\n"
    }

    static func ruleDescriptor(_ rule: RuleDescriptor) -> JSON {
        let markdown = RuleDocumentation.markdown(for: rule)
        let plain = [rule.doc("whatItDoes"), rule.doc("whyIsThisBad")].compactMap { $0 }.joined(separator: "\n\n")
        return [
            "id": .string(rule.id), "name": .string(rule.name),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(plain.isEmpty ? rule.summary : plain)],
            "help": ["text": .string(plain.isEmpty ? rule.summary : plain), "markdown": .string(markdown)],
            "defaultConfiguration": ["level": .string(level(rule.defaultSeverity))],
            "properties": ["tags": ["design-system", "swiftui"], "fix": .string(rule.fixAvailability)],
        ]
    }
}

/// Percent-encodes what a URI path may not contain, keeping `/`.
func percentEncodePath(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
        let char = Character(Unicode.Scalar(byte))
        if byte < 0x80, char.isLetter || char.isNumber || "-._~/!$&'()*+,;=:@".contains(char) {
            result.append(char)
        } else {
            result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }
    return result
}

extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
