import Foundation
import ThemelintCore
import ThemelintJSON
import XCTest

/// Lints the realistic app sources under Fixtures/ (and Examples/DemoApp) through the same
/// pipeline as the CLI and checks every finding against the `// expect: RULE` annotations:
/// an annotated line must have exactly those findings, and every other line none.
final class FixtureTests: XCTestCase {
    /// Copies a tree into a fresh directory that looks like a repository root, so config and
    /// Package.swift discovery stop there instead of finding this repository's own files.
    func isolatedCopy(of source: String) throws -> String {
        let root = NSTemporaryDirectory() + "themelint-fixture-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + entry, toPath: root + "/" + entry)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root
    }

    /// `// expect: hardcoded-color, hardcoded-padding x2` -> ["hardcoded-color", "hardcoded-padding", "hardcoded-padding"].
    func expectations(in text: String) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expect:") else { continue }
            var rules: [String] = []
            for item in line[marker.upperBound...].split(separator: ",") {
                let words = item.split(separator: " ")
                guard let rule = words.first else { continue }
                let times = words.count > 1 && words[1].hasPrefix("x") ? Int(words[1].dropFirst()) ?? 1 : 1
                rules += Array(repeating: String(rule), count: times)
            }
            result[index + 1] = rules.sorted()
        }
        return result
    }

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
