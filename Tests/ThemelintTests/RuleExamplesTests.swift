@testable import ThemelintCore
import ThemelintJSON
import XCTest

/// Runs every example of every rule file, as SwiftLint does: the documentation and the tests
/// are the same data, so they cannot drift apart.
final class RuleExamplesTests: XCTestCase {
    func config(for example: RuleExample, of rule: RuleDescriptor) -> JSON? {
        switch (rule.exampleConfig, example.config) {
        case (nil, nil): return nil
        case (let base?, nil): return base
        case (nil, let own?): return own
        case (let base?, let own?): return JSON.deepMerge(base, own)
        }
    }

    func path(for example: RuleExample) -> String { "/virtual/Sources/App/" + (example.fileName ?? "Example.swift") }

    /// The example's settings; with `"discover": true`, the example's own code is the project discovery reads.
    func settings(for example: RuleExample, of rule: RuleDescriptor, code: String) throws -> FileSettings {
        let settings = try makeSettings(config: config(for: example, of: rule), selecting: rule.id)
        guard example.discover else { return settings }
        let discovered = ProjectDiscovery.scan(sources: [(path(for: example), code)]).tokens
        return settings.merging(discovered, selection: RuleSelection(ignore: RuleCatalog.ids.subtracting([rule.id])))
    }

    func testEveryRuleHasEnoughExamples() {
        XCTAssertEqual(Set(RuleCatalog.all.map(\.id)), [
            "hardcoded-color", "hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper",
            "obsolete-compat-wrapper", "prefer-moduled-view", "project-compat-wrappers",
        ])
        for rule in RuleCatalog.all {
            XCTAssertGreaterThanOrEqual(rule.triggering.count, 8, rule.id)
            XCTAssertGreaterThanOrEqual(rule.nonTriggering.count, 8, rule.id)
            for key in ["whatItDoes", "whyIsThisBad", "example", "useInstead"] {
                XCTAssertNotNil(rule.doc(key), "\(rule.id) documentation.\(key)")
            }
        }
    }

    func testTriggeringExamplesFlagExactlyTheMarkedPositionsAndFixAsDocumented() throws {
        for rule in RuleCatalog.all {
            for (index, example) in rule.triggering.enumerated() {
                let label = "\(rule.id) triggering[\(index)] \(example.description)"
                let (code, expected) = stripMarkers(example.code)
                XCTAssertFalse(expected.isEmpty, "\(label): no ↓ marker")
                let settings = try settings(for: example, of: rule, code: code)
                let diagnostics = LintEngine.lint(SourceText(code), path: path(for: example), settings: settings)
                let found = diagnostics.map { [$0.range.start.line, $0.range.start.column] }
                XCTAssertEqual(found, expected, "\(label): diagnostics \(diagnostics.map(\.message))")

                let hasFix = diagnostics.contains { $0.fix != nil }
                if let fixed = example.fixed {
                    XCTAssertTrue(hasFix, "\(label): documents a fix but no diagnostic has one")
                    let outcome = Fixer.fixAll(SourceText(code), path: path(for: example), settings: settings, includeUnsafe: true)
                    XCTAssertNil(outcome.refusal, label)
                    XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), fixed, "\(label): fixed source")
                } else {
                    XCTAssertFalse(hasFix, "\(label): a diagnostic has a fix the example does not document")
                }
            }
        }
    }

    func testNonTriggeringExamplesAreClean() throws {
        for rule in RuleCatalog.all {
            for (index, example) in rule.nonTriggering.enumerated() {
                let settings = try settings(for: example, of: rule, code: example.code)
                let diagnostics = LintEngine.lint(SourceText(example.code), path: path(for: example), settings: settings)
                XCTAssertEqual(diagnostics.map(\.message), [], "\(rule.id) nonTriggering[\(index)] \(example.description)")
            }
        }
    }

    /// A run's first pass lints each file before discovery is done and settles the findings afterwards
    /// (`LintEngine.lintDeferring`, `settle`): every example, under what each discovery fixture adds to
    /// its settings (and the other way round), must come out as a lint with the final settings.
    func testAFirstPassSettledAfterDiscoveryEqualsALintWithTheFinalSettings() throws {
        let fixtures = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Discovery"
        let discoveries = try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted().map {
            ProjectDiscovery.scan(root: fixtures + "/" + $0).tokens
        }
        var (settled, changed, relinted) = (0, 0, 0)
        for rule in RuleCatalog.all {
            for (index, example) in (rule.triggering + rule.nonTriggering).enumerated() {
                let code = stripMarkers(example.code).code
                let source = SourceText(code)
                let tree = LintEngine.parse(source)
                // The rule's own selection, as `settings(for:of:code:)` makes it.
                let configured = try settings(for: example, of: rule, code: code)
                let selection = RuleSelection(ignore: RuleCatalog.ids.subtracting([rule.id]))
                for tokens in discoveries {
                    let merged = configured.merging(tokens, selection: selection)
                    for (before, after) in [(configured, merged), (merged, configured)] {
                        let deferred = LintEngine.lintDeferring(source, path: path(for: example), settings: before, tree: tree)
                        let differing = before.configuration.aspects(differingFrom: after.configuration)
                        guard deferred.consulted.isDisjoint(with: differing) else {
                            relinted += 1
                            continue
                        }
                        settled += 1
                        if !differing.isEmpty { changed += 1 }
                        XCTAssertEqual(
                            LintEngine.settle(deferred, source: source, settings: after),
                            LintEngine.lint(source, path: path(for: example), settings: after),
                            "\(rule.id) example \(index) \(example.description)")
                    }
                }
            }
        }
        // Discovery changed something for most of them, and hardly any read a changed setting while walking.
        XCTAssertGreaterThan(changed, settled / 2)
        XCTAssertLessThan(relinted, settled / 20)
    }

    func testExamplesAreValidSwift() {
        for rule in RuleCatalog.all {
            for example in rule.triggering + rule.nonTriggering {
                let code = stripMarkers(example.code).code
                XCTAssertFalse(LintEngine.parse(SourceText(code)).hasError, "\(rule.id): \(example.description)")
                if let fixed = example.fixed {
                    XCTAssertFalse(LintEngine.parse(SourceText(fixed)).hasError, "\(rule.id) fixed: \(example.description)")
                }
            }
        }
    }

    /// The binary carries rules/ inside it; this fails when the embedded copy is stale.
    func testEmbeddedRulesMatchTheRulesDirectory() throws {
        let directory = repositoryRoot + "/rules"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(RuleCatalog.embeddedFiles.map(\.name), names)
        for (name, json) in RuleCatalog.embeddedFiles {
            let onDisk = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            XCTAssertEqual(json + "\n", onDisk.hasSuffix("\n") ? onDisk : onDisk + "\n", "\(name) differs from the embedded copy: run `make rules`")
        }
    }
}
