// Reads the seed UI package's theme: `Theme.setDefault(Theme(colors: Theme.Colors(primary: .purple),
// text: Theme.Text(primary: .black)))` gives `Color.Branding.primary` and `Color.Text.primary`.

import SwiftSyntax

enum ThemeSetDefaultProvider {
    static let markers: [ByteSearch.Needle] = ["setDefault"]

    /// `Theme.Colors` is reached as `Color.Branding`; every other group keeps its name.
    static let groupAccessors = ["Colors": "Branding", "Colours": "Branding"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.colors += visitor.tokens
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var tokens: [ColorToken] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = Callee(node.calledExpression), callee.name == "setDefault", callee.qualifier == "Theme" else {
                return .visitChildren
            }
            let groups = GroupFinder(file: file)
            groups.walk(node.arguments)
            tokens += groups.tokens
            return .skipChildren
        }
    }

    /// `Theme.Colors(primary: .purple, secondary: .green)` and friends inside the theme.
    private final class GroupFinder: SyntaxVisitor {
        let file: DiscoveryFile
        var tokens: [ColorToken] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Callee.lastName(of: base) == "Theme"
            else { return .visitChildren }
            let group = member.declName.baseName.text
            guard group.startsUppercase else { return .visitChildren }
            let accessorGroup = ThemeSetDefaultProvider.groupAccessors[group] ?? group
            for argument in node.arguments {
                guard let label = argument.label?.text, let value = ColorExpression.value(of: argument.expression) else { continue }
                var token = ColorToken(
                    name: "\(accessorGroup).\(label)", accessor: "Color.\(accessorGroup).\(label)", light: value.light, dark: value.dark,
                    origin: file.path, line: file.line(argument))
                token.provider = "ui-theme"
                tokens.append(token)
            }
            return .skipChildren
        }
    }
}
