// Reporter output that the end-to-end tests cannot reach through the CLI.

import ThemelintJSON
import ThemelintReporters
import XCTest

@testable import ThemelintCore

final class ReporterTests: XCTestCase {
    /// A refused fix (the result would not parse) is in the JSON report, not only in the text one.
    func testJSONReportListsRefusedFixes() throws {
        let source = SourceText(bytes: Array("let x = 1\n".utf8))
        func file(_ path: String, applied: Int, refusal: String?) -> FileResult {
            FileResult(path: path, source: source, diagnostics: [], error: nil, appliedFixes: applied, fixRefusal: refusal)
        }
        let refused = LintReport(files: [file("A.swift", applied: 0, refusal: "would not parse"), file("B.swift", applied: 2, refusal: nil)])
        let json = try JSON.parse(JSONReporter().render(refused))
        XCTAssertEqual(json["fixes"]?["applied"], 2)
        XCTAssertEqual(json["fixes"]?["refused"], [["path": "A.swift", "reason": "would not parse"]])

        let untouched = LintReport(files: [file("B.swift", applied: 0, refusal: nil)])
        XCTAssertNil(try JSON.parse(JSONReporter().render(untouched))["fixes"])
    }

    /// The summary says where the problems are out of how many files were checked.
    func testTextSummaryCountsTheFilesWithProblems() throws {
        let source = SourceText(bytes: Array("let x = 1\n".utf8))
        let finding = Diagnostic(
            rule: "hardcoded-color", severity: .warning, message: "m",
            range: SourceRange(start: source.position(ofOffset: 0), end: source.position(ofOffset: 1)), fix: nil)
        func file(_ path: String, _ diagnostics: [Diagnostic]) -> FileResult {
            FileResult(path: path, source: source, diagnostics: diagnostics, error: nil, appliedFixes: 0, fixRefusal: nil)
        }
        let reporter = TextReporter(useColor: false)
        XCTAssertEqual(reporter.summary(LintReport(files: [file("A.swift", [finding, finding]), file("B.swift", []), file("C.swift", [])])),
                       "Found 2 problems (2 warnings) in 1 of 3 files.")
        XCTAssertEqual(reporter.summary(LintReport(files: [file("A.swift", [finding])])), "Found 1 problem (1 warning) in 1 file.")
        XCTAssertEqual(reporter.summary(LintReport(files: [file("A.swift", []), file("B.swift", [])])), "All checks passed (2 files checked).")
    }

    /// The fix `--fix` applies comes first in SARIF and JSON, then the alternatives an author may choose.
    func testAlternativeFixesAreListedAfterTheFix() throws {
        let source = SourceText(bytes: Array("let c = Color.white\n".utf8))
        let range = SourceRange(start: source.position(ofOffset: 8), end: source.position(ofOffset: 19))
        let finding = Diagnostic(
            rule: "hardcoded-color", severity: .warning, message: "m", range: range,
            fix: Fix.replacing(8, 19, with: "Color.card", safety: .unsafe), suggestions: ["Color.card", "Color.onAccent"],
            alternatives: [Fix.replacing(8, 19, with: "Color.onAccent", safety: .unsafe)])
        let report = LintReport(files: [FileResult(path: "A.swift", source: source, diagnostics: [finding], error: nil, appliedFixes: 0, fixRefusal: nil)])

        let sarif = try JSON.parse(SARIFReporter(sourceRoot: "/", toolVersion: "0").render(report))
        let result = try XCTUnwrap(sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first)
        let fixes = try XCTUnwrap(result["fixes"]?.arrayValue)
        XCTAssertEqual(
            fixes.map { $0["artifactChanges"]?.arrayValue?.first?["replacements"]?.arrayValue?.first?["insertedContent"]?["text"]?.stringValue },
            ["Color.card", "Color.onAccent"])

        let json = try JSON.parse(JSONReporter().render(report))
        let diagnostic = try XCTUnwrap(json["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(diagnostic["fix"]?["edits"]?.arrayValue?.first?["newText"], "Color.card")
        let alternative = try XCTUnwrap(diagnostic["alternatives"]?.arrayValue?.first)
        XCTAssertEqual(alternative["edits"]?.arrayValue?.first?["newText"], "Color.onAccent")
        XCTAssertEqual(alternative["applicability"], "unsafe")
    }
}
