import SwiftSyntax

/// Flags literal numbers passed as padding: `.padding(16)`, `.padding(.horizontal, 8)`,
/// `EdgeInsets(top: 8, …)`, implicit-self `padding(16)` in view extensions, and the iOS 17
/// padding modifiers `.safeAreaPadding(.horizontal, 16)` and `.contentMargins(20, for: .scrollContent)`.
///
/// Paddings outside the `Dimensions` scale drift from the design grid one view at a time; the
/// fix swaps an on-scale value for its step (`D.Content.padding(.regular)`), and off-scale
/// values are told the nearest step instead of being silently rounded.
struct HardcodedPaddingRule: SyntaxRule {
    static let id = "hardcoded-padding"

    /// SwiftUI's insets only: UIKit's `UIEdgeInsets(top:left:bottom:right:)` and `NSDirectionalEdgeInsets`
    /// set layout margins of UIKit views, whose other spacings (`stackView.spacing = 8`) no rule reads either.
    static let insetTypes: Set<String> = ["EdgeInsets"]
    static let insetLabels: Set<String> = ["top", "leading", "bottom", "trailing"]

    /// Modifiers shaped like `padding`: an optional edge set, then the length or the insets.
    static let paddingModifiers: Set<String> = ["padding", "safeAreaPadding", "contentMargins"]

    var callNames: Set<String>? { Self.insetTypes.union(Self.paddingModifiers).union(["init"]) }

    func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) {
        guard !context.isDefinitionSite else { return }
        if Self.paddingModifiers.contains(callee.name) {
            // padding(_ length:), padding(_ edges:, _ length:), padding(_ insets:): all unlabelled;
            // contentMargins adds a labelled `for:` placement after them. Filtered into an array: a syntax
            // collection's own `filter` builds a new tree up to the root, on every padding of every file.
            let arguments = Array(call.arguments).filter { !(callee.name == "contentMargins" && $0.label?.text == "for") }
            // A project's own `func padding(edges: Edge.Set = .all, _ length: CGFloat? = nil)` (Workout-App) hardcodes the same.
            let edgesLabelled = arguments.count == 2 && ["edges", "edge"].contains(arguments.first?.label?.text ?? "")
            guard !arguments.isEmpty, arguments.count <= 2, arguments.allSatisfy({ $0.label == nil }) || edgesLabelled,
                let length = arguments.last, length.label == nil
            else { return }
            let edges = arguments.count == 2 ? DimensionLiterals.edges(of: arguments[0].expression) : DimensionLiterals.allEdges
            DimensionLiterals.check(length.expression, kind: .padding, rule: Self.id, context: context, passedTo: callee.name, edges: edges)
            return
        }
        let isInsets = Self.insetTypes.contains(callee.constructedType ?? "")
            || (callee.name == "init" && callee.isImplicitMember && !call.arguments.isEmpty
                && call.arguments.allSatisfy { Self.insetLabels.contains($0.label?.text ?? "") })
        guard isInsets else { return }
        for argument in call.arguments where Self.insetLabels.contains(argument.label?.text ?? "") {
            DimensionLiterals.check(argument.expression, kind: .padding, rule: Self.id, context: context, edges: [argument.label!.text])
        }
    }
}
