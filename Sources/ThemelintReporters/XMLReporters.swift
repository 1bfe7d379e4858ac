import ThemelintCore

/// Escapes text for XML attributes and character data.
func xmlEscape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\n": result += "&#10;"
        case "\r": result += "&#13;"
        case "\t": result += "&#9;"
        default:
            // XML 1.0 forbids most control characters even when escaped.
            if scalar.value < 0x20 { continue }
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// JUnit XML, as CI dashboards read it: one testcase per file, one failure per finding.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let linted = report.files.filter { $0.source != nil }
        let failing = linted.filter { !$0.diagnostics.isEmpty }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"themelint\" tests=\"\(linted.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"themelint\" tests=\"\(linted.count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">\n"
        for file in linted {
            let path = xmlEscape(file.path)
            guard !file.diagnostics.isEmpty else {
                xml += "    <testcase classname=\"themelint\" name=\"\(path)\" file=\"\(path)\"/>\n"
                continue
            }
            xml += "    <testcase classname=\"themelint\" name=\"\(path)\" file=\"\(path)\">\n"
            for diagnostic in file.diagnostics {
                let start = diagnostic.range.start
                let text = "\(file.path):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
                xml += "      <failure type=\"\(xmlEscape(diagnostic.rule))\" message=\"\(xmlEscape("line \(start.line), column \(start.column): \(diagnostic.message)"))\">\(xmlEscape(text))</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}

/// Checkstyle XML, read by Jenkins' warnings plugin, reviewdog, Danger and others.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in report.files where file.source != nil {
            xml += "  <file name=\"\(xmlEscape(file.path))\">\n"
            for diagnostic in file.diagnostics {
                let start = diagnostic.range.start
                xml += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(diagnostic.severity.rawValue)\" "
                xml += "message=\"\(xmlEscape(diagnostic.message))\" source=\"themelint.\(xmlEscape(diagnostic.rule))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
