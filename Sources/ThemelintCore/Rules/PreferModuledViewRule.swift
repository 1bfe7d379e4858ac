import SwiftSyntax

/// Flags a view that branches on loading, error and data by hand:
/// `if loading { … } else if let error { … } else if let data { … }`. The seed UI package's
/// `ObservableModule` keeps that state in one place and `ModuledView(module) { data in … }` shows the
/// loading and error states itself.
///
/// Hand-written state switches are repeated in every screen, and each one forgets a case (a reload
/// that keeps old data, an error that hides a retry) in its own way. The rule only suggests; moving
/// the state into a module is a refactoring, so there is no automatic fix.
struct PreferModuledViewRule: SyntaxRule {
    static let id = "prefer-moduled-view"

    var inspectsConditionals: Bool { true }

    func visitIf(_ node: IfExprSyntax, context: LintContext) {
        // Only the head of an if / else-if chain, inside something that builds a view.
        // Suggesting ModuledView to a project without it is noise: it must be discovered in the
        // project, or the rule switched on explicitly in the config.
        guard !context.isDefinitionSite, node.parent?.is(IfExprSyntax.self) != true, Self.buildsView(Syntax(node), source: context.source),
            !Self.isInsideModuleType(Syntax(node))
        else { return }
        var branches: [ConditionElementListSyntax] = [node.conditions]
        var hasElse = false
        var current = node
        while let elseBody = current.elseBody {
            switch elseBody {
            case .ifExpr(let next):
                branches.append(next.conditions)
                current = next
            case .codeBlock:
                hasElse = true
            }
            if case .codeBlock = elseBody { break }
        }
        guard branches.count + (hasElse ? 1 : 0) >= 3, let first = branches.first, Self.isLoadingFlag(first) else { return }
        let bound = branches.dropFirst().compactMap(Self.boundName)
        guard let errorIndex = bound.firstIndex(where: { $0.lowercased().containsText("error") }),
            bound.count >= 2 || hasElse, bound.indices.contains(where: { $0 != errorIndex }) || hasElse
        else { return }
        let (start, end) = (node.ifKeyword.startOffset, node.ifKeyword.endOffset)
        context.whenSettled { context in
            guard context.settings.configuration.rules[Self.id]?.enabled == true || context.hasModuledView else { return }
            context.report(
                Self.id, from: start, to: end,
                message: "This view switches on loading, error and data by hand; keep the state in an ObservableModule and use ModuledView(module) { data in … }, which shows the loading and error states for you",
                suggestions: ["ModuledView(module) { data in … }"])
        }
    }

    /// ModuledView's own body is where the hand-written switch belongs.
    static func isInsideModuleType(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(StructDeclSyntax.self), UsageCounter.moduleTypeNames.contains(type.name.text) { return true }
            if let type = ancestor.as(ClassDeclSyntax.self), UsageCounter.moduleTypeNames.contains(type.name.text) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// `loading`, `isLoading`, `viewModel.isLoading`: a plain flag whose name says loading.
    static func isLoadingFlag(_ conditions: ConditionElementListSyntax) -> Bool {
        guard conditions.count == 1, let expression = conditions.first?.condition.as(ExprSyntax.self) else { return false }
        let name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else { name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        return name?.lowercased().containsText("loading") == true
    }

    /// `let error` / `let products = viewModel.products`: the bound name of an optional binding condition.
    static func boundName(_ conditions: ConditionElementListSyntax) -> String? {
        guard conditions.count == 1, let binding = conditions.first?.condition.as(OptionalBindingConditionSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Inside a `body` property or a property / function returning `some View`.
    static func buildsView(_ start: Syntax, source: SourceText) -> Bool {
        var node = start.parent
        while let current = node {
            if let binding = current.as(PatternBindingSyntax.self) {
                return binding.pattern.trimmedText(in: source) == "body" || binding.typeAnnotation?.type.trimmedText(in: source).containsText("View") == true
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.trimmedText(in: source).containsText("View") == true
            }
            if current.isDeclGroup { return false }
            node = current.parent
        }
        return false
    }
}
