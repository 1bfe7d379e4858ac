// Reads dimension scales a project spells as constants rather than as the UI package's `Sizeable`
// enum: `extension CGFloat { static let layoutPadding: CGFloat = 20 }` (reached as `.layoutPadding`),
// static constants of a type named for spacing (`enum Spacing { static let medium: CGFloat = 16 }`,
// reached as `Spacing.medium`), and an enum of raw values (`enum Spacing: CGFloat { case medium = 16 }`,
// reached as `Spacing.medium.rawValue`). A constant named for padding (`cardPadding`, `insets`) joins
// the padding scale, one named for spacing (`rowSpacing`, `gap`) the spacing scale, and a size word
// (`small`, `xLarge`) or any constant of a spacing type both; other constants (`cornerRadius`) neither.

import SwiftSyntax

enum DimensionConstantsProvider {
    static let markers = ["CGFloat", "Spacing", "Padding", "Space", "Insets", "Margins", "Metrics", "Gaps"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.sizeables += visitor.scales
    }

    enum Kind { case padding, spacing, both }

    /// Which scale a constant named `name` belongs to, if any; `ofSpacingType` for members of `enum Spacing`.
    static func kind(of name: String, ofSpacingType: Bool) -> Kind? {
        let lower = name.lowercased()
        if ["padding", "inset", "margin"].contains(where: lower.contains) { return .padding }
        if ["spacing", "gap", "gutter"].contains(where: lower.contains) { return .spacing }
        if ofSpacingType || FilePaths.words(of: name).contains(where: sizeWords.contains) { return .both }
        return nil
    }

    static let sizeWords: Set<String> = [
        "xxxs", "xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl", "tiny", "small", "medium", "large", "huge", "regular", "normal",
        "default", "standard", "base", "compact", "half", "double", "quarter", "mini", "micro", "big",
    ]

    /// Type names whose constants are a dimension scale whatever each is called.
    static func isSpacingType(_ name: String) -> Bool {
        FilePaths.words(of: name).contains {
            ["spacing", "spacings", "padding", "paddings", "space", "spaces", "insets", "margins", "metrics", "gaps"].contains($0)
        }
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

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = LintEngine.lastName(of: node.extendedType)
            if name == "CGFloat" {
                collect(node.memberBlock, template: ".{step}", typeName: "CGFloat", ofSpacingType: false, line: file.line(node.extendedType))
                return .skipChildren
            }
            path.append(name)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { if LintEngine.lastName(of: node.extendedType) != "CGFloat" { path.removeLast() } }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.memberBlock, node.name) }
        override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            let rawTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
            if DimensionConstantsProvider.isSpacingType(name),
                node.inheritanceClause?.inheritedTypes.contains(where: { rawTypes.contains(LintEngine.lastName(of: $0.type)) }) == true
            {
                collectCases(node.memberBlock, template: (path + [name]).joined(separator: ".") + ".{step}.rawValue", typeName: name, line: file.line(node.name))
            }
            return enter(name, node.memberBlock, node.name)
        }
        override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
        // Constants are read from member blocks directly: the walk only needs to reach nested types,
        // so it never descends into a body, a property or an expression.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren }

        private func enter(_ name: String, _ members: MemberBlockSyntax, _ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            path.append(name)
            if DimensionConstantsProvider.isSpacingType(name) {
                collect(members, template: path.joined(separator: ".") + ".{step}", typeName: name, ofSpacingType: true, line: file.line(token))
            }
            return .visitChildren
        }

        /// Static numeric constants: `static let medium: CGFloat = 16`.
        private func collect(_ members: MemberBlockSyntax, template: String, typeName: String, ofSpacingType: Bool, line: Int) {
            var padding: [DimensionScale.Step] = []
            var spacing: [DimensionScale.Step] = []
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer.flatMap({ NumberLiteral.constantValue($0.value) }),
                        let kind = DimensionConstantsProvider.kind(of: name, ofSpacingType: ofSpacingType)
                    else { continue }
                    add(DimensionScale.Step(name: name, value: value), kind: kind, padding: &padding, spacing: &spacing)
                }
            }
            record(typeName: typeName, template: template, padding: padding, spacing: spacing, line: line)
        }

        /// `case medium = 16` in `enum Spacing: CGFloat`.
        private func collectCases(_ members: MemberBlockSyntax, template: String, typeName: String, line: Int) {
            var padding: [DimensionScale.Step] = []
            var spacing: [DimensionScale.Step] = []
            for member in members.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    guard let value = element.rawValue.flatMap({ NumberLiteral.constantValue($0.value) }) else { continue }
                    let kind = DimensionConstantsProvider.kind(of: element.name.text, ofSpacingType: true) ?? .both
                    add(DimensionScale.Step(name: element.name.text, value: value), kind: kind, padding: &padding, spacing: &spacing)
                }
            }
            record(typeName: typeName, template: template, padding: padding, spacing: spacing, line: line)
        }

        private func add(_ step: DimensionScale.Step, kind: Kind, padding: inout [DimensionScale.Step], spacing: inout [DimensionScale.Step]) {
            if kind != .spacing { padding.append(step) }
            if kind != .padding { spacing.append(step) }
        }

        private func record(typeName: String, template: String, padding: [DimensionScale.Step], spacing: [DimensionScale.Step], line: Int) {
            guard !padding.isEmpty || !spacing.isEmpty else { return }
            scales.append(SizeableFact(typeName: typeName, padding: padding, spacing: spacing, line: line, accessorTemplate: template))
        }
    }
}
