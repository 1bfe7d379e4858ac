// Reads the project's own compatibility helpers: the enum behind the seed's `compatibleCall`
// (cases named after modifiers) and the `View` extension function that takes it, `ViewModifier`s
// whose body applies newer modifiers inside `if #available`, `View` extension helpers that do the
// same (`backportScrollDisabled()`), closure helpers such as `.modify { }`, and what makes a call
// of a modifier's name the project's own: `View` extension methods named after one (`alert(error:)`)
// and proxy properties (`var backport: Backport<Self>`).

import SwiftSyntax

enum CompatWrapperProvider {
    static let markers: [ByteSearch.Needle] = ["#available", "enum", "-> some View", "-> Self", "extension View", "extension SwiftUI.View"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.modifierEnums.merge(visitor.enums) { first, _ in first }
        facts.typedFunctions.merge(visitor.typedFunctions) { first, _ in first }
        facts.modifierHelpers.merge(visitor.modifierHelpers) { first, _ in first }
        facts.wrappers += withoutOwnOverloads(visitor.wrappers)
    }

    /// A helper's guarded call of a name the same file declares its own `View` method for is presumed
    /// to be that method (RevenueCat's `roundedCorner` calls its private `mask(_:edgesIgnoringSafeArea:)`),
    /// so the helper does not apply SwiftUI's modifier of that name.
    static func withoutOwnOverloads(_ wrappers: [ProjectWrapper]) -> [ProjectWrapper] {
        let own = Set(wrappers.filter { $0.kind == .overload && $0.receiverType == nil }.map(\.name))
        guard !own.isEmpty else { return wrappers }
        return wrappers.compactMap { wrapper in
            guard wrapper.kind == .helper || wrapper.kind == .viewModifier else { return wrapper }
            let kept = wrapper.modifiers.filter { !own.contains(String($0.prefix { $0 != "(" })) }
            guard !kept.isEmpty else { return nil }
            return ProjectWrapper(
                kind: wrapper.kind, name: wrapper.name, spelling: wrapper.spelling, modifiers: kept, origin: wrapper.origin, line: wrapper.line)
        }
    }

    static var knownModifiers: [String: [MissingCompatWrapperRule.Entry]] { MissingCompatWrapperRule.table }

    /// Known newer modifiers applied inside the then-branches of `if #available` below `node`: a name,
    /// or the whole call (`toolbar(.hidden, for: .tabBar)`) when its arguments are constants, since the
    /// helper then applies that call only, not any call of the name. A helper that takes no arguments
    /// (`fixed`) applies each of its calls as written (`animation(.default, value: UUID())`), so it
    /// covers only that call too. A call the guard's versions are too old for is not SwiftUI's modifier
    /// (a proxy's, `ss.presentationCornerRadius(r)` under `#available(iOS 15, *)`), and covers nothing.
    static func guardedModifiers(in node: some SyntaxProtocol, fixed: Bool = false, checked: [Platform: Version]? = nil) -> [String] {
        let finder = GuardedModifierFinder(fixed: fixed)
        // `@available(iOS 15, *) struct X: ViewModifier`: its whole body is behind that check.
        if let checked { finder.guards.append(checked) }
        finder.walk(node)
        return finder.names
    }

    /// Whether an `if #available` below `node` applies some modifier call the same way in both branches
    /// (`.padding(8)`, `.foregroundStyle(Color(.label))`): a styling helper that also adopts a newer
    /// modifier, not a stand-in for that modifier alone, since calling it adds the shared styling.
    /// A compatibility helper's branches differ in the forms they call (`onChange(of:) { a, b in }` and `{ b in }`).
    static func stylesBothBranches(_ node: some SyntaxProtocol) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .poundAvailable {
            // `#available` → its condition → the condition list → the `if`.
            guard let ifExpression = token.parent?.parent?.parent?.parent?.as(IfExprSyntax.self), let elseBody = ifExpression.elseBody else { continue }
            if !calls(in: ifExpression.body).isDisjoint(with: calls(in: elseBody)) { return true }
        }
        return false
    }

    /// The modifier calls below `node`, as `name(arguments){closure}` without their receivers.
    private static func calls(in node: some SyntaxProtocol) -> Set<String> {
        var found: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .period {
            guard let member = token.parent?.as(MemberAccessExprSyntax.self), member.base != nil,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            else { continue }
            found.insert(member.declName.baseName.text + "(" + call.arguments.trimmedSource + ")" + (call.trailingClosure?.trimmedSource ?? ""))
        }
        return found
    }

    /// `name(args)` for a call whose arguments are all literals or implicit members (any arguments when
    /// `fixed`), else `name`.
    static func appliedModifier(_ call: FunctionCallExprSyntax, name: String, fixed: Bool = false) -> String {
        guard call.trailingClosure == nil, !call.arguments.isEmpty, fixed || call.arguments.allSatisfy({ isConstant($0.expression) }) else { return name }
        return "\(name)(\(call.arguments.trimmedSource))"
    }

    private static func isConstant(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isConstant($0.expression) } }
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
        return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
    }

    private final class GuardedModifierFinder: SyntaxVisitor {
        let fixed: Bool
        var names: [String] = []
        /// The versions the enclosing `#available` checks name, innermost last.
        var guards: [[Platform: Version]] = []

        init(fixed: Bool) {
            self.fixed = fixed
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            var versions: [Platform: Version] = [:]
            var guarded = false
            for element in node.conditions {
                guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                    availability.availabilityKeyword.tokenKind == .poundAvailable
                else { continue }
                guarded = true
                versions.merge(availability.namedVersions, uniquingKeysWith: max)
            }
            guard guarded else { return .visitChildren }
            guards.append(versions)
            walk(node.body)
            guards.removeLast()
            if let elseBody = node.elseBody { walk(elseBody) }
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if !guards.isEmpty, let callee = Callee(node.calledExpression), let entries = CompatWrapperProvider.knownModifiers[callee.name],
                !tooNew(entries), callee.receiverMayBeView(node)
            {
                let applied = CompatWrapperProvider.appliedModifier(node, name: callee.name, fixed: fixed)
                if !names.contains(applied) && !names.contains(callee.name) { names.append(applied) }
            }
            return .visitChildren
        }

        /// Whether every form of the modifier needs more, on a platform the guards name, than they check.
        private func tooNew(_ entries: [MissingCompatWrapperRule.Entry]) -> Bool {
            var checked: [Platform: Version] = [:]
            for versions in guards { checked.merge(versions) { max($0, $1) } }
            return checked.contains { platform, version in
                let needed = entries.compactMap { $0.availability[platform] }
                return !needed.isEmpty && needed.allSatisfy { $0 > version }
            }
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        var enums: [String: [String]] = [:]
        var typedFunctions: [String: (type: String, line: Int)] = [:]
        var modifierHelpers: [String: String] = [:]
        var wrappers: [ProjectWrapper] = []
        var inViewExtension = false
        /// `private extension View { … }`: its helpers are the file's own, no advice for other files.
        var inPrivateExtension = false

        init(file: DiscoveryFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        /// An enum of modifier calls: its cases named after modifiers carry their arguments
        /// (`case listRowSeparator(Visibility)`), or are most of its cases. A state enum that happens to
        /// have one such case (`enum FieldState { case normal, focused, error }`) is no wrapper's.
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            var cases: [String] = []
            var caseCount = 0
            var carriesArguments = false
            for member in node.memberBlock.members {
                guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                caseCount += decl.elements.count
                for element in decl.elements where CompatWrapperProvider.knownModifiers[element.name.text] != nil {
                    cases.append(element.name.text)
                    if element.parameterClause != nil { carriesArguments = true }
                }
            }
            if carriesArguments || (cases.count >= 2 && 2 * cases.count >= caseCount) { enums[node.name.text] = cases }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSource } ?? []
            guard inherited.contains("ViewModifier") else {
                collectOwnMethods(of: node.name.text, in: node.memberBlock)
                return .skipChildren
            }
            let takesArguments = Self.needsArguments(node.memberBlock)
            var modifiers = CompatWrapperProvider.guardedModifiers(in: node.memberBlock, fixed: !takesArguments)
            var spelling = ".modifier(\(node.name.text)\(takesArguments ? "(…)" : "()"))"
            // `@available(iOS 15, *) struct X: ViewModifier`, asked only of a modifier without a check inside.
            if modifiers.isEmpty,
                case let declared = AvailabilityScopes().scope(of: Syntax(node.memberBlock), source: file.source, guards: GuardStatements()).raised,
                !declared.isEmpty
            {
                // Only a helper that checks availability can apply it: no spelling of its own (`ProjectDiscovery`).
                modifiers = CompatWrapperProvider.guardedModifiers(in: node.memberBlock, fixed: !takesArguments, checked: declared)
                spelling = ""
            }
            if !modifiers.isEmpty, !CompatWrapperProvider.stylesBothBranches(node.memberBlock) {
                wrappers.append(ProjectWrapper(
                    kind: .viewModifier, name: node.name.text, spelling: spelling, modifiers: modifiers, origin: file.path, line: file.line(node.name)))
            }
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedSource
            inViewExtension = name == "View" || name == "SwiftUI.View"
            inPrivateExtension = node.modifiers.isPrivate
            if !inViewExtension { collectOwnMethods(of: LintEngine.lastName(of: node.extendedType), in: node.memberBlock) }
            return inViewExtension ? .visitChildren : .skipChildren
        }

        /// A type's own methods named after newer modifiers (`func refreshable(_ action: @escaping () -> Void) -> Self`
        /// on a list view of the project's): Swift picks them over SwiftUI's on a value of that type.
        private func collectOwnMethods(of type: String, in members: MemberBlockSyntax) {
            for member in members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), CompatWrapperProvider.knownModifiers[function.name.text] != nil,
                    !function.modifiers.isStatic
                else { continue }
                wrappers.append(Self.overload(
                    function.name.text, parameters: Array(function.signature.parameterClause.parameters), origin: file.path,
                    line: file.line(function.name), receiverType: type))
            }
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { inViewExtension = false }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard inViewExtension else { return .skipChildren }
            let name = node.name.text
            let parameters = Array(node.signature.parameterClause.parameters)
            let line = file.line(node.name)
            if CompatWrapperProvider.knownModifiers[name] != nil {
                wrappers.append(Self.overload(name, parameters: parameters, origin: file.path, line: line))
            }
            guard let body = node.body else { return .skipChildren }
            // func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> some View: a guard only when it
            // runs the closure behind `#available` itself; else the closure's own checks are what guard it.
            if parameters.count == 1, let type = parameters.first?.type.trimmedSource,
                type.contains("(Self)") || type.contains("(Self) ->")
            {
                let guards = body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .poundAvailable }
                wrappers.append(ProjectWrapper(
                    kind: guards ? .closure : .transform, name: name, spelling: ".\(name) { … }", modifiers: [], origin: file.path, line: line))
                return .skipChildren
            }
            if parameters.count == 1, let parameter = parameters.first,
                let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text, type.startsUppercase
            {
                typedFunctions[name] = (type, line)
            }
            // A private helper cannot be called from the files it would be suggested to.
            guard !inPrivateExtension, !node.modifiers.isPrivate else { return .skipChildren }
            // modifier(HiddenSeparators()) inside: the helper is how call sites reach the ViewModifier.
            for token in body.tokens(viewMode: .sourceAccurate) where token.text == "modifier" {
                // `modifier(X())` or `self.modifier(X())`.
                let reference = token.parent.map { $0.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? $0 }
                if let call = reference?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference?.id,
                    let inner = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                    let type = Callee(inner.calledExpression)?.constructedType
                {
                    modifierHelpers[type] = parameters.isEmpty ? "\(name)()" : "\(name)(…)"
                }
            }
            let modifiers = CompatWrapperProvider.guardedModifiers(in: body, fixed: parameters.isEmpty)
            if !modifiers.isEmpty, !CompatWrapperProvider.stylesBothBranches(body) {
                let arguments = parameters.isEmpty ? "()" : "(…)"
                wrappers.append(ProjectWrapper(
                    kind: .helper, name: name, spelling: ".\(name)\(arguments)", modifiers: modifiers, origin: file.path, line: line))
            }
            return .skipChildren
        }

        /// Whether the memberwise initialiser needs arguments: a stored property without a value and
        /// without a property wrapper (`@Environment`, `@State` supply their own).
        static func needsArguments(_ members: MemberBlockSyntax) -> Bool {
            members.members.contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                    !variable.modifiers.isStatic
                else { return false }
                return variable.bindings.contains { $0.initializer == nil && $0.accessorBlock == nil }
            }
        }

        /// `var isSmallScreen: Bool`: no modifier is called through a plain value.
        static let valueTypes: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "String", "CGRect", "CGSize", "CGPoint", "Color", "UIColor"]

        /// `var backport: Backport<Self> { … }`: a property of every view whose type is not a view
        /// (`var typeErased: AnyView` is one: what is called on it is SwiftUI's).
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard inViewExtension else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type, !type.is(SomeOrAnyTypeSyntax.self),
                    !LintEngine.viewTypes.contains(LintEngine.lastName(of: type)), LintEngine.lastName(of: type) != "AnyView",
                    !Self.valueTypes.contains(LintEngine.lastName(of: type.as(OptionalTypeSyntax.self)?.wrappedType ?? type))
                else { continue }
                wrappers.append(ProjectWrapper(kind: .proxy, name: name, spelling: ".\(name)", modifiers: [], origin: file.path, line: file.line(binding.pattern)))
            }
            return .skipChildren
        }

        static func overload(
            _ name: String, parameters: [FunctionParameterSyntax], origin: String, line: Int, receiverType: String? = nil
        ) -> ProjectWrapper {
            let described = parameters.map { parameter in
                ProjectWrapper.Parameter(
                    label: parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text,
                    hasDefault: parameter.defaultValue != nil || parameter.ellipsis != nil,
                    takesClosure: Self.isFunctionType(parameter.type))
            }
            let selector = described.map { "\($0.label.isEmpty ? "_" : $0.label):" }.joined()
            return ProjectWrapper(
                kind: .overload, name: name, spelling: ".\(name)(\(selector))", modifiers: [], origin: origin, line: line, parameters: described,
                receiverType: receiverType)
        }

        /// `() -> Void`, `@escaping (V) -> Void`, `@ViewBuilder () -> Content`, `(() -> Void)?`.
        static func isFunctionType(_ type: TypeSyntax) -> Bool {
            if type.is(FunctionTypeSyntax.self) { return true }
            if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
            if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isFunctionType(only.type) }
            return false
        }
    }
}
