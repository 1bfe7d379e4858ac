import SwiftSyntax

/// Flags a hand-written `if #available` around a modifier that one of the project's own
/// compatibility helpers already applies: the seed's `compatibleCall` cases, a `ViewModifier` that
/// contains `if #available`, or a `backportX()` helper. Discovery finds these helpers in the project,
/// and `missing-compat-wrapper` treats calls that go through them (including `.modify { }` closures)
/// as guarded, so code that uses them is never flagged.
///
/// Ad-hoc availability checks duplicate the view on both branches and drift from the shared helper;
/// the message names the helper and where it is defined. There is no automatic fix.
struct ProjectCompatWrappersRule: SyntaxRule {
    static let id = "project-compat-wrappers"

    var inspectsConditionals: Bool { true }

    /// The helpers that cover modifiers: discovered ones, and the configured wrapper when the config names it.
    static func wrappers(_ configuration: Configuration) -> [ProjectWrapper] {
        var result = configuration.projectWrappers.filter { !$0.modifiers.isEmpty }
        let wrapper = configuration.compatWrapper
        if configuration.explicitSettings.contains("compatWrapper"), !result.contains(where: { $0.name == wrapper.name }) {
            result.append(ProjectWrapper(
                kind: .enumWrapper, name: wrapper.name, spelling: ".\(wrapper.name)(.{modifier}(…))", modifiers: wrapper.supports.sorted(),
                origin: FilePaths.fileName(configuration.path ?? ".themelint.json"), line: 0))
        }
        return result
    }

    func visitIf(_ node: IfExprSyntax, context: LintContext) {
        guard node.conditions.contains(where: {
            $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundAvailable
        }) else { return }
        // A check inside a `View` extension method or a `ViewModifier` is a helper of the project's own,
        // another wrapper, even where discovery does not count it as one (`appGlassCard` styling both branches).
        if Self.isInHelperDefinition(Syntax(node)) { return }
        // The enclosing declarations and calls, and the modifiers the body applies, read now; which
        // of them are the project's helpers is known once the settings are final.
        let enclosingNames = Syntax(node).enclosingDeclarationNames
        var enclosingCalls: [String] = []
        var ancestor = node.parent
        while let current = ancestor {
            if let call = current.as(FunctionCallExprSyntax.self), let callee = Callee(call.calledExpression) { enclosingCalls.append(callee.name) }
            ancestor = current.parent
        }
        let finder = ModifierCallFinder(viewMode: .sourceAccurate)
        finder.walk(node.body)
        let applied = finder.names
        guard !applied.isEmpty else { return }
        // A fallback that styles the view its own way (`else { content.background(…, in: Capsule()) }`) is
        // more than what a helper's `else { self }` gives: the helper would drop it.
        if let fallback = node.elseBody {
            let fallbackFinder = ModifierCallFinder(viewMode: .sourceAccurate)
            fallbackFinder.walk(fallback)
            guard fallbackFinder.allNames.isSubset(of: finder.allNames) else { return }
        }
        let (start, end) = (node.ifKeyword.startOffset, node.ifKeyword.endOffset)
        context.whenSettled { [enclosingNames, enclosingCalls] context in
            let configuration = context.wrapperSettings
            let wrappers = Self.wrappers(configuration)
            guard !wrappers.isEmpty else { return }
            // The helpers' own definitions, and code already inside a wrapper or `.modify { }`, are fine.
            let names = Set(wrappers.map(\.name) + configuration.projectWrappers.map(\.name))
            let transforms = configuration.projectWrappers.filter { $0.kind == .transform }.map(\.name)
            let guardNames = context.guardNames
            guard !enclosingNames.contains(where: names.contains),
                !enclosingCalls.contains(where: { guardNames.contains($0) || transforms.contains($0) })
            else { return }
            for (name, form) in applied {
                // A helper that applies one fixed call (`toolbar(.hidden, for: .tabBar)`) covers that call only.
                guard let wrapper = wrappers.first(where: { $0.modifiers.contains(name) || $0.modifiers.contains(form) }) else { continue }
                let spelling = wrapper.spelling(for: name)
                let location = wrapper.line > 0 ? "\(wrapper.origin):\(wrapper.line)" : wrapper.origin
                context.report(
                    Self.id, from: start, to: end,
                    message: "This if #available applies \(name) by hand; the project's \(wrapper.name) (\(location)) already does: use \(spelling)",
                    suggestions: [spelling])
                return
            }
        }
    }

    /// Whether `node` is in a method of `extension View` or in a `ViewModifier`.
    static func isInHelperDefinition(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedSource
                return name == "View" || name == "SwiftUI.View"
            }
            if let structDecl = ancestor.as(StructDeclSyntax.self) {
                return LintEngine.inherits(structDecl, from: ["ViewModifier"])
            }
            current = ancestor.parent
        }
        return false
    }

    /// The newer modifiers a block applies: each name with the call's form (`CompatWrapperProvider.appliedModifier`);
    /// and the names of all the modifiers it calls.
    private final class ModifierCallFinder: SyntaxVisitor {
        var names: [(name: String, form: String)] = []
        var allNames: Set<String> = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let callee = Callee(node.calledExpression), callee.isModifierCall(node) {
                allNames.insert(callee.name)
                if MissingCompatWrapperRule.table[callee.name] != nil, callee.receiverMayBeView(node) {
                    let form = CompatWrapperProvider.appliedModifier(node, name: callee.name)
                    if !names.contains(where: { $0.form == form }) { names.append((callee.name, form)) }
                }
            }
            return .visitChildren
        }
    }
}
