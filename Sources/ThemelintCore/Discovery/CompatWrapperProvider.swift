// Reads the project's own compatibility helpers: the enum behind the seed's `compatibleCall`
// (cases named after modifiers) and the `View` extension function that takes it, `ViewModifier`s
// whose body applies newer modifiers inside `if #available`, `View` extension helpers that do the
// same (`backportScrollDisabled()`), and closure helpers such as `.modify { }`.

import SwiftSyntax

enum CompatWrapperProvider {
    static let markers = ["#available", "enum", "-> some View"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.modifierEnums.merge(visitor.enums) { first, _ in first }
        facts.typedFunctions.merge(visitor.typedFunctions) { first, _ in first }
        facts.modifierHelpers.merge(visitor.modifierHelpers) { first, _ in first }
        facts.wrappers += visitor.wrappers
    }

    static var knownModifiers: [String: [MissingCompatWrapperRule.Entry]] { MissingCompatWrapperRule.table }

    /// Names of known newer modifiers applied inside the then-branches of `if #available` below `node`.
    static func guardedModifiers(in node: some SyntaxProtocol) -> [String] {
        let finder = GuardedModifierFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    private final class GuardedModifierFinder: SyntaxVisitor {
        var names: [String] = []
        var depth = 0

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            let guarded = node.conditions.contains { $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundAvailable }
            guard guarded else { return .visitChildren }
            depth += 1
            walk(node.body)
            depth -= 1
            if let elseBody = node.elseBody { walk(elseBody) }
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if depth > 0, let callee = Callee(node.calledExpression), CompatWrapperProvider.knownModifiers[callee.name] != nil,
                !names.contains(callee.name)
            {
                names.append(callee.name)
            }
            return .visitChildren
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var enums: [String: [String]] = [:]
        var typedFunctions: [String: (type: String, line: Int)] = [:]
        var modifierHelpers: [String: String] = [:]
        var wrappers: [ProjectWrapper] = []
        var inViewExtension = false

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            var cases: [String] = []
            for member in node.memberBlock.members {
                guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in decl.elements where CompatWrapperProvider.knownModifiers[element.name.text] != nil {
                    cases.append(element.name.text)
                }
            }
            if !cases.isEmpty { enums[node.name.text] = cases }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            guard inherited.contains("ViewModifier") else { return .skipChildren }
            let modifiers = CompatWrapperProvider.guardedModifiers(in: node.memberBlock)
            if !modifiers.isEmpty {
                wrappers.append(ProjectWrapper(
                    kind: .viewModifier, name: node.name.text, spelling: ".modifier(\(node.name.text)())", modifiers: modifiers,
                    origin: file.path, line: file.line(node.name)))
            }
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            inViewExtension = name == "View" || name == "SwiftUI.View"
            return inViewExtension ? .visitChildren : .skipChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { inViewExtension = false }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard inViewExtension, let body = node.body else { return .skipChildren }
            let name = node.name.text
            let parameters = Array(node.signature.parameterClause.parameters)
            let line = file.line(node.name)
            // func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> some View
            if parameters.count == 1, let type = parameters.first?.type.trimmedDescription,
                type.contains("(Self)") || type.contains("(Self) ->")
            {
                wrappers.append(ProjectWrapper(kind: .closure, name: name, spelling: ".\(name) { … }", modifiers: [], origin: file.path, line: line))
                return .skipChildren
            }
            if parameters.count == 1, let parameter = parameters.first,
                let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text, type.first?.isUppercase == true
            {
                typedFunctions[name] = (type, line)
            }
            // modifier(HiddenSeparators()) inside: the helper is how call sites reach the ViewModifier.
            for token in body.tokens(viewMode: .sourceAccurate) where token.text == "modifier" {
                if let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let inner = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                    let type = Callee(inner.calledExpression)?.constructedType
                {
                    modifierHelpers[type] = name
                }
            }
            let modifiers = CompatWrapperProvider.guardedModifiers(in: body)
            if !modifiers.isEmpty {
                let arguments = parameters.isEmpty ? "()" : "(…)"
                wrappers.append(ProjectWrapper(
                    kind: .helper, name: name, spelling: ".\(name)\(arguments)", modifiers: modifiers, origin: file.path, line: line))
            }
            return .skipChildren
        }
    }
}
