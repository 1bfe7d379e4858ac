// Reads DB UX-style adaptive colour schemes (ADR-02): `EnvironmentValues` entries such as
// `@Entry var dsActiveColorScheme: DSAdaptiveColorScheme`, and the colours handed to that struct's
// initialiser in the light and dark scheme functions (`getColorSchemeLight()` / `…Dark()`). Tokens
// are reached as `activeColorScheme.bgBasicLevel1Default` inside views that read the environment value.

import SwiftSyntax

enum AdaptiveColorSchemeProvider {
    static let markers = ["EnvironmentValues", "Scheme"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.environmentEntries.merge(visitor.entries) { first, _ in first }
        facts.schemeValues += visitor.values
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var entries: [String: String] = [:]
        var values: [SchemeValueFact] = []
        /// The names of the enclosing functions and properties, innermost last; read only when a
        /// scheme value is found, not for every declaration.
        var scopes: [Syntax?] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.extendedType.trimmedDescription.hasSuffix("EnvironmentValues") else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedDescription
                else { continue }
                if entries[type] == nil { entries[type] = name }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(Syntax(node.name))
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(node.bindings.first.map { Syntax($0.pattern) })
            return .visitChildren
        }
        override func visitPost(_ node: VariableDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.count >= 2, let callee = Callee(node.calledExpression), let type = callee.constructedType else {
                return .visitChildren
            }
            var found: [(String, RGBA, Int)] = []
            for argument in node.arguments {
                guard let label = argument.label?.text, let value = ColorExpression.value(of: argument.expression) else { continue }
                found.append((label, value.light, file.line(argument)))
            }
            // A struct of colours, not a colour constructor with numeric components.
            guard found.count >= 2, !HardcodedColorRule.colorTypes.contains(type) else { return .visitChildren }
            let group = node.parent?.as(LabeledExprSyntax.self)?.label?.text ?? ""
            let isDark = scopes.contains { ($0?.trimmedText(in: file.source) ?? "").lowercased().contains("dark") }
            for (property, value, line) in found {
                values.append(SchemeValueFact(typeName: type, group: group, property: property, value: value, isDark: isDark, line: line))
            }
            return .visitChildren
        }
    }
}
