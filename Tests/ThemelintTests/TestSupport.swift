import Foundation
import ThemelintCore
import ThemelintJSON
import XCTest

/// The repository root, found from this file's location.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
    }
    fatalError("repository root not found")
}()

/// Every Swift file of the test fixtures and the bundled examples: real code in many spellings, for
/// properties that must hold on any source.
let fixtureAndExampleSwiftFiles: [String] = {
    var files: [String] = []
    for folder in ["/Tests/ThemelintTests/Fixtures", "/Examples"] {
        let root = repositoryRoot + folder
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
        }
    }
    return files.sorted()
}()

/// Settings built from an in-memory config, as the rule examples declare them.
/// With `rule`, every other rule is ignored; the config may still switch `rule` itself off.
func makeSettings(config: JSON?, selecting rule: String? = nil) throws -> FileSettings {
    let configuration = try Configuration.decode(config ?? [:], path: "<example>", root: "/virtual", knownRules: RuleCatalog.ids)
    let target = configuration.deploymentTarget.map { DeploymentTarget($0, origin: "config") } ?? .fallback
    return FileSettings(
        configuration: configuration, deploymentTarget: target,
        selection: RuleSelection(ignore: rule.map { RuleCatalog.ids.subtracting([$0]) } ?? []))
}

func lint(_ code: String, config: JSON? = nil, rule: String? = nil, path: String = "/virtual/Sources/App/Example.swift") throws -> [Diagnostic] {
    LintEngine.lint(SourceText(code), path: path, settings: try makeSettings(config: config, selecting: rule))
}

/// Strips `↓` markers, returning the clean code and the 1-based (line, column) of each marker in scalars.
func stripMarkers(_ code: String) -> (code: String, positions: [[Int]]) {
    var clean = String.UnicodeScalarView()
    var positions: [[Int]] = []
    var line = 1
    var column = 1
    for scalar in code.unicodeScalars {
        if scalar == "↓" {
            positions.append([line, column])
            continue
        }
        clean.append(scalar)
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    return (String(clean), positions)
}

/// Shared by the fixture suites: isolated project copies and `// expect:` annotations.
extension XCTestCase {
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
}

/// SplitMix64: a repeatable generator, so a randomised test that fails fails again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
