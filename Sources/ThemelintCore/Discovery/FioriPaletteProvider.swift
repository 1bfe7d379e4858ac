// Reads SAP Fiori-style palettes: tables keyed by colour style (`.primaryLabel: HexColor(lightColor:
// "F5F6F7", darkColor: "1D2D3E")`, `.tintColor: ColorVariants(light: …, dark: …)`) in a palette type
// or a `colorDefinitions` dictionary. Each style is reached as `Color.preferredColor(.style)`.
// SAP's `HexColor` names each colour for the background it sits on: `lightColor` is "for `dark`
// background color scheme" (white text on black), `darkColor` for the light one, so its `darkColor`
// is the light-mode value.

import SwiftSyntax

enum FioriPaletteProvider {
    static let markers: [ByteSearch.Needle] = ["Palette", "palette", "colorDefinitions"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.colors += visitor.tokens
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var tokens: [ColorToken] = []
        var paletteDepth = 0

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        func isPalette(_ name: String) -> Bool { name.contains("Palette") }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            if isPalette(node.name.text) { paletteDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { if isPalette(node.name.text) { paletteDepth -= 1 } }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            if isPalette(node.name.text) { paletteDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { if isPalette(node.name.text) { paletteDepth -= 1 } }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if isPalette(node.extendedType.trimmedSource) { paletteDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { if isPalette(node.extendedType.trimmedSource) { paletteDepth -= 1 } }

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            guard let key = node.key.as(MemberAccessExprSyntax.self), key.base == nil else { return .skipChildren }
            let inDefinitions = node.ancestorBinding?.lowercased().contains("colordefinitions") == true
                || node.ancestorBinding?.lowercased().contains("palette") == true
            guard paletteDepth > 0 || inDefinitions else { return .skipChildren }
            var light: RGBA?
            var dark: RGBA?
            if let direct = ColorExpression.anyValue(node.value) {
                light = direct.light
                dark = direct.dark
            } else if let call = node.value.as(FunctionCallExprSyntax.self) {
                let namedForBackground = Callee(call.calledExpression)?.constructedType == "HexColor"
                for (index, argument) in call.arguments.enumerated() {
                    let label = argument.label?.text.lowercased() ?? (index == 0 ? "light" : "")
                    guard let value = ColorExpression.anyValue(argument.expression)?.light else { continue }
                    if label.contains("dark") { dark = dark ?? value }
                    else if label.contains("light") || label == "hex" || label == "color" { light = light ?? value }
                }
                // `HexColor(lightColor: x)` alone is x in both modes.
                if namedForBackground, let onDark = light { (light, dark) = (dark ?? onDark, onDark) }
            }
            guard let light else { return .skipChildren }
            let style = key.declName.baseName.text
            var token = ColorToken(
                name: style, accessor: "Color.preferredColor(.\(style))", light: light, dark: dark, origin: file.path, line: file.line(node))
            token.provider = "fiori"
            tokens.append(token)
            return .skipChildren
        }
    }
}

extension SyntaxProtocol {
    /// The name of the variable whose initializer contains this node, if any.
    var ancestorBinding: String? {
        var node = parent
        while let current = node {
            if let binding = current.as(PatternBindingSyntax.self) { return binding.pattern.trimmedSource }
            node = current.parent
        }
        return nil
    }
}
