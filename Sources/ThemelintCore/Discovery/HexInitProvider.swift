// Reads which byte order the project's own hex initialiser gives eight hex digits. The most copied
// `init(hex:)` reads them as AARRGGBB (`case 8: (a, r, g, b) = (int >> 24, …)`), CSS as RRGGBBAA:
// `Color(hex: "#80FF0000")` is a half-transparent red under the first and an invisible colour under
// the second, so literals are read the way the project's code reads them.

import SwiftSyntax

enum HexInitProvider {
    static let markers: [ByteSearch.Needle] = ["case 8"]
    static let hexMarkers: [ByteSearch.Needle] = ["hex", "Hex"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers), file.mentions(hexMarkers) else { return }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        facts.hexAlphaFirst = visitor.alphaFirst
    }

    private final class Visitor: SyntaxVisitor {
        var alphaFirst: Bool?

        /// `init(hex: String)`, `convenience init(hexString:)`.
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let readsHex = node.signature.parameterClause.parameters.contains { parameter in
                [parameter.firstName.text, parameter.secondName?.text ?? ""].contains { $0.lowercased().contains("hex") }
            }
            if readsHex, alphaFirst == nil, let body = node.body { alphaFirst = Self.order(in: body) }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// The order the `case 8:` of a switch assigns: `(a, r, g, b) = …` or `(r, g, b, a) = …`.
        static func order(in body: CodeBlockSyntax) -> Bool? {
            for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.case) {
                guard let label = token.parent?.as(SwitchCaseLabelSyntax.self), let switchCase = label.parent?.as(SwitchCaseSyntax.self),
                    label.caseItems.contains(where: { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "8" })
                else { continue }
                for statement in switchCase.statements {
                    guard let sequence = statement.item.as(SequenceExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                        let names = sequence.elements.first?.as(TupleExprSyntax.self)?.elements.compactMap({ $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text }),
                        names.count == 4, let first = names.first?.lowercased(), let last = names.last?.lowercased()
                    else { continue }
                    if first.hasPrefix("a") && last.hasPrefix("b") { return true }
                    if first.hasPrefix("r") && last.hasPrefix("a") { return false }
                }
            }
            return nil
        }
    }
}
