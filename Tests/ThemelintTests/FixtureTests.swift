import Foundation
import ThemelintCore
import ThemelintJSON
import XCTest

/// Lints the realistic app sources under Fixtures/ (and Examples/DemoApp) through the same
/// pipeline as the CLI and checks every finding against the `// expect: RULE` annotations:
/// an annotated line must have exactly those findings, and every other line none.
final class FixtureTests: XCTestCase {
    func checkProject(_ source: String, expectedTotal: Int? = nil) throws {
        let root = try isolatedCopy(of: source)
        let results = Linter.run(LintRequest(paths: [root], jobs: 2), project: ProjectSettings())
        XCTAssertFalse(results.isEmpty, "no files linted under \(source)")
        var total = 0
        for result in results {
            XCTAssertNil(result.error, result.path)
            guard let source = result.source else { continue }
            let name = FilePaths.relative(result.path, to: root)
            var found: [Int: [String]] = [:]
            for diagnostic in result.diagnostics { found[diagnostic.range.start.line, default: []].append(diagnostic.rule) }
            for key in found.keys { found[key]!.sort() }
            let expected = expectations(in: source.text)
            for line in Set(found.keys).union(expected.keys).sorted() {
                let messages = result.diagnostics.filter { $0.range.start.line == line }.map(\.message)
                XCTAssertEqual(found[line] ?? [], expected[line] ?? [], "\(name):\(line): \(messages)")
            }
            total += result.diagnostics.count
        }
        if let expectedTotal { XCTAssertEqual(total, expectedTotal, source) }
    }

    let fixtures = repositoryRoot + "/Tests/ThemelintTests/Fixtures"

    func testPaletteFileHasNoFindings() throws { try checkProject(fixtures + "/Palette", expectedTotal: 0) }
    func testViewsMatchTheirAnnotations() throws { try checkProject(fixtures + "/Views") }
    func testNorthwindPlainAppHasNoFindings() throws { try checkProject(fixtures + "/Northwind", expectedTotal: 0) }
    func testDBUXDesignSystem() throws { try checkProject(fixtures + "/DBUX") }
    func testSwiftThemingDesignSystem() throws { try checkProject(fixtures + "/SwiftTheming") }
    func testTestTargetsAreSkipped() throws { try checkProject(fixtures + "/Tests", expectedTotal: 0) }
    func testFioriDesignSystem() throws { try checkProject(fixtures + "/Fiori") }
    func testDemoAppMatchesItsAnnotations() throws { try checkProject(repositoryRoot + "/Examples/DemoApp") }
    /// Zero-config, multi-platform app in the style of open-source SwiftUI projects: `#if os` branches, hex factories, view-builder overlays.
    func testOpenSourceStyleAppMatchesItsAnnotations() throws { try checkProject(fixtures + "/OpenSource", expectedTotal: 7) }

    /// Columns count Unicode scalars even with emoji, flags, ZWJ sequences and combining marks before the finding.
    func testColumnsAfterEmojiAndCombiningCharacters() throws {
        let root = try isolatedCopy(of: fixtures + "/Views")
        let expected = try JSON.parse(String(contentsOfFile: fixtures + "/Views/EmojiView.expected.json", encoding: .utf8))
        let results = Linter.run(LintRequest(paths: [root + "/EmojiView.swift"]), project: ProjectSettings())
        let found = results.flatMap(\.diagnostics).map { "\($0.rule)@\($0.range.start.line):\($0.range.start.column)" }.sorted()
        let wanted = (expected.arrayValue ?? []).map { item in
            "\(item["rule"]?.stringValue ?? "")@\(item["line"]?.intValue ?? 0):\(item["column"]?.intValue ?? 0)"
        }.sorted()
        XCTAssertFalse(wanted.isEmpty)
        XCTAssertEqual(found, wanted)
    }
}
