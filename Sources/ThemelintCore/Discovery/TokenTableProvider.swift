// Reads token tables: `extension Color { static let brand = Color(...) }` (also `UIColor`, `NSColor`,
// `extension ShapeStyle where Self == Color`, nested `enum Brand`), and static colour constants in
// `*Theme` / `*Palette` / `*Tokens` / `*Colors` / `*Color` types, generated files included, and
// public file-scope colour constants (`let brandAccent: Color = …`). The accessor is
// the declaration's own path: `Color.brand`, `Color.Brand.primary`, `AppPalette.accent`. A static
// colour that names an asset catalog colour (`Color("Brand", bundle: .module)`, `UIColor(named:)`)
// is kept as a reference: the colour set gives the value, and the declaration the accessor; so is a
// SwiftGen colour (`static let error = ColorAsset(name: "error")`, reached as `….error.swiftUIColor`).

import SwiftSyntax

enum TokenTableProvider {
    static let markers: [ByteSearch.Needle] = ["static", "switch self", "rawValue"]
    static let tableSuffixes = ["Theme", "Palette", "Tokens", "Colors", "Colours", "Color", "Styleguide", "StyleGuide"]

    /// A type named like a token table: `AppTheme`, `BrandPalette`, `BrandColor`.
    static func namesTable(_ name: String) -> Bool { tableSuffixes.contains { name.hasSuffix($0) } }

    /// The cases of a computed property of one of `types` (colour types unless told) whose getter is one
    /// `switch self`, each with the value it returns: `var color: Color { switch self { case .primary,
    /// .accent: return Color(…) … } }`. Cases with associated values and `default` are left out; nil when
    /// the property is no such table.
    static func switchTable(_ binding: PatternBindingSyntax, types: Set<String> = HardcodedColorRule.colorTypes) -> [(caseName: String, value: ExprSyntax)]? {
        guard let type = binding.typeAnnotation?.type, types.contains(LintEngine.lastName(of: type)),
            binding.initializer == nil, let block = binding.accessorBlock, case .getter(let items) = block.accessors,
            let switchExpr = items.soleExpression?.as(SwitchExprSyntax.self),
            switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        var entries: [(caseName: String, value: ExprSyntax)] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                let value = switchCase.statements.soleExpression
            else { continue }
            for caseItem in label.caseItems {
                guard let member = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                    member.base == nil
                else { continue }
                entries.append((member.declName.baseName.text, value))
            }
        }
        return entries.isEmpty ? nil : entries
    }

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        // A file of globals (`let gray800 = Color(hex: "#333333")`, Pokedex's Colors.swift) has no marker: its top level says so.
        guard file.mentions(markers) || file.tree.statements.contains(where: { isColourGlobal($0.item.as(VariableDeclSyntax.self)) }) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        visitor.collectInstancePalettes()
        visitor.collectHelperAssets()
        facts.colors += visitor.tokens
        facts.assetColors += visitor.assetReferences
        facts.tokenAliases += visitor.aliases
        facts.colorShadows.formUnion(visitor.shadows)
    }

    private static func isColourGlobal(_ node: VariableDeclSyntax?) -> Bool {
        guard let node, !node.modifiers.isPrivate else { return false }
        return node.bindings.contains { binding in binding.initializer.map { isColorTyped(binding, $0.value) } ?? false }
    }

    /// The colour type a declaration states or its value builds: `: UIColor`, `UIColor(…)`, `UIColor.white`.
    private static func colorType(_ binding: PatternBindingSyntax, _ expression: ExprSyntax) -> String? {
        if let annotated = binding.typeAnnotation?.type {
            let name = LintEngine.lastName(of: annotated.as(OptionalTypeSyntax.self)?.wrappedType ?? annotated)
            return HardcodedColorRule.colorTypes.contains(name) ? name : nil
        }
        var current = expression
        while true {
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let call = current.as(FunctionCallExprSyntax.self), let callee = Callee(call.calledExpression) {
                if let type = callee.constructedType { return HardcodedColorRule.colorTypes.contains(type) ? type : nil }
                guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
                // `Color.adaptive(dark: 0, light: 1)`: a colour type's static factory.
                if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, HardcodedColorRule.colorTypes.contains(type) { return type }
                current = base  // `UIColor.white.withAlphaComponent(0.5)`, `Color.red.opacity(0.2)`
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if let type = Callee.lastName(of: base), HardcodedColorRule.colorTypes.contains(type) { return type }
                current = base
                continue
            }
            return nil
        }
    }

    static func isUIKitColor(_ binding: PatternBindingSyntax, _ expression: ExprSyntax) -> Bool {
        colorType(binding, expression).map { $0 == "UIColor" || $0 == "NSColor" } ?? false
    }

    /// `struct ColorConstants { static let primary = Color(red: …); static let text = Color.white … }`: a type whose
    /// static members are mostly colours, three or more, is a token table whatever it is called. Gradients built
    /// from them count for neither side, a member naming an earlier one as that one does, and anything else
    /// (a function, `static let shared = Manager()`) against.
    static func isPaletteByContent(_ node: some DeclGroupSyntax) -> Bool {
        var kinds: [String: Bool] = [:]
        var gradients: Set<String> = []
        var (colours, others) = (0, 0)
        for member in node.memberBlock.members {
            if member.decl.is(FunctionDeclSyntax.self) { others += 1 }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.isStatic else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer?.value
                let type = binding.typeAnnotation.map { LintEngine.lastName(of: $0.type) }
                    ?? value.flatMap { Callee($0.as(FunctionCallExprSyntax.self)?.calledExpression ?? $0)?.constructedType }
                let isColour: Bool?
                if let type, type.hasSuffix("Gradient") {
                    isColour = nil
                } else if let type, HardcodedColorRule.colorTypes.contains(type) {
                    isColour = true
                } else if let reference = value?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? value?.as(MemberAccessExprSyntax.self).flatMap({
                    $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) ? $0.declName.baseName.text : nil
                }), let earlier = kinds[reference] {
                    isColour = earlier
                } else if gradients.contains(value?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "") {
                    isColour = nil
                } else {
                    isColour = value.map { isColorTyped(binding, $0) } ?? false
                }
                if let isColour {
                    kinds[name] = isColour
                    if isColour { colours += 1 } else { others += 1 }
                } else {
                    gradients.insert(name)
                }
            }
        }
        return colours >= 3 && colours > 2 * others
    }

    /// The member a SwiftUI conversion of a UIKit colour names: `.systemBlue` in `Color(.systemBlue)`,
    /// `.init(uiColor: .systemBlue)` or `Color(UIColor.systemBlue)`.
    static func convertedMember(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil || ["uiColor", "nsColor"].contains(argument.label!.text),
            let callee = Callee(call.calledExpression), callee.constructedType == "Color" || HardcodedColorRule.isLabelledConversion(callee, label: argument.label?.text)
        else { return nil }
        return argument.expression.as(MemberAccessExprSyntax.self)
    }

    /// The system colour a conversion names: `Color(.systemBlue)`, `.init(uiColor: .darkGray)`, `Color(UIColor.systemRed)`.
    static func convertedSystemColour(_ expression: ExprSyntax) -> String? {
        guard let member = convertedMember(expression),
            member.base.map({ Callee.lastName(of: $0).map(HardcodedColorRule.uiKitTypes.contains) == true }) ?? true
        else { return nil }
        let name = member.declName.baseName.text
        return NamedColor.all[name] != nil ? name : nil
    }

    static func isColorTyped(_ binding: PatternBindingSyntax, _ expression: ExprSyntax) -> Bool {
        colorType(binding, expression).map { $0 != "CGColor" && $0 != "CIColor" } ?? false
    }

    /// `LumaColor.inTune.color`, `Palette.gray900`: a type's member, written with the type (the token of
    /// another file an alias names); nil for anything else.
    static func namedToken(_ expression: ExprSyntax) -> String? {
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        guard let root = current.as(DeclReferenceExprSyntax.self), root.baseName.text.startsUppercase,
            expression.is(MemberAccessExprSyntax.self)
        else { return nil }
        return expression.trimmedSource
    }

    /// SwiftGen's `ColorAsset(name: "error")`: the colour set it names.
    static func swiftGenAssetName(of expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), Callee(call.calledExpression)?.constructedType == "ColorAsset",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "name"
        else { return nil }
        return plainString(argument.expression)
    }

    /// A non-empty string literal without interpolation.
    private static func plainString(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty
        else { return nil }
        return text
    }

    /// `UIColor(named: "Brand")!` and `UIColor(named: "Brand") ?? .clear` as the call they unwrap.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                expression = first
                continue
            }
            return expression
        }
    }

    /// The colour set a colour expression names: `Color("Brand")`, `Color("Brand", bundle: .module)`,
    /// `.init("Brand")`, `UIColor(named: "Brand")!`, `Color(uiColor: UIColor(named: "Brand")!)`.
    static func assetName(of expression: ExprSyntax) -> String? {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self), let callee = Callee(call.calledExpression),
            let first = call.arguments.first
        else { return nil }
        let type = callee.constructedType ?? (callee.isImplicitMember && callee.name == "init" ? "Color" : nil)
        guard let type, HardcodedColorRule.colorTypes.contains(type) else { return nil }
        let label = first.label?.text
        if label == nil || label == "named", let text = plainString(first.expression) { return text }
        // `Color(uiColor: UIColor(named: "x")!)`, `Color(UIColor(named: "x")!)`
        if call.arguments.count == 1, label == nil || label == "uiColor" || label == "nsColor" { return assetName(of: first.expression) }
        return nil
    }

    /// `Color(rawValue)`, `Color(self.rawValue, bundle: .module)`, `UIColor(named: rawValue)!`: a colour
    /// set named by an enum's raw value.
    static func namesRawValue(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = Callee(call.calledExpression)?.constructedType,
            HardcodedColorRule.colorTypes.contains(type), let first = call.arguments.first, first.label == nil || first.label?.text == "named"
        else { return false }
        if let reference = first.expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "rawValue" }
        guard let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The generated colour-resource symbol a colour expression names: `Color(.swAccent)`,
    /// `UIColor(resource: .swAccent)`. Which colour set it is, if any, only the catalog can say.
    static func assetSymbol(of expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = Callee(call.calledExpression)?.constructedType,
            HardcodedColorRule.colorTypes.contains(type), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil || argument.label?.text == "resource",
            let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        return member.declName.baseName.text
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var tokens: [ColorToken] = []
        var assetReferences: [AssetColorReference] = []
        /// Entries written as a token this file does not declare (`LumaColor.inTune.color`), for resolution.
        var aliases: [TokenAlias] = []
        var shadows: Set<String> = []
        var path: [String] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        /// Enclosing declarations that are `private` / `fileprivate` (`private extension Color { … }`):
        /// their members are the file's own, as a private member is.
        var privateDepth = 0

        /// Per enclosing type: whether it is a token table, by its name (`AppPalette`) or because its members are
        /// all colour properties (`LintWalker.isColourTable`: `struct ColorConstants`, `struct ColorScheme`).
        /// Told once per type, not per member.
        var tables: [Bool] = []

        /// The outermost enclosing type when it is a colour type: `extension Color.Kuring` is rooted at `Color`, as
        /// `extension Color { struct Kuring }` is.
        var colourRoot: String? {
            guard let first = path.first else { return nil }
            let root = first.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(first[..<$0]) } ?? first
            return HardcodedColorRule.colorTypes.contains(root) ? root : nil
        }

        func enter(_ name: String, _ modifiers: DeclModifierListSyntax, isTable: Bool = false) -> SyntaxVisitorContinueKind {
            path.append(name)
            tables.append(isTable || TokenTableProvider.namesTable(name))
            if modifiers.isPrivate { privateDepth += 1 }
            return .visitChildren
        }

        func leave(_ modifiers: DeclModifierListSyntax) {
            path.removeLast()
            tables.removeLast()
            if modifiers.isPrivate { privateDepth -= 1 }
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            var name = LintEngine.qualifiedName(of: node.extendedType)
            if name == "ShapeStyle", node.genericWhereClause?.trimmedSource.containsText("Color") == true { name = "Color" }
            return enter(name, node.modifiers)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.modifiers) }
        /// How many of the enclosing types are views.
        var viewDepth = 0

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let isView = LintEngine.inherits(node, from: LintWalker.viewProtocols)
            if isView { viewDepth += 1 }
            return enter(node.name.text, node.modifiers, isTable: !isView && (LintWalker.isColourTable(node) || TokenTableProvider.isPaletteByContent(node)))
        }
        override func visitPost(_ node: StructDeclSyntax) {
            if LintEngine.inherits(node, from: LintWalker.viewProtocols) { viewDepth -= 1 }
            leave(node.modifiers)
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, isTable: LintWalker.isColourTable(node) || TokenTableProvider.isPaletteByContent(node))
        }
        override func visitPost(_ node: EnumDeclSyntax) { leave(node.modifiers) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, isTable: LintWalker.isColourTable(node) || TokenTableProvider.isPaletteByContent(node))
        }
        override func visitPost(_ node: ClassDeclSyntax) { leave(node.modifiers) }
        // Bodies declare locals, not tokens.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            collectStepFunction(node)
            noteAssetHelper(node)
            return .skipChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if path.isEmpty {
                // A global, not a local of a closure or a preview at the top level (`#Preview { @State var color … }`).
                if LintWalker.isFileScope(node) { collectGlobals(node) }
                return .skipChildren
            }
            let colourRoot = colourRoot
            let isColorRoot = colourRoot != nil
            let namesTable = isColorRoot || tables.contains(true)
            // A private token is reachable from its own file only: no fix elsewhere could name it.
            guard !node.modifiers.isPrivate, privateDepth == 0 else { return .skipChildren }
            guard node.modifiers.isStatic else {
                if namesTable { collectSwitchTable(node) }
                collectRawValueAssets(node)
                noteInstanceMembers(node)
                return .skipChildren
            }
            // `extension Color { static let theme = ColorTheme() }`, or another type's (`struct Theme { static let colors = Colors() }`).
            if isColorRoot || viewDepth == 0 { noteInstance(node, inColourRoot: isColorRoot) }
            // `extension Color { static let red = Color("statusRed") }` hides SwiftUI's `red`, whatever its value.
            if path == ["Color"] {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, NamedColor.all[name]?.isSwiftUIs == true {
                        shadows.insert("Color." + name)
                    }
                }
            }
            guard namesTable else {
                collectSwiftGenColors(node)
                collectAssetAliases(node)
                return .skipChildren
            }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let expression = binding.valueExpression
                else { continue }
                // A UIKit colour, in `extension UIColor` or in a palette type's `static let gray = UIColor(0x202122)`,
                // becomes a SwiftUI one only through `Color(_:)`.
                let isUIKit = colourRoot.map { $0 != "Color" } ?? TokenTableProvider.isUIKitColor(binding, expression)
                collect(path.joined(separator: ".") + "." + name, expression, isUIKit: isUIKit, at: binding)
            }
            return .skipChildren
        }

        /// The file's literal constants, read when a value first names something else.
        private lazy var constants = LiteralConstants(file.tree)

        /// A colour's value, also when written through the file's constants (`Color(hex: Hex.gold)`) or
        /// as another token of the file declared before it (`static let primary = red`, `Self.brand`).
        private func value(of expression: ExprSyntax) -> ColorExpression.Value? {
            if let value = ColorExpression.value(of: expression) { return value }
            // `static let divider = deepGreen.opacity(0.1)`: an earlier token at an opacity.
            if let faded = ColorExpression.fading(expression, value(of:)) { return faded }
            if let alias = aliased(expression) ?? converted(expression).map({ tokens[$0] }) {
                return ColorExpression.Value(light: alias.light, dark: alias.dark)
            }
            return constants.substituting(in: expression).flatMap(ColorExpression.value(of:))
        }

        /// The file's UIKit token `Color(UIColor.brandGreen)` or `Color(uiColor: .brandGreen)` converts, by index.
        private func converted(_ expression: ExprSyntax) -> Int? {
            guard let names = Self.convertedNames(expression) else { return nil }
            return tokens.lastIndex { token in token.accessor.hasPrefix("Color(") && (names.contains(token.name) || names.contains { token.name.hasSuffix("." + $0) }) }
        }

        /// The same for a UIKit token that names a colour set (`UIColor(named: "AccentColor") ?? .purple`).
        private func convertedReference(_ expression: ExprSyntax) -> Int? {
            guard let names = Self.convertedNames(expression) else { return nil }
            return assetReferences.lastIndex { reference in names.contains { reference.accessor == "Color(\($0))" || reference.accessor.hasSuffix(".\($0))") } }
        }

        /// The UIKit names a conversion may mean: `UIColor.brandGreen` for `Color(.brandGreen)`.
        private static func convertedNames(_ expression: ExprSyntax) -> [String]? {
            guard let member = TokenTableProvider.convertedMember(expression) else { return nil }
            return member.base == nil ? ["UIColor", "NSColor"].map { $0 + "." + member.declName.baseName.text } : [member.trimmedSource]
        }

        /// The token `red`, `Self.red` or `Theme.Colors.red` names, among those found so far.
        private func aliased(_ expression: ExprSyntax) -> ColorToken? {
            var names: [String] = []
            var current = expression
            while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.insert(member.declName.baseName.text, at: 0)
                current = base
            }
            guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName else { return nil }
            if root.tokenKind != .keyword(.Self) { names.insert(root.text, at: 0) }
            let written = names.joined(separator: ".")
            guard !written.isEmpty else { return nil }
            let own = (path + [written]).joined(separator: ".")
            return tokens.last { $0.name == own || $0.name == written || (names.count > 1 && $0.name.hasSuffix("." + written)) }
        }

        /// One table entry: a token with its value, or a reference to the colour set it names.
        private func collect(_ qualified: String, _ expression: ExprSyntax, isUIKit: Bool, at node: some SyntaxProtocol) {
            let accessor = isUIKit ? "Color(\(qualified))" : qualified
            guard let value = value(of: expression) else {
                if !isUIKit, let index = convertedReference(expression) {
                    // `static var slPurple: Color { Color(.slPurple) }` over a UIKit colour set: the SwiftUI name is the accessor.
                    let reference = assetReferences[index]
                    assetReferences[index] = AssetColorReference(accessor: accessor, asset: reference.asset, line: reference.line)
                } else if let asset = TokenTableProvider.swiftGenAssetName(of: expression) {
                    assetReferences.append(AssetColorReference(accessor: qualified + ".swiftUIColor", asset: asset, line: file.line(node)))
                } else if let asset = TokenTableProvider.assetName(of: expression) {
                    assetReferences.append(AssetColorReference(accessor: accessor, asset: asset, line: file.line(node)))
                } else if let symbol = TokenTableProvider.assetSymbol(of: expression) {
                    assetReferences.append(AssetColorReference(accessor: accessor, asset: AssetColorReference.symbolPrefix + symbol, line: file.line(node)))
                } else if !isUIKit, let target = TokenTableProvider.namedToken(expression) {
                    aliases.append(TokenAlias(accessor: accessor, target: target, line: file.line(node)))
                } else if let (helper, asset) = helperCall(expression) {
                    helperAssets.append((helper, AssetColorReference(accessor: accessor, asset: asset, line: file.line(node))))
                }
                return
            }
            // `static var systemBlue: Color { .init(uiColor: .systemBlue) }` only bridges UIKit's colour: no design token.
            if let bridged = TokenTableProvider.convertedSystemColour(expression), qualified.hasSuffix("." + bridged) { return }
            // `static var brandGreen: Color { Color(UIColor.brandGreen) }`: the project's SwiftUI name replaces the conversion.
            if !isUIKit, let index = converted(expression) { tokens.remove(at: index) }
            var token = ColorToken(name: qualified, accessor: accessor, light: value.light, dark: value.dark, origin: file.path, line: file.line(node))
            token.provider = "token-table"
            token.eightHexDigits = ColorLiteral.eightHexDigits(of: expression)
            tokens.append(token)
        }

        /// `extension Color { static let theme = ColorTheme() }`: the palette instance each type is reached through.
        /// One held by another type is a palette only if the instance's type is one by its members.
        var instances: [(type: String, accessor: String, inColourRoot: Bool)] = []
        /// Stored colours of the file's types: `struct ColorTheme { let accent = Color("AccentColor") }`.
        var instanceMembers: [(type: String, declaration: VariableDeclSyntax)] = []

        private func noteInstance(_ node: VariableDeclSyntax, inColourRoot: Bool) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                    let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase
                else { continue }
                instances.append((type, path.joined(separator: ".") + "." + name, inColourRoot))
            }
        }

        /// Kept as they are, and read only if the file has an instance palette: every view's `@State var` passes here.
        private func noteInstanceMembers(_ node: VariableDeclSyntax) {
            guard let type = path.last, !type.utf8.contains(UInt8(ascii: ".")) else { return }
            instanceMembers.append((type, node))
        }

        /// The Swiftful-Thinking palette: `extension Color { static let theme = ColorTheme() }` with
        /// `struct ColorTheme { let accent = Color("AccentColor") }` in the same file gives `Color.theme.accent`.
        func collectInstancePalettes() {
            for instance in instances {
                let members = instanceMembers.filter { $0.type == instance.type }
                if !instance.inColourRoot, !Self.isInstancePalette(type: instance.type, members.map(\.declaration)) { continue }
                for (_, node) in members {
                    for binding in node.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                            TokenTableProvider.isColorTyped(binding, value)
                        else { continue }
                        collect(instance.accessor + "." + name, value, isUIKit: TokenTableProvider.isUIKitColor(binding, value), at: value)
                    }
                }
            }
        }

        /// A type whose stored members are all colours, two or more, or one in a type named for colours (Bloom's
        /// `struct Colors { let primary = Color("colorPrimary") }`): a palette, not a model that carries a colour.
        static func isInstancePalette(type: String, _ members: [VariableDeclSyntax]) -> Bool {
            let bindings = members.flatMap(\.bindings)
            guard !bindings.isEmpty, bindings.allSatisfy({ binding in binding.initializer.map { TokenTableProvider.isColorTyped(binding, $0.value) } ?? false })
            else { return false }
            return bindings.count >= 2 || FilePaths.words(of: type).contains { ["colors", "colours", "palette", "theme"].contains($0) }
        }

        /// `enum BrandColor { case primary; var color: Color { switch self { case .primary: Color(…) } } }`:
        /// each case's colour is the token `BrandColor.primary.color`. A type with several such tables
        /// (`enum Theme { case light, dark; var background: Color { … }; var text: Color { … } }`) switches
        /// over themes or variants, and its cases are no tokens.
        private func collectSwitchTable(_ node: VariableDeclSyntax) {
            guard node.bindings.count == 1, let binding = node.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let entries = TokenTableProvider.switchTable(binding),
                let members = node.parent?.parent?.as(MemberBlockItemListSyntax.self),
                members.lazy.filter({ member in
                    member.decl.as(VariableDeclSyntax.self).map { $0.bindings.count == 1 && TokenTableProvider.switchTable($0.bindings.first!) != nil } ?? false
                }).count == 1
            else { return }
            // `enum ListColor: CaseIterable { case pink; var color: Color { switch self { case .pink: .pink } } }`:
            // a choice of system colours (a picker's model), not a palette of the project's.
            let identities = entries.filter { entry in
                entry.value.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == entry.caseName && NamedColor.all[entry.caseName] != nil } ?? false
            }
            guard identities.count * 2 < entries.count else { return }
            let isUIKit = binding.typeAnnotation.map { ["UIColor", "NSColor"].contains(LintEngine.lastName(of: $0.type)) } ?? false
            for entry in entries {
                collect(path.joined(separator: ".") + "." + entry.caseName + "." + name, entry.value, isUIKit: isUIKit, at: entry.value)
            }
        }

        /// Functions of the file that look a colour set up by the name they are given:
        /// `private static func getBundleColor(_ named: String) -> Color { Color(named, bundle: bundle) }`.
        var assetHelpers: Set<String> = []
        /// Statics that call one of the file's functions with a name, `static let babyBlue = getBundleColor("baby_blue")`:
        /// colour-set references once the function is known to be such a helper (it may come later in the file).
        var helperAssets: [(helper: String, reference: AssetColorReference)] = []

        private func noteAssetHelper(_ node: FunctionDeclSyntax) {
            guard node.signature.parameterClause.parameters.count == 1, let parameter = node.signature.parameterClause.parameters.first,
                LintEngine.lastName(of: parameter.type) == "String",
                let returned = node.signature.returnClause?.type, HardcodedColorRule.colorTypes.contains(LintEngine.lastName(of: returned)),
                let call = node.body?.statements.soleExpression.map(TokenTableProvider.unwrapped)?.as(FunctionCallExprSyntax.self),
                let callee = Callee(call.calledExpression),
                HardcodedColorRule.colorTypes.contains(callee.constructedType ?? (callee.isImplicitMember && callee.name == "init" ? "Color" : "")),
                let first = call.arguments.first, first.label == nil || first.label?.text == "named",
                first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text
            else { return }
            assetHelpers.insert(node.name.text)
        }

        /// `getBundleColor("baby_blue")`, `Self.named(Keys.background)`: a call of a function by its name with one
        /// name, a literal or the file's string constant.
        private func helperCall(_ expression: ExprSyntax) -> (String, String)? {
            let expression = constants.substituting(in: expression) ?? expression
            guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
                let argument = call.arguments.first, argument.label == nil, let name = TokenTableProvider.plainString(argument.expression)
            else { return nil }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, name) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self) != nil {
                return (member.declName.baseName.text, name)
            }
            return nil
        }

        /// The references made through the file's colour-set helpers, once every function is known.
        func collectHelperAssets() {
            assetReferences += helperAssets.filter { assetHelpers.contains($0.helper) }.map(\.reference)
        }

        /// A palette of steps, Tailwind's way: `extension Color { static func indigo(_ intensity: Intensity) -> Color {
        /// switch intensity { case ._600: return .init(red: 16, green: 64, blue: 232) … } } }` (Mindera's design system).
        /// Each case's colour is the token `Color.indigo(._600)`.
        private func collectStepFunction(_ node: FunctionDeclSyntax) {
            guard !path.isEmpty, privateDepth == 0, node.modifiers.isStatic, !node.modifiers.isPrivate,
                colourRoot != nil || tables.contains(true),
                node.signature.parameterClause.parameters.count == 1, let parameter = node.signature.parameterClause.parameters.first,
                parameter.defaultValue == nil,
                let returned = node.signature.returnClause?.type, HardcodedColorRule.colorTypes.contains(LintEngine.lastName(of: returned)),
                let switchExpr = node.body?.statements.soleExpression?.as(SwitchExprSyntax.self),
                switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text
            else { return }
            let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
            let isUIKit = LintEngine.lastName(of: returned) != "Color"
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let caseLabel) = switchCase.label,
                    let value = switchCase.statements.soleExpression
                else { continue }
                for item in caseLabel.caseItems {
                    guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), member.base == nil
                    else { continue }
                    let step = member.declName.baseName.text
                    collect(path.joined(separator: ".") + "." + node.name.text + "(" + label + "." + step + ")", value, isUIKit: isUIKit, at: value)
                }
            }
        }

        /// `enum FancyColor: String { case red = "color_red"; var color: Color { Color(rawValue) } }`: each
        /// case names a colour set by its raw value (or its own name), reached as `FancyColor.red.color`.
        private func collectRawValueAssets(_ node: VariableDeclSyntax) {
            // The enclosing enum first: a view's every property passes here.
            guard let enumDecl = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
                enumDecl.inheritanceClause?.inheritedTypes.contains(where: { LintEngine.lastName(of: $0.type) == "String" }) == true,
                node.bindings.count == 1, let binding = node.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let expression = binding.valueExpression, TokenTableProvider.namesRawValue(expression)
            else { return }
            for member in enumDecl.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements where element.parameterClause == nil {
                    let asset = element.rawValue.map { $0.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue } ?? element.name.text
                    guard let asset else { continue }
                    assetReferences.append(AssetColorReference(
                        accessor: (path + [element.name.text, name]).joined(separator: "."), asset: asset, line: file.line(element)))
                }
            }
        }

        /// `let brandAccent: Color = Color(hex: "#F8F8F8")` at file scope, unless private: a global token
        /// reached by its name.
        private func collectGlobals(_ node: VariableDeclSyntax) {
            guard !node.modifiers.isPrivate else { return }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let expression = binding.initializer?.value,
                    TokenTableProvider.isColorTyped(binding, expression), let value = value(of: expression)
                else { continue }
                let accessor = TokenTableProvider.isUIKitColor(binding, expression) ? "Color(\(name))" : name
                var token = ColorToken(name: name, accessor: accessor, light: value.light, dark: value.dark, origin: file.path, line: file.line(binding))
                token.provider = "token-table"
                token.eightHexDigits = ColorLiteral.eightHexDigits(of: expression)
                tokens.append(token)
            }
        }

        /// SwiftGen's generated `internal enum Asset { enum Assets { static let error = ColorAsset(name: "error") } }`,
        /// whatever its enums are called: each colour is reached as `Asset.Assets.error.swiftUIColor`.
        private func collectSwiftGenColors(_ node: VariableDeclSyntax) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, let asset = TokenTableProvider.swiftGenAssetName(of: value)
                else { continue }
                let accessor = (path + [name]).joined(separator: ".") + ".swiftUIColor"
                assetReferences.append(AssetColorReference(accessor: accessor, asset: asset, line: file.line(binding)))
            }
        }

        /// `struct ColorsApp { static let blue = Color("blue") }`, whatever the type is called: the name the
        /// project gives a colour set is how its code reaches it, better than `Color("blue")`. Not in views,
        /// whose statics are one screen's.
        private func collectAssetAliases(_ node: VariableDeclSyntax) {
            guard viewDepth == 0 else { return }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let expression = binding.valueExpression,
                    TokenTableProvider.assetName(of: expression) != nil || TokenTableProvider.assetSymbol(of: expression) != nil
                else { continue }
                collect(path.joined(separator: ".") + "." + name, expression, isUIKit: TokenTableProvider.isUIKitColor(binding, expression), at: binding)
            }
        }
    }
}
