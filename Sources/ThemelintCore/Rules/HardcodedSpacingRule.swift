import SwiftSyntax

/// Flags literal numbers passed as stack and grid spacing: `VStack(spacing: 12)`,
/// `LazyVGrid(columns:spacing:)`, `Grid(horizontalSpacing:verticalSpacing:)`,
/// `GridItem(.flexible(), spacing: 8)`, `Spacer(minLength: 20)`, and the spacing modifiers
/// `.listRowSpacing(8)`, `.listSectionSpacing(20)` and `.safeAreaInset(edge:spacing:)`.
///
/// Spacing is the rhythm of a layout; literals scattered across views make it impossible to
/// retune. The fix swaps an on-scale value for its step (`D.Content.spacing(.regular)`).
struct HardcodedSpacingRule: SyntaxRule {
    static let id = "hardcoded-spacing"

    /// Container type -> the labels that carry spacing.
    static let spacingLabels: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for stack in ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "VStackLayout", "HStackLayout", "GridItem"] {
            table[stack] = ["spacing"]
        }
        table["Grid"] = ["horizontalSpacing", "verticalSpacing"]
        table["GridLayout"] = ["horizontalSpacing", "verticalSpacing"]
        table["Spacer"] = ["minLength"]
        return table
    }()

    /// Modifier -> the label of the argument that carries spacing ("" for the unlabelled one).
    static let spacingModifiers: [String: String] = ["listRowSpacing": "", "listSectionSpacing": "", "safeAreaInset": "spacing"]

    var callNames: Set<String>? { Set(Self.spacingLabels.keys).union(Self.spacingModifiers.keys).union(["init"]) }

    /// `LazyVGrid(columns: [.init(.flexible(), spacing: 20)])`, `let columns: [GridItem] = [.init(.flexible(), spacing: 20)]`:
    /// an implicit initialiser in an array of grid items is `GridItem(…)`.
    static func isGridItem(_ call: FunctionCallExprSyntax, callee: Callee) -> Bool {
        guard callee.name == "init", callee.isImplicitMember,
            let array = call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self)
        else { return false }
        if let argument = array.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text, label == "columns" || label == "rows",
            let grid = argument.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap({ Callee($0.calledExpression)?.constructedType })
        {
            return grid == "LazyVGrid" || grid == "LazyHGrid"
        }
        guard let binding = array.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let element = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element
        else { return false }
        return LintEngine.lastName(of: element) == "GridItem"
    }

    func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) {
        guard !context.isDefinitionSite else { return }
        // Also as a value for a wrapper: `.compatibleCall(.listRowSpacing(8))` hardcodes 8 all the same.
        if let label = Self.spacingModifiers[callee.name] {
            for argument in call.arguments where (argument.label?.text ?? "") == label {
                DimensionLiterals.check(argument.expression, kind: .spacing, rule: Self.id, context: context)
            }
            return
        }
        guard let type = callee.constructedType ?? (Self.isGridItem(call, callee: callee) ? "GridItem" : nil), let labels = Self.spacingLabels[type] else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text, labels.contains(label) else { continue }
            DimensionLiterals.check(argument.expression, kind: .spacing, rule: Self.id, context: context, passedTo: label == "spacing" ? type : nil)
        }
    }
}
