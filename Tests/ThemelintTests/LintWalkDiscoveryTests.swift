// Some discovery providers (the usage counter, the adaptive-scheme provider) ride on the lint walk
// of a run's first pass: the walker hands them the nodes it visits, and the previews it skips to
// walks of their own. The server and unlinted files use the providers' own walks. Both must find
// the same facts, or a cold run, a warm run and the server would suggest different tokens.

import SwiftSyntax
import XCTest

@testable import ThemelintCore

final class LintWalkDiscoveryTests: XCTestCase {
    func testTheLintWalkFindsWhatTheProvidersOwnWalksFind() throws {
        let files = fixtureAndExampleSwiftFiles
        XCTAssertGreaterThan(files.count, 20)
        var (uses, modules, entries, schemeValues) = (0, 0, 0, 0)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let source = SourceText(bytes: Array(data))
            let tree = LintEngine.parse(source)
            let own = ProjectDiscovery.facts(for: file, root: repositoryRoot, source: source, tree: tree)
            let rest = ProjectDiscovery.facts(for: file, root: repositoryRoot, source: source, tree: tree, walkedByLint: true)
            XCTAssertTrue(rest.usage.isEmpty && rest.schemeValues.isEmpty && rest.environmentEntries.isEmpty, file)
            for skipPreviews in [true, false] {
                var configuration = Configuration(root: repositoryRoot)
                configuration.skipPreviews = skipPreviews
                let settings = FileSettings(configuration: configuration, deploymentTarget: .fallback)
                // A test path is not linted with skipTests on: the providers then walk on their own.
                for path in ["Sources/App/View.swift", "Tests/AppTests/ViewTests.swift"] {
                    var walked = rest
                    ProjectDiscovery.collectWhileLinting(file, root: repositoryRoot, source: source, tree: tree, into: &walked) { discovery in
                        _ = LintEngine.lintDeferring(source, path: path, settings: settings, tree: tree, discovery: discovery)
                    }
                    XCTAssertEqual(walked.usage, own.usage, "\(file) as \(path), skipPreviews \(skipPreviews)")
                    XCTAssertEqual(walked.entry, own.entry, "\(file) as \(path), skipPreviews \(skipPreviews)")
                }
            }
            uses += own.usage.values.reduce(0, +)
            modules += UsageCounter.moduleTypeNames.reduce(0) { $0 + (own.usage[$1] ?? 0) }
            entries += own.environmentEntries.count
            schemeValues += own.schemeValues.count
        }
        // The fixtures must hold every kind of fact the walk gathers, or the comparison proves little.
        XCTAssertGreaterThan(uses, 1000)
        XCTAssertGreaterThan(modules, 0)
        XCTAssertGreaterThan(entries, 0)
        XCTAssertGreaterThan(schemeValues, 10)
    }
}
