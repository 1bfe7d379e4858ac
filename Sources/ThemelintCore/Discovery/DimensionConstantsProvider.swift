// Reads dimension scales a project spells as constants rather than as the UI package's `Sizeable`
// enum: `extension CGFloat { static let layoutPadding: CGFloat = 20 }` (reached as `.layoutPadding`),
// static constants of a type named for spacing (`enum Spacing { static let medium: CGFloat = 16 }`,
// reached as `Spacing.medium`), an enum of raw values (`enum Spacing: CGFloat { case medium = 16 }`,
// reached as `Spacing.medium.rawValue`), and an enum whose property switches over its cases
// (`var value: CGFloat { switch self { case .medium: 16 } }`, reached as `Spacing.medium.value`, or as
// `CGFloat(.medium)` where `extension CGFloat { init(_ spacing: Spacing) }` converts it). A constant named for padding (`cardPadding`, `insets`) joins
// the padding scale, one named for spacing (`rowSpacing`, `gap`) the spacing scale; other names take
// their type's scale (`ListRowPadding.horizontal` padding, `Spacing.small` and `Spaces.one` both),
// and outside such a type a size word (`small`, `xLarge`) joins both, anything else (`cornerRadius`) neither.

import SwiftSyntax

enum DimensionConstantsProvider {
    /// Words a file of constants has: the type's (`Spacing`), a constant's (`screenTopPadding`, `paddingSmall: Double`).
    static let markers: [ByteSearch.Needle] = ["CGFloat", "Spacing", "Padding", "Space", "Insets", "Margin", "Metrics", "Gaps", "let padding", "let spacing", "var padding", "var spacing"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.cgFloatAliases = cgFloatAliases(in: file.tree.statements)
        visitor.walk(file.tree)
        facts.sizeables += visitor.scales
        facts.cgFloatConversions.merge(visitor.conversions) { first, _ in first }
        facts.cgFloatStepAliases.merge(visitor.stepAliases) { first, _ in first }
        facts.scaleOverloads.merge(visitor.overloads) { first, _ in first }
    }

    enum Kind { case padding, spacing, both }

    /// `public typealias Spacing = CGFloat` at the file's top level: `extension Spacing` is `extension CGFloat`.
    static func cgFloatAliases(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            if let alias = statement.item.as(TypeAliasDeclSyntax.self), LintEngine.lastName(of: alias.initializer.value) == "CGFloat" {
                names.insert(alias.name.text)
            }
        }
        return names
    }

    /// Which scale a constant named `name` belongs to, if any; `type` is the kind of the type it is a
    /// member of (`enum Spacing`), which its generic names (`small`, `horizontal`) take.
    static func kind(of name: String, inTypeOf type: Kind?) -> Kind? {
        let lower = name.lowercased()
        // `AppTheme.Spacing.spacing8` only repeats its type's word: the type's scale serves both.
        if lower.containsText("spacing"), !lower.containsText("padding"), type == .both { return .both }
        if let named = namedKind(of: name) { return named }
        // `Padding.tabBarHeight`, `Metrics.cornerRadius`: other geometry kept beside the scale.
        if otherGeometry.contains(where: { lower.contains($0) }) { return nil }
        if let type { return type }
        // `medium3`, `small2`: a size word numbered within its size.
        return FilePaths.words(of: name).contains { sizeWords.contains(String($0.prefix { !$0.isNumber })) } ? .both : nil
    }

    /// The scale a constant's own name puts it in (`cardPadding`, `trayInset`, `rowSpacing`, `gap`), if any.
    static func namedKind(of name: String) -> Kind? {
        // `insetBackgroundRadius`, `paddingHeight`: the last word says what the value is.
        if let last = FilePaths.words(of: name).last, otherGeometry.contains(where: last.hasPrefix) { return nil }
        let lower = name.lowercased()
        // `titleLineSpacing`, `letterSpacing`: text metrics, not layout.
        if ["linespacing", "letterspacing", "kerning", "tracking"].contains(where: lower.contains) { return nil }
        if ["padding", "inset", "margin"].contains(where: lower.contains) { return .padding }
        // A page's gutter is its margin; the gutter between columns is spacing.
        if lower.containsText("gutter") { return .both }
        if ["gap", "spacing"].contains(where: lower.contains) { return .spacing }
        // `spacer8`, `space16`: a design system's generic steps, which paddings use too; so are grid units (`unit16`).
        if ["spacer", "space"].contains(where: lower.hasPrefix) { return .both }
        if lower.hasPrefix("unit"), lower.count > 4, lower.dropFirst(4).allSatisfy(\.isNumber) { return .both }
        return nil
    }

    /// Other geometry and tuning kept beside a scale (`Metrics.cornerRadius`, `mapRegionSpanDelta`).
    static let otherGeometry = [
        "height", "width", "size", "radius", "corner", "offset", "duration", "opacity", "alpha", "scale", "thickness", "border",
        "stroke", "weight", "angle", "delay", "blur", "shadow", "elevation", "hairline", "delta", "threshold", "meters", "fraction",
        "ratio", "factor", "multiplier", "percent", "zoom", "interval", "tap", "detent", "column", "count", "lines",
    ]

    /// A layout step is zero or a point count a designer picks: whole or half points, at least one.
    /// `hairline = 0.5` and `legFitPadding = 1.28` (a multiplier) are no steps.
    static func isStepValue(_ value: Double) -> Bool {
        value == 0 || (value >= 1 && (value * 2).rounded() == value * 2)
    }

    /// Whether `name` is one component's constant: its subject, the words before its scale and
    /// direction words, begins another constant beside it (`progressBarBottomPadding` beside
    /// `progressBarHeight`). `statusColumnsSpacing` among unrelated constants is no such one.
    static func isComponentConstant(_ name: String, among siblings: [String]) -> Bool {
        var subject = FilePaths.words(of: name)
        while let last = subject.last, scaleAndDirectionWords.contains(last) { subject.removeLast() }
        guard !subject.isEmpty else { return false }
        return siblings.contains { $0 != name && FilePaths.words(of: $0).starts(with: subject) }
    }

    static let scaleAndDirectionWords: Set<String> = [
        "padding", "spacing", "inset", "insets", "margin", "gap", "gutter", "top", "bottom", "leading", "trailing", "left", "right",
        "horizontal", "vertical",
    ]

    /// An app's catch-all namespace for constants (`Constants`, `AppConstants`, `Layout`, `UI`, `Design`, `Metrics`, `Dimens`).
    static func isGeneralNamespace(_ typeName: String) -> Bool {
        FilePaths.words(of: typeName).contains(where: ["constants", "constant", "layout", "ui", "design", "consts", "metrics", "dimens", "dimensions"].contains)
    }

    /// A type that holds the design's values rather than one component's: a general namespace, `CGFloat`
    /// itself, or a type named for the design (`Theme.Size`, `enum Dimension`, `AppTokens`).
    static func isDesignContainer(_ typeName: String) -> Bool {
        typeName == "CGFloat" || isGeneralNamespace(typeName)
            || FilePaths.words(of: typeName).contains(where: designWords.contains)
    }

    static let designWords: Set<String> = [
        "theme", "themes", "size", "sizes", "sizing", "dimension", "token", "tokens", "spec", "specs",
        "app", "global", "globals", "common", "shared", "default", "defaults", "standard", "standards", "ds", "grid",
    ]

    static let sizeWords: Set<String> = [
        "xxxs", "xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl", "tiny", "small", "medium", "large", "huge", "regular", "normal",
        "default", "standard", "base", "compact", "half", "double", "quarter", "mini", "micro", "big",
        "sm", "md", "lg", "xsmall", "xxsmall", "xlarge", "xxlarge",
    ]

    /// The scale a type's constants form whatever each is called: `ListRowPadding` the padding one,
    /// `Gaps` the spacing one; `Spacing` and `Spaces` both (a design system's spacing scale is what its
    /// paddings use too); nil for other types. `Metrics` is a general namespace: it keeps control
    /// heights and icon sizes (`field`, `headerPill`, `tabIcon`) beside its steps.
    static func kind(ofType name: String) -> Kind? {
        let words = FilePaths.words(of: name)
        if words.contains(where: ["padding", "paddings", "insets", "margins"].contains) { return .padding }
        if words.contains(where: ["gap", "gaps"].contains) { return .spacing }
        if words.contains(where: ["spacing", "spacings", "space", "spaces"].contains) { return .both }
        // `typealias Grid = CGFloat`, `enum DSGrid`: the layout grid's steps.
        if words.last == "grid" { return .both }
        return nil
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var scales: [SizeableFact] = []
        /// Enclosing type names, outermost first.
        var path: [String] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        /// The file's other names for `CGFloat`.
        var cgFloatAliases: Set<String> = []
        /// Literal constants by type, across the file's extensions of it, private ones included: steps written
        /// as `unit * 4` read `fileprivate static let unit: Self = 4` from another extension.
        var literalsByType: [String: [String: Double]] = [:]

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = LintEngine.lastName(of: node.extendedType)
            if cgFloatAliases.contains(name) {
                // Its members are implicit `CGFloat` members, named by the alias (`Spacing`) as a type's are.
                let kind = DimensionConstantsProvider.kind(ofType: name)
                collect(node.memberBlock, template: ".{step}", typeName: name, typeKind: kind, namedOnly: kind == nil, line: file.line(node.extendedType))
                path.append("")
            } else if name == "CGFloat" {
                collect(node.memberBlock, template: ".{step}", typeName: "CGFloat", typeKind: nil, line: file.line(node.extendedType))
                collectConversions(node.memberBlock)
                // Types nested in it are reached as implicit members too: `.padding(.Margins.medium)`.
                path.append("")
            } else {
                // `extension DS.Metrics { enum Spacing … }`: outside the extension only `DS.Metrics.Spacing` resolves.
                path.append(LintEngine.qualifiedName(of: node.extendedType))
                // `public extension BPKSpacing { static var md: BPKSpacing { BPKSpacing(value: 8) } }`: a scale type's steps.
                if let kind = DimensionConstantsProvider.kind(ofType: name), viewDepth == 0, !node.modifiers.isPrivate {
                    collect(node.memberBlock, template: LintEngine.qualifiedName(of: node.extendedType) + ".{step}", typeName: name, typeKind: kind, line: file.line(node.extendedType))
                }
            }
            // `private extension MeView { enum Constant { … } }`: one screen's constants, reachable from its file only.
            if Self.isScreenLocal(node, views: viewNames) { viewDepth += 1 }
            if name == "View" || HardcodedSpacingRule.spacingLabels[name] != nil { collectOverloads(node.memberBlock, of: name) }
            if name != "CGFloat", !cgFloatAliases.contains(name), viewDepth == 0 {
                // `extension Dimension { var value: CGFloat { switch self { … } } }`, beside `enum Dimension { case … }`.
                collectSwitchTables(node.memberBlock, typeName: name, typeKind: DimensionConstantsProvider.kind(ofType: name), line: file.line(node.extendedType))
            }
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) {
            path.removeLast()
            if Self.isScreenLocal(node, views: viewNames) { viewDepth -= 1 }
        }

        /// The project's overloads that take a step itself: `func padding(_ edges: Edge.Set = .all, _ padding: Padding)`
        /// in `extension View`, `init(alignment:spacing: Spacing, content:)` in `extension VStack`.
        var overloads: [String: String] = [:]
        private func collectOverloads(_ members: MemberBlockSyntax, of type: String) {
            for member in members.members {
                let parameters: FunctionParameterListSyntax
                let call: String
                let label: String?
                if type == "View", let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "padding" {
                    (parameters, call, label) = (function.signature.parameterClause.parameters, "padding", nil)
                } else if type != "View", let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    (parameters, call, label) = (initializer.signature.parameterClause.parameters, type, "spacing")
                } else {
                    continue
                }
                // The length: padding's last unlabelled parameter, a stack's `spacing:`.
                let length = label.map { label in parameters.first { $0.firstName.text == label } } ?? parameters.last.flatMap { $0.firstName.tokenKind == .wildcard ? $0 : nil }
                guard let length, let typeName = length.type.as(IdentifierTypeSyntax.self)?.name.text,
                    !["CGFloat", "Double", "Float", "Int", "EdgeInsets", "Edge"].contains(typeName)
                else { continue }
                overloads[call] = typeName
            }
        }

        /// The file's views, as far as the walk has seen them.
        var viewNames: Set<String> = []

        private static func isScreenLocal(_ node: ExtensionDeclSyntax, views: Set<String>) -> Bool {
            node.modifiers.isPrivate || views.contains(LintEngine.lastName(of: node.extendedType))
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let isView = LintEngine.inherits(node, from: LintWalker.viewProtocols)
            if isView { viewNames.insert(node.name.text) }
            return enter(node.name.text, node.modifiers, node.memberBlock, node.name, isView: isView)
        }
        override func visitPost(_ node: StructDeclSyntax) {
            path.removeLast()
            if LintEngine.inherits(node, from: LintWalker.viewProtocols) { viewDepth -= 1 }
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            let rawType = node.inheritanceClause?.inheritedTypes.lazy.map { LintEngine.lastName(of: $0.type) }
                .first { ["CGFloat", "Double", "Float", "Int"].contains($0) }
            // `enum Dimension: CGFloat { case smallSidePadding = 8 }`: in a type named for no scale, the cases named for one.
            // In a view or style (`extension TokenButtonStyle { enum CapsuleValue: CGFloat { … } }`) it is that component's, as constants are.
            if let rawType, !node.modifiers.isPrivate, viewDepth == 0 || DimensionConstantsProvider.kind(ofType: name) != nil {
                let accessor = (path + [name]).joined(separator: ".") + ".{step}.rawValue"
                collectCases(
                    node.memberBlock, template: Self.asCGFloat(accessor, from: rawType), typeName: name,
                    kind: DimensionConstantsProvider.kind(ofType: name), line: file.line(node.name))
            }
            return enter(name, node.modifiers, node.memberBlock, node.name, isEnum: true)
        }
        override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }

        /// Padding and spacing take `CGFloat`, and a `Double` converts implicitly; an `Int` or a `Float` does
        /// not. An implicit member is spelled out inside the conversion, where `.small` would not resolve.
        static func asCGFloat(_ accessor: String, from type: String) -> String {
            guard type == "Int" || type == "Float" else { return accessor }
            return "CGFloat(\(accessor.hasPrefix(".") ? "CGFloat" + accessor : accessor))"
        }

        /// `class Paddings { static let small: CGFloat = 8 }` holds constants as an enum does.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, node.memberBlock, node.name)
        }
        override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
        // Constants are read from member blocks directly: the walk only needs to reach nested types,
        // so it never descends into a body, a property or an expression.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren }

        /// How many of the enclosing types are views: constants in and below a view are that screen's.
        var viewDepth = 0

        private func enter(
            _ name: String, _ modifiers: DeclModifierListSyntax, _ members: MemberBlockSyntax, _ token: TokenSyntax, isView: Bool = false,
            isEnum: Bool = false
        ) -> SyntaxVisitorContinueKind {
            path.append(name)
            if isView { viewDepth += 1 }
            let kind = DimensionConstantsProvider.kind(ofType: name)
            guard !modifiers.isPrivate, viewDepth == 0 || kind != nil else { return .visitChildren }
            // Other types (`enum Layout`, `Theme.Size`) give only the constants named for a scale (`cardPadding`).
            collect(members, template: path.joined(separator: ".") + ".{step}", typeName: name, typeKind: kind, namedOnly: kind == nil, line: file.line(token))
            if isEnum { collectSwitchTables(members, typeName: name, typeKind: kind, line: file.line(token)) }
            return .visitChildren
        }

        /// `var value: CGFloat { switch self { case .smallSidePadding: 8 … } }` in `enum Dimension`: each
        /// case a step, reached as `Dimension.smallSidePadding.value`. As with raw values, a type named
        /// for no scale gives only the cases named for one, so a component's `enum ButtonSize { case
        /// small; var padding: CGFloat { … } }` is no project scale.
        private func collectSwitchTables(_ members: MemberBlockSyntax, typeName: String, typeKind: Kind?, line: Int) {
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                    !variable.modifiers.isStatic, !variable.modifiers.isPrivate,
                    let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    !DimensionConstantsProvider.otherGeometry.contains(where: property.lowercased().contains),
                    let entries = TokenTableProvider.switchTable(binding, types: Self.numericTypes)
                else { continue }
                var padding: [DimensionScale.Step] = []
                var spacing: [DimensionScale.Step] = []
                for entry in entries {
                    guard let value = NumberLiteral.constantValue(entry.value), DimensionConstantsProvider.isStepValue(value),
                        !padding.contains(where: { $0.name == entry.caseName }), !spacing.contains(where: { $0.name == entry.caseName })
                    else { continue }
                    let named = typeKind == nil ? DimensionConstantsProvider.namedKind(of: entry.caseName)
                        : DimensionConstantsProvider.kind(of: entry.caseName, inTypeOf: typeKind)
                    guard let kind = named ?? typeKind else { continue }
                    add(DimensionScale.Step(name: entry.caseName, value: value), kind: kind, padding: &padding, spacing: &spacing)
                }
                let template = path.joined(separator: ".") + ".{step}." + property
                record(
                    typeName: typeName, template: Self.asCGFloat(template, from: LintEngine.lastName(of: binding.typeAnnotation!.type)),
                    padding: padding, spacing: spacing, line: line)
            }
        }

        static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

        /// `extension CGFloat { init(_ dimension: Dimension) { self.init(dimension.value) } }`: type -> property.
        var conversions: [String: String] = [:]
        /// `extension CGFloat { static var xs: CGFloat { Spacing.xs.value } }`: `Spacing.xs.value` -> `xs`.
        var stepAliases: [String: String] = [:]

        /// The initialisers that make a `CGFloat` of one property of a type: `self.init(dimension.value)`
        /// or `self = dimension.value`.
        private func collectConversions(_ members: MemberBlockSyntax) {
            for member in members.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), !initializer.modifiers.isPrivate,
                    initializer.signature.parameterClause.parameters.count == 1, let parameter = initializer.signature.parameterClause.parameters.first,
                    parameter.firstName.tokenKind == .wildcard, let body = initializer.body?.statements.soleExpression
                else { continue }
                var converted: ExprSyntax?
                if let call = body.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`)
                {
                    converted = call.arguments.first!.expression
                } else if let sequence = body.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                    sequence.elements.dropFirst().first!.is(AssignmentExprSyntax.self)
                {
                    converted = sequence.elements.last
                }
                let name = (parameter.secondName ?? parameter.firstName).text
                guard let access = converted?.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                else { continue }
                conversions[LintEngine.lastName(of: parameter.type)] = access.declName.baseName.text
            }
        }

        /// Static numeric constants: `static let medium: CGFloat = 16`, or `static var medium: CGFloat { 16 }`.
        /// An `Int` one (`static let medium = 16` infers `Int`, even in `extension CGFloat`) makes the
        /// scale's accessor a conversion.
        private func collect(_ members: MemberBlockSyntax, template: String, typeName: String, typeKind: Kind?, namedOnly: Bool = false, line: Int) {
            var padding: [DimensionScale.Step] = []
            var spacing: [DimensionScale.Step] = []
            var convert: String?
            // `enum Constants { static let small: CGFloat = 8 }`: in an app's general namespace, a constant
            // named only by a size is a step of both scales, as in `extension CGFloat`.
            let namespace = DimensionConstantsProvider.isGeneralNamespace(typeName)
            // `enum AppTheme { static let s8: CGFloat = 8 }`: a design type's short steps (`s` for space) join both too.
            let designType = DimensionConstantsProvider.isDesignContainer(typeName)
            func sizeStep(_ name: String) -> Kind? {
                if namespace && FilePaths.words(of: name).allSatisfy(DimensionConstantsProvider.sizeWords.contains) { return .both }
                return designType && name.count > 1 && name.hasPrefix("s") && name.dropFirst().allSatisfy(\.isNumber) ? .both : nil
            }
            /// The literal constants so far, for those written as one of them (`static let medium: CGFloat = space16`).
            var literals = literalsByType[typeName] ?? [:]
            defer { literalsByType[typeName] = literals }
            var names: [String] = []
            // `static var md: BPKSpacing { BPKSpacing(value: 8) }`: a type wrapping its length, reached through `value`.
            var wrapped: (padding: [DimensionScale.Step], spacing: [DimensionScale.Step], property: String?) = ([], [], nil)
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.isStatic else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.valueExpression
                    else { continue }
                    // A private constant is no step other files can name, but the steps may be written with it.
                    if variable.modifiers.isPrivate {
                        if let value = NumberLiteral.constantValue(initial) { literals[name] = value }
                        continue
                    }
                    names.append(name)
                    if let (value, property) = Self.wrappedLength(initial, in: typeName), wrapped.property ?? property == property,
                        DimensionConstantsProvider.isStepValue(value), let kind = DimensionConstantsProvider.kind(of: name, inTypeOf: typeKind)
                    {
                        wrapped.property = property
                        add(DimensionScale.Step(name: name, value: value), kind: kind, padding: &wrapped.padding, spacing: &wrapped.spacing, before: nil)
                        continue
                    }
                    let literal = NumberLiteral.constantValue(initial) ?? Self.derived(initial, from: literals, in: typeName)
                    let alias = literal == nil ? Self.referencedName(initial, in: typeName).flatMap { literals[$0] != nil ? $0 : nil } : nil
                    guard let value = literal ?? alias.flatMap({ literals[$0] }) else {
                        // Another type's step under a `CGFloat` name: resolution may take the name for the step.
                        if typeName == "CGFloat", let member = initial.as(MemberAccessExprSyntax.self), member.base != nil {
                            stepAliases[member.trimmedSource] = name
                        }
                        continue
                    }
                    if literal != nil { literals[name] = value }
                    guard DimensionConstantsProvider.isStepValue(value),
                        let kind = namedOnly ? DimensionConstantsProvider.namedKind(of: name) ?? sizeStep(name) : DimensionConstantsProvider.kind(of: name, inTypeOf: typeKind)
                    else { continue }
                    let type = binding.typeAnnotation.map { LintEngine.lastName(of: $0.type) } ?? (Self.isIntegerLiteral(initial) ? "Int" : "Double")
                    if type == "Int" || type == "Float" { convert = type }
                    add(DimensionScale.Step(name: name, value: value), kind: kind, padding: &padding, spacing: &spacing, before: alias)
                }
            }
            if padding.isEmpty, spacing.isEmpty, let property = wrapped.property {
                record(typeName: typeName, template: template + "." + property, padding: wrapped.padding, spacing: wrapped.spacing, line: line, siblings: names)
                return
            }
            record(
                typeName: typeName, template: convert.map { Self.asCGFloat(template, from: $0) } ?? template, padding: padding, spacing: spacing,
                line: line, siblings: names)
        }

        /// `BPKSpacing(value: 8)`, `Self(value: 8)` or `.init(value: 8)` in the type's own static member: the length
        /// and the label that names the property holding it.
        static func wrappedLength(_ expression: ExprSyntax, in typeName: String) -> (Double, String)? {
            guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
                let label = argument.label?.text, let value = NumberLiteral.constantValue(argument.expression)
            else { return nil }
            let callee = call.calledExpression
            let constructsType = callee.as(DeclReferenceExprSyntax.self).map { $0.baseName.text == typeName || $0.baseName.tokenKind == .keyword(.Self) }
                ?? (callee.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.tokenKind == .keyword(.`init`) } ?? false)
            return constructsType ? (value, label) : nil
        }

        /// `16` and `-16` infer `Int`; `16.0` infers `Double`.
        static func isIntegerLiteral(_ expression: ExprSyntax) -> Bool {
            if let negated = expression.as(PrefixOperatorExprSyntax.self) { return isIntegerLiteral(negated.expression) }
            return expression.is(IntegerLiteralExprSyntax.self)
        }

        /// `case medium = 16` in `enum Spacing: CGFloat`; only `case cardPadding = 16` in a type named for no scale.
        private func collectCases(_ members: MemberBlockSyntax, template: String, typeName: String, kind typeKind: Kind?, line: Int) {
            var padding: [DimensionScale.Step] = []
            var spacing: [DimensionScale.Step] = []
            for member in members.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    guard let value = element.rawValue.flatMap({ NumberLiteral.constantValue($0.value) }), DimensionConstantsProvider.isStepValue(value)
                    else { continue }
                    let named = typeKind == nil ? DimensionConstantsProvider.namedKind(of: element.name.text)
                        : DimensionConstantsProvider.kind(of: element.name.text, inTypeOf: typeKind)
                    guard let kind = named ?? typeKind else { continue }
                    add(DimensionScale.Step(name: element.name.text, value: value), kind: kind, padding: &padding, spacing: &spacing)
                }
            }
            record(typeName: typeName, template: template, padding: padding, spacing: spacing, line: line)
        }

        /// Adds `step` to its scales; a step named as another (`medium = space16`) goes before that one,
        /// so the fix for 16 is the name call sites write, `.medium`, rather than the raw step.
        private func add(
            _ step: DimensionScale.Step, kind: Kind, padding: inout [DimensionScale.Step], spacing: inout [DimensionScale.Step], before alias: String? = nil
        ) {
            func insert(into steps: inout [DimensionScale.Step]) {
                steps.insert(step, at: alias.flatMap { name in steps.firstIndex { $0.name == name } } ?? steps.endIndex)
            }
            if kind != .spacing { insert(into: &padding) }
            if kind != .padding { insert(into: &spacing) }
        }

        /// A step derived from earlier constants: `static let halfVertical: CGFloat = baseVertical / 2` (Tarka),
        /// `double = base * 2`, `large = medium + 8`.
        static func derived(_ expression: ExprSyntax, from literals: [String: Double], in typeName: String) -> Double? {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return derived(only.expression, from: literals, in: typeName)
            }
            guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements)
            func operand(_ expression: ExprSyntax) -> Double? {
                NumberLiteral.constantValue(expression) ?? referencedName(expression, in: typeName).flatMap { literals[$0] }
                    ?? derived(expression, from: literals, in: typeName)
            }
            guard let left = operand(elements[0]), let right = operand(elements[2]),
                let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return nil }
            switch operation {
            case "+": return left + right
            case "-": return left - right
            case "*": return left * right
            case "/": return right == 0 ? nil : left / right
            default: return nil
            }
        }

        /// `space16`, `Self.space16` or `Spacing.space16` in a member of `typeName`: the name it reads.
        static func referencedName(_ expression: ExprSyntax, in typeName: String) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                base.baseName.tokenKind == .keyword(.Self) || base.baseName.text == typeName
            else { return nil }
            return member.declName.baseName.text
        }

        private func record(
            typeName: String, template: String, padding: [DimensionScale.Step], spacing: [DimensionScale.Step], line: Int, siblings: [String] = []
        ) {
            // `extension CGFloat { static let progressBarBottomPadding: CGFloat = 8 }` beside the bar's height:
            // one component's constant, no scale for the project's other paddings (nor their fix). Nor are one or
            // two constants of a type named for a component, kept beside its other geometry
            // (`Dashboard { width, height, screenMargin }`) or in a namespace's section for it (`UIConstants.MenuBar`):
            // that component's layout.
            guard !padding.isEmpty || !spacing.isEmpty else { return }
            let scaleType = DimensionConstantsProvider.kind(ofType: typeName) != nil
            let componentGeometry = !scaleType && [padding, spacing].contains { (1..<3).contains($0.count) } && !DimensionConstantsProvider.isDesignContainer(typeName)
                && (siblings.contains { name in DimensionConstantsProvider.otherGeometry.contains(where: name.lowercased().contains) }
                    || path.dropLast().contains(where: DimensionConstantsProvider.isGeneralNamespace))
            func isScale(_ steps: [DimensionScale.Step]) -> Bool {
                if scaleType { return true }
                if componentGeometry && steps.count < 3 { return false }
                return steps.count != 1 || !DimensionConstantsProvider.isComponentConstant(steps[0].name, among: siblings)
            }
            let padding = isScale(padding) ? padding : []
            let spacing = isScale(spacing) ? spacing : []
            guard !padding.isEmpty || !spacing.isEmpty else { return }
            scales.append(SizeableFact(typeName: typeName, padding: padding, spacing: spacing, line: line, accessorTemplate: template))
        }
    }
}
