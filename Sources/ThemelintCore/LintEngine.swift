// The engine: parse once, walk once, filter by suppressions. The CLI, the language server and
// the tests all lint through `LintEngine.lint`, so there is one implementation of every rule.

import SwiftParser
import SwiftSyntax

public enum LintEngine {
    /// Every rule, in catalog order. Rules are stateless; per-file state lives in `LintContext`.
    public static let rules: [any SyntaxRule] = [
        HardcodedColorRule(), HardcodedPaddingRule(), HardcodedSpacingRule(), MissingCompatWrapperRule(),
        ObsoleteCompatWrapperRule(), ProjectCompatWrappersRule(), PreferModuledViewRule(),
    ]

    public static func parse(_ source: SourceText) -> SourceFileSyntax {
        source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// Lints one file. `path` decides the token-file and test-file exemptions; `tree` may be passed
    /// when the caller already parsed `source` (the server parses incrementally).
    public static func lint(_ source: SourceText, path: String, settings: FileSettings, tree: SourceFileSyntax? = nil) -> [Diagnostic] {
        let enabled = rules.filter { settings.severity(of: type(of: $0).id) != nil }
        guard !enabled.isEmpty else { return [] }
        if settings.configuration.skipTests && isTestPath(path) { return [] }
        let tree = tree ?? parse(source)
        if settings.configuration.skipTests && importsTestFramework(tree) { return [] }

        let context = LintContext(source: source, settings: settings, path: path)
        LintWalker(context: context, rules: enabled).walk(tree)
        var diagnostics = context.diagnostics
        if containsMarker(source.bytes) {
            let suppressions = Suppressions(tree: tree, source: source)
            if !suppressions.isEmpty {
                diagnostics.removeAll { suppressions.suppresses($0.rule, line: $0.range.start.line) }
            }
        }
        return diagnostics.sorted { ($0.range.start.offset, $0.rule) < ($1.range.start.offset, $1.rule) }
    }

    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "ViewInspector"]

    /// `Tests/`, `AppTests/`, `AppUITests/` directories and `…Tests.swift` files.
    public static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if let file = components.last, file.hasSuffix("Tests.swift") || file.hasSuffix("Test.swift") { return true }
        return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    static func importsTestFramework(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let importDecl = item.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text else { return false }
            return testFrameworks.contains(module)
        }
    }

    /// A cheap pre-filter: most files have no suppression comment, so their trivia is never scanned.
    static func containsMarker(_ bytes: [UInt8]) -> Bool {
        let marker = Array(Suppressions.marker.utf8)
        guard bytes.count >= marker.count else { return false }
        var index = 0
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == marker[0] {
                var matched = true
                for offset in 1..<marker.count where bytes[index + offset] != marker[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
    }
}
