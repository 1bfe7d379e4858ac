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
        /// The enclosing types, outermost first: `Color` in `extension Color`.
        private var path: [String] = []
        /// Private types and extensions nest: what is declared in one no other file can call.
        private var privateDepth = 0

        private func enter(_ name: String, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
            path.append(name)
            if modifiers.isPrivate { privateDepth += 1 }
            return .visitChildren
        }
        private func leave(_ modifiers: DeclModifierListSyntax) {
            path.removeLast()
            if modifiers.isPrivate { privateDepth -= 1 }
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(LintEngine.qualifiedName(of: node.extendedType), node.modifiers)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.modifiers) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
        override func visitPost(_ node: StructDeclSyntax) { leave(node.modifiers) }
        override func visitPost(_ node: EnumDeclSyntax) { leave(node.modifiers) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
        override func visitPost(_ node: ClassDeclSyntax) { leave(node.modifiers) }

        /// `static func designSystem(_ color: Colors) -> Color { .init(color.name, bundle: …) }` in `extension Color`,
        /// or in another type (`struct ColorHandler { static func makeColor(_ color: MainColor) -> Color }`), or a function
        /// of the file's (`func makeColor(_ color: MainColor) -> Color`): reached as `Color.designSystem(.g1)`,
        /// `ColorHandler.makeColor(.g1)`, `makeColor(.g1)`.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard privateDepth == 0, !node.modifiers.isPrivate, path.isEmpty || node.modifiers.isStatic,
                let parameter = node.signature.parameterClause.parameters.first,
                node.signature.parameterClause.parameters.count == 1, case let type = LintEngine.lastName(of: parameter.type),
                // `Self` is `Color` only in `extension Color`.
                case let inColor = path.last == "Color",
                let returned = node.signature.returnClause.map({ LintEngine.lastName(of: $0.type) }), returned == "Color" || inColor && returned == "Self",
                let body = node.body?.statements, let call = Self.returnedCall(body),
                let argument = call.arguments.first, argument.label == nil,
                let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text,
                let callee = Callee(call.calledExpression), callee.constructedType == "Color" || inColor && callee.constructedType == "Self"
                    || (callee.isImplicitMember && callee.name == "init" && (inColor || returned == "Color"))
            else { return .skipChildren }
            let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
            let owner = path.isEmpty ? "" : path.joined(separator: ".") + "."
            functions[type] = ("\(owner)\(node.name.text)(\(label).{case})", file.line(node))
            return .skipChildren
        }

        /// `enum Colors: String { case main; case onMain = "on-main" }`: raw value -> case.
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.inheritanceClause?.inheritedTypes.first.map({ LintEngine.lastName(of: $0.type) == "String" }) == true else {
                return enter(node.name.text, node.modifiers)
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
            return enter(node.name.text, node.modifiers)
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
