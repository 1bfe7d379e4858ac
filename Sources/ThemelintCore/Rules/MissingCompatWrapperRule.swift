import SwiftSyntax

/// Flags a view modifier newer than the deployment target that is called without the project's
/// compatibility wrapper or an availability guard: `.listRowSeparator(.hidden)` on an iOS 14 app.
///
/// Such a call does not build for the older OS, and scattered `if #available` blocks duplicate
/// view code; the seed's answer is `.compatibleCall(.listRowSeparator(.hidden))`, which the fix
/// applies. The versions come from the table in rules/missing-compat-wrapper.json.
struct MissingCompatWrapperRule: SyntaxRule {
    static let id = "missing-compat-wrapper"

    struct Entry: Sendable {
        let name: String
        let availability: [Platform: Version]
        let labels: Set<String>?
        /// Labels the call must all have (`alert`'s iOS 15 forms always pass `isPresented:`).
        let requiredLabels: Set<String>
        let closureParameters: Set<Int>?
        let firstArgument: FirstArgument?
        /// Only for a receiver known to be a view (`Receiver`), where other types have a method of the same name.
        let receiver: Receiver?

        enum Receiver: String, Sendable {
            /// A view that is no `Text`: `Text` has the same modifier from iOS 13 (`.bold()`, `.kerning(1)`), `View` from iOS 16.
            case nonText
            /// Any view, `Text` included: `Font` has an older method of the name (`Font.monospaced()`, iOS 15).
            case view
        }
        /// Only when the first argument is one of these newer values of an older modifier: an implicit
        /// member (`.buttonStyle(.borderedProminent)`, `.transition(.push(from: .top))`) or a type's
        /// initialiser (`.buttonStyle(BorderedProminentButtonStyle())`).
        let firstArgumentIn: Set<String>?
        /// Only when chained on a call of one of these names that passes a style (`.stroke(.black, lineWidth: 2).fill(.red)`):
        /// the shape view iOS 17's `stroke` returns has `fill`; the view the older one returns has not.
        let after: Set<String>?

        /// What tells an overload apart by its first argument.
        enum FirstArgument: String, Sendable {
            /// `.background(.red)`: a style written as an implicit member cannot be a view.
            case implicitMember
            /// `.lineLimit(2...4)`.
            case range
            /// `.background()`: no arguments and no closure.
            case none
        }

        /// `shape` is the call's argument labels ("" for none) and its trailing closures' (nil for the first).
        func applies(to call: FunctionCallExprSyntax, shape: CallShape) -> Bool {
            if let labels, !shape.arguments.contains(where: labels.contains), !shape.trailingClosures.contains(where: { $0.map(labels.contains) ?? false }) {
                return false
            }
            if !requiredLabels.isEmpty, !requiredLabels.isSubset(of: shape.arguments) { return false }
            if let firstArgument, !Self.first(call, is: firstArgument) { return false }
            if let receiver, !Self.startsAtKnownView(call, textCounts: receiver == .view) { return false }
            if let firstArgumentIn, !firstArgumentIn.contains(Self.firstArgumentName(call) ?? "") { return false }
            if let after {
                guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
                    let name = receiver.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, after.contains(name),
                    let style = receiver.arguments.first, style.label == nil
                else { return false }
            }
            if let closureParameters {
                guard let closure = MissingCompatWrapperRule.actionClosure(of: call),
                    closureParameters.contains(MissingCompatWrapperRule.parameterCount(of: closure))
                else { return false }
            }
            return true
        }

        /// Views that are no `Text`, as the root of a modifier chain: anything chained on one is a view too.
        static let nonTextViews: Set<String> = [
            "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Label", "Button", "Link", "NavigationLink", "Toggle",
            "Picker", "Menu", "List", "Form", "Section", "ScrollView", "Image", "TextField", "SecureField", "TextEditor", "DatePicker",
            "Stepper", "Slider", "ProgressView", "GroupBox", "DisclosureGroup", "ForEach", "LabeledContent", "ShareLink", "ControlGroup",
        ]

        /// The name the first argument is written with: `borderedProminent` for `.borderedProminent`, `push`
        /// for `.push(from: .top)`, `wiggle` for `.wiggle.byLayer` (the implicit member its chain starts at),
        /// `BorderedProminentButtonStyle` for `BorderedProminentButtonStyle()`.
        static func firstArgumentName(_ call: FunctionCallExprSyntax) -> String? {
            guard let first = call.arguments.first, first.label == nil else { return nil }
            var expression = first.expression
            while true {
                if let inner = expression.as(FunctionCallExprSyntax.self) {
                    if let type = inner.calledExpression.as(DeclReferenceExprSyntax.self) { return type.baseName.text }
                    expression = inner.calledExpression
                } else if let member = expression.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return member.declName.baseName.text }
                    expression = base
                } else {
                    return nil
                }
            }
        }

        /// SwiftUI modifiers that return `some View` even on `Text`: a chain from `Text(…)` that passes one
        /// is a view from there on. (Other names may be a project's own `Text` extensions, which keep it `Text`.)
        static let viewModifiers: Set<String> = [
            "lineLimit", "padding", "frame", "multilineTextAlignment", "background", "overlay", "foregroundStyle", "opacity", "shadow",
            "cornerRadius", "clipShape", "clipped", "fixedSize", "layoutPriority", "minimumScaleFactor", "truncationMode", "lineSpacing",
            "allowsTightening", "textCase", "offset", "onTapGesture", "contentShape", "border", "scaleEffect", "rotationEffect", "blur",
            "tint", "accentColor", "help", "id", "tag", "transition", "animation", "disabled", "hidden", "redacted", "textSelection",
            "dynamicTypeSize", "environment", "onAppear", "onDisappear", "task", "contextMenu", "accessibilityIdentifier", "accessibilityHint",
            "listRowBackground", "listRowInsets", "listRowSeparator", "matchedGeometryEffect", "containerRelativeFrame", "labelsHidden",
            // View modifiers with no `Text` form, in the order of SwiftUI's documentation groups.
            "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "allowsHitTesting", "onDrag", "onDrop",
            "zIndex", "position", "aspectRatio", "scaledToFit", "scaledToFill", "edgesIgnoringSafeArea", "ignoresSafeArea",
            "coordinateSpace", "transformEffect", "projectionEffect", "compositingGroup", "drawingGroup", "mask", "colorMultiply",
            "saturation", "contrast", "brightness", "grayscale", "hueRotation", "colorInvert", "luminanceToAlpha", "imageScale",
            "environmentObject", "preference", "equatable", "keyboardType", "textContentType", "autocapitalization",
            "disableAutocorrection", "navigationBarHidden", "navigationBarTitle", "navigationTitle", "statusBar", "sheet",
            "fullScreenCover", "alert", "deleteDisabled", "moveDisabled", "focusable", "flipsForRightToLeftLayoutDirection", "menuStyle",
            "buttonStyle", "onChange", "onReceive", "onHover",
        ]

        /// Whether the chain `call` modifies is known to be a view: it starts at a call of one of
        /// `nonTextViews` (`HStack { … }.bold()`), or at `Text(…)` or a property (`label`, whose type is
        /// unknown) and, unless `textCounts` for `Text(…)`, passes one of `viewModifiers` on the way
        /// (`Text("a").lineLimit(1).bold()`, `icon.frame(width: 16).fontWeight(.medium)`).
        static func startsAtKnownView(_ call: FunctionCallExprSyntax, textCounts: Bool) -> Bool {
            var current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            var leftText = false
            while let expression = current {
                if let inner = expression.as(FunctionCallExprSyntax.self) {
                    if let root = inner.calledExpression.as(DeclReferenceExprSyntax.self) {
                        // `Banner().frame(width: 10).bold()`: whatever `Banner` is, `frame` made it a view.
                        return nonTextViews.contains(root.baseName.text) || (root.baseName.text == "Text" ? textCounts || leftText : leftText)
                    }
                    if let member = inner.calledExpression.as(MemberAccessExprSyntax.self), viewModifiers.contains(member.declName.baseName.text) {
                        leftText = true
                    }
                    current = inner.calledExpression
                } else if let member = expression.as(MemberAccessExprSyntax.self) {
                    if isStyledContent(member) { return true }
                    current = member.base
                } else {
                    // `icon.frame(width: 16).fontWeight(.medium)`: whatever `icon` is, `frame` made it a view.
                    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
                    return leftText || isStyledContent(reference)
                }
            }
            return false
        }

        /// What a `ViewModifier` or a style styles, which is no `Text`: `content` in `func body(content:)`,
        /// `configuration.label` and `configuration.content` in `func makeBody(configuration:)`.
        static func isStyledContent(_ expression: some ExprSyntaxProtocol) -> Bool {
            let parameter: String
            if let member = expression.as(MemberAccessExprSyntax.self) {
                guard ["label", "content"].contains(member.declName.baseName.text),
                    let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "configuration"
                else { return false }
                parameter = "configuration"
            } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "content" {
                parameter = "content"
            } else {
                return false
            }
            var node = expression.parent
            while let current = node {
                if let function = current.as(FunctionDeclSyntax.self) {
                    let expected = parameter == "content" ? "body" : "makeBody"
                    return function.name.text == expected && function.signature.parameterClause.parameters.first.map {
                        ($0.secondName ?? $0.firstName).text == parameter
                    } == true
                }
                node = current.parent
            }
            return false
        }

        static func first(_ call: FunctionCallExprSyntax, is kind: FirstArgument) -> Bool {
            if kind == .none { return call.arguments.isEmpty && call.trailingClosure == nil }
            guard let first = call.arguments.first, first.label == nil else { return false }
            let expression = first.expression
            switch kind {
            case .implicitMember:
                return implicitStyle(expression) != nil
            case .range:
                let rangeOperators: Set<String> = ["...", "..<"]
                if let sequence = expression.as(SequenceExprSyntax.self) {
                    return sequence.elements.contains { $0.as(BinaryOperatorExprSyntax.self).map { rangeOperators.contains($0.operator.text) } ?? false }
                }
                if let postfix = expression.as(PostfixOperatorExprSyntax.self) { return postfix.operator.text == "..." }
                if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return rangeOperators.contains(prefix.operator.text) }
                return false
            case .none:
                return false
            }
        }

        /// SwiftUI's own `ShapeStyle` members: an implicit member of another name (`.contentColor`) may
        /// belong to a library's overload of the modifier (SwiftTheming's `background(_: ColorAsset)`).
        static let shapeStyleMembers: Set<String> = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white",
            "gray", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor",
            "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
            "background", "foreground", "tint", "selection", "separator", "placeholder", "link", "fill", "windowBackground",
            "linearGradient", "radialGradient", "angularGradient", "conicGradient", "ellipticalGradient", "image", "shadow",
        ]

        /// Style types that are no views: `.background(Material.thin)` is the ShapeStyle form too.
        static let styleTypes: Set<String> = ["Material", "HierarchicalShapeStyle", "AnyShapeStyle"]

        /// The member a style argument starts at, when it is one of SwiftUI's styles written as an
        /// implicit member: `red` for `.red` and `.red.opacity(0.2)`; or the style type it is a member of
        /// (`Material` for `Material.ultraThinMaterial`). A choice between such styles is one too, as only the
        /// style overload takes its branches' type: `enabled ? .brown : .gray`, `(on ? .red : .green)`.
        static func implicitStyle(_ expression: ExprSyntax) -> String? {
            var current = expression
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return implicitStyle(only.expression)
            }
            if let choices = current.ternaryChoices, let last = choices.last {
                let styles = (choices.thens + [last]).map(implicitStyle)
                return styles.allSatisfy { $0 != nil } ? styles[0] : nil
            }
            while true {
                if let member = current.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else {
                        let name = member.declName.baseName.text
                        return shapeStyleMembers.contains(name) ? name : nil
                    }
                    if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, styleTypes.contains(type) { return type }
                    current = base
                } else if let inner = current.as(FunctionCallExprSyntax.self) {
                    current = inner.calledExpression
                } else {
                    return nil
                }
            }
        }
    }

    /// `self.onChange(selectedTags)` in a type that declares `var onChange: ([Tag]) -> Void`: Swift calls the
    /// type's own closure, not the modifier.
    static func callsOwnProperty(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return false }
        guard let members = Syntax(call).enclosingDeclGroup?.memberBlock.members else { return false }
        return members.contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        }
    }

    /// A call's argument labels ("" for none) and trailing closures' labels (nil for the first, unlabelled one).
    struct CallShape {
        let arguments: [String]
        let trailingClosures: [String?]

        init(_ call: FunctionCallExprSyntax) {
            arguments = call.arguments.map { $0.label?.text ?? "" }
            trailingClosures = (call.trailingClosure == nil ? [] : [nil]) + call.additionalTrailingClosures.map { $0.label.text }
        }
    }

    static let table: [String: [Entry]] = {
        var table: [String: [Entry]] = [:]
        for item in RuleCatalog.descriptor(id)?.data["modifiers"]?.arrayValue ?? [] {
            guard let name = item["name"]?.stringValue, let availability = item["availability"]?.objectValue else { continue }
            var versions: [Platform: Version] = [:]
            for (platform, version) in availability {
                if let platform = Platform(spelling: platform), let version = version.stringValue.flatMap(Version.init) {
                    versions[platform] = version
                }
            }
            let labels = item["labels"]?.arrayValue.map { Set($0.compactMap(\.stringValue)) }
            let required = Set(item["requiredLabels"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            let parameters = item["closureParameters"]?.arrayValue.map { Set($0.compactMap(\.intValue)) }
            let first = item["firstArgument"]?.stringValue.flatMap(Entry.FirstArgument.init(rawValue:))
            table[name, default: []].append(Entry(
                name: name, availability: versions, labels: labels, requiredLabels: required, closureParameters: parameters, firstArgument: first,
                receiver: item["receiver"]?.stringValue.flatMap(Entry.Receiver.init(rawValue:)),
                firstArgumentIn: item["firstArgumentIn"]?.arrayValue.map { Set($0.compactMap(\.stringValue)) },
                after: item["after"]?.arrayValue.map { Set($0.compactMap(\.stringValue)) }))
        }
        return table
    }()

    var callNames: Set<String>? { Set(Self.table.keys) }

    func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) {
        // `.listRowSeparator(.hidden)` with a leading dot is a value being passed (to the wrapper), not a modifier call.
        guard context.mayUseSwiftUI, callee.isModifierCall(call), let entries = Self.table[callee.name] else { return }
        // Every entry that matches counts; the highest requirement per platform wins. Entries that
        // matched on a style written as an implicit member are kept apart: a theming library's own
        // overload may take that name (SwiftTheming's `.background(.accentColor)` is a `ColorAsset`).
        // Sized for every platform once: growing from empty was a measurable part of the rule.
        var required = [Platform: Version](minimumCapacity: Platform.allCases.count)
        var requiredByStyle: [Platform: Version] = [:]
        var newerArgument: String?
        let shape = CallShape(call)
        // `BarMark(…).foregroundStyle(by: .value("Type", item.type))`: Swift Charts' plotting form, no view modifier has it.
        if shape.arguments.first == "by" { return }
        for entry in entries where entry.applies(to: call, shape: shape) {
            if entry.firstArgumentIn != nil { newerArgument = Entry.firstArgumentName(call) }
            for (platform, version) in entry.availability {
                if entry.firstArgument == .implicitMember {
                    requiredByStyle[platform] = max(requiredByStyle[platform] ?? version, version)
                } else {
                    required[platform] = max(required[platform] ?? version, version)
                }
            }
        }
        let style = requiredByStyle.isEmpty ? nil : call.arguments.first.flatMap { Entry.implicitStyle($0.expression) }
        let requiredWithStyle = required.merging(requiredByStyle, uniquingKeysWith: max)
        // A target inferred from the code may change once discovery is done: the walk keeps every call
        // short of the fallback's, and the settled check below applies the final target.
        let target = context.settings.deploymentTarget.ignoringInference
        let notBuilt = context.reach.platformsNotBuilt
        let shortfalls = Self.shortfalls(required: requiredWithStyle, target: target.versions, raised: [:], excluded: notBuilt)
        // Whether the receiver can be a view walks the call's whole chain: asked only of calls that fall short.
        guard !shortfalls.isEmpty, callee.receiverMayBeView(call), !Self.callsOwnProperty(call, named: callee.name) else { return }

        let scope = context.availabilityScopes.scope(of: Syntax(call), source: context.source, guards: context.guardStatements)
        // A helper is no advice inside itself: where its own check falls short, only the check can change.
        // Only a call behind some check can be in a helper (asked of few calls: the walk up costs).
        let enclosing = scope.raised.isEmpty ? [] : Syntax(call).enclosingDeclarationNames
        let name = callee.name
        // `buttonStyle(.borderedProminent) requires iOS 15.0`: the argument is what is newer.
        let subject = newerArgument.map { argument in "\(name)(\(argument.startsUppercase ? argument + "()" : "." + argument))" } ?? name
        let (nameStart, nameEnd, callEnd) = (callee.nameToken.startOffset, callee.nameToken.endOffset, call.endOffset)
        let (withStyle, withoutStyle) = (requiredWithStyle, required)
        // What it takes to tell the project's own methods of this name from SwiftUI's, once they are known.
        let receiver = callee.receiverProperty(call)
        let constructed = Self.receiverConstruction(of: call)
        // `onChange(of: x) { old, new in }` has an iOS 14 form that passes the new value alone.
        let oldFormFits = name == "onChange" && !shape.arguments.contains("initial")
            && Self.actionClosure(of: call).map { Self.parameterCount(of: $0) == 2 } == true
        context.whenSettled { context in
            let target = context.settings.deploymentTarget
            let wrapperSettings = context.wrapperSettings
            guard !scope.isWrapped(by: context.guardNames) else { return }
            if let receiver, Self.isProxy(receiver, in: wrapperSettings.projectWrappers) { return }
            let isProjectOverload = wrapperSettings.projectWrappers.contains {
                $0.kind == .overload && $0.name == name && ($0.receiverType == nil || $0.receiverType == constructed)
                    && $0.accepts(labels: shape.arguments, trailingClosures: shape.trailingClosures)
            }
            if isProjectOverload { return }
            let styleIsProjectAsset = style.map { style in context.colors.tokens.contains { $0.modifierAccessor?.hasSuffix(".\(style)") == true } } ?? false
            let needed = styleIsProjectAsset ? withoutStyle : withStyle
            let remaining = Self.shortfalls(
                required: needed, target: target.versions, raised: scope.raised, excluded: scope.unavailable.union(notBuilt))
            guard !remaining.isEmpty else { return }
            let wrapper = wrapperSettings.compatWrapper
            let requirement = remaining.map { "\($0.platform.rawValue) \($0.required)" }.joined(separator: ", ")
            let targetText = remaining.map { "\($0.platform.rawValue) \($0.target)" }.joined(separator: ", ")
            // Only a wrapper the project has (configured or discovered) can be named in a fix: the seed's
            // default would not compile elsewhere. Safe when the wrapper lists this modifier.
            let hasWrapper = wrapperSettings.isEstablished("compatWrapper")
            let fix = hasWrapper
                ? Fix(
                    message: "Wrap in .\(wrapper.name)(.\(name)(…))",
                    edits: [
                        TextEdit(start: nameStart, end: nameStart, newText: "\(wrapper.name)(."),
                        TextEdit(start: callEnd, end: callEnd, newText: ")"),
                    ],
                    safety: wrapper.supports.contains(name) ? .safe : .unsafe)
                : nil
            // The advice leads with what the project has: its wrapper when it wraps this modifier, else `#available`.
            let wrapped = ".\(wrapper.name)(.\(name)(…))"
            // Inside `if #available(iOS 26, macOS 15, *)`, a macOS shortfall is that check's version: raise it.
            let low = remaining.compactMap { shortfall in scope.raised[shortfall.platform].map { (shortfall, $0) } }
            var guarded = low.count == remaining.count
                ? "raise the enclosing check's " + low.map { "\($0.0.platform.rawValue) \($0.1) to \($0.0.required)" }.joined(separator: ", ")
                : "guard it with if #available(\(requirement), *)"
            if oldFormFits {
                let older = remaining.compactMap { shortfall in Self.oneParameterOnChange?[shortfall.platform].map { "\(shortfall.platform.rawValue) \($0)" } }
                    .joined(separator: ", ")
                guarded += ", or use the one-parameter closure onChange(of:) { newValue in … } (\(older)) if the old value is not needed"
            }
            // A helper of the project's own that applies this modifier behind its check (`.customOnChange(…)`).
            let helper = wrapperSettings.projectWrappers.first { wrapper in
                (wrapper.kind == .helper || wrapper.kind == .viewModifier) && wrapper.modifiers.contains { $0 == name || $0.hasPrefix(name + "(") }
                    && !enclosing.contains(wrapper.name)
            }
            let advice: String
            if let helper, !(hasWrapper && wrapper.supports.contains(name)) {
                advice = "use the project's \(helper.spelling) (\(helper.origin):\(helper.line)), which guards it, or \(guarded)"
            } else if !hasWrapper {
                // The seed's wrapper is no advice to a project that lacks it (and the default wraps three modifiers).
                advice = guarded
            } else if wrapper.supports.contains(name) {
                advice = "wrap it in \(wrapped) or \(guarded)"
            } else {
                advice = "\(guarded), or add \(name) to .\(wrapper.name) and wrap it: \(wrapped)"
            }
            context.report(
                Self.id, from: nameStart, to: nameEnd,
                message: "\(subject) requires \(requirement) but the deployment target is \(targetText) (\(target.originPhrase)); \(advice)",
                fix: fix,
                suggestions: helper.map { [$0.spelling] } ?? (hasWrapper ? [wrapped] : []),
                // A target nothing declares is a guess: what rests on it warns, and fails no CI run.
                atMost: target.isAssumed ? .warning : .error)
        }
    }

    /// Where `onChange(of:perform:)`, whose action takes the new value alone, came in: the table's
    /// `onChange` entry with no qualifier.
    static let oneParameterOnChange = table["onChange"]?.first { $0.labels == nil && $0.closureParameters == nil }?.availability

    /// SwiftUIBackports' `view.backport.task { }`, and the project's own proxy properties.
    static func isProxy(_ property: String, in wrappers: [ProjectWrapper]) -> Bool {
        property == "backport" || wrappers.contains { $0.kind == .proxy && $0.name == property }
    }

    /// The type the call's receiver is built as, `PagingList` in `PagingList(items).onNewPage { … }.refreshable { … }`,
    /// where no SwiftUI modifier (one of the table's, or a common one) comes between: such a chain is still a
    /// `PagingList`, and its own methods are what Swift calls. nil for any other receiver.
    static func receiverConstruction(of call: FunctionCallExprSyntax) -> String? {
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let inner = base?.as(FunctionCallExprSyntax.self) {
            if let type = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return type.startsUppercase ? type : nil
            }
            guard let step = inner.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            let name = step.declName.baseName.text
            if table[name] != nil || Entry.viewModifiers.contains(name) { return nil }
            base = step.base
        }
        return nil
    }

    struct Shortfall {
        let platform: Platform
        let required: Version
        let target: Version
    }

    static func shortfalls(
        required: [Platform: Version], target: [Platform: Version], raised: [Platform: Version], excluded: Set<Platform>
    ) -> [Shortfall] {
        target.keys.sorted().compactMap { platform in
            guard !excluded.contains(platform), let needed = required[platform], let minimum = target[platform] else { return nil }
            let effective = max(minimum, raised[platform] ?? minimum)
            return needed > effective ? Shortfall(platform: platform, required: needed, target: minimum) : nil
        }
    }

    /// The closure an `onChange`-style modifier runs: the trailing closure, or a closure argument.
    static func actionClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.reversed().lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    }

    /// Declared parameters, else the highest `$N` used in the closure itself (not in nested closures) plus one.
    static func parameterCount(of closure: ClosureExprSyntax) -> Int {
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names): return names.count
            case .parameterClause(let clause): return clause.parameters.count
            }
        }
        let finder = ShorthandParameterFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.highest + 1
    }

    private final class ShorthandParameterFinder: SyntaxVisitor {
        var highest = -1
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()) { highest = max(highest, index) }
            return .skipChildren
        }
    }
}

extension AvailabilityConditionSyntax {
    /// The platforms the check names with a version: `#available(iOS 16, macOS 13, *)` gives iOS 16 and macOS 13.
    var namedVersions: [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for argument in availabilityArguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
                let platform = Platform(spelling: restriction.platform.text),
                let text = restriction.version?.trimmedSource, let version = Version(text)
            {
                versions[platform] = version
            }
        }
        return versions
    }
}

/// What the code around a node guarantees about the OS: `if #available` / `guard #available`,
/// `@available` declarations and `#unavailable` else-branches raise the minimum versions;
/// a call to the compatibility wrapper (or a discovered closure helper such as `.modify { }`) makes the question moot.
/// `#if os(...)` guarantees no version, but code it leaves out for a platform is not built for that platform.
/// A value without syntax nodes, so a deferring lint can keep it until the wrapper names are known.
struct AvailabilityScope: Sendable {
    private(set) var raised: [Platform: Version] = [:]
    /// Platforms the code is declared unavailable on, or not compiled for (`#if os(iOS)` leaves out macOS).
    private(set) var unavailable: Set<Platform> = []
    /// The names of the calls the node is an argument or closure of.
    private(set) var enclosingCalls: [String] = []

    /// Whether one of the enclosing calls is a wrapper or helper that guards its contents.
    func isWrapped(by wrapperNames: Set<String>) -> Bool { enclosingCalls.contains(where: wrapperNames.contains) }

    /// Whether `apply` can add anything for this ancestor: told by kind, without a cast.
    fileprivate static func mayAdd(ancestor node: Syntax, child: Syntax) -> Bool {
        switch node.kind {
        case .functionCallExpr: return node.cast(FunctionCallExprSyntax.self).calledExpression.id != child.id
        case .ifExpr, .codeBlockItemList, .ifConfigClause: return true
        default: return node.is(DeclSyntax.self)
        }
    }

    /// What `node` (reached from its child `child`) adds to the scope of everything below it.
    fileprivate mutating func apply(ancestor node: Syntax, child: Syntax, source: SourceText, guards: GuardStatements) {
        switch node.kind {
        case .functionCallExpr:
            let call = node.cast(FunctionCallExprSyntax.self)
            if call.calledExpression.id != child.id, let callee = Callee(call.calledExpression) { enclosingCalls.append(callee.name) }
        case .ifExpr:
            let ifExpression = node.cast(IfExprSyntax.self)
            if ifExpression.body.id == child.id {
                apply(ifExpression.conditions, keyword: .poundAvailable)
            } else if ifExpression.elseBody?.id == child.id {
                apply(ifExpression.conditions, keyword: .poundUnavailable)
            }
        case .codeBlockItemList:
            // `guard #available(...) else { return }` covers the statements after it.
            for (offset, conditions) in guards.guards(in: node.cast(CodeBlockItemListSyntax.self)) where offset < child.position.utf8Offset {
                apply(conditions, keyword: .poundAvailable)
            }
        case .ifConfigClause:
            unavailable.formUnion(CompilationCondition.all.subtracting(CompilationCondition.platforms(compiling: node.cast(IfConfigClauseSyntax.self))))
        default:
            // The kind check first: a protocol cast is a dynamic cast, and most ancestors are no declaration.
            if node.is(DeclSyntax.self), let declaration = node.asProtocol(WithAttributesSyntax.self) {
                applyAttributes(declaration.attributes, source: source)
            }
        }
    }

    private mutating func raise(_ platform: Platform, to version: Version) {
        raised[platform] = max(raised[platform] ?? version, version)
    }

    /// visionOS inherits iOS availability where a check or attribute does not name visionOS: iOS 17
    /// and 18 are visionOS 1 and 2, iOS 26 is visionOS 26, and anything older is visionOS 1.
    private mutating func inheritVisionOS(from named: [Platform: Version]) {
        guard named[.visionOS] == nil, let iOS = named[.iOS] else { return }
        let major = iOS.components[0]
        let mapped = major >= 26 ? iOS : major >= 17 ? Version([major - 16] + iOS.components.dropFirst()) : Version([1])
        raise(.visionOS, to: mapped)
    }

    private mutating func apply(_ conditions: ConditionElementListSyntax, keyword: TokenKind) {
        for element in conditions {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                availability.availabilityKeyword.tokenKind == keyword
            else { continue }
            let named = availability.namedVersions
            for (platform, version) in named { raise(platform, to: version) }
            inheritVisionOS(from: named)
        }
    }

    private mutating func applyAttributes(_ attributes: AttributeListSyntax, source: SourceText) {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedText(in: source) == "available",
                case .availability(let arguments) = attribute.arguments
            else { continue }
            // Either `@available(iOS 16, macOS 13, *)` or `@available(iOS, introduced: 16)` / `@available(iOS, unavailable)`.
            var named: Platform?
            var versions: [Platform: Version] = [:]
            defer { inheritVisionOS(from: versions) }
            for argument in arguments {
                switch argument.argument {
                case .availabilityVersionRestriction(let restriction):
                    guard let platform = Platform(spelling: restriction.platform.text) else { continue }
                    if let text = restriction.version?.trimmedSource, let version = Version(text) {
                        raise(platform, to: version)
                        versions[platform] = version
                    } else {
                        named = platform
                    }
                case .token(let token):
                    if let platform = Platform(spelling: token.text) {
                        named = platform
                    } else if token.text == "unavailable", let named {
                        unavailable.insert(named)
                    }
                case .availabilityLabeledArgument(let labeled):
                    if labeled.label.text == "introduced", let named, case .version(let tuple) = labeled.value,
                        let version = Version(tuple.trimmedSource)
                    {
                        raise(named, to: version)
                        versions[named] = version
                    }
                }
            }
        }
    }
}

/// The availability scope of every node asked about, and of its ancestors, once per lint: modifier
/// calls share most of their ancestors (a view's body, its stacks), which were walked again for each.
/// Nodes that add nothing share their parent's scope, kept once: most ancestors are of that kind.
/// Nodes of one tree only: a node's scope is found by its index in the tree, not hashed.
final class AvailabilityScopes {
    private var scopes = [AvailabilityScope()]
    /// Per node (by `indexInTree`), its scope's index in `scopes`; -1 where not asked yet.
    private var scopeIndexByNode: [Int32] = []

    private func known(_ node: Syntax) -> Int? {
        let index = Int(node.id.indexInTree.toOpaque())
        guard index < scopeIndexByNode.count, scopeIndexByNode[index] >= 0 else { return nil }
        return Int(scopeIndexByNode[index])
    }

    private func remember(_ node: Syntax, _ scope: Int) {
        let index = Int(node.id.indexInTree.toOpaque())
        if index >= scopeIndexByNode.count {
            scopeIndexByNode.append(contentsOf: repeatElement(-1, count: max(index + 1, 2 * scopeIndexByNode.count) - scopeIndexByNode.count))
        }
        scopeIndexByNode[index] = Int32(scope)
    }

    /// What the ancestors of `node` guarantee.
    func scope(of node: Syntax, source: SourceText, guards: GuardStatements) -> AvailabilityScope {
        var unknown: [Syntax] = []
        var current = node
        var index = 0
        while true {
            if let known = known(current) {
                index = known
                break
            }
            unknown.append(current)
            guard let parent = current.parent else { break }
            current = parent
        }
        // From the outermost down: a node's scope is its parent's plus what the parent adds.
        for child in unknown.reversed() {
            if let parent = child.parent, AvailabilityScope.mayAdd(ancestor: parent, child: child) {
                var scope = scopes[index]
                scope.apply(ancestor: parent, child: child, source: source, guards: guards)
                scopes.append(scope)
                index = scopes.count - 1
            }
            remember(child, index)
        }
        return scopes[index]
    }
}

/// The `guard` statements of statement lists, by list, found once per lint: a list can hold hundreds
/// of statements (a file's top level), and every modifier call below it asked again.
final class GuardStatements {
    private var byList: [SyntaxIdentifier: [(offset: Int, conditions: ConditionElementListSyntax)]] = [:]
    /// Only a `guard #available` raises a scope: a file without the text has no list worth reading.
    private let mayGuardAvailability: Bool
    private static let availabilityMarker: ByteSearch.Needle = "#available"

    init(source: SourceText? = nil) {
        mayGuardAvailability = source.map { ByteSearch.contains($0.bytes, Self.availabilityMarker) } ?? true
    }

    func guards(in list: CodeBlockItemListSyntax) -> [(offset: Int, conditions: ConditionElementListSyntax)] {
        guard mayGuardAvailability else { return [] }
        if let known = byList[list.id] { return known }
        var found: [(offset: Int, conditions: ConditionElementListSyntax)] = []
        for item in list {
            if let guardStatement = item.item.as(GuardStmtSyntax.self) { found.append((item.position.utf8Offset, guardStatement.conditions)) }
        }
        byList[list.id] = found
        return found
    }
}

/// Which platforms a `#if` clause is compiled for, from `os(...)`, `canImport(UIKit)` / `canImport(AppKit)`,
/// `!`, `&&`, `||` and the clauses before it. Anything else (`DEBUG`, `swift(>=5.9)`) may be true anywhere.
enum CompilationCondition {
    static let all = Set(Platform.allCases)

    /// Platforms where a condition may be true (`upper`) and where it is surely true (`lower`).
    struct Bounds {
        var upper: Set<Platform>
        var lower: Set<Platform>
        static let unknown = Bounds(upper: CompilationCondition.all, lower: [])
        static func exactly(_ platforms: Set<Platform>) -> Bounds { Bounds(upper: platforms, lower: platforms) }
    }

    /// `#if os(iOS)` -> iOS; `#else` after it -> everything but iOS; `#elseif DEBUG` after it -> everything but iOS.
    static func platforms(compiling clause: IfConfigClauseSyntax) -> Set<Platform> {
        var result = clause.condition.map { bounds(of: $0).upper } ?? all
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return result }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            // This clause is compiled only where every earlier condition is false.
            if let condition = earlier.condition { result.subtract(bounds(of: condition).lower) }
        }
        return result
    }

    static func bounds(of expression: ExprSyntax) -> Bounds {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .exactly(literal.literal.tokenKind == .keyword(.true) ? all : [])
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return bounds(of: only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            let inner = bounds(of: prefix.expression)
            return Bounds(upper: all.subtracting(inner.lower), lower: all.subtracting(inner.upper))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return bounds(of: Array(sequence.elements)) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return bounds(of: [infix.leftOperand, infix.operator, infix.rightOperand])
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return .unknown }
        switch (function, argument) {
        case ("os", _):
            // Only Apple platforms are checked; `os(Linux)` is none of them.
            let spellings: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "OSX": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS, "xrOS": .visionOS]
            return .exactly(spellings[argument].map { [$0] } ?? [])
        case ("canImport", "UIKit"): return .exactly([.iOS, .tvOS, .watchOS, .visionOS])
        case ("canImport", "AppKit"): return .exactly([.macOS])
        // Mac Catalyst builds for iOS, and not every iOS build is Catalyst.
        case ("targetEnvironment", "macCatalyst"): return Bounds(upper: [.iOS], lower: [])
        default: return .unknown
        }
    }

    /// `a && b || c`: && binds tighter than ||; any other operator makes the whole condition unknown.
    private static func bounds(of elements: [ExprSyntax]) -> Bounds {
        var alternatives: [Bounds] = []
        var current: Bounds?
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "&&" || op == "||" else { return .unknown }
                if op == "||", let finished = current {
                    alternatives.append(finished)
                    current = nil
                }
                continue
            }
            let operand = bounds(of: element)
            current = current.map { Bounds(upper: $0.upper.intersection(operand.upper), lower: $0.lower.intersection(operand.lower)) } ?? operand
        }
        guard elements.count % 2 == 1, let last = current else { return .unknown }
        alternatives.append(last)
        return alternatives.dropFirst().reduce(alternatives[0]) {
            Bounds(upper: $0.upper.union($1.upper), lower: $0.lower.union($1.lower))
        }
    }
}
