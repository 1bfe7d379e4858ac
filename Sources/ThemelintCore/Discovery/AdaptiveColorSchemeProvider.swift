// Reads DB UX-style adaptive colour schemes (ADR-02): `EnvironmentValues` entries such as
// `@Entry var dsActiveColorScheme: DSAdaptiveColorScheme`, and the colours handed to that struct's
// initialiser in the light and dark scheme functions (`getColorSchemeLight()` / `…Dark()`). Tokens
// are reached as `activeColorScheme.bgBasicLevel1Default` inside views that read the environment value.

import SwiftSyntax

enum AdaptiveColorSchemeProvider {
    static let markers: [ByteSearch.Needle] = ["EnvironmentValues", "Scheme"]

    /// Collects with a walk of its own (the server, and files the lint walk does not visit).
    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard let collector = Collector(file) else { return }
        Visitor(collector).walk(file.tree)
        collector.add(to: &facts)
    }

    /// What one file's walk has found so far; nil for a file that cannot hold a scheme.
    final class Collector {
        let file: DiscoveryFile
        private var entries: [String: String] = [:]
        private var values: [SchemeValueFact] = []
        /// The names of the enclosing functions and properties, innermost last; read only when a
        /// scheme value is found, not for every declaration.
        private var scopes: [Syntax?] = []
        /// The `extension EnvironmentValues` being walked, read whole on entry: nothing below it
        /// counts, not even another extension that broken code nests in it (fuzz-engine).
        private var entriesExtension: SyntaxIdentifier?

        init?(_ file: DiscoveryFile) {
            guard file.mentions(AdaptiveColorSchemeProvider.markers) else { return nil }
            self.file = file
        }

        func add(to facts: inout FileFacts) {
            facts.environmentEntries.merge(entries) { first, _ in first }
            facts.schemeValues += values
        }

        /// Records the entries of an `extension EnvironmentValues`; true when `node` is one.
        func enter(_ node: ExtensionDeclSyntax) -> Bool {
            guard entriesExtension == nil, node.extendedType.trimmedSource.hasSuffix("EnvironmentValues") else { return false }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedSource
                else { continue }
                if entries[type] == nil { entries[type] = name }
            }
            entriesExtension = node.id
            return true
        }

        func leave(_ node: ExtensionDeclSyntax) {
            if entriesExtension == node.id { entriesExtension = nil }
        }

        func enterScope(_ node: FunctionDeclSyntax) { scopes.append(Syntax(node.name)) }
        func enterScope(_ node: VariableDeclSyntax) { scopes.append(node.bindings.first.map { Syntax($0.pattern) }) }
        func leaveScope() { scopes.removeLast() }

        /// `DSAdaptiveColorScheme(bgBasicLevel1Default: Color(hex: "#FFFFFF"), …)` in a light or dark scheme function.
        func visit(_ node: FunctionCallExprSyntax, callee: Callee) {
            // A struct of colours, not a colour constructor with numeric components; checked before
            // any argument is evaluated, as most calls with two labels are neither.
            guard entriesExtension == nil, node.arguments.count >= 2, let type = callee.constructedType, !HardcodedColorRule.colorTypes.contains(type),
                node.arguments.lazy.filter({ $0.label != nil }).count >= 2
            else { return }
            var found: [(String, RGBA, Int)] = []
            for argument in node.arguments {
                guard let label = argument.label?.text, let value = ColorExpression.value(of: argument.expression) else { continue }
                found.append((label, value.light, file.line(argument)))
            }
            guard found.count >= 2 else { return }
            let group = node.parent?.as(LabeledExprSyntax.self)?.label?.text ?? ""
            let isDark = scopes.contains { ($0?.trimmedText(in: file.source) ?? "").lowercased().contains("dark") }
            for (property, value, line) in found {
                values.append(SchemeValueFact(typeName: type, group: group, property: property, value: value, isDark: isDark, line: line))
            }
        }

        /// Collects below `node` with a walk of its own: the part of a file the lint walk skips.
        func collectChildren(of node: some SyntaxProtocol) {
            Visitor(self).walkChildren(of: node)
        }
    }

    private final class Visitor: SyntaxVisitor {
        let collector: Collector

        init(_ collector: Collector) {
            self.collector = collector
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            collector.enter(node) ? .skipChildren : .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { collector.leave(node) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            collector.enterScope(node)
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { collector.leaveScope() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            collector.enterScope(node)
            return .visitChildren
        }
        override func visitPost(_ node: VariableDeclSyntax) { collector.leaveScope() }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Building a callee costs more than the argument count that rules most calls out.
            if node.arguments.count >= 2, let callee = Callee(node.calledExpression) { collector.visit(node, callee: callee) }
            return .visitChildren
        }
    }
}
