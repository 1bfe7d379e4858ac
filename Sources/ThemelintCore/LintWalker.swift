// The single walk: one SyntaxVisitor pass per file that tracks the scopes rules care about
// (previews, theme types, static constants, `Theme.setDefault`) and hands each call, member
// access and macro to the rules that asked for it. In a run's first pass it also hands the
// discovery providers that ride on it (`DiscoveryWalk`) the nodes they read, so a file is walked once.

import Foundation
import SwiftSyntax

final class LintWalker: SyntaxVisitor {
    private struct TypeFrame {
        let isColorExtension: Bool
        let conformsToView: Bool
        /// A view proper (`: View`, or an extension of one), not a style: counted in `LintContext.viewTypeDepth`.
        let isView: Bool
        /// This type or one it is nested in is named like a token table (`TokenTableProvider.namesTable`).
        var inTokenTable = false
        var savedEnvironment: [String: String]? = nil
        /// A type of no view named for a look (`ChatUI.Appearance`, `CardConfiguration`) or a scale
        /// (`HeadingPaddings`), whose initialiser's and stored properties' defaults are the library's default style.
        var namesStyleSettings = false
    }

    static let styleSettingsSuffixes = ["Appearance", "Configuration", "Config", "Style", "Styles", "Theme", "Palette", "Colors", "Colours", "Tokens"]

    let context: LintContext
    private let rulesByCallName: [String: [any SyntaxRule]]
    private let rulesForEveryCall: [any SyntaxRule]
    private let rules: [any SyntaxRule]
    private let conditionalRules: [any SyntaxRule]
    private let skipPreviews: Bool
    private var typeFrames: [TypeFrame] = []
    /// Nodes that opened a definition-site scope, closed again in `visitPost`.
    private var definitionScopes: [SyntaxIdentifier] = []
    /// The argument list and trailing closure of `.mask { … }` calls about to be walked: only alpha
    /// and luminance matter there, so the colours and sizes inside are no design values.
    private var maskParts: Set<SyntaxIdentifier> = []
    /// Discovery's collectors for this file, when the walk gathers facts (`LintEngine.lintDeferring`).
    var discovery: DiscoveryWalk?

    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "CIColor", "ShapeStyle"]
    static let tokenTypeSuffixes = ["Theme", "Palette", "Colors", "Colours", "Tokens", "Styleguide", "StyleGuide", "ColorScheme", "ColorSet"]
    /// Types whose initialiser's arguments are token values: a theme, a palette, a colour configuration.
    static let definedTypeSuffixes = ["Theme", "Palette", "Colors", "Colours", "Tokens", "ColorScheme", "ColorConfiguration", "ThemeConfiguration"]
        .map { Array($0.utf8) }

    /// Compared as bytes: every constructor call of every file (`Text(…)`, `VStack(…)`) asks.
    static func namesDefinedType(_ type: String) -> Bool {
        var type = type
        return type.withUTF8 { bytes in
            definedTypeSuffixes.contains { suffix in bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix) }
        }
    }
    static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "App", "Scene", "PreviewProvider",
    ]

    init(context: LintContext, rules: [any SyntaxRule]) {
        self.context = context
        self.rules = rules
        let dispatch = Dispatch.table(for: rules)
        rulesByCallName = dispatch.byCallName
        rulesForEveryCall = dispatch.everyCall
        conditionalRules = dispatch.conditional
        skipPreviews = context.settings.configuration.skipPreviews
        super.init(viewMode: .sourceAccurate)
    }

    /// Which rules see which calls, built once per set of enabled rules rather than per file.
    private struct Dispatch {
        let byCallName: [String: [any SyntaxRule]]
        let everyCall: [any SyntaxRule]
        let conditional: [any SyntaxRule]

        private static let lock = NSLock()
        nonisolated(unsafe) private static var tables: [[String]: Dispatch] = [:]

        static func table(for rules: [any SyntaxRule]) -> Dispatch {
            let key = rules.map { type(of: $0).id }
            lock.lock()
            defer { lock.unlock() }
            if let known = tables[key] { return known }
            var byName: [String: [any SyntaxRule]] = [:]
            var everyCall: [any SyntaxRule] = []
            for rule in rules {
                guard let names = rule.callNames else { everyCall.append(rule); continue }
                for name in names { byName[name, default: []].append(rule) }
            }
            let table = Dispatch(byCallName: byName, everyCall: everyCall, conditional: rules.filter(\.inspectsConditionals))
            tables[key] = table
            return table
        }
    }

    // MARK: Scopes

    private func openDefinitionScope(_ node: some SyntaxProtocol) {
        definitionScopes.append(node.id)
        context.definitionDepth += 1
    }

    private func closeDefinitionScope(_ node: some SyntaxProtocol) {
        if definitionScopes.last == node.id {
            definitionScopes.removeLast()
            context.definitionDepth -= 1
        }
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { entry in
            let text = entry.type.trimmedText(in: context.source)
            return text.split(separator: ".").last.map(String.init)
        } ?? []
    }

    private func enterType(name: String, inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let inherited = inheritedNames(inheritance)
        // visitPost runs even for skipped nodes, so the frame is pushed either way.
        let isView = inherited.contains { LintWalker.viewProtocols.contains($0) }
        let inView = typeFrames.contains { $0.conformsToView }
        typeFrames.append(TypeFrame(
            isColorExtension: false, conformsToView: isView, isView: inherited.contains("View"),
            inTokenTable: typeFrames.last?.inTokenTable == true || typeFrames.last?.isColorExtension == true || TokenTableProvider.namesTable(name),
            namesStyleSettings: !isView && !inView
                && (LintWalker.styleSettingsSuffixes.contains { name.hasSuffix($0) } || DimensionConstantsProvider.kind(ofType: name) != nil)))
        if inherited.contains("View") { context.viewTypeDepth += 1 }
        if context.tracksEnvironment, let group = Syntax(node).asProtocol(DeclGroupSyntax.self) { bindEnvironment(group.memberBlock) }
        if skipPreviews && (inherited.contains("PreviewProvider") || isPreviewOnly(name)) { return skipping(node) }
        // `struct EmojiPalette: View` is a view that happens to be named like a token table; a type that
        // adopts a theme protocol (`struct IceCubeDark: ColorSet`) is a token table whatever its name.
        let namesTokenTable = { (type: String) in LintWalker.tokenTypeSuffixes.contains(where: { type.hasSuffix($0) }) }
        // A type nested in a view is one of the view's values (`struct Card: View { enum Theme { … } }`).
        if !isView && !inView && (namesTokenTable(name) || inherited.contains(where: namesTokenTable) || Self.isColourTable(node)) {
            openDefinitionScope(node)
        } else if isView && name.hasSuffix("Mask") {
            // `struct GradientMask: View`, drawn only into `.mask(…)`: as inside `.mask { … }`, only alpha matters.
            openDefinitionScope(node)
        }
        return .visitChildren
    }

    /// A declaration at the file's top level, also inside `#if DEBUG … #endif`.
    static func isFileScope(_ node: VariableDeclSyntax) -> Bool {
        var list = node.parent?.parent
        while let clause = list?.parent?.as(IfConfigClauseSyntax.self) {
            list = clause.parent?.parent?.parent?.parent  // clause → clauses → #if → item → list
        }
        return list?.parent?.is(SourceFileSyntax.self) == true
    }

    /// `struct DefaultColorSystem: ColorSystem { var background: Color { Color(hex: "02122B") } … }`: a type
    /// whose members are all colour properties, two or more, is a palette whatever it is called.
    static func isColourTable(_ node: some SyntaxProtocol) -> Bool {
        guard let members = Syntax(node).asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        var colours = 0
        for member in members where !member.decl.is(InitializerDeclSyntax.self) {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            let allColours = variable.bindings.allSatisfy { binding in
                if let type = binding.typeAnnotation?.type { return colorTypes.contains(LintEngine.lastName(of: type)) }
                return binding.initializer.map { TokenTableProvider.isColorTyped(binding, $0.value) } ?? false
            }
            guard allColours else { return false }
            colours += 1
        }
        return colours >= 2
    }

    /// Records `@Environment(\.key) var name` members for the type being entered.
    private func bindEnvironment(_ members: MemberBlockSyntax) {
        var environment = context.environment
        var found = false
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            for case .attribute(let attribute) in variable.attributes where attribute.attributeName.trimmedText(in: context.source) == "Environment" {
                guard case .argumentList(let arguments) = attribute.arguments,
                    let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
                    let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                else { continue }
                environment[key] = name
                found = true
            }
        }
        if found {
            typeFrames[typeFrames.count - 1].savedEnvironment = context.environment
            context.environment = environment
        }
    }

    /// A private helper type at the top level that only previews use, or an extension of one.
    private func isPreviewOnly(_ name: String) -> Bool {
        !context.reach.previewOnlyTypes.isEmpty && context.reach.previewOnlyTypes.contains(name) && typeFrames.count == 1
    }

    private func leaveType(_ node: some SyntaxProtocol) {
        if let saved = typeFrames.last?.savedEnvironment { context.environment = saved }
        if typeFrames.removeLast().isView { context.viewTypeDepth -= 1 }
        closeDefinitionScope(node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType(node) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = discovery?.schemes?.enter(node)
        let extended = node.extendedType.trimmedText(in: context.source)
        let name = extended.split(separator: ".").last.map(String.init) ?? extended
        let inherited = inheritedNames(node.inheritanceClause)
        typeFrames.append(TypeFrame(
            isColorExtension: LintWalker.colorTypes.contains(name),
            conformsToView: inherited.contains { LintWalker.viewProtocols.contains($0) } || context.reach.viewTypes.contains(name),
            isView: inherited.contains("View") || context.reach.viewTypes.contains(name)))
        if typeFrames[typeFrames.count - 1].isView { context.viewTypeDepth += 1 }
        if skipPreviews && (inherited.contains("PreviewProvider") || isPreviewOnly(name)) { return skipping(node) }
        // `extension Color.Branding` and `extension Theme` define tokens throughout.
        if LintWalker.tokenTypeSuffixes.contains(where: { name.hasSuffix($0) }) || (extended.hasPrefix("Color.") && name != "Color") {
            openDefinitionScope(node)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        discovery?.schemes?.leave(node)
        leaveType(node)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        discovery?.schemes?.enterScope(node)
        if typeFrames.last?.conformsToView == true, Self.isChoiceList(node) {
            // `let colors: [Color] = [.red, .green, .blue]` that `ForEach(colors)` lays out: the choices a picker offers, data.
            openDefinitionScope(node)
        } else if isStatic(node.modifiers) {
            // A static constant names a value: it is a token table entry unless it sits in a view, where
            // it is one only as the default of the view's own parameter (Shimmer's `gradient: Gradient = Self.defaultGradient`).
            if let frame = typeFrames.last, frame.isColorExtension || !frame.conformsToView || Self.isParameterDefault(node) { openDefinitionScope(node) }
        } else if Self.isFileScope(node) || typeFrames.last?.isColorExtension == true {
            // A colour extension's instance property (`var contrastingTextColor: Color { luminance > 0.5 ? .black : .white }`)
            // is colour arithmetic, as its methods are.
            openDefinitionScope(node)
        } else if typeFrames.last?.namesStyleSettings == true, node.bindings.allSatisfy({ Self.isStored($0) }) {
            // A stored property's default in a type named for a look is its initialiser's default by another
            // spelling, and so is one its observer sets (KeyboardKit's `didSet { borderColor = .black }`).
            openDefinitionScope(node)
        } else if let frame = typeFrames.last, frame.inTokenTable, !frame.conformsToView, node.bindings.count == 1,
            TokenTableProvider.switchTable(node.bindings.first!) != nil
        {
            // `enum BrandColor { var color: Color { switch self { … } } }` defines a token per case.
            openDefinitionScope(node)
        } else if !typeFrames.contains(where: \.conformsToView), node.bindings.count == 1, let binding = node.bindings.first,
            let type = binding.typeAnnotation?.type, case .getter(let body)? = binding.accessorBlock?.accessors,
            Self.mapsToColours(body, returning: type) || Self.insetsPerCase(body, returning: type)
        {
            openDefinitionScope(node)
        }
        return .visitChildren
    }

    /// A view's list of three or more colours that a `ForEach` of the same type goes through (`ForEach(colors, id: \.self)`,
    /// `ForEach(self.colors.indices, …)`): options shown to pick from, not the view's look. A list of models that carry
    /// a colour each (onboarding pages with an `iconColor`) is the view's content, whose colours are its look.
    static func isChoiceList(_ node: VariableDeclSyntax) -> Bool {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let array = binding.initializer?.value.as(ArrayExprSyntax.self), array.elements.count >= 3,
            array.elements.allSatisfy({ isChoice($0.expression) })
        else { return false }
        guard let members = Syntax(node).enclosingDeclGroup?.memberBlock else { return false }
        let finder = ForEachSourceFinder(name: name)
        finder.walk(members)
        return finder.found
    }

    /// A colour, or a colour with its name (ExpenseTracker's `("green", Color.green)`).
    private static func isChoice(_ expression: ExprSyntax) -> Bool {
        func isColour(_ expression: ExprSyntax) -> Bool {
            expression.is(MemberAccessExprSyntax.self)
                || expression.as(FunctionCallExprSyntax.self).flatMap { Callee($0.calledExpression)?.constructedType }.map(HardcodedColorRule.colorTypes.contains) == true
        }
        guard let tuple = expression.as(TupleExprSyntax.self) else { return isColour(expression) }
        let parts = tuple.elements.map(\.expression)
        return parts.count == 2 && parts.filter(isColour).count == 1 && parts.contains { $0.is(StringLiteralExprSyntax.self) }
    }

    /// Whether a `ForEach` goes through `name`: its first argument is `name`, `self.name` or a member or call on it.
    private final class ForEachSourceFinder: SyntaxVisitor {
        let name: String
        var found = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard !found else { return .skipChildren }
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach", let first = node.arguments.first?.expression {
                found = Self.root(of: first) == name
            }
            return .visitChildren
        }

        /// `colors` in `colors`, `self.colors`, `colors.indices`, `Array(colors.enumerated())`.
        private static func root(of expression: ExprSyntax) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
                return root(of: base)
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { return root(of: base) }
                return call.arguments.count == 1 ? call.arguments.first.flatMap { root(of: $0.expression) } : nil
            }
            return nil
        }
    }

    /// `enum ButtonSize { var insets: EdgeInsets { switch self { case .small: return EdgeInsets(top: 8, …) … } } }`:
    /// a component's sizes, one value per case, are that component's scale, as a `Sizeable` enum is.
    static func insetsPerCase(_ body: CodeBlockItemListSyntax, returning type: TypeSyntax) -> Bool {
        guard LintEngine.lastName(of: type) == "EdgeInsets", let switchExpr = body.soleExpression?.as(SwitchExprSyntax.self),
            switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return false }
        return switchExpr.cases.allSatisfy { $0.as(SwitchCaseSyntax.self)?.statements.soleExpression != nil }
    }
    /// A stored property: no accessors, or only `willSet` / `didSet` observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether an initialiser or method of the same type takes the static property as a parameter's
    /// default (`init(gradient: Gradient = Self.defaultGradient)`): the component's default style.
    private static func isParameterDefault(_ node: VariableDeclSyntax) -> Bool {
        guard let members = node.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        let names = Set(node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        return members.contains { member in
            let parameters = member.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
                ?? member.decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            return parameters?.contains { parameter in
                guard let value = parameter.defaultValue?.value.as(MemberAccessExprSyntax.self) else { return false }
                return names.contains(value.declName.baseName.text)
            } ?? false
        }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        discovery?.schemes?.leaveScope()
        closeDefinitionScope(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        discovery?.schemes?.enterScope(node)
        // A static factory of a type that is not a view defines a value (`static func avatarBorder(hasReply:)
        // -> LinearGradient`), as a static constant does; one that builds a view is view code.
        if isStatic(node.modifiers), let frame = typeFrames.last,
            frame.isColorExtension || (!frame.conformsToView && !Self.returnsView(node))
        {
            openDefinitionScope(node)
        } else if typeFrames.last?.isColorExtension == true || (typeFrames.isEmpty && Self.returnsColour(node)) {
            // A colour type's own method (`func colorFromHex(_:)`'s fallback, `func darker()`) is colour
            // arithmetic, and a file-scope function returning a colour (`func hexColor(_ hex: String) -> Color`,
            // `func borderColor(_ scheme: ColorScheme) -> Color`) defines it, as a global constant does.
            openDefinitionScope(node)
        } else if !typeFrames.contains(where: \.conformsToView), let type = node.signature.returnClause?.type, let body = node.body,
            Self.mapsToColours(body.statements, returning: type) || Self.parsesColour(node)
        {
            openDefinitionScope(node)
        }
        return .visitChildren
    }

    /// `func hexStringToUIColor(hex: String) -> UIColor` in a helper class: a colour parser, whose literal
    /// (`return UIColor.gray` for a malformed string) is its fallback, not a style, as in a colour extension.
    private static func parsesColour(_ function: FunctionDeclSyntax) -> Bool {
        guard returnsColour(function) else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            let names = [parameter.firstName.text, parameter.secondName?.text ?? ""].map { $0.lowercased() }
            return names.contains { $0.contains("hex") } || LintEngine.lastName(of: parameter.type) == "String"
        }
    }

    /// `var color: Color { switch category { case .work: .red … } }`, `func color(named: String) -> Color
    /// { switch name { case "Red": return .red … } }` outside views: the one place a model's values are
    /// given colours, a palette of its own, as a token table is. In a view (or a type nested in one),
    /// such a switch is view code. One whose other cases name the project's tokens (`case .info:
    /// .Semantic.lightText; case .warning: .black`) uses the palette: a literal among them is a slip.
    /// A `switch` whose cases `break` may be followed by the fallback (snabble's `default: break` … `return Color(rawValue)`).
    static func mapsToColours(_ body: CodeBlockItemListSyntax, returning type: TypeSyntax) -> Bool {
        guard isColourType(type) else { return false }
        let switchExpr: SwitchExprSyntax
        if let sole = body.soleExpression?.as(SwitchExprSyntax.self) {
            switchExpr = sole
        } else if body.count == 2, let first = body.first?.item, body.last?.item.is(ReturnStmtSyntax.self) == true,
            let leading = first.as(SwitchExprSyntax.self) ?? first.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        {
            switchExpr = leading
        } else {
            return false
        }
        return switchExpr.cases.allSatisfy { element in
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
            var statements = switchCase.statements
            if statements.count == 1, statements.first?.item.is(BreakStmtSyntax.self) == true { return true }
            // `case .brown: if #available(iOS 15.0, *) { return .brown }`, falling through to the fallback before that.
            if statements.count == 1, let item = statements.first?.item,
                let check = item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
                check.elseBody == nil, check.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) })
            {
                statements = check.body.statements
            }
            guard let value = statements.soleExpression else { return false }
            // `case .tertiaryLabel: return .tertiaryLabel`: a case that names its colour mirrors it, token or not.
            if let label = switchCase.label.as(SwitchCaseLabelSyntax.self), SwitchCaseCollector.caseNames(label).contains(Callee(value)?.name ?? "") {
                return true
            }
            return !namesToken(value)
        }
    }

    /// `.Semantic.lightText`, `Color.divider`, `Theme.accent.opacity(0.5)`: a member that is no system colour.
    private static func namesToken(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "opacity", let base = member.base
        {
            expression = base
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        return NamedColor.all[name] == nil && !semanticColours.contains(name)
    }

    static let semanticColours: Set<String> = ["primary", "secondary", "accentColor", "clear", "label", "secondaryLabel"]

    /// An initialiser of a colour type (`extension Color { init(from decoder:) … self = Color(hex: "#000000") }`)
    /// builds colours from parts: its literals are the type's fallbacks and conversions, not style values.
    /// So does the initialiser of a type named for a look (`public init(error: Color = Color(.systemRed), …)` in
    /// ChatUI's `Appearance`): its defaults are the library's default style, as a `static let preset` would be.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if typeFrames.last?.isColorExtension == true || typeFrames.last?.namesStyleSettings == true { openDefinitionScope(node) }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { closeDefinitionScope(node) }

    /// `-> Color`, `-> UIColor?`, `-> some ShapeStyle`.
    private static func returnsColour(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause.map { isColourType($0.type) } ?? false
    }

    /// `Color`, `UIColor?`, `some ShapeStyle`.
    static func isColourType(_ written: TypeSyntax) -> Bool {
        let type = written.as(OptionalTypeSyntax.self)?.wrappedType ?? written
        return HardcodedColorRule.colorTypes.contains(LintEngine.lastName(of: type)) || type.trimmedSource == "some ShapeStyle"
    }

    /// `-> some View`, `-> AnyView`, `-> Text`, `-> ModifiedContent<…>`: what a view factory returns.
    private static func returnsView(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.signature.returnClause?.type else { return false }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return viewProtocols.contains(LintEngine.lastName(of: opaque.constraint)) }
        return ["AnyView", "Text", "Image", "ModifiedContent", "EmptyView"].contains(LintEngine.lastName(of: type))
            || LintEngine.lastName(of: type).hasSuffix("View")
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        discovery?.schemes?.leaveScope()
        closeDefinitionScope(node)
    }

    /// `extension Color { static subscript(name: String) -> Color { switch name { case "Red": .red … } } }`:
    /// a static subscript defines values as a static function does, and a mapping subscript is a palette.
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if isStatic(node.modifiers), let frame = typeFrames.last, frame.isColorExtension || !frame.conformsToView {
            openDefinitionScope(node)
        } else if !typeFrames.contains(where: \.conformsToView), case .getter(let body)? = node.accessorBlock?.accessors,
            Self.mapsToColours(body, returning: node.returnClause.type)
        {
            openDefinitionScope(node)
        }
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { closeDefinitionScope(node) }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    // MARK: Previews

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        skipPreviews && node.macroName.text == "Preview" ? skipping(node) : .visitChildren
    }

    // MARK: String interpolation

    /// `"\(Color.red)"` renders a value as text; nothing interpolated into a string is a style
    /// value, so no rule looks inside (discovery still counts what it uses).
    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        skipping(node)
    }

    /// Rules skip previews; discovery reads what they hold all the same.
    private func skipping(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        discovery?.collectChildren(of: node)
        return .skipChildren
    }

    // MARK: Rule dispatch

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if skipPreviews && node.macroName.text == "Preview" { return skipping(node) }
        for rule in rules { rule.visitMacroExpansion(node, context: context) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Callee(node.calledExpression) else { return .visitChildren }
        if let discovery {
            discovery.usage?.count(node, callee: callee)
            discovery.schemes?.visit(node, callee: callee)
        }
        // `Theme.setDefault(…)`, and a theme, palette or colour configuration built from its values
        // (`ColorConfiguration(primary: Color(red: 0, green: 0.48, blue: 1))` at launch): token definitions.
        if callee.name == "setDefault" && callee.qualifier == "Theme"
            || callee.constructedType.map(Self.namesDefinedType) == true
        {
            openDefinitionScope(node)
            return .visitChildren
        }
        if callee.name == "mask", callee.isModifierCall(node) {
            maskParts.insert(node.arguments.id)
            if let closure = node.trailingClosure { maskParts.insert(closure.id) }
        }
        if let interested = rulesByCallName[callee.name] {
            for rule in interested { rule.visitCall(node, callee: callee, context: context) }
        }
        for rule in rulesForEveryCall { rule.visitCall(node, callee: callee, context: context) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionCallExprSyntax) { closeDefinitionScope(node) }

    override func visit(_ node: LabeledExprListSyntax) -> SyntaxVisitorContinueKind {
        if !maskParts.isEmpty, maskParts.remove(node.id) != nil { openDefinitionScope(node) }
        return .visitChildren
    }
    override func visitPost(_ node: LabeledExprListSyntax) { closeDefinitionScope(node) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if !maskParts.isEmpty, maskParts.remove(node.id) != nil { openDefinitionScope(node) }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { closeDefinitionScope(node) }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in conditionalRules { rule.visitIf(node, context: context) }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        for rule in conditionalRules { rule.visitGuard(node, context: context) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        discovery?.usage?.count(node)
        for rule in rules { rule.visitMemberAccess(node, context: context) }
        return .visitChildren
    }

    // MARK: Usage counting only

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        discovery?.usage?.countModuleType(node.baseName)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        discovery?.usage?.countModuleType(node.name)
        return .visitChildren
    }
}
