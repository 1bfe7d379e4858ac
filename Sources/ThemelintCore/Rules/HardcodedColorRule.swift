import SwiftSyntax

/// Flags colours built from literals where a theme token belongs: `Color(red:green:blue:)` in
/// 0–1 or 0–255 form, colour spaces, white and HSB forms, hex initialisers in any spelling,
/// `#colorLiteral`, and system named colours (`.red`, `Color.blue`) used as style values.
///
/// A literal colour cannot follow a theme change, a dark-mode variant or a rebrand. When the
/// value matches a token exactly, the fix swaps in the token's accessor; when it is merely
/// close (CIEDE2000), the message names the nearest token and how far off it is.
/// Token definitions (theme types, colour extensions' static constants, `Theme.setDefault`,
/// palette files) are where literals belong, and are never flagged.
struct HardcodedColorRule: SyntaxRule {
    static let id = "hardcoded-color"

    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "CIColor"]
    static let uiKitTypes: Set<String> = ["UIColor", "NSColor", "CGColor", "CIColor"]

    /// Static factories apps declare on their colour types: isowords' `Color.hex(0x121212)`, `UIColor.fromHex("#…")`.
    static let hexFactories: Set<String> = ["hex", "fromHex", "hexColor", "withHex", "colorWithHex", "from"]

    /// Static factories apps declare for 0–255 or 0–1 components: the wallet's `Color.rgba(181, 0, 0)`,
    /// `Color.fromRGB(red: 39, green: 43, blue: 51)`.
    static let rgbFactories: Set<String> = ["rgb", "rgba", "RGB", "RGBA", "fromRGB", "fromRGBA", "rgb255"]

    /// Names apps give their light/dark factories (`Color.adaptive(light:dark:)`); initialisers are `Color(light:dark:)`.
    static let pairFactories: Set<String> = ["adaptive", "adaptiveColor", "dynamic", "dynamicColor", "color", "themed"]

    /// `Color.dynamicColor("#2D5BE6")`: a light/dark factory given its light side only, a hex string.
    static func isSingleSidedPair(_ call: FunctionCallExprSyntax, callee: Callee) -> Bool {
        pairFactories.contains(callee.name) && call.arguments.count == 1 && call.arguments.first?.label == nil
            && call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
    }

    var callNames: Set<String>? {
        Self.colorTypes.union(["init", "ColorSet"]).union(Self.hexFactories).union(Self.pairFactories).union(Self.rgbFactories)
    }

    // MARK: Constructors

    func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) {
        guard !context.isDefinitionSite, !context.handledOffsets.contains(call.startOffset) else { return }
        if callee.name == "ColorSet" {
            LightDarkPair.checkColorSet(call, context: context)
            return
        }
        if Self.hexFactories.contains(callee.name) || Self.isSingleSidedPair(call, callee: callee) {
            checkFactory(call, callee: callee, value: ColorLiteral.factoryValue(of: call, alphaFirst: { context.hexAlphaFirst }), context: context)
            return
        }
        if Self.rgbFactories.contains(callee.name) {
            checkFactory(call, callee: callee, value: ColorLiteral.rgbFactoryValue(of: call), context: context)
            return
        }
        if checkLightDarkPair(call, callee: callee, context: context) { return }
        let typeName: String?
        if let constructed = callee.constructedType {
            guard Self.colorTypes.contains(constructed) else { return }
            typeName = constructed
        } else if callee.name == "init" && callee.isImplicitMember {
            typeName = nil
        } else {
            return
        }
        let usesSwiftUI = typeName == "Color" || (typeName == nil && Self.impliesSwiftUI(call, in: ColorContext.of(Syntax(call))))
        guard let color = ColorLiteral.value(of: call, alphaFirst: { context.hexAlphaFirst }) else {
            let reportLiteral = { (color: RGBA, literal: ExprSyntax) in
                reporting(color, node: literal, described: color.hexString, adaptive: false, fixable: false, context: context)
            }
            guard !LightDarkPair.checkHexTernary(call, fixable: usesSwiftUI, context: context, literal: reportLiteral) else { return }
            if let (color, literal) = Self.hexFallback(of: call) {
                context.whenSettled(reportLiteral(color, literal))
            } else if let color = ColorLiteral.value(of: call, dynamicAlpha: true) {
                // `.init(.sRGB, white: 0.8, opacity: colorScheme == .light ? 1 : 0)`: its colour, at the opacity it varies.
                context.whenSettled(reportLiteral(color, ExprSyntax(call)))
            }
            return
        }
        let unwrapped = Self.unwrapping(call)
        if let fallback = unwrapped.fallback { context.handledOffsets.insert(fallback.startOffset) }
        // `Color(UIColor(red: …)).opacity(0.3)`: the SwiftUI colour is the whole conversion, as for a named colour.
        let conversion = usesSwiftUI ? nil : Self.swiftUIConversion(of: unwrapped.whole)
        guard let (color, reported) = Self.applyingOpacity(to: color, of: conversion.map(ExprSyntax.init) ?? unwrapped.whole) else { return }
        let fixable = usesSwiftUI || conversion != nil
        let single = reporting(color, node: reported, described: color.hexString, adaptive: false, fixable: fixable, context: context)
        if fixable, LightDarkPair.checkTernary(reported, context: context, otherwise: single) { return }
        context.whenSettled(single)
    }

    /// `Color(hex: habit.colorHex ?? "007AFF")`: the colour drawn whenever the value is missing. Only the
    /// literal is reported, without a fix, since the call stays dynamic.
    static func hexFallback(of call: FunctionCallExprSyntax) -> (RGBA, ExprSyntax)? {
        guard call.trailingClosure == nil, let lead = call.arguments.first,
            let elements = lead.expression.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
            elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let fallback = elements.last,
            let color = ColorLiteral.hexValue(fallback, asFirstArgumentOf: call)
        else { return nil }
        return (color, fallback)
    }

    /// A failable initialiser's colour with its unwrapping, which a token replaces whole: `Color(hex: "#3B82F6")!`,
    /// `Color(hex: "#DBEAFE") ?? .blue` (whose fallback is then no finding of its own). Else the call itself.
    static func unwrapping(_ call: FunctionCallExprSyntax) -> (whole: ExprSyntax, fallback: ExprSyntax?) {
        if let forced = call.parent?.as(ForceUnwrapExprSyntax.self) { return (ExprSyntax(forced), nil) }
        if let list = call.parent?.as(ExprListSyntax.self), list.count == 3, list.first?.id == call.id,
            let sequence = list.parent?.as(SequenceExprSyntax.self), Array(list)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            return (ExprSyntax(sequence), list.last)
        }
        return (ExprSyntax(call), nil)
    }

    /// The colour `node` means with the literal `.opacity(x)` that may follow it, and the expression
    /// that says so (the `.opacity` call, else `node`); nil at opacity 0, `.clear` by another name, and
    /// up to 1 %, which is the hit-testing trick (`.background(.black.opacity(0.001))`), not a colour:
    /// whether `.opacity` says so or the colour's own alpha (`Color(white: 0, opacity: 0)`).
    private static func applyingOpacity(to color: RGBA, of node: some ExprSyntaxProtocol) -> (RGBA, ExprSyntax)? {
        guard color.alpha > 0.01 else { return nil }
        guard let (applied, factor) = ColorLiteral.opacityApplied(to: node) else { return (color, ExprSyntax(node)) }
        guard factor > 0.01 else { return nil }
        var faded = color
        faded.alpha *= factor
        return (faded, ExprSyntax(applied))
    }

    /// An implicit `.init(…)` in a colour position builds a SwiftUI `Color` when the context says so, or when
    /// its labels fit only `Color`: UIKit and AppKit colours need `alpha:`, so `theme.tintColor = .init(red: 0.7, green: 0.2,
    /// blue: 0.9)` is a `Color` even though the property name looks like UIKit's.
    static func impliesSwiftUI(_ call: FunctionCallExprSyntax, in kind: ColorContext) -> Bool {
        if kind == .swiftUI { return true }
        guard kind != .none else { return false }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        return !labels.contains("alpha") && !labels.isDisjoint(with: ["red", "white", "hue", "opacity"])
    }

    /// An app's own light/dark initialiser or factory with literal sides, `Color(light: Color(hex: "#F2F3F5"),
    /// dark: Color(hex: "#1C1C1E"))` or `Color.adaptive(light: "1C1C1E", dark: "FFFFFF")`: one finding for the
    /// pair, matched against the tokens as a pair. Returns whether `call` is one.
    private func checkLightDarkPair(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) -> Bool {
        guard let kind = Self.colorKind(of: call, callee: callee), let pair = ColorExpression.pair(call), let dark = pair.dark else { return false }
        // The sides are this finding's, not findings of their own.
        context.handledOffsets.formUnion(call.arguments.map(\.expression.startOffset))
        let (light, start, end) = (pair.light, call.startOffset, call.endOffset)
        LightDarkPair.reportPair(light: light, dark: dark, on: Syntax(call), handling: [], fixable: kind == .swiftUI, context: context) { context in
            let advice = context.colors.tokens.isEmpty ? "no colour token with a known value was found in this project" : "use a colour token from the theme"
            context.report(Self.id, from: start, to: end, message: "Hardcoded light/dark pair \(light.hexString) / \(dark.hexString); \(advice)", value: .color(light))
        }
        return true
    }

    /// The colour a factory or initialiser call builds, from its type (`Color.hex(…)`, `UIColor(light:dark:)`)
    /// or, for an implicit member, from its position; nil for another type's, and for a bare call, which is
    /// some function of the enclosing type.
    private static func colorKind(of call: FunctionCallExprSyntax, callee: Callee) -> ColorContext? {
        if let type = callee.constructedType ?? callee.qualifier {
            guard colorTypes.contains(type) else { return nil }
            return type == "Color" ? .swiftUI : .uiKit
        }
        guard callee.isImplicitMember else { return nil }
        let kind = ColorContext.of(Syntax(call))
        return kind == .none ? nil : kind
    }

    /// A factory's colour: `Color.hex(0x7D7D7D)`, `UIColor.hex("#7D7D7D")`, `Color.rgba(181, 0, 0)`, and
    /// `.hex(0x7D7D7D)` where a colour is expected.
    private func checkFactory(_ call: FunctionCallExprSyntax, callee: Callee, value: RGBA?, context: LintContext) {
        guard let kind = Self.colorKind(of: call, callee: callee), let color = value else { return }
        report(color, node: call, described: color.hexString, adaptive: false, fixable: kind == .swiftUI, context: context)
    }

    func visitMacroExpansion(_ node: MacroExpansionExprSyntax, context: LintContext) {
        guard node.macroName.text == "colorLiteral", !context.isDefinitionSite else { return }
        var components: [String: Double] = [:]
        for argument in node.arguments {
            guard let label = argument.label?.text, let value = NumberLiteral.constantValue(argument.expression) else { return }
            components[label] = value
        }
        guard let red = components["red"], let green = components["green"], let blue = components["blue"] else { return }
        let literal = RGBA(red: red, green: green, blue: blue, alpha: components["alpha"] ?? 1)
        // #colorLiteral becomes UIColor/NSColor/Color depending on context; only swap it where SwiftUI wants a Color,
        // or where `Color(#colorLiteral(…))` converts it, whole (with any `.opacity(x)` after it).
        let conversion = Self.swiftUIConversion(of: node)
        guard let (color, reported) = Self.applyingOpacity(to: literal, of: conversion.map(ExprSyntax.init) ?? ExprSyntax(node)) else { return }
        report(color, node: reported, described: color.hexString, adaptive: false,
               fixable: conversion != nil || ColorContext.of(Syntax(node)) == .swiftUI, context: context)
    }

    // MARK: Named colours

    func visitMemberAccess(_ node: MemberAccessExprSyntax, context: LintContext) {
        let name = node.declName.baseName.text
        guard let named = NamedColor.all[name], node.declName.argumentNames == nil, !context.handledOffsets.contains(node.startOffset) else { return }
        // Skip the member when it is being called (`.red(...)` is not the colour).
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return }
        guard !context.isDefinitionSite else { return }
        var convertible: Bool
        var color = named.swiftUI
        var requiredMethod: String?
        if let base = node.base {
            guard let typeName = Callee.lastName(of: base), Self.colorTypes.contains(typeName) else { return }
            if Self.uiKitTypes.contains(typeName) { color = named.uiKit }
            // `Color.systemGray4` is no SwiftUI colour: the project (or a package) declares it, as a token.
            guard named.isSwiftUIs || typeName != "Color" else { return }
            convertible = typeName == "Color"
        } else {
            var kind = ColorContext.of(Syntax(node))
            // `.fillView(.black)`: a colour if the project's own `fillView` takes one, which only discovery knows.
            if kind == .none, let method = Self.soleArgumentCallName(of: node) {
                (kind, requiredMethod) = (.swiftUI, method)
            }
            guard kind != .none else { return }
            if kind == .uiKit { color = named.uiKit }
            // Nor is `.systemRed` unless a UIKit colour is expected (`ToastRow(iconColor: .systemRed)` may take a `Color`).
            guard named.isSwiftUIs || kind == .uiKit else { return }
            convertible = kind == .swiftUI
        }
        // `Color(.black).opacity(0.16)`, `Color(UIColor.black)`: the SwiftUI colour is the whole conversion,
        // with the opacity applied to it, and a token can replace all of it.
        var colorNode = ExprSyntax(node)
        // `Color.cyan` or `.cyan` as a SwiftUI colour: the name a project's own `Color.cyan` shadows.
        let namesSwiftUIMember = convertible
        if !convertible, let conversion = Self.swiftUIConversion(of: node) {
            colorNode = ExprSyntax(conversion)
            convertible = true
        }
        guard let (color, reported) = Self.applyingOpacity(to: color, of: colorNode) else { return }
        let fixable = convertible
        // A chain over several lines (`Color.black\n    .opacity(0.7)`) is quoted on one.
        let described = reported.trimmedSource.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        let report = reporting(color, node: reported, described: described, adaptive: named.isAdaptive, fixable: fixable, context: context)
        // `extension Color { static let cyan = Color(hex: "#4DD0E1") }`: the project's own member shadows SwiftUI's.
        let shadowing = "Color." + name
        let single: @Sendable (LintContext) -> Void = { [requiredMethod] context in
            guard !namesSwiftUIMember || !context.colors.declares(accessor: shadowing) else { return }
            if let requiredMethod, !context.colors.colourMethods.contains(requiredMethod) { return }
            report(context)
        }
        if fixable, requiredMethod == nil, LightDarkPair.checkTernary(reported, context: context, otherwise: single) { return }
        context.whenSettled(single)
    }

    /// `view.fillView(.black)`, `.fillView(.orange.opacity(0.5))`: the name of the method whose sole, unlabelled
    /// argument `node` is (with any `.opacity(…)` after it).
    static func soleArgumentCallName(of node: MemberAccessExprSyntax) -> String? {
        var value = Syntax(node)
        while let member = value.parent?.as(MemberAccessExprSyntax.self), member.base?.id == value.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            value = Syntax(call)
        }
        guard let argument = value.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil
        else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The `Color(…)` call that converts `node` as its sole argument: `Color(.black)`, `Color(uiColor: .black)`,
    /// `Color(UIColor.black)`, `Color(nsColor: .black)`.
    static func swiftUIConversion(of node: some ExprSyntaxProtocol) -> FunctionCallExprSyntax? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil || ["uiColor", "nsColor"].contains(argument.label!.text),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            let callee = Callee(call.calledExpression), callee.constructedType == "Color" || Self.isLabelledConversion(callee, label: argument.label?.text)
        else { return nil }
        return call
    }

    /// `.init(uiColor: .gray)`: only `Color` converts from an argument so labelled, so the implicit type is `Color`.
    static func isLabelledConversion(_ callee: Callee, label: String?) -> Bool {
        callee.isImplicitMember && callee.name == "init" && (label == "uiColor" || label == "nsColor")
    }

    // MARK: Reporting

    private func report(_ color: RGBA, node: some SyntaxProtocol, described: String, adaptive: Bool, fixable: Bool, context: LintContext) {
        context.whenSettled(reporting(color, node: node, described: described, adaptive: adaptive, fixable: fixable, context: context))
    }

    /// The report of `node`, to run once the settings are final: what the node says is read now, the
    /// token it matches then. It is skipped if a light/dark pair it ends has taken it.
    private func reporting(
        _ color: RGBA, node: some SyntaxProtocol, described: String, adaptive: Bool, fixable: Bool, context: LintContext
    ) -> @Sendable (LintContext) -> Void {
        let (start, end) = (node.startOffset, node.endOffset)
        let tracked = context.environment
        let soleModifierArgument = Self.isSoleModifierArgument(Syntax(node))
        let role = Self.role(of: Syntax(node))
        return { context in
            guard !context.handledOffsets.contains(start) else { return }
            Self.report(color, from: start, to: end, described: described, adaptive: adaptive, fixable: fixable,
                        soleModifierArgument: soleModifierArgument, role: role, environment: context.environment(from: tracked), context: context)
        }
    }

    /// Words a token's name has for the part a colour plays where it is passed: `.background(…)` a surface,
    /// `.foregroundStyle(…)` text, `.stroke(…)` a border. Empty where the modifier says nothing.
    static func role(of node: Syntax) -> Set<String> {
        var current = node
        for _ in 0..<8 {
            guard let parent = current.parent else { break }
            if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let callee = Callee(call.calledExpression)
            {
                return roles[callee.name] ?? []
            }
            current = parent
        }
        return []
    }

    static let surfaceWords: Set<String> = ["background", "backgrounds", "surface", "surfaces", "card", "fill", "bg", "backdrop", "canvas", "container"]
    static let textWords: Set<String> = ["text", "foreground", "label", "content", "title", "fg", "on", "icon"]

    /// The words of the role a token named for the other side of a text-on-surface pair has.
    static func opposite(of role: Set<String>) -> Set<String> {
        role == surfaceWords ? textWords : role == textWords ? surfaceWords : []
    }

    static let roles: [String: Set<String>] = {
        let border: Set<String> = ["border", "stroke", "outline", "separator", "divider", "line"]
        var roles: [String: Set<String>] = [:]
        for name in ["background", "listRowBackground", "containerBackground", "presentationBackground", "toolbarBackground", "fill", "backgroundStyle"] {
            roles[name] = surfaceWords
        }
        // A tint colours what sits on a surface (a spinner, a toggle's thumb, a button's label), as text does.
        for name in ["foregroundColor", "foregroundStyle", "tint", "accentColor"] { roles[name] = textWords }
        for name in ["stroke", "strokeBorder", "border", "listRowSeparatorTint"] { roles[name] = border }
        roles["shadow"] = ["shadow", "shadows", "elevation"]
        return roles
    }()

    private static func report(
        _ color: RGBA, from start: Int, to end: Int, described: String, adaptive: Bool, fixable: Bool, soleModifierArgument: Bool,
        role: Set<String>, environment: [String: String], context: LintContext
    ) {
        let threshold = context.nearColourThreshold
        let subject = described.hasPrefix("#") && !described.hasPrefix("#colorLiteral") ? "Hardcoded colour \(described)" : "Hardcoded colour \(described) (\(color.hexString))"
        guard let match = context.colors.match(color, nearThreshold: threshold, environment: environment, adaptive: adaptive) else {
            // With no tokens at all, "use a token" leaves the reader nowhere to go: say where tokens come from.
            // A project may declare some whose values themelint cannot read (an asset catalog it did not find).
            let advice = context.colors.tokens.isEmpty
                ? "no colour token with a known value was found in this project: define them with their values (extension Color { static let brand = Color(…) }, or colour sets in an asset catalog) or list them under \"colors\" in .themelint.json"
                : "use a colour token from the theme"
            context.report(Self.id, from: start, to: end, message: "\(subject); \(advice)", value: .color(color))
            return
        }
        // Among tokens of the same value, one named for the part the colour plays here comes first
        // (`.background(Color.white)`: `AppColors.Background.card` before `AppColors.Text.onAccent`).
        var (token, alternatives) = (match.token, match.alternatives)
        let plays = { (token: ColorToken) in context.colors.words(of: token).contains(where: role.contains) }
        if !alternatives.isEmpty, !role.isEmpty, !plays(token), let fitting = alternatives.firstIndex(where: plays) {
            swap(&token, &alternatives[fitting])
        }
        // `.foregroundColor(.black)` with only `LGColors.background` black: the value matches, the part it plays does not.
        let opposite = Self.opposite(of: role)
        let forOtherRole = { (token: ColorToken) in !plays(token) && context.colors.words(of: token).contains(where: opposite.contains) }
        let otherRole = alternatives.isEmpty && forOtherRole(token)
        // `Color("name", bundle: .module)` reaches the colour set from its own package target only.
        guard token.isReachable(from: context.path) else {
            let relation: String
            var value = ""
            switch match.kind {
            case .near(let deltaE):
                relation = "is close to"
                value = " (\(token.light.hexString), ΔE \(formatNumber((deltaE * 10).rounded() / 10)))"
            case .darkValue: relation = "is the dark-mode value of"
            case .exact, .sameRGB: relation = "is"
            }
            context.report(
                Self.id, from: start, to: end,
                message: "\(subject) \(relation) the colour set \"\(token.name)\"\(value) of the package target at \(token.origin.components(separatedBy: ".xcassets").first.map(FilePaths.directory(of:)) ?? token.origin); use the accessor that target exposes for it",
                value: .color(color))
            return
        }
        // SwiftTheming's bare asset key fits only as the sole argument of a colour modifier.
        let accessor = soleModifierArgument ? token.modifierAccessor ?? token.accessor(environment: environment) ?? token.accessor
            : token.accessor(environment: environment) ?? token.accessor
        // Several tokens with this value: which one the literal means is the author's call. So with pure
        // black and white, which serve every role (text on an accent, a card, a scrim, a shimmer).
        let ambiguous = !alternatives.isEmpty
        let safety: FixSafety = adaptive || !token.isAppearanceIndependent || token.isTargetLocal || ambiguous || color.isBlackOrWhite ? .unsafe : .safe
        switch match.kind {
        case .exact, .sameRGB:
            var suffix = ""
            // A colour that looks the same in both appearances is a token with another dark value in light mode only.
            let lightOnly = !adaptive && !token.isAppearanceIndependent
            // `.orange` adapts to dark mode; a token with one value does not: they agree in light mode only.
            let steadyForAdaptive = adaptive && token.isAppearanceIndependent
            let tokenPhrase = lightOnly ? "the light-mode value of the theme token \(accessor) (dark \(token.dark?.hexString ?? ""))"
                : steadyForAdaptive ? "the theme token \(accessor) in light mode (the system colour adapts to dark mode, the token does not)"
                : "the theme token \(accessor)"
            var message = "\(subject) is \(tokenPhrase)"
            if case .sameRGB = match.kind {
                // Only opaque tokens match so (`ColorPalette.match`): the opacity is the literal's own.
                let opacity = formatNumber((color.alpha * 1000).rounded() / 1000)
                suffix = ".opacity(\(opacity))"
                message = "\(subject) is \(tokenPhrase) at opacity \(opacity)"
            }
            let replacement = accessor + suffix
            var suggestions = [replacement]
            let others = alternatives.map { $0.accessor(environment: environment) ?? $0.accessor }
            if ambiguous {
                suggestions += others.map { $0 + suffix }
                message += ", as \(others.count == 1 ? "is" : "are") \(others.joined(separator: ", ")); use the one this colour means"
            } else if otherRole {
                // White badge text is no card token's light value that turns grey in dark mode: say both.
                let relation = lightOnly ? "is the light-mode value of \(replacement) (dark \(token.dark?.hexString ?? ""))" : "has the value of \(replacement)"
                message = "\(subject) \(relation), a theme token named for another role; use a token for this part, or \(replacement) if that is the intent"
            } else if lightOnly {
                message += "; use \(replacement) if the colour should follow the appearance"
            } else {
                message += fixable ? "; use \(replacement)" : "; use the token"
            }
            // White text on a badge is white in dark mode too: a token that turns dark there is no fix for it.
            guard fixable else {
                context.report(Self.id, from: start, to: end, message: message, suggestions: suggestions, value: .color(color))
                return
            }
            // The other tokens of this value are the author's to choose from, in the editor.
            let choices = others.map { Fix.replacing(start, end, with: $0 + suffix, safety: .unsafe) }
            guard !(lightOnly && color.isBlackOrWhite) && !otherRole else {
                context.report(
                    Self.id, from: start, to: end, message: message, suggestions: suggestions,
                    alternatives: [Fix.replacing(start, end, with: replacement, safety: .unsafe)] + choices, value: .color(color))
                return
            }
            context.report(
                Self.id, from: start, to: end, message: message, fix: Fix.replacing(start, end, with: replacement, safety: safety),
                suggestions: suggestions, alternatives: choices, value: .color(color))
        case .darkValue:
            // Only where the UI is dark anyway would the token look the same: a choice, not a fix.
            context.report(
                Self.id, from: start, to: end,
                message: "\(subject) is the dark-mode value of the theme token \(accessor) (light \(token.light.hexString)); use the token if the colour should follow the appearance",
                suggestions: [accessor], alternatives: fixable ? [Fix.replacing(start, end, with: accessor, safety: .unsafe)] : [],
                value: .color(color))
        case .near(let deltaE):
            // A near colour is a guess already: a token named for the other part (a text colour near a
            // background's) is none worth offering.
            let fitting = ([token] + alternatives).filter { !forOtherRole($0) }
            guard let nearest = fitting.first else {
                context.report(Self.id, from: start, to: end, message: "\(subject); use a colour token from the theme", value: .color(color))
                return
            }
            let distance = formatNumber((deltaE * 10).rounded() / 10)
            // The matched token keeps its accessor as worked out above (a SwiftTheming key where the modifier takes one).
            let choices = fitting.map { $0 == token ? accessor : $0.accessor(environment: environment) ?? $0.accessor }
            let also = choices.count > 1 ? ", as is \(choices.dropFirst().joined(separator: ", "))" : ""
            // A fixed literal near a token that changes with the appearance: the token would look otherwise in dark mode.
            let darkNote = nearest.isAppearanceIndependent || adaptive ? "" : ", dark \(nearest.dark!.hexString)"
            context.report(
                Self.id, from: start, to: end,
                message: "\(subject) is close to the theme token \(choices[0]) (\(nearest.light.hexString), ΔE \(distance)\(darkNote))\(also); use the token if that is the intent",
                suggestions: choices, alternatives: fixable ? choices.map { Fix.replacing(start, end, with: $0, safety: .unsafe) } : [],
                value: .color(color))
        }
    }

    /// Colour modifiers that take a SwiftTheming asset key directly: `.foregroundColor(ColorAsset.fontColor)`.
    static let assetModifiers: Set<String> = ["foregroundColor", "background", "foregroundStyle", "tint"]

    /// Whether `node` is the sole, unlabelled argument of a colour modifier (`.foregroundColor(x)`), where
    /// SwiftTheming takes a bare asset key.
    static func isSoleModifierArgument(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let callee = Callee(call.calledExpression)
        else { return false }
        return assetModifiers.contains(callee.name) && callee.isModifierCall(call)
    }
}

/// The system colours a named member can mean, as sRGB in light mode.
struct NamedColor {
    let swiftUI: RGBA
    let uiKit: RGBA
    let isAdaptive: Bool
    /// SwiftUI's `Color` has this member too; `systemGray4`, `darkGray` and `magenta` are UIKit's only.
    var isSwiftUIs = false

    static let all: [String: NamedColor] = {
        func hex(_ text: String) -> RGBA { RGBA(hex: text)! }
        var table: [String: NamedColor] = [:]
        // SwiftUI's system colours (adaptive) and UIKit's fixed class colours of the same name.
        let shared: [(String, String, String)] = [
            ("red", "#FF3B30", "#FF0000"), ("orange", "#FF9500", "#FF8000"), ("yellow", "#FFCC00", "#FFFF00"),
            ("green", "#34C759", "#00FF00"), ("mint", "#00C7BE", "#00C7BE"), ("teal", "#30B0C7", "#30B0C7"),
            ("cyan", "#32ADE6", "#00FFFF"), ("blue", "#007AFF", "#0000FF"), ("indigo", "#5856D6", "#5856D6"),
            ("purple", "#AF52DE", "#800080"), ("pink", "#FF2D55", "#FF2D55"), ("brown", "#A2845E", "#996633"),
            ("gray", "#8E8E93", "#808080"),
        ]
        for (name, swiftUI, uiKit) in shared {
            table[name] = NamedColor(swiftUI: hex(swiftUI), uiKit: hex(uiKit), isAdaptive: true, isSwiftUIs: true)
        }
        // `.gray` is #8E8E93 in both appearances: a steady token of that value is the same colour in dark mode too.
        table["gray"] = NamedColor(swiftUI: hex("#8E8E93"), uiKit: hex("#808080"), isAdaptive: false, isSwiftUIs: true)
        table["black"] = NamedColor(swiftUI: hex("#000000"), uiKit: hex("#000000"), isAdaptive: false, isSwiftUIs: true)
        table["white"] = NamedColor(swiftUI: hex("#FFFFFF"), uiKit: hex("#FFFFFF"), isAdaptive: false, isSwiftUIs: true)
        table["darkGray"] = NamedColor(swiftUI: hex("#555555"), uiKit: hex("#555555"), isAdaptive: false)
        table["lightGray"] = NamedColor(swiftUI: hex("#AAAAAA"), uiKit: hex("#AAAAAA"), isAdaptive: false)
        table["magenta"] = NamedColor(swiftUI: hex("#FF00FF"), uiKit: hex("#FF00FF"), isAdaptive: false)
        let system: [(String, String)] = [
            ("systemRed", "#FF3B30"), ("systemOrange", "#FF9500"), ("systemYellow", "#FFCC00"), ("systemGreen", "#34C759"),
            ("systemMint", "#00C7BE"), ("systemTeal", "#30B0C7"), ("systemCyan", "#32ADE6"), ("systemBlue", "#007AFF"),
            ("systemIndigo", "#5856D6"), ("systemPurple", "#AF52DE"), ("systemPink", "#FF2D55"), ("systemBrown", "#A2845E"),
            ("systemGray", "#8E8E93"), ("systemGray2", "#AEAEB2"), ("systemGray3", "#C7C7CC"), ("systemGray4", "#D1D1D6"),
            ("systemGray5", "#E5E5EA"), ("systemGray6", "#F2F2F7"),
        ]
        for (name, value) in system { table[name] = NamedColor(swiftUI: hex(value), uiKit: hex(value), isAdaptive: true) }
        return table
    }()
}

/// Where an implicit member such as `.red` or `.init(hex:)` stands, which decides whether it is a colour at all.
enum ColorContext: Equatable {
    /// An argument of a SwiftUI colour modifier or gradient, or a value typed `Color` / `ShapeStyle`.
    case swiftUI
    /// Assigned to a UIKit colour property (`label.textColor = .red`) or typed `UIColor`.
    case uiKit
    /// A colour-typed parameter of a type we cannot see (`CardView(tint: .red)`).
    case unknownType
    /// Not a colour position: `.red` is some other enum's case.
    case none

    static let swiftUIModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "tint", "accentColor", "fill", "stroke",
        "strokeBorder", "border", "shadow", "overlay", "listRowBackground", "listItemTint", "colorMultiply",
        "toolbarBackground", "containerBackground", "presentationBackground", "scrollContentBackground",
        "listRowSeparatorTint", "listSectionSeparatorTint",
    ]
    static let swiftUIColorTypes: Set<String> = [
        "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Stop", "MeshGradient",
    ]
    static let colorLabels: Set<String> = ["tint", "fill", "stroke", "foreground", "background"]

    static func of(_ start: Syntax) -> ColorContext {
        var node = start
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                node = parent  // `.red.opacity(0.5)`, `.blue.gradient`
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                guard let owner = argument.parent?.parent else { return .none }
                if let tuple = owner.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                    node = Syntax(tuple)
                    continue
                }
                // `var style: (bg: Color, fg: Color) { (AppColors.green, .white) }`: an element typed by the declared tuple.
                if let tuple = owner.as(TupleExprSyntax.self) { return tupleElementContext(argument, in: tuple) }
                guard let call = owner.as(FunctionCallExprSyntax.self) else { return .none }
                return argumentContext(label: argument.label?.text, call: call)
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment > 0,
                    let index = elements.firstIndex(where: { $0.id == node.id }), index > assignment
                {
                    return assignedContext(elements[assignment - 1])
                }
                // `kind == .red ? .red : .blue`: an operand of a comparison is some enum's case.
                if let index = elements.firstIndex(where: { $0.id == node.id }),
                    [index - 1, index + 1].contains(where: { elements.indices.contains($0) && Self.isComparison(elements[$0]) })
                {
                    return .none
                }
                // `isOn ? Color.red : .black`: a branch written as a `Color` makes the other one a colour.
                if let ternary = elements.last(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self),
                    node.id == ternary.id || node.id == elements.last?.id,
                    isSwiftUIColor(ternary.thenExpression) || elements.last.map(isSwiftUIColor) == true
                {
                    return .swiftUI
                }
                node = Syntax(sequence)  // ternary branches, `??`
            } else if parent.is(UnresolvedTernaryExprSyntax.self) || parent.is(TernaryExprSyntax.self) {
                node = parent
            } else if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent?.as(ArrayExprSyntax.self) {
                // `[Color.black, .indigo, .red]`: an element written as a `Color` makes them all colours.
                if array.elements.contains(where: { isSwiftUIColor($0.expression) }) { return .swiftUI }
                node = Syntax(array)
            } else if let initializer = parent.as(InitializerClauseSyntax.self) {
                // A parameter's default (`tint: Color = .blue`) is typed like a stored property's value.
                if let parameter = initializer.parent?.as(FunctionParameterSyntax.self) { return typeContext(parameter.type) }
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self) else { return .none }
                return typeContext(binding.typeAnnotation?.type)
            } else if parent.is(ReturnStmtSyntax.self) {
                return declaredReturnContext(from: parent)
            } else if parent.is(CodeBlockItemSyntax.self), let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
                return declaredReturnContext(from: Syntax(list))  // single-expression body: implicit return
            } else if parent.is(ExpressionStmtSyntax.self) {
                node = parent
            } else {
                return .none
            }
        }
        return .none
    }

    /// `Color.black`, `Color(red: …)`, `Color.accentColor.opacity(0.5)`: written as SwiftUI's `Color`.
    private static func isSwiftUIColor(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" { return true }
                expression = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" { return true }
                expression = base
            } else {
                return false
            }
        }
    }

    private static func isComparison(_ element: ExprSyntax) -> Bool {
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text == "==" || text == "!=" || text == "~=" || text == "==="
    }

    private static func argumentContext(label: String?, call: FunctionCallExprSyntax) -> ColorContext {
        guard let callee = Callee(call.calledExpression) else { return .none }
        // `Color(.red)` / `Color(uiColor: .systemRed)` convert UIKit colours, as `Color(UIColor.red)` does.
        if call.arguments.count == 1, HardcodedColorRule.isLabelledConversion(callee, label: label) { return .uiKit }
        if let type = callee.constructedType, HardcodedColorRule.colorTypes.contains(type) {
            return type == "Color" && call.arguments.count == 1 && (label == nil || label == "uiColor" || label == "nsColor") ? .uiKit : .none
        }
        // `AnyShapeStyle(.red)` erases a style: its argument is one.
        if label == nil, callee.constructedType == "AnyShapeStyle" { return .swiftUI }
        // MarkdownUI's `ForegroundColor(.mint)`: a type named for a colour takes one as its argument.
        if label == nil, call.arguments.count == 1, let type = callee.constructedType, type.hasSuffix("Color"), !HardcodedColorRule.colorTypes.contains(type) {
            return .unknownType
        }
        // Canvas shading: `context.fill(path, with: .color(.red))`.
        if callee.isImplicitMember && callee.name == "color" && label == nil { return .swiftUI }
        if callee.isModifierCall(call) && swiftUIModifiers.contains(callee.name) && (label == nil || isColorLabel(label!)) { return .swiftUI }
        guard let label, isColorLabel(label) else { return .none }
        if swiftUIModifiers.contains(callee.name) || swiftUIColorTypes.contains(callee.constructedType ?? callee.name) { return .swiftUI }
        return .unknownType
    }

    /// `tint`, `backgroundColor`, `iconTint`, `badgeFill`: a label naming a colour, or ending in a colour role.
    static func isColorLabel(_ label: String) -> Bool {
        let lower = label.lowercased()
        return colorLabels.contains(label) || lower.containsText("color") || lower.containsText("colour")
            || FilePaths.words(of: label).last.map(colorLabels.contains) == true
    }

    private static func assignedContext(_ target: ExprSyntax) -> ColorContext {
        let name: String?
        var ownProperty = true
        if let member = target.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            ownProperty = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        } else {
            name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let name, case let lower = name.lowercased(), lower.hasSuffix("color") || lower.hasSuffix("tint") else { return .none }
        // `badgeColor = .gray` with `var badgeColor: Color` declared: SwiftUI's gray, not UIKit's.
        if ownProperty, let declared = declaredType(of: name, around: Syntax(target)).map(typeContext), declared != .none {
            return declared
        }
        return .uiKit
    }

    /// The annotated type of the variable `name` declared in a block or type around `start`.
    private static func declaredType(of name: String, around start: Syntax) -> TypeSyntax? {
        var node = start
        while let parent = node.parent {
            let declarations: [DeclSyntax]
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                declarations = block.compactMap { $0.item.as(DeclSyntax.self) }
            } else if let members = parent.as(MemberBlockItemListSyntax.self) {
                declarations = members.map(\.decl)
            } else {
                node = parent
                continue
            }
            for case let variable? in declarations.map({ $0.as(VariableDeclSyntax.self) }) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let type = binding.typeAnnotation?.type { return type }
                }
            }
            node = parent
        }
        return nil
    }

    private static func typeContext(_ type: TypeSyntax?) -> ColorContext {
        // `colors: [Color] = [.red, .orange]`: the elements are typed like the array's.
        if let array = type?.as(ArrayTypeSyntax.self) { return typeContext(array.element) }
        guard var text = type?.trimmedSource else { return .none }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        switch text {
        case "Color", "SwiftUI.Color", "some ShapeStyle", "any ShapeStyle": return .swiftUI
        case "UIColor", "NSColor", "CGColor", "UIKit.UIColor", "AppKit.NSColor": return .uiKit
        default: return .none
        }
    }

    /// The declared type of the property or function whose body `start` is in.
    private static func declaredReturnContext(from start: Syntax) -> ColorContext {
        typeContext(declaredType(from: start))
    }

    private static func declaredType(from start: Syntax) -> TypeSyntax? {
        var node = start
        while let parent = node.parent {
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            // `let chipFg: Color = { if mine { return .white } … }()`: an immediately called closure returns the binding's value.
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                    let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
                else { return nil }
                return binding.typeAnnotation?.type
            }
            if parent.isDeclGroup || parent.is(SourceFileSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// An element of a tuple that is the value returned or assigned, typed by the declared tuple type's element.
    private static func tupleElementContext(_ element: LabeledExprSyntax, in tuple: TupleExprSyntax) -> ColorContext {
        // `selected ? (AppColors.green, .white) : (.clear, .gray)`: a ternary's branches are its value.
        var value = Syntax(tuple)
        while let parent = value.parent {
            if parent.is(UnresolvedTernaryExprSyntax.self) {
                value = parent
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self),
                sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
            {
                value = Syntax(sequence)
            } else {
                break
            }
        }
        let parent = value.parent
        let isValue = parent?.is(ReturnStmtSyntax.self) == true || parent?.is(InitializerClauseSyntax.self) == true
            || (parent?.is(CodeBlockItemSyntax.self) == true && parent?.parent?.as(CodeBlockItemListSyntax.self)?.count == 1)
        guard isValue, let type = declaredType(from: value)?.as(TupleTypeSyntax.self), type.elements.count == tuple.elements.count,
            let index = tuple.elements.firstIndex(where: { $0.id == element.id })
        else { return .none }
        return typeContext(type.elements[index].type)
    }
}

/// Reads a colour constructor's literal arguments into sRGB, or nil when any component is not a literal.
enum ColorLiteral {
    static let redLabels: Set<String> = ["red", "r", "displayP3Red", "srgbRed", "calibratedRed", "deviceRed"]
    static let whiteLabels: Set<String> = ["white", "gray", "calibratedWhite", "deviceWhite", "genericGray"]
    static let alphaLabels: Set<String> = ["opacity", "alpha", "a"]
    /// The labels a component factory's arguments may have (`Color.fromRGB(red:green:blue:alpha:)`).
    static let componentLabels = redLabels.union(["green", "g", "blue", "b"]).union(alphaLabels)

    /// With `dynamicAlpha`, an `opacity:` / `alpha:` that is no literal (`opacity: isOn ? 1 : 0`) is left out: the
    /// components are still hardcoded, though no token can replace the call whole.
    static func value(of call: FunctionCallExprSyntax, alphaFirst: () -> Bool? = { nil }, dynamicAlpha: Bool = false) -> RGBA? {
        var arguments = Array(call.arguments)
        guard call.trailingClosure == nil, let first = arguments.first else { return nil }
        var space = "sRGB"
        if first.label == nil, let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil,
            ["sRGB", "sRGBLinear", "displayP3"].contains(member.declName.baseName.text)
        {
            space = member.declName.baseName.text
            arguments.removeFirst()
        }
        guard let lead = arguments.first else { return nil }
        let label = lead.label?.text

        var numbers: [String: Double] = [:]
        func numericArguments() -> Bool {
            for argument in arguments {
                guard let label = argument.label?.text else { return false }
                guard let value = NumberLiteral.constantValue(argument.expression) else {
                    if dynamicAlpha && alphaLabels.contains(label) { continue }
                    return false
                }
                numbers[label] = value
            }
            return true
        }
        func alpha() -> Double {
            let value = alphaLabels.lazy.compactMap { numbers[$0] }.first ?? 1
            return value > 1 ? value / 255 : value
        }

        if let label, redLabels.contains(label) {
            guard numericArguments(), let red = numbers[label], let green = numbers["green"] ?? numbers["g"],
                let blue = numbers["blue"] ?? numbers["b"]
            else { return nil }
            let scale = max(red, green, blue) > 1 ? 255.0 : 1.0
            let (r, g, b) = (red / scale, green / scale, blue / scale)
            if space == "displayP3" || label == "displayP3Red" { return RGBA.fromDisplayP3(red: r, green: g, blue: b, alpha: alpha()) }
            if space == "sRGBLinear" { return RGBA.fromLinearSRGB(red: r, green: g, blue: b, alpha: alpha()) }
            return RGBA(red: r, green: g, blue: b, alpha: alpha())
        }
        if let label, whiteLabels.contains(label) {
            guard numericArguments(), var white = numbers[label] else { return nil }
            if white > 1 { white /= 255 }
            if space == "sRGBLinear" { return RGBA.fromLinearSRGB(red: white, green: white, blue: white, alpha: alpha()) }
            return RGBA(white: white, alpha: alpha())
        }
        if label == "hue" {
            guard numericArguments(), var hue = numbers["hue"], var saturation = numbers["saturation"],
                var brightness = numbers["brightness"]
            else { return nil }
            if hue > 1 { hue /= 360 }
            if saturation > 1 { saturation /= 100 }
            if brightness > 1 { brightness /= 100 }
            return RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha())
        }
        return hexValue(lead.expression, label: label, alphaFirst: alphaFirst).flatMap { withAlpha($0, from: arguments.dropFirst(), dynamicAlpha: dynamicAlpha) }
    }

    /// `Color.rgba(181, 0, 0)`, `Color.fromRGB(red: 39, green: 43, blue: 51, alpha: 255)`: three components and
    /// an optional alpha, positional or labelled, all literals; 0–255 when any component is above 1.
    static func rgbFactoryValue(of call: FunctionCallExprSyntax) -> RGBA? {
        guard call.trailingClosure == nil, (3...4).contains(call.arguments.count) else { return nil }
        var values: [Double] = []
        for argument in call.arguments {
            guard argument.label.map({ componentLabels.contains($0.text) }) ?? true,
                let value = NumberLiteral.constantValue(argument.expression), value >= 0
            else { return nil }
            values.append(value)
        }
        let scale = values.prefix(3).max()! > 1 ? 255.0 : 1.0
        let alpha = values.count == 4 ? (values[3] > 1 ? values[3] / 255 : values[3]) : 1
        return RGBA(red: values[0] / scale, green: values[1] / scale, blue: values[2] / scale, alpha: alpha)
    }

    /// `colour.opacity(0.15)` (or UIKit's `withAlphaComponent(0.15)`) with a literal factor: the call,
    /// which is the colour the code means, and the factor. A shadow token is usually `.black.opacity(x)`.
    /// Brackets change nothing: `(Color.orange).opacity(0.25)` is the orange at 25 %.
    static func opacityApplied(to colour: some ExprSyntaxProtocol) -> (FunctionCallExprSyntax, Double)? {
        let colour = bracketed(colour)
        guard let member = colour.parent?.as(MemberAccessExprSyntax.self), member.base?.id == colour.id,
            ["opacity", "withAlphaComponent"].contains(member.declName.baseName.text),
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first,
            let factor = NumberLiteral.constantValue(argument.expression), (0...1).contains(factor)
        else { return nil }
        return (call, factor)
    }

    /// `(expression)`: the brackets around `expression`, and around those; else `expression`.
    static func bracketed(_ expression: some ExprSyntaxProtocol) -> Syntax {
        var node = Syntax(expression)
        while let element = node.parent?.as(LabeledExprSyntax.self), element.label == nil,
            let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1, let tuple = list.parent?.as(TupleExprSyntax.self)
        {
            node = Syntax(tuple)
        }
        return node
    }

    /// A hex factory's value: its name says hex, so `.hex("7D7D7D")` needs no `#`.
    static func factoryValue(of call: FunctionCallExprSyntax, alphaFirst: () -> Bool? = { nil }) -> RGBA? {
        guard call.trailingClosure == nil, let lead = call.arguments.first else { return nil }
        let label = lead.label?.text
        if let label, !isHexLabel(label) { return nil }
        return hexValue(lead.expression, label: label ?? "hex", alphaFirst: alphaFirst).flatMap { withAlpha($0, from: call.arguments.dropFirst()) }
    }

    /// Applies literal `alpha:` / `opacity:` arguments; nil when any other argument follows the hex value.
    static func withAlpha(_ base: RGBA, from arguments: some Sequence<LabeledExprSyntax>, dynamicAlpha: Bool = false) -> RGBA? {
        var color = base
        for argument in arguments {
            guard let label = argument.label?.text, alphaLabels.contains(label) else { return nil }
            guard let value = NumberLiteral.constantValue(argument.expression) else {
                if dynamicAlpha { continue }
                return nil
            }
            color.alpha = value > 1 ? value / 255 : value
        }
        return color
    }

    static func isHexLabel(_ label: String) -> Bool {
        let lower = label.lowercased()
        return lower.containsText("hex") || ["rgb", "rgba", "argb", "rgbvalue", "rgbavalue"].contains(lower)
    }

    /// `"#8F97A4"`, `0xD6E0FF` and friends. Unlabelled, only `"#…"` strings and `0x…` integers count:
    /// `Color("brand")` is an asset-catalog lookup.
    /// `alphaFirst` asks for the project's own reading of eight digits (`HexInitProvider`; nil when
    /// unknown), only when there are eight: a lint that asks depends on discovery.
    static func hexValue(_ written: ExprSyntax, label: String?, alphaFirst: () -> Bool? = { nil }) -> RGBA? {
        if let label, !isHexLabel(label) { return nil }
        let expression = NumberLiteral.withoutCoercion(written)
        if let string = expression.as(StringLiteralExprSyntax.self) {
            guard let text = string.representedLiteralValue else { return nil }  // nil for interpolation
            if label == nil && !text.hasPrefix("#") { return nil }
            let trimmed = text.trimmingBlanks
            let digits = hexDigits(of: trimmed)
            // `"#…"` is CSS's RRGGBBAA; only other spellings can be alpha first, unless the project's
            // own initialiser reads them so.
            if digits.count == 8, let value = UInt64(digits, radix: 16) {
                let project = alphaFirst()
                if project != nil || !trimmed.hasPrefix("#") {
                    return eightDigits(value, alphaFirst: alphaComesFirst(value, label: label, project: project))
                }
            }
            return RGBA(hex: text)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.filter { $0 != "_" }
            let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
            if label == nil && !isHex { return nil }
            guard let value = isHex ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text) else { return nil }
            let digits = isHex ? text.count - 2 : (value > 0xFFFFFF ? 8 : 6)
            guard [3, 4, 6, 8].contains(digits) else { return digits < 6 && value <= 0xFFFFFF ? RGBA(hexDigits: value, digitCount: 6) : nil }
            if digits == 8 { return eightDigits(value, alphaFirst: alphaComesFirst(value, label: label, project: alphaFirst())) }
            return RGBA(hexDigits: value, digitCount: digits)
        }
        return nil
    }

    /// Eight hex digits outside a `"#…"` string are RRGGBBAA or AARRGGBB (the 32-bit convention, and
    /// that of many `init(hex:)` copies). The label says which when it can (`argb:`, `rgba:`); else a fully opaque
    /// leading byte and a translucent last one mean alpha first (`"0xFF000F35"` is an opaque navy, not a
    /// 21 % red); anything else is read as RRGGBBAA.
    static func alphaComesFirst(_ value: UInt64, label: String?, project: Bool? = nil) -> Bool {
        switch label?.lowercased() {
        case "argb": return true
        case "rgba": return false
        default: return project ?? (value >> 24 == 0xFF && value & 0xFF != 0xFF)
        }
    }

    /// The digits of `Color(hex: "59000000")`, `UIColor(hex: 0x59000000)` or `Color.hex(…)` when a project's own
    /// initialiser decides their byte order: eight digits, no `argb:` / `rgba:` label, nothing after them.
    static func eightHexDigits(of expression: ExprSyntax) -> UInt64? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            let argument = call.arguments.first, argument.label.map({ isHexLabel($0.text) && !["argb", "rgba"].contains($0.text.lowercased()) }) ?? true
        else { return nil }
        let digits: Substring
        let written = NumberLiteral.withoutCoercion(argument.expression)
        if let string = written.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue {
            digits = hexDigits(of: text.trimmingBlanks)
        } else if let integer = written.as(IntegerLiteralExprSyntax.self), integer.literal.text.lowercased().hasPrefix("0x") {
            digits = Substring(integer.literal.text.filter { $0 != "_" }).dropFirst(2)
        } else {
            return nil
        }
        return digits.count == 8 ? UInt64(digits, radix: 16) : nil
    }

    /// A trimmed hex string's digits, without its `#` or `0x`.
    static func hexDigits(of trimmed: String) -> Substring {
        trimmed.dropFirst(trimmed.hasPrefix("#") ? 1 : trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") ? 2 : 0)
    }

    /// `Color(hex: "#8F97A4", alpha: 0.5)`: the colour `expression`, one of `call`'s first argument's forms, gives
    /// with the call's literal alpha.
    static func hexValue(_ expression: ExprSyntax, asFirstArgumentOf call: FunctionCallExprSyntax) -> RGBA? {
        hexValue(expression, label: call.arguments.first?.label?.text).flatMap { withAlpha($0, from: call.arguments.dropFirst()) }
    }

    static func eightDigits(_ value: UInt64, alphaFirst: Bool) -> RGBA {
        RGBA(hexDigits: alphaFirst ? ((value & 0x00FF_FFFF) << 8) | (value >> 24) : value, digitCount: 8)
    }
}
