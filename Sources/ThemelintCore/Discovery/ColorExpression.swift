// Evaluates the colour expressions token definitions are written with: literal constructors in
// every spelling the lint rule understands (`Color(red:green:blue:)`, hex, white, HSB, colour
// spaces), hex factories (`hex(0x121212)`), `#colorLiteral`, system colours (`.purple`, with their
// dark-mode values) and `.opacity(x)`.

import SwiftSyntax

enum ColorExpression {
    struct Value {
        var light: RGBA
        var dark: RGBA?
    }

    /// SwiftUI system colours in dark mode (Apple's documented values).
    static let systemDark: [String: String] = [
        "red": "#FF453A", "orange": "#FF9F0A", "yellow": "#FFD60A", "green": "#30D158", "mint": "#63E6E2",
        "teal": "#40CBE0", "cyan": "#64D2FF", "blue": "#0A84FF", "indigo": "#5E5CE6", "purple": "#BF5AF2",
        "pink": "#FF375F", "brown": "#AC8E68", "gray": "#8E8E93",
        // UIKit's `systemGray2` … `systemGray6`.
        "gray2": "#636366", "gray3": "#48484A", "gray4": "#3A3A3C", "gray5": "#2C2C2E", "gray6": "#1C1C1E",
    ]

    /// `base.opacity(0.5)`: the colour `base` is (as `value` reads it), at that opacity: SwiftUI multiplies opacities.
    static func fading(_ expression: ExprSyntax, _ value: (ExprSyntax) -> Value?) -> Value? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "opacity", let base = member.base, call.arguments.count == 1, call.trailingClosure == nil,
            let alpha = NumberLiteral.constantValue(call.arguments.first!.expression), var faded = value(base)
        else { return nil }
        faded.light.alpha *= alpha
        faded.dark?.alpha *= alpha
        return faded
    }

    static func value(of expression: ExprSyntax) -> Value? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let faded = fading(expression, value(of:)) { return faded }
            // `{ Color(UIColor { … }) }()`: a closure called on the spot is what it returns.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, closure.signature == nil,
                let only = closure.statements.soleExpression
            {
                return value(of: only)
            }
            guard let callee = Callee(call.calledExpression) else { return nil }
            // isowords' `static let isowordsBlack = hex(0x121212)` in `extension Color`: the type's own
            // hex factory, called bare, on `Self`, on a colour type or as an implicit member; also
            // `Color.from(hex: "3DBD80")`, named by its label.
            let onColorType = callee.qualifier.map { $0 == "Self" || HardcodedColorRule.colorTypes.contains($0) } ?? false
            let hexFactory = HardcodedColorRule.hexFactories.contains(callee.name) || call.arguments.first?.label?.text == "hex"
                || HardcodedColorRule.isSingleSidedPair(call, callee: callee)
            if hexFactory, !callee.hasBase || onColorType, callee.constructedType == nil {
                return ColorLiteral.factoryValue(of: call).map { Value(light: $0, dark: nil) }
            }
            if HardcodedColorRule.rgbFactories.contains(callee.name), !callee.hasBase || onColorType, callee.constructedType == nil {
                return ColorLiteral.rgbFactoryValue(of: call).map { Value(light: $0, dark: nil) }
            }
            let isColorType = callee.constructedType.map { HardcodedColorRule.colorTypes.contains($0) } ?? false
            // A type of the app's own (SAP's `HexColor(lightColor:darkColor:)`) may mean its sides otherwise.
            let pairMaker = callee.constructedType == nil ? !callee.hasBase || onColorType : isColorType
            if pairMaker, let pair = pair(call) {
                return pair
            }
            guard isColorType || (callee.name == "init" && callee.isImplicitMember) else { return nil }
            if let dynamic = dynamicProvider(call) { return dynamic }
            if let literal = ColorLiteral.value(of: call) { return Value(light: literal, dark: nil) }
            // `Color(UIColor { … })`, `Color(uiColor: …)`: a conversion is the colour it converts.
            if call.arguments.count == 1, let argument = call.arguments.first, call.trailingClosure == nil,
                argument.label == nil || ["uiColor", "nsColor"].contains(argument.label!.text)
            {
                if argument.expression.is(FunctionCallExprSyntax.self) { return value(of: argument.expression) }
                // `Color(.systemGreen)`, `Color(UIColor.systemRed)`: UIKit's colour (`Color(.red)` is UIKit's pure red).
                if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
                    member.base.map({ Callee.lastName(of: $0).map(HardcodedColorRule.uiKitTypes.contains) == true }) ?? true,
                    let named = NamedColor.all[member.declName.baseName.text]
                {
                    let name = member.declName.baseName.text
                    return Value(light: named.uiKit, dark: name.hasPrefix("system") ? systemDarkValue(name) : nil)
                }
            }
            return nil
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            var components: [String: Double] = [:]
            for argument in macro.arguments {
                guard let label = argument.label?.text, let number = NumberLiteral.constantValue(argument.expression) else { return nil }
                components[label] = number
            }
            guard let red = components["red"], let green = components["green"], let blue = components["blue"] else { return nil }
            return Value(light: RGBA(red: red, green: green, blue: blue, alpha: components["alpha"] ?? 1), dark: nil)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                guard let type = Callee.lastName(of: base), HardcodedColorRule.colorTypes.contains(type) else { return nil }
            }
            let name = member.declName.baseName.text
            guard let named = NamedColor.all[name] else { return nil }
            return Value(light: named.swiftUI, dark: named.isAdaptive ? systemDarkValue(name) : nil)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression)
        }
        // A failable initialiser's colour: `Color(hex: "#3B82F6")!`, `UIColor(hex: "#10B981") ?? .green`.
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return value(of: forced.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3, let first = sequence.elements.first,
            Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            return value(of: first)
        }
        return nil
    }

    /// A system colour's dark-mode value: `red`'s, and UIKit's `systemRed`'s, which is the same colour.
    static func systemDarkValue(_ name: String) -> RGBA? {
        var key = name
        if name.hasPrefix("system"), name.count > 6 { key = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7) }
        return systemDark[key].flatMap { RGBA(hex: $0) }
    }

    /// An app's own light/dark initialiser or factory, each side a colour or a hex string:
    /// `Color(light: .white, dark: .black)`, `Color.adaptive(light: "FF453A", dark: "FF6961")`,
    /// `Self.color(light: Self.from(hex: "3DBD80"), dark: Self.from(hex: "38B178"))`, `lightColor:` / `darkColor:`,
    /// `dyn(light: 0xF2F2F7, dark: 0x000000)`.
    static func pair(_ call: FunctionCallExprSyntax) -> Value? {
        guard call.trailingClosure == nil, call.arguments.count == 2 else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for (index, argument) in call.arguments.enumerated() {
            // gem's `Color.dynamicColor("#FFFFFF", dark: "#222222")`: an unlabelled first side is the light one.
            guard let label = argument.label?.text.lowercased() ?? (index == 0 ? "light" : nil),
                let value = anyValue(argument.expression)?.light ?? hexInteger(argument.expression)
            else { return nil }
            if label.hasPrefix("light") { light = value } else if label.hasPrefix("dark") { dark = value } else { return nil }
        }
        guard let light, let dark else { return nil }
        return Value(light: light, dark: dark)
    }

    /// UIKit's trait-dependent colour: `UIColor { traits in traits.userInterfaceStyle == .dark ? a : b }`,
    /// `UIColor(dynamicProvider:)`, and AppKit's `NSColor(name: nil) { appearance in … }`, with the
    /// choice as a ternary or an `if`/`else`.
    static func dynamicProvider(_ call: FunctionCallExprSyntax) -> Value? {
        let closure = call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "dynamicProvider" || $0.label == nil }?.expression.as(ClosureExprSyntax.self)
        guard let closure, call.arguments.count <= 1 || (call.arguments.count == 2 && call.arguments.first?.label?.text == "name") else { return nil }
        guard let expression = closure.statements.soleExpression else { return nil }
        var sides: (dark: ExprSyntax, light: ExprSyntax)?
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            let ternary = sequence.elements.dropFirst(sequence.elements.count - 2).first?.as(UnresolvedTernaryExprSyntax.self),
            let otherwise = sequence.elements.last
        {
            let condition = sequence.elements.dropLast(2).map(\.trimmedSource).joined(separator: " ")
            sides = appearanceSides(condition, ternary.thenExpression, otherwise)
        } else if let ifExpr = expression.as(IfExprSyntax.self), ifExpr.conditions.count == 1, let condition = ifExpr.conditions.first,
            let then = ifExpr.body.statements.soleExpression, case .codeBlock(let elseBlock)? = ifExpr.elseBody,
            let otherwise = elseBlock.statements.soleExpression
        {
            sides = appearanceSides(condition.trimmedSource, then, otherwise)
        }
        guard let sides, let dark = value(of: sides.dark)?.light ?? hexString(sides.dark),
            let light = value(of: sides.light)?.light ?? hexString(sides.light)
        else { return nil }
        return Value(light: light, dark: dark)
    }

    /// Which branch is dark mode's, from a condition on UIKit's `userInterfaceStyle` (`== .dark`, `!= .light`)
    /// or AppKit's appearance (`appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua`, `name == .aqua`).
    private static func appearanceSides(_ condition: some CustomStringConvertible, _ then: ExprSyntax, _ otherwise: ExprSyntax) -> (dark: ExprSyntax, light: ExprSyntax)? {
        let text = condition.description.filter { !$0.isWhitespace }
        guard ["userInterfaceStyle", "colorScheme", "bestMatch", "appearance", "isDark"].contains(where: text.contains) else { return nil }
        if ["==.dark", "!=.light", "==.darkAqua", "!=.aqua"].contains(where: text.hasSuffix) { return (then, otherwise) }
        if ["==.light", "!=.dark", "==.aqua", "!=.darkAqua"].contains(where: text.hasSuffix) { return (otherwise, then) }
        return nil
    }

    /// `"#1D2D3E"` / `"1D2D3E"` string literals, as palettes written as hex tables use them.
    static func hexString(_ expression: ExprSyntax) -> RGBA? {
        guard let string = expression.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue else { return nil }
        return RGBA(hex: text)
    }

    /// `0xF2F2F7`: a side of a light/dark pair written as a hex integer (`dyn(light: 0xF2F2F7, dark: 0x000000)`).
    static func hexInteger(_ expression: ExprSyntax) -> RGBA? {
        guard let text = expression.as(IntegerLiteralExprSyntax.self)?.literal.text, text.hasPrefix("0x") else { return nil }
        let digits = text.dropFirst(2).filter { $0 != "_" }
        return digits.count == 6 ? RGBA(hex: String(digits)) : nil
    }

    /// A colour written either way.
    static func anyValue(_ expression: ExprSyntax) -> Value? {
        value(of: expression) ?? hexString(expression).map { Value(light: $0, dark: nil) }
    }
}

/// The numeric and string constants a file declares (`static let gold: UInt32 = 0xC9A84C`,
/// `let surfaceComponent = 0.055`), by name and by `Type.name`: token values written through them
/// (`Color(hex: Hex.gold)`, `Color(red: surfaceComponent, …)`, `.opacity(dimOpacity)`) are read with
/// the literals put in their place. A bare name two types give different values is left alone.
final class LiteralConstants: SyntaxVisitor {
    private var values: [String: ExprSyntax] = [:]
    private var ambiguous: Set<String> = []
    private var path: [String] = []

    init(_ tree: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    /// `expression` with the constants it names replaced by their literals; nil when it names none.
    func substituting(in expression: ExprSyntax) -> ExprSyntax? {
        guard !values.isEmpty else { return nil }
        let rewriter = Substitution(values)
        let result = rewriter.rewrite(expression).as(ExprSyntax.self)
        return rewriter.replaced ? result : nil
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        path.append(name)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(LintEngine.lastName(of: node.extendedType)) }
    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                Self.isLiteral(value)
            else { continue }
            if let known = values[name], known.trimmedSource != value.trimmedSource { ambiguous.insert(name) }
            values[name] = value
            if let type = path.last { values[type + "." + name] = value }
        }
        for name in ambiguous { values[name] = nil }
        return .skipChildren
    }

    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let negated = expression.as(PrefixOperatorExprSyntax.self) { return negated.operator.text == "-" && isLiteral(negated.expression) }
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.representedLiteralValue != nil }
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
    }

    private final class Substitution: SyntaxRewriter {
        let values: [String: ExprSyntax]
        var replaced = false

        init(_ values: [String: ExprSyntax]) {
            self.values = values
            super.init(viewMode: .sourceAccurate)
        }

        /// `Hex.gold`, `Self.gold`.
        override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
            if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, node.declName.argumentNames == nil {
                let member = node.declName.baseName.text
                if let value = base == "Self" ? values[member] : values[base + "." + member] {
                    replaced = true
                    return value.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
                }
            }
            return super.visit(node)
        }

        /// `surfaceComponent`, but not a member's name, a label or a function being called.
        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            if let parent = node.parent, parent.is(MemberAccessExprSyntax.self) || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
                return ExprSyntax(node)
            }
            guard let value = values[node.baseName.text] else { return ExprSyntax(node) }
            replaced = true
            return value.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
    }
}
