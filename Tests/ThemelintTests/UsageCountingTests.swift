// Discovery's usage counts come from two walks: the lint walk of a run's first pass, which hands
// its usage tally every node it visits (and the previews it skips), and UsageCounter's own walk,
// which the server and unlinted files use. Both must count the same, or a warm run, a cold run and
// the server would rank tokens differently.

import SwiftSyntax
import XCTest

@testable import ThemelintCore

final class UsageCountingTests: XCTestCase {
    func testTheLintWalkCountsWhatUsageCountersOwnWalkCounts() throws {
        var files: [String] = []
        for folder in ["/Tests/ThemelintTests/Fixtures", "/Examples"] {
            let root = repositoryRoot + folder
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
            }
        }
        XCTAssertGreaterThan(files.count, 20)
        var counted = 0
        var modules = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let source = SourceText(bytes: Array(data))
            let tree = LintEngine.parse(source)
            let own = ProjectDiscovery.facts(for: file, root: repositoryRoot, source: source, tree: tree).usage
            XCTAssertEqual(ProjectDiscovery.facts(for: file, root: repositoryRoot, source: source, tree: tree, countingUsage: false).usage, [:])
            for skipPreviews in [true, false] {
                var configuration = Configuration(root: repositoryRoot)
                configuration.skipPreviews = skipPreviews
                let settings = FileSettings(configuration: configuration, deploymentTarget: .fallback)
                // A test path is not linted with skipTests on: the tally then counts with a walk of its own.
                for path in ["Sources/App/View.swift", "Tests/AppTests/ViewTests.swift"] {
                    let walked = UsageCounter.counting(in: source) { usage in
                        _ = LintEngine.lintDeferring(source, path: path, settings: settings, tree: tree, usage: usage)
                    }
                    XCTAssertEqual(walked, own, "\(file) as \(path), skipPreviews \(skipPreviews)")
                }
            }
            counted += own.values.reduce(0, +)
            modules += UsageCounter.moduleTypeNames.reduce(0) { $0 + (own[$1] ?? 0) }
        }
        // The fixtures must exercise every kind of count, or the comparison proves little.
        XCTAssertGreaterThan(counted, 1000)
        XCTAssertGreaterThan(modules, 0)
    }
}
