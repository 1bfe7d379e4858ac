// Reads the seed UI package's dimension scale: any `enum X: String, Sizeable` whose `padding` /
// `spacing` properties switch over the cases, wherever it lives, and the `typealias D = Dimensions<X>`
// that gives the project's own accessor (`D.Content.padding(.large)`).

import SwiftSyntax

enum SizeableDimensionsProvider {
    static let markers: [ByteSearch.Needle] = ["Sizeable", "Dimensions<"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.sizeables += visitor.sizeables
        facts.dimensionAliases.merge(visitor.aliases) { first, _ in first }
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var sizeables: [SizeableFact] = []
        var aliases: [String: String] = [:]

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            // typealias D = Dimensions<DefaultSize>
            if let generic = node.initializer.value.as(IdentifierTypeSyntax.self), generic.name.text == "Dimensions",
                let argument = generic.genericArgumentClause?.arguments.first
            {
                let sizeType = argument.argument.trimmedSource
                if aliases[sizeType] == nil { aliases[sizeType] = node.name.text }
            }
            return .skipChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSource } ?? []
            guard inherited.contains(where: { $0 == "Sizeable" || $0.hasSuffix(".Sizeable") }) else { return .visitChildren }
            var padding: [DimensionScale.Step] = []
            var spacing: [DimensionScale.Step] = []
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    name == "padding" || name == "spacing", let accessor = binding.accessorBlock
                else { continue }
                let steps = SwitchSteps.steps(in: Syntax(accessor))
                if name == "padding" { padding = steps } else { spacing = steps }
            }
            if !padding.isEmpty || !spacing.isEmpty {
                sizeables.append(SizeableFact(typeName: node.name.text, padding: padding, spacing: spacing, line: file.line(node.name)))
            }
            return .skipChildren
        }
    }
}

/// `switch self { case .small: return 8; case .regular, .medium: 16 }` as steps, in case order.
enum SwitchSteps {
    static func steps(in node: Syntax) -> [DimensionScale.Step] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.steps
    }

    private final class Finder: SyntaxVisitor {
        var steps: [DimensionScale.Step] = []

        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            guard case .case(let label) = node.label, let statement = node.statements.first, node.statements.count == 1 else { return .skipChildren }
            var expression: ExprSyntax?
            if let returned = statement.item.as(ReturnStmtSyntax.self) { expression = returned.expression }
            else { expression = statement.item.as(ExprSyntax.self) }
            guard let expression, let value = NumberLiteral.constantValue(expression) else { return .skipChildren }
            for item in label.caseItems {
                guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self) else { continue }
                let name = member.declName.baseName.text
                if !steps.contains(where: { $0.name == name }) { steps.append(DimensionScale.Step(name: name, value: value)) }
            }
            return .skipChildren
        }
    }
}
