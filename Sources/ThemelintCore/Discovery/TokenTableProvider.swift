// Reads token tables: `extension Color { static let brand = Color(...) }` (also `UIColor`, `NSColor`,
// `extension ShapeStyle where Self == Color`, nested `enum Brand`), and static colour constants in
// `*Theme` / `*Palette` / `*Tokens` / `*Colors` types, generated files included. The accessor is
// the declaration's own path: `Color.brand`, `Color.Brand.primary`, `AppPalette.accent`.

import SwiftSyntax

enum TokenTableProvider {
    static let markers = ["static"]
    static let tableSuffixes = ["Theme", "Palette", "Tokens", "Colors", "Colours", "Styleguide", "StyleGuide"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.colors += visitor.tokens
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var tokens: [ColorToken] = []
        var path: [String] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        func enter(_ name: String) -> SyntaxVisitorContinueKind {
            path.append(name)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            var name = node.extendedType.trimmedDescription
            for module in Callee.moduleNames where name.hasPrefix(module + ".") { name.removeFirst(module.count + 1) }
            if name == "ShapeStyle", node.genericWhereClause?.trimmedDescription.contains("Color") == true { name = "Color" }
            return enter(name)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            defer { }
            guard let root = path.first, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return .skipChildren }
            let isColorRoot = HardcodedColorRule.colorTypes.contains(root)
            guard isColorRoot || path.contains(where: { name in TokenTableProvider.tableSuffixes.contains { name.hasSuffix($0) } }) else {
                return .skipChildren
            }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let expression = Self.valueExpression(binding), let value = ColorExpression.value(of: expression)
                else { continue }
                let qualified = path.joined(separator: ".") + "." + name
                let accessor = root == "Color" || !isColorRoot ? qualified : "Color(\(qualified))"
                var token = ColorToken(
                    name: qualified, accessor: accessor, light: value.light, dark: value.dark, origin: file.path, line: file.line(binding))
                token.provider = "token-table"
                tokens.append(token)
            }
            return .skipChildren
        }

        /// `= Color(...)`, or a getter that only returns one.
        static func valueExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
            if let value = binding.initializer?.value { return value }
            guard let block = binding.accessorBlock else { return nil }
            switch block.accessors {
            case .getter(let items):
                guard items.count == 1, let item = items.first else { return nil }
                return item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            case .accessors:
                return nil
            }
        }
    }
}
