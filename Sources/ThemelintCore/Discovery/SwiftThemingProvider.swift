// Reads SwiftTheming themes: `Themed` classes whose `colorSet(for asset: ColorAsset) -> ColorSet`
// switches over a `ColorAssetable` enum and returns `ColorSet(light:dark:)`. Each case becomes a
// token reached as `Color(ColorAsset.x)`, or `ColorAsset.x` as the argument of the package's own
// `.foregroundColor(_:)` / `.background(_:)` modifiers.

import SwiftSyntax

enum SwiftThemingProvider {
    static let markers: [ByteSearch.Needle] = ["colorSet"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.colors += visitor.tokens
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var tokens: [ColorToken] = []
        var typeNames: [String] = []

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            typeNames.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            typeNames.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == "colorSet", let parameter = node.signature.parameterClause.parameters.first,
                node.signature.returnClause?.type.trimmedSource == "ColorSet", let body = node.body
            else { return .skipChildren }
            let assetType = parameter.type.trimmedSource
            let theme = typeNames.last ?? "Theme"
            for (caseName, call, line) in cases(in: Syntax(body)) {
                var light: RGBA?
                var dark: RGBA?
                for argument in call.arguments {
                    let value = ColorExpression.anyValue(argument.expression)?.light
                    switch argument.label?.text {
                    case "light": light = value
                    case "dark": dark = value
                    case "default": (light, dark) = (value, value)  // `ColorSet(default:)`: one colour in both modes
                    default: break
                    }
                }
                guard let light else { continue }
                var token = ColorToken(
                    name: "\(theme).\(caseName)", accessor: "Color(\(assetType).\(caseName))", light: light, dark: dark ?? light,
                    origin: file.path, line: line)
                token.provider = "swifttheming"
                token.modifierAccessor = "\(assetType).\(caseName)"
                tokens.append(token)
            }
            return .skipChildren
        }

        /// `case .backgroundColor: return ColorSet(light: …, dark: …)` and the implicit-return form.
        func cases(in body: Syntax) -> [(String, FunctionCallExprSyntax, Int)] {
            let collector = SwitchCaseCollector(viewMode: .sourceAccurate)
            collector.walk(body)
            var result: [(String, FunctionCallExprSyntax, Int)] = []
            for switchCase in collector.cases {
                guard case .case(let label) = switchCase.label, let statement = switchCase.statements.first,
                    let call = (statement.item.as(ReturnStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?.as(FunctionCallExprSyntax.self),
                    let name = Callee(call.calledExpression)?.name, name == "ColorSet" || name == "init"
                else { continue }
                for caseName in SwitchCaseCollector.caseNames(label) where !result.contains(where: { $0.0 == caseName }) {
                    result.append((caseName, call, file.line(switchCase)))
                }
            }
            return result
        }
    }
}
