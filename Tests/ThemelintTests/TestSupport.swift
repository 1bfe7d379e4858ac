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
