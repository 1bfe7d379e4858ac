// Reads the accessor a project writes its colour sets through when it names them with an enum:
// `extension Color { static func designSystem(_ color: Colors) -> Color { .init(color.rawValue, bundle: …) } }`
// with `enum Colors: String { case main, g1 }` (often in another file, or another module). Such a
// colour set is `Color.designSystem(.g1)`: Xcode's generated `Color.g1` is internal to the module
// that owns the catalog, and `Color("g1")` misses its bundle.

import SwiftSyntax

enum ColorSetFunctionProvider {
    static let functionMarkers: [ByteSearch.Needle] = ["-> Color"]
    static let enumMarkers: [ByteSearch.Needle] = ["enum"]
    static let stringMarkers: [ByteSearch.Needle] = [": String"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        let functions = file.mentions(functionMarkers)
        let enums = file.mentions(enumMarkers) && file.mentions(stringMarkers)
        guard functions || enums else { return }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.file = file
        visitor.walk(file.tree)
        facts.colorSetFunctions.merge(visitor.functions) { first, _ in first }
        facts.stringEnums.merge(visitor.enums) { first, _ in first }
    }

    private final class Visitor: SyntaxVisitor {
        var file: DiscoveryFile!
        var functions: [String: (call: String, line: Int)] = [:]
        var enums: [String: [String: String]] = [:]
        private var inColorExtension = false

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            inColorExtension = LintEngine.lastName(of: node.extendedType) == "Color"
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { inColorExtension = false }

        /// `static func designSystem(_ color: Colors) -> Color { .init(color.name, bundle: …) }`.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard inColorExtension, node.modifiers.isStatic, let parameter = node.signature.parameterClause.parameters.first,
                node.signature.parameterClause.parameters.count == 1, case let type = LintEngine.lastName(of: parameter.type),
                let returned = node.signature.returnClause.map({ LintEngine.lastName(of: $0.type) }), returned == "Color" || returned == "Self",
                let body = node.body?.statements, let call = Self.returnedCall(body),
                let argument = call.arguments.first, argument.label == nil,
                let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text,
                let callee = Callee(call.calledExpression), callee.constructedType == "Color" || callee.constructedType == "Self"
                    || (callee.isImplicitMember && callee.name == "init")
            else { return .skipChildren }
            let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
            functions[type] = ("Color.\(node.name.text)(\(label).{case})", file.line(node))
            return .skipChildren
        }

        /// `enum Colors: String { case main; case onMain = "on-main" }`: raw value -> case.
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.inheritanceClause?.inheritedTypes.first.map({ LintEngine.lastName(of: $0.type) == "String" }) == true else {
                return .visitChildren
            }
            var cases: [String: String] = [:]
            for member in node.memberBlock.members {
                guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in declaration.elements where element.parameterClause == nil {
                    let name = element.name.text.trimmingCharacters(in: ["`"])
                    if let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                        guard let text = raw.representedLiteralValue else { continue }
                        cases[text] = name
                    } else {
                        cases[name] = name
                    }
                }
            }
            if !cases.isEmpty { enums[node.name.text] = cases }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// The call a body of one statement returns: `Color(x.rawValue)` or `return .init(x.name, bundle: b)`.
        static func returnedCall(_ body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
            guard body.count == 1, let item = body.first?.item else { return nil }
            if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression?.as(FunctionCallExprSyntax.self) }
            return item.as(FunctionCallExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
        }
    }
}
