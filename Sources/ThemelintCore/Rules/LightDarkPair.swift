// Light/dark pairs for hardcoded-color: `colorScheme == .dark ? Color(...) : Color(...)` and
// `ColorSet(light: ..., dark: ...)` outside theme definitions are compared, as a pair, with each
// token's light and dark values. A matching pair is reported once, on the whole expression.

import SwiftSyntax

enum LightDarkPair {
    /// Takes over a colour literal (a constructor call or a named colour such as `Color.white`) that is
    /// the then-branch of a colour-scheme ternary: once the settings are final, a pair matching a token
    /// is reported on the whole expression (and the else-branch marked handled), and anything else runs
    /// `otherwise`, the literal's own report. Returns false, doing nothing, when the literal is not such a branch.
    /// The same for the then-branch of `if colorScheme == .dark { Color(…) } else { Color(…) }` in a view builder,
    /// each branch that one colour: the pair is the whole `if`.
    static func checkTernary(_ branch: ExprSyntax, context: LintContext, otherwise: @escaping @Sendable (LintContext) -> Void) -> Bool {
        guard let (condition, other, whole) = ternarySides(of: branch) ?? ifElseSides(of: branch),
            let thenColor = value(of: branch), let elseColor = value(of: other), let thenIsDark = darkPolarity(condition)
        else { return false }
        let (light, dark) = thenIsDark ? (elseColor, thenColor) : (thenColor, elseColor)
        reportPair(light: light, dark: dark, on: whole, handling: [other.startOffset], fixable: true, context: context, otherwise: otherwise)
        return true
    }

    private static func ternarySides(of branch: ExprSyntax) -> ([ExprSyntax], ExprSyntax, Syntax)? {
        guard let ternary = branch.parent?.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == branch.id,
            let list = ternary.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
            let (condition, other) = split(sequence, at: ternary)
        else { return nil }
        return (condition, other, Syntax(sequence))
    }

    private static func ifElseSides(of branch: ExprSyntax) -> ([ExprSyntax], ExprSyntax, Syntax)? {
        guard let item = branch.parent?.as(CodeBlockItemSyntax.self), let body = item.parent?.parent?.as(CodeBlockSyntax.self),
            body.statements.count == 1, let ifExpression = body.parent?.as(IfExprSyntax.self), ifExpression.body.id == body.id,
            // `else if colorScheme == .dark { … }`: a token in place of the inner `if` would not parse.
            !(ifExpression.parent?.is(IfExprSyntax.self) ?? false),
            ifExpression.conditions.count == 1, case .expression(let test) = ifExpression.conditions.first!.condition,
            case .codeBlock(let elseBlock)? = ifExpression.elseBody, elseBlock.statements.count == 1,
            let other = elseBlock.statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        return (test.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [test], other, Syntax(ifExpression))
    }

    /// `Color(hex: colorScheme == .dark ? 0x1C1C1E : 0xF2F2F7)`: a colour-scheme ternary between two hex
    /// literals inside one constructor. A pair matching a token is reported on the whole call; otherwise,
    /// and for any other condition, each literal is reported on its own, without a fix (a token does not
    /// fit inside the constructor). Returns false when the call's hex argument is not such a ternary.
    static func checkHexTernary(
        _ call: FunctionCallExprSyntax, fixable: Bool, context: LintContext, literal: (RGBA, ExprSyntax) -> @Sendable (LintContext) -> Void
    ) -> Bool {
        guard call.trailingClosure == nil, let lead = call.arguments.first,
            let sequence = lead.expression.as(SequenceExprSyntax.self),
            let ternary = sequence.elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self),
            let (condition, other) = split(sequence, at: ternary)
        else { return false }
        guard let thenColor = ColorLiteral.hexValue(ternary.thenExpression, asFirstArgumentOf: call),
            let elseColor = ColorLiteral.hexValue(other, asFirstArgumentOf: call)
        else { return false }
        let reportEach: @Sendable (LintContext) -> Void = { [thenReport = literal(thenColor, ternary.thenExpression), elseReport = literal(elseColor, other)] context in
            thenReport(context)
            elseReport(context)
        }
        guard let thenIsDark = darkPolarity(condition) else {
            context.whenSettled(reportEach)
            return true
        }
        let (light, dark) = thenIsDark ? (elseColor, thenColor) : (thenColor, elseColor)
        reportPair(light: light, dark: dark, on: Syntax(call), handling: [], fixable: fixable, context: context, otherwise: reportEach)
        return true
    }

    /// A ternary's condition and else-branch, when the ternary is the last operator of `sequence`.
    private static func split(_ sequence: SequenceExprSyntax, at ternary: UnresolvedTernaryExprSyntax) -> ([ExprSyntax], ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == ternary.id }), index + 2 == elements.count, let other = elements.last else {
            return nil
        }
        return (Array(elements[0..<index]), other)
    }

    /// Once the settings are final: a pair matching a token is reported on `node` (the offsets in
    /// `handling` marked handled), anything else runs `otherwise`.
    static func reportPair(
        light: RGBA, dark: RGBA, on node: Syntax, handling: [Int], fixable: Bool, context: LintContext,
        otherwise: @escaping @Sendable (LintContext) -> Void
    ) {
        let (start, end) = (node.startOffset, node.endOffset)
        let tracked = context.environment
        context.whenSettled { context in
            let environment = context.environment(from: tracked)
            guard let token = context.colors.matchPair(light: light, dark: dark, environment: environment) else {
                otherwise(context)
                return
            }
            let accessor = token.accessor(environment: environment) ?? token.accessor
            context.handledOffsets.formUnion(handling)
            let message = "Hardcoded light/dark pair \(light.hexString) / \(dark.hexString) is the theme token \(accessor)"
            guard fixable else {
                context.report(HardcodedColorRule.id, from: start, to: end, message: "\(message); use the token", suggestions: [accessor])
                return
            }
            context.report(
                HardcodedColorRule.id, from: start, to: end, message: "\(message); use \(accessor)",
                fix: Fix(message: "Replace with \(accessor)", edits: [TextEdit(start: start, end: end, newText: accessor)], safety: .safe),
                suggestions: [accessor])
        }
    }

    /// A branch's colour: a literal constructor, or a SwiftUI named colour (`Color.white`, `.black`).
    static func value(of branch: ExprSyntax) -> RGBA? {
        if let call = branch.as(FunctionCallExprSyntax.self) {
            // `.black.opacity(0.3)`: the colour, at the literal opacity.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                let (applied, factor) = ColorLiteral.opacityApplied(to: base), applied.id == call.id
            {
                return value(of: base).map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * factor) }
            }
            return ColorLiteral.value(of: call)
        }
        guard let member = branch.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.base.map({ Callee.lastName(of: $0) == "Color" }) ?? true
        else { return nil }
        return NamedColor.all[member.declName.baseName.text]?.swiftUI
    }

    /// `ColorSet(light: A, dark: B)` outside a theme: a pair matching a token is reported once.
    static func checkColorSet(_ call: FunctionCallExprSyntax, context: LintContext) {
        var light: FunctionCallExprSyntax?
        var dark: FunctionCallExprSyntax?
        for argument in call.arguments {
            if argument.label?.text == "light" { light = argument.expression.as(FunctionCallExprSyntax.self) }
            if argument.label?.text == "dark" { dark = argument.expression.as(FunctionCallExprSyntax.self) }
        }
        guard let light, let dark, let lightColor = ColorLiteral.value(of: light), let darkColor = ColorLiteral.value(of: dark),
            let token = context.colors.matchPair(light: lightColor, dark: darkColor, environment: context.environment(from: context.environment))
        else { return }
        context.handledOffsets.formUnion([light.startOffset, dark.startOffset])
        let accessor = token.modifierAccessor ?? token.accessor
        context.report(
            HardcodedColorRule.id, node: call,
            message: "ColorSet(light: \(lightColor.hexString), dark: \(darkColor.hexString)) repeats the theme token \(accessor); use the token",
            suggestions: [accessor])
    }

    /// `colorScheme == .dark` -> true, `colorScheme == .light` / `!= .dark` -> false; nil when the
    /// condition is not a colour-scheme comparison.
    /// Also `(colorScheme == .dark)`, and a flag named for the mode: `isDarkMode` -> true, `!isDark` -> false.
    static func darkPolarity(_ condition: [ExprSyntax]) -> Bool? {
        if condition.count == 1, let only = condition.first {
            if let tuple = only.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
                return darkPolarity(inner.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [inner])
            }
            if let negated = only.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
                return darkPolarity([negated.expression]).map { !$0 }
            }
            let name = only.as(DeclReferenceExprSyntax.self)?.baseName.text ?? only.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let words = name.map(FilePaths.words(of:)) ?? []
            // `background.isDark` asks how dark some value is; `settings.isDarkMode` and `self.isDark` name the appearance.
            if let member = only.as(MemberAccessExprSyntax.self), let base = member.base,
                base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
                !words.contains(where: ["mode", "theme", "scheme", "appearance", "interface", "style"].contains)
            {
                return nil
            }
            if words.contains("dark") { return true }
            if words.contains("light") { return false }
            return nil
        }
        guard condition.count == 3, let op = condition[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else {
            return nil
        }
        let sides = [condition[0], condition[2]]
        guard let scheme = sides.compactMap({ $0.as(MemberAccessExprSyntax.self) }).first(where: {
            ["dark", "light"].contains($0.declName.baseName.text)
        }) else { return nil }
        let isDark = scheme.declName.baseName.text == "dark"
        return op == "==" ? isDark : !isDark
    }
}
