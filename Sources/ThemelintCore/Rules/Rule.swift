// The rule protocol and what rules share: the per-file context they report into, the callee
// of a call in a form rules can match cheaply, and literal evaluation. Rules are stateless
// values; everything per file lives in `LintContext`, so one rule set serves every thread.

import SwiftSyntax

/// A lint rule. The walker calls the hooks for the node kinds it visits; a rule implements those
/// it needs. `callNames` lets the walker skip a rule for calls it can never flag.
public protocol SyntaxRule: Sendable {
    static var id: String { get }
    /// Call names this rule inspects (`Callee.name`); nil means every call.
    var callNames: Set<String>? { get }
    func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext)
    func visitMemberAccess(_ node: MemberAccessExprSyntax, context: LintContext)
    func visitMacroExpansion(_ node: MacroExpansionExprSyntax, context: LintContext)
    /// Whether the walker should hand this rule `if` and `guard` statements.
    var inspectsConditionals: Bool { get }
    func visitIf(_ node: IfExprSyntax, context: LintContext)
    func visitGuard(_ node: GuardStmtSyntax, context: LintContext)
}

extension SyntaxRule {
    public var callNames: Set<String>? { [] }
    public func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) {}
    public func visitMemberAccess(_ node: MemberAccessExprSyntax, context: LintContext) {}
    public func visitMacroExpansion(_ node: MacroExpansionExprSyntax, context: LintContext) {}
    public var inspectsConditionals: Bool { false }
    public func visitIf(_ node: IfExprSyntax, context: LintContext) {}
    public func visitGuard(_ node: GuardStmtSyntax, context: LintContext) {}
}

/// Per-file state: settings, the source, what the walker knows about the enclosing scopes, and
/// the diagnostics found so far.
public final class LintContext {
    public let source: SourceText
    public let settings: FileSettings
    /// File name without directories, for the token-file exemption.
    public let fileName: String
    /// The file's path as the lint was given it.
    public let path: String
    /// True when the whole file is a token definition file (Theme.swift, Palette.swift, …).
    public let isTokenFile: Bool
    let isGeneratedFile: Bool
    /// Above zero inside token definition sites: theme types, static constants, `Theme.setDefault(...)`.
    public internal(set) var definitionDepth = 0
    /// How many enclosing types are views (`: View`, or extensions of one).
    var viewTypeDepth = 0
    /// `@Environment(\.key) var name` bindings of the enclosing types (key -> name), for tokens
    /// reached through an environment value (DB UX's `activeColorScheme.x`).
    public internal(set) var environment: [String: String] = [:]
    /// True when some colour token is reached through the environment.
    let tokensUseEnvironment: Bool
    /// Whether the walker tracks bindings: when tokens use them, and always in a lint that defers
    /// (its final tokens are not known yet).
    var tracksEnvironment: Bool { tokensUseEnvironment || defers }
    /// Whether the settings may still change (a first pass before discovery is done): work that
    /// reads a discoverable setting is then kept in `pending` instead of done, see `whenSettled`.
    let defers: Bool
    /// The kept work, each with the number of findings reported before it, which is where its own go.
    private(set) var pending: [PendingWork] = []
    /// Start offsets of colour literals a rule already reported as part of a larger expression
    /// (a light/dark pair), so they are not reported again on their own.
    public var handledOffsets: Set<Int> = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// The settings token discovery can change that this file's rules read. A run that linted the
    /// file before discovery finished keeps its findings when discovery changed none of them.
    public private(set) var consulted: DiscoveredAspects = []

    /// What the file's imports and view types say (whether `.task { }` can be SwiftUI's, which platforms it builds for).
    let reach: FileReach
    public var mayUseSwiftUI: Bool { reach.mayUseSwiftUI }
    /// The `guard` statements of each statement list availability scopes pass through, found once per lint.
    private(set) lazy var guardStatements = GuardStatements(source: source)
    let availabilityScopes = AvailabilityScopes()
    /// The colour rule's `nearThreshold`, read once per file rather than per literal.
    private(set) lazy var nearColourThreshold = settings.option("nearThreshold", of: HardcodedColorRule.id) ?? 5.0

    init(source: SourceText, settings: FileSettings, path: String, reach: FileReach = FileReach(mayUseSwiftUI: true), defers: Bool = false) {
        self.reach = reach
        self.source = source
        self.settings = settings
        self.path = path
        self.fileName = FilePaths.fileName(path)
        self.isTokenFile = LintContext.isTokenFileName(fileName)
        self.isGeneratedFile = LintContext.isGeneratedFileName(fileName)
        self.defers = defers
        self.tokensUseEnvironment = settings.configuration.colors.tokens.contains { $0.environmentKey != nil }
    }

    /// Runs `work`, the part of a check that reads discoverable settings, against the final settings:
    /// at once, or when the lint defers, after discovery (`LintEngine.settle`). That is what lets a cold
    /// run parse and walk each file once. `work` captures values (offsets, texts), never syntax nodes,
    /// which would keep the file's whole tree alive until then.
    func whenSettled(_ work: @escaping @Sendable (LintContext) -> Void) {
        if defers { pending.append(PendingWork(position: diagnostics.count, work: work)) } else { work(self) }
    }

    /// The bindings as a lint that did not defer sees them: none unless these settings' tokens use them.
    func environment(from tracked: [String: String]) -> [String: String] { tokensUseEnvironment ? tracked : [:] }

    // Rules read the discoverable settings through these, after their own syntactic checks, so
    // `consulted` names only what could have changed a finding.
    var colors: ColorPalette {
        consulted.insert(.colors)
        return settings.configuration.colors
    }

    func scale(_ kind: DimensionKind) -> DimensionScale {
        consulted.insert(kind.aspect)
        return kind == .padding ? settings.configuration.padding : settings.configuration.spacing
    }

    /// Whether the project has this scale itself (configured or discovered), not only the seed default.
    func hasOwnScale(_ kind: DimensionKind) -> Bool {
        consulted.insert(kind.aspect)
        return settings.configuration.isEstablished(kind.rawValue)
    }

    /// The compatibility wrapper, project wrappers and guard names.
    var wrapperSettings: Configuration {
        consulted.insert(.wrappers)
        return settings.configuration
    }

    /// `wrapperSettings.guardNames`, built once per file: every modifier call that falls short asks.
    var guardNames: Set<String> {
        consulted.insert(.wrappers)
        if let cachedGuardNames { return cachedGuardNames }
        let names = settings.configuration.guardNames
        cachedGuardNames = names
        return names
    }
    private var cachedGuardNames: Set<String>?

    /// How eight hex digits are read: the project's hex initialiser's order, when discovery found one.
    var hexAlphaFirst: Bool? {
        consulted.insert(.hexOrder)
        return settings.configuration.hexAlphaFirst
    }

    var hasModuledView: Bool {
        consulted.insert(.moduledView)
        return settings.configuration.hasModuledView
    }

    /// Literal values here define tokens rather than use them. A view declared in a theme file
    /// (`struct Chip: View` beside the tokens) uses them like any other view; its style types
    /// (`ViewModifier`, `ButtonStyle`) define the theme, and generated files are nobody's to edit.
    public var isDefinitionSite: Bool { definitionDepth > 0 || (isTokenFile && (viewTypeDepth == 0 || isGeneratedFile)) }

    /// `atMost` caps the rule's severity for a finding that rests on a guess (an assumed deployment target).
    public func report(
        _ rule: String, from start: Int, to end: Int, message: String, fix: Fix? = nil, suggestions: [String] = [],
        alternatives: [Fix] = [], value: LiteralValue? = nil, atMost cap: Severity = .error
    ) {
        guard let configured = settings.severity(of: rule) else { return }
        let severity = min(configured, cap)
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, message: message, range: source.range(from: start, to: end),
            fix: fix, suggestions: suggestions, alternatives: alternatives, value: value))
    }

    public func report(
        _ rule: String, node: some SyntaxProtocol, message: String, fix: Fix? = nil, suggestions: [String] = [],
        value: LiteralValue? = nil
    ) {
        report(rule, from: node.startOffset, to: node.endOffset, message: message, fix: fix, suggestions: suggestions, value: value)
    }

    func replaceDiagnostics(_ kept: [Diagnostic]) { diagnostics = kept }

    static let tokenFileWords: Set<String> = [
        "theme", "themes", "palette", "palettes", "token", "tokens", "colors", "colours", "styleguide",
    ]
    /// Last words of files that hold views or screens, even when named after a theme (`ThemePreviewView.swift`).
    static let viewFileWords: Set<String> = [
        "view", "views", "screen", "cell", "row", "button", "card", "sheet", "page", "modifier", "controller", "picker",
        "selector", "settings", "preview", "previews", "section", "item", "list", "bar", "label", "editor", "demo", "example",
    ]

    /// `Theme.swift`, `AppColors.swift`, `Color+Palette.swift`, `DesignTokens.swift`, generated files:
    /// a word of the name, not a substring (`ColorSelectorView` holds no "colors"), and not a view's file.
    static func isTokenFileName(_ name: String) -> Bool {
        if isGeneratedFileName(name) { return true }
        let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        let words = FilePaths.words(of: base)
        guard let last = words.last, !viewFileWords.contains(last) else { return false }
        return words.contains(where: tokenFileWords.contains) || zip(words, words.dropFirst()).contains { tokenFilePhrases.contains([$0, $1]) }
    }

    static func isGeneratedFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".generated.swift") || lower.hasSuffix("+generated.swift")
    }

    static let tokenFilePhrases: Set<[String]> = [
        ["style", "guide"], ["color", "scheme"], ["color", "schemes"], ["colour", "scheme"], ["colour", "schemes"], ["design", "system"],
        ["color", "set"], ["color", "sets"],
    ]
}

/// Work a deferring lint kept for the final settings (`LintContext.whenSettled`).
struct PendingWork: Sendable {
    /// How many findings were reported before it: where its own findings go.
    let position: Int
    let work: @Sendable (LintContext) -> Void
}

extension DeclModifierListSyntax {
    /// `private` or `fileprivate`: a declaration of one file's own, never the design system's.
    var isPrivate: Bool {
        contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// `static`: a member of the type, not of its values.
    var isStatic: Bool { contains { $0.name.tokenKind == .keyword(.static) } }
}

extension CodeBlockItemListSyntax {
    /// The expression a closure body, getter or `case` is: one expression, or one `return` of one.
    var soleExpression: ExprSyntax? {
        guard count == 1, let item = first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }
}

extension Syntax {
    /// The functions and structs the node is declared in, innermost first: where a project's helper
    /// (a `View` extension function, a `ViewModifier`) is the code around it.
    var enclosingDeclarationNames: [String] {
        var names: [String] = []
        var current = parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { names.append(function.name.text) }
            else if let type = node.as(StructDeclSyntax.self) { names.append(type.name.text) }
            current = node.parent
        }
        return names
    }
}

extension ExprSyntax {
    /// The values a ternary chooses from, folded or not: `c ? a : b` gives then-branches [a] and else-branch b,
    /// `c ? a : d ? b : e` [a, b] and e. Unfolded, the condition is whatever precedes a ternary (nothing binds looser),
    /// and the last one's else-branch ends the sequence: nil where it does not (a broken sequence).
    var ternaryChoices: (thens: [ExprSyntax], last: ExprSyntax?)? {
        if let ternary = self.as(TernaryExprSyntax.self) { return ([ternary.thenExpression], ternary.elseExpression) }
        guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        let thens = elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self)?.thenExpression }
        guard !thens.isEmpty else { return nil }
        let closesSequence = elements.count >= 2 && elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self)
        return (thens, closesSequence ? elements.last : nil)
    }
}

extension PatternBindingSyntax {
    /// What the property is: `= value`, or a getter that only returns one (`var brand: Color { Color(…) }`).
    var valueExpression: ExprSyntax? {
        if let value = initializer?.value { return value }
        guard let block = accessorBlock, case .getter(let items) = block.accessors else { return nil }
        return items.soleExpression
    }
}

extension SyntaxProtocol {
    /// UTF-8 offset of the first character of the node, after leading trivia.
    public var startOffset: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
    /// UTF-8 offset just past the last character of the node, before trailing trivia.
    public var endOffset: Int { endPositionBeforeTrailingTrivia.utf8Offset }

    /// `trimmedDescription`, read from the bytes the tree was parsed from instead of rebuilding the
    /// tree three times (`trimmed` detaches and copies). The same text: when the first or last token
    /// is missing (broken code), `trimmed` keeps trivia the offsets skip, so that case takes the slow path.
    func trimmedText(in source: SourceText) -> String {
        guard firstToken(viewMode: .all)?.presence == .present, lastToken(viewMode: .all)?.presence == .present else {
            return trimmedDescription
        }
        return source.slice(startOffset, endOffset)
    }

    /// A type or extension declaration, told by its kind: `isProtocol(DeclGroupSyntax.self)` is a dynamic cast,
    /// which walks up the tree pay on every ancestor.
    var isDeclGroup: Bool {
        switch kind {
        case .structDecl, .classDecl, .enumDecl, .extensionDecl, .protocolDecl, .actorDecl: true
        default: false
        }
    }

    /// The type or extension the node is declared in, found by kind on the way up.
    var enclosingDeclGroup: DeclGroupSyntax? {
        var ancestor = parent
        while let current = ancestor, !current.isDeclGroup { ancestor = current.parent }
        return ancestor?.asProtocol(DeclGroupSyntax.self)
    }

    /// `trimmedDescription` where no source is at hand: the node's own text less its outer trivia. `trimmed`
    /// copies the tree into a new arena, some 40,000 instructions a call whatever the node's size.
    public var trimmedSource: String {
        guard firstToken(viewMode: .all)?.presence == .present, lastToken(viewMode: .all)?.presence == .present else {
            return trimmedDescription
        }
        let text = description
        let (lead, trail) = (leadingTriviaLength.utf8Length, trailingTriviaLength.utf8Length)
        guard lead + trail <= text.utf8.count else { return trimmedDescription }
        return String(Substring(text.utf8.dropFirst(lead).dropLast(trail)))
    }
}

/// The callee of a call, reduced to what rules match on.
public struct Callee {
    /// The last name: `Color` in `Color(...)`, `init` in `.init(...)`, `padding` in `x.padding(...)`.
    public let name: String
    /// The name the callee is qualified with: `Color` in `Color.init`, `SwiftUI` in `SwiftUI.Color`,
    /// `Theme` in `Theme.setDefault`; nil when there is none or it is not a plain name. Read from the
    /// base when asked: few callers ask, and every call the walk meets builds a callee.
    public var qualifier: String? { base.flatMap(Callee.lastName(of:)) }
    private let base: ExprSyntax?
    /// `x.padding()`: true. `padding()`, `.padding()`, `Color()`: false.
    public let hasBase: Bool
    /// A leading-dot call such as `.init(hex:)` or `.listRowSeparator(.hidden)`.
    public let isImplicitMember: Bool
    /// The type a constructor call builds (`Color` for `Color(...)`, `Color.init(...)` and
    /// `SwiftUI.Color(...)`); nil for method calls and for `.init` whose type is inferred.
    public let constructedType: String?
    public let nameToken: TokenSyntax

    static let moduleNames: Set<String> = ["SwiftUI", "SwiftUICore", "UIKit", "AppKit", "CoreGraphics", "CoreImage", "Foundation"]

    /// Whether `call` applies a modifier to a view: `x.padding()`, implicit-self `padding()`, or a
    /// leading-dot call that continues a postfix `#if` (`Text("a")\n#if os(iOS)\n.padding()\n#endif`).
    public func isModifierCall(_ call: FunctionCallExprSyntax) -> Bool {
        if hasBase { return true }
        if !isImplicitMember { return constructedType == nil }
        return Callee.startsPostfixIfConfigChain(Syntax(call))
    }

    /// Whether `call`'s receiver can be a view, so that a SwiftUI modifier of this name can be what it
    /// calls. A chain that starts at an implicit member is a value of the argument's type
    /// (`.glassEffect(.regular.tint(c))` calls `Glass.tint`), and one that starts at a binding's
    /// projection is a `Binding` (`$flag.onChange { }` is a project's own helper): neither is a view.
    public func receiverMayBeView(_ call: FunctionCallExprSyntax) -> Bool {
        if Callee.buildsNonView(around: Syntax(call)) { return false }
        if !hasBase && !isImplicitMember { return !Callee.isDeclaredAround(name, Syntax(call)) }
        guard hasBase, var current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return true }
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return Callee.startsPostfixIfConfigChain(Syntax(member)) }
                current = base
            } else if let inner = current.as(FunctionCallExprSyntax.self) {
                // `DynamicIsland { … }.contentMargins(…)`, `WindowGroup { … }`: built values that are no views.
                if let type = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Callee.nonViewBuilders.contains(type) {
                    return false
                }
                current = inner.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                // `$flag` is a binding; `$0` is a closure's parameter, which may well be a view.
                let text = reference.baseName.text
                return !(text.hasPrefix("$") && text.dropFirst().first.map { !$0.isNumber } == true)
            } else {
                return true
            }
        }
    }

    /// Result builders' content that is not views, whose methods share modifiers' names: a TCA
    /// `var body: some Reducer<State, Action>` (`BindingReducer().onChange(of: \.route) { … }`), widget
    /// configurations, commands, chart and table content.
    static let nonViewContent: Set<String> = [
        "Reducer", "ReducerOf", "Reduce", "WidgetConfiguration", "Commands", "ToolbarContent", "ChartContent", "TableColumnContent",
        "TableRowContent", "AccessibilityRotorContent",
    ]

    /// Whether the property or function `node` is in declares a result that is no view (`some Reducer<…>`).
    static func buildsNonView(around node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            var declared: TypeSyntax?
            if let binding = node.as(PatternBindingSyntax.self) { declared = binding.typeAnnotation?.type }
            else if let function = node.as(FunctionDeclSyntax.self) { declared = function.signature.returnClause?.type }
            else if node.is(ClosureExprSyntax.self) || node.is(DeclSyntax.self) && !node.is(AccessorDeclSyntax.self) { return false }
            if let declared {
                let type = declared.as(SomeOrAnyTypeSyntax.self)?.constraint ?? declared
                let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text ?? ""
                return nonViewContent.contains(name) || name.hasSuffix("Reducer")
            }
            current = node.parent
        }
        return false
    }

    /// Whether `name` is a parameter of a function or closure around `node`, or a property or method of
    /// the type declaring it: in `func background(@ViewBuilder _ background: () -> B)`, in a component
    /// with `@ViewBuilder let background: () -> S` or `private func background() -> some View`, a bare
    /// `background()` calls that closure or method.
    static func isDeclaredAround(_ name: String, _ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            let parameters = node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if parameters?.contains(where: { ($0.secondName ?? $0.firstName).text == name }) == true { return true }
            if let members = node.as(MemberBlockSyntax.self) {
                return members.members.contains { member in
                    if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
                    return member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    } == true
                }
            }
            if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let names): if names.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let clause): if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                }
            }
            current = node.parent
        }
        return false
    }

    /// Types built with trailing closures, like views, whose methods share modifiers' names: ActivityKit's
    /// and WidgetKit's configurations, and scenes (not `Window` or `Settings`, which apps also name views).
    static let nonViewBuilders: Set<String> = [
        "DynamicIsland", "ActivityConfiguration", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
        "WindowGroup", "DocumentGroup", "MenuBarExtra", "ImmersiveSpace", "UtilityWindow",
    ]

    /// The property a method is called on when the receiver is a property (`backport` in
    /// `view.backport.task { }`), for proxies such as SwiftUIBackports' `Backport<Content>`; nil otherwise.
    public func receiverProperty(_ call: FunctionCallExprSyntax) -> String? {
        guard hasBase, let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// True when `node` heads a member chain inside a postfix `#if` clause, whose base is the expression before `#if`.
    static func startsPostfixIfConfigChain(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else {
                return parent.is(IfConfigClauseSyntax.self) && parent.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
            }
        }
        return false
    }

    public init?(_ expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            self.name = name
            base = nil
            hasBase = false
            isImplicitMember = false
            constructedType = name.startsUppercase ? name : nil
            nameToken = reference.baseName
            return
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        self.name = name
        nameToken = member.declName.baseName
        guard let base = member.base else {
            self.base = nil
            hasBase = false
            isImplicitMember = true
            constructedType = nil
            return
        }
        self.base = base
        hasBase = true
        isImplicitMember = false
        if name == "init" {
            constructedType = Callee.lastName(of: base)
        } else if name.startsUppercase, let qualifier = Callee.lastName(of: base), Callee.moduleNames.contains(qualifier) {
            constructedType = name
        } else {
            constructedType = nil
        }
    }

    /// `Color` for `Color` and `SwiftUI.Color`; nil for anything that is not a chain of names.
    static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, lastName(of: base) != nil {
            return member.declName.baseName.text
        }
        return nil
    }
}

/// Evaluates number literals, including the arithmetic real code writes (`143 / 255`, `-1.5`, `0x8F / 255.0`).
public enum NumberLiteral {
    /// The value of a plain literal or a negated one: what "a hardcoded number" means for dimensions.
    public static func plainValue(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integerValue(integer.literal.text) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return floatValue(float.literal.text) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return plainValue(prefix.expression).map { -$0 }
        }
        return nil
    }

    /// The value of a constant expression made only of literals, or nil when anything in it is not a literal.
    public static func constantValue(_ expression: ExprSyntax) -> Double? {
        if let value = plainValue(expression) { return value }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard let value = constantValue(prefix.expression) else { return nil }
            switch prefix.operator.text {
            case "-": return -value
            case "+": return value
            default: return nil
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return constantValue(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["CGFloat", "Double", "Float", "Int"].contains(reference.baseName.text),
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil, call.trailingClosure == nil
        {
            return constantValue(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let uncoerced = withoutCoercion(expression)
            return uncoerced.id == expression.id ? evaluate(sequence) : constantValue(uncoerced)
        }
        return nil
    }

    /// `0x9CA3AF as UInt32`, `16 as CGFloat`: the value without the type it is written as (a plain `as`,
    /// which the parser leaves as a sequence of the value, `as` and the type).
    static func withoutCoercion(_ expression: ExprSyntax) -> ExprSyntax {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return expression }
        let elements = Array(sequence.elements)
        guard let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil, elements[2].is(TypeExprSyntax.self)
        else { return expression }
        return elements[0]
    }

    /// Folds `a op b op c …` with * and / binding tighter than + and -.
    private static func evaluate(_ sequence: SequenceExprSyntax) -> Double? {
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 0 {
                guard let value = constantValue(element) else { return nil }
                operands.append(value)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                operators.append(op)
            }
        }
        guard operands.count == operators.count + 1 else { return nil }
        var terms = [operands[0]]
        var signs: [String] = []
        for (index, op) in operators.enumerated() {
            let right = operands[index + 1]
            switch op {
            case "*": terms[terms.count - 1] *= right
            case "/":
                guard right != 0 else { return nil }
                terms[terms.count - 1] /= right
            default:
                signs.append(op)
                terms.append(right)
            }
        }
        var result = terms[0]
        for (index, sign) in signs.enumerated() { result += sign == "+" ? terms[index + 1] : -terms[index + 1] }
        return result
    }

    public static func integerValue(_ rawText: String) -> Double? {
        let text = withoutSeparators(rawText)
        // Only a literal that starts with 0 and goes on can have a radix prefix.
        if text.utf8.count > 2, text.utf8.first == UInt8(ascii: "0") {
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } }
            if text.hasPrefix("0o") { return UInt64(text.dropFirst(2), radix: 8).map { Double($0) } }
            if text.hasPrefix("0b") { return UInt64(text.dropFirst(2), radix: 2).map { Double($0) } }
        }
        return Double(text)
    }

    public static func floatValue(_ rawText: String) -> Double? { Double(withoutSeparators(rawText)) }

    /// `1_000` as `1000`; most literals have no `_`, and filtering characters builds a new string.
    private static func withoutSeparators(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? text.filter { $0 != "_" } : text
    }
}

extension FunctionCallExprSyntax {
    /// Arguments with their labels, trailing closures excluded.
    func argument(labelled label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }
}

extension String {
    /// `trimmingCharacters(in: .whitespaces)`, without Foundation's walk over a character set when
    /// neither end is blank: colour literals are trimmed one by one, and few have blanks.
    var trimmingBlanks: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        return isPlain(first) && isPlain(last) ? self : trimmingCharacters(in: .whitespaces)
    }

    /// `Color`, not `color`: a type's name by Swift's convention. Read from the first byte when it is ASCII, since
    /// `Character.isUppercase` looks up Unicode properties, and every call's callee asks.
    var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        return byte < 0x80 ? byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") : first?.isUppercase == true
    }
}
