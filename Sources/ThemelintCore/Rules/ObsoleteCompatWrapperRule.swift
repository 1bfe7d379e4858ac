import SwiftSyntax

/// Flags compatibility code the deployment target has made unnecessary, like Android Lint's
/// ObsoleteSdkInt: `.compatibleCall(.listRowSeparator(.hidden))` when every targeted OS already has
/// `listRowSeparator`, and `if #available(iOS 14, *)` / `guard #available(iOS 14, *)` checks that the
/// target always satisfies.
///
/// The fix unwraps the call to `.listRowSeparator(.hidden)`, replaces an always-true `if` with its
/// body (re-indented) and removes an always-true `guard`. Wrappers add indirection and dead fallback
/// branches that nobody tests any more.
struct ObsoleteCompatWrapperRule: SyntaxRule {
    static let id = "obsolete-compat-wrapper"

    var callNames: Set<String>? { nil }
    var inspectsConditionals: Bool { true }

    func visitCall(_ call: FunctionCallExprSyntax, callee: Callee, context: LintContext) {
        // `.wrapper(.modifier(…))` with a modifier from the table, before the wrapper's name is read.
        guard callee.isModifierCall(call), call.arguments.count == 1, call.trailingClosure == nil,
            let inner = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let member = inner.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            let entries = MissingCompatWrapperRule.table[member.declName.baseName.text]
        else { return }
        let name = member.declName.baseName.text
        var required: [Platform: Version] = [:]
        let shape = MissingCompatWrapperRule.CallShape(inner)
        for entry in entries where entry.applies(to: inner, shape: shape) {
            for (platform, version) in entry.availability { required[platform] = max(required[platform] ?? version, version) }
        }
        // A target inferred from the code is a guess to warn by, not to delete wrappers by.
        let target = context.settings.deploymentTarget.ignoringInference
        guard required.keys.contains(where: { target.versions[$0] != nil }),
            MissingCompatWrapperRule.shortfalls(required: required, target: target.versions, raised: [:], excluded: []).isEmpty
        else { return }
        let replacement = String(inner.trimmedSource.dropFirst())
        let since = target.versions.keys.sorted().compactMap { platform in required[platform].map { "\(platform.rawValue) \($0)" } }
        let safe = inner.arguments.allSatisfy { Self.isLiteral($0.expression) } && inner.trailingClosure == nil
        let (calledName, start, end) = (callee.name, callee.nameToken.startOffset, call.endOffset)
        // Whether this is the wrapper at all is known once the settings are final.
        context.whenSettled { context in
            let wrapper = context.wrapperSettings.compatWrapper
            guard calledName == wrapper.name else { return }
            context.report(
                Self.id, from: start, to: end,
                message: "\(wrapper.name) is not needed for \(name): it is available from \(since.joined(separator: ", ")) and the deployment target is \(target) (\(target.originPhrase)); call .\(replacement) directly",
                fix: Fix(message: "Unwrap to .\(replacement)",
                         edits: [TextEdit(start: start, end: end, newText: replacement)],
                         safety: safe ? .safe : .unsafe),
                suggestions: [".\(replacement)"])
        }
    }

    /// `.hidden`, `true`, `8`, `"x"`: arguments whose meaning does not depend on the wrapper's parameter types.
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        return expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
    }

    /// The `#available` condition when it is the only condition and the deployment target always satisfies it.
    static func obsoleteCondition(_ conditions: ConditionElementListSyntax, target: DeploymentTarget) -> (AvailabilityConditionSyntax, String)? {
        guard conditions.count == 1, let availability = conditions.first?.condition.as(AvailabilityConditionSyntax.self),
            isAlwaysTrue(availability, target: target)
        else { return nil }
        return (availability, availability.trimmedSource)
    }

    /// The message for a check the target always passes, with what to do about it.
    static func alwaysTrue(_ check: String, _ target: DeploymentTarget, _ advice: String) -> String {
        "\(check) is always true: the deployment target is \(target) (\(target.originPhrase)); \(advice)"
    }

    /// Whether `#available(…)` holds on every version the target builds for.
    static func isAlwaysTrue(_ availability: AvailabilityConditionSyntax, target: DeploymentTarget) -> Bool {
        // "Always true" against a guessed target (nothing declared one) would be noise.
        guard availability.availabilityKeyword.tokenKind == .poundAvailable, !target.isAssumed else { return false }
        var namedTargeted = false
        for argument in availability.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                let platform = Platform(spelling: restriction.platform.text)
            else { continue }
            guard let minimum = target.versions[platform] else {
                // SwiftPM still builds for platforms Package.swift does not list (at their oldest
                // versions), so a check that names one still matters there.
                if target.origin == "Package.swift" { return false }
                continue
            }
            guard let text = restriction.version?.trimmedSource, let version = Version(text), version <= minimum else { return false }
            namedTargeted = true
        }
        return namedTargeted
    }

    /// `if isEnabled, #available(iOS 26, *) { … }`: an always-true check among other conditions goes, with its
    /// comma, and the other conditions (and any else-branch) stay as they are.
    static func reportClauses(of conditions: ConditionElementListSyntax, in keyword: String, context: LintContext) -> Bool {
        guard conditions.count > 1 else { return false }
        let target = context.settings.deploymentTarget
        let elements = Array(conditions)
        for (index, element) in elements.enumerated() {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self), isAlwaysTrue(availability, target: target) else { continue }
            let (start, end) = index + 1 < elements.count
                ? (element.startOffset, elements[index + 1].startOffset)
                : (elements[index - 1].trailingComma?.startOffset ?? element.startOffset, element.endOffset)
            context.report(
                Self.id, node: availability,
                message: alwaysTrue(availability.trimmedSource, target, "remove it from the \(keyword)'s conditions"),
                fix: Fix(message: "Remove the check from the conditions", edits: [TextEdit(start: start, end: end, newText: "")], safety: .safe),
                suggestions: [])
        }
        return true
    }

    func visitIf(_ node: IfExprSyntax, context: LintContext) {
        if Self.reportClauses(of: node.conditions, in: "if", context: context) { return }
        let target = context.settings.deploymentTarget
        guard let (condition, text) = Self.obsoleteCondition(node.conditions, target: target) else { return }
        let message = Self.alwaysTrue(text, target, "remove the check")
        // Only a statement-level `if` whose else-branch is a plain block is unwrapped automatically.
        let isStatement = node.parent?.is(ExpressionStmtSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true
        let elseIsBlock = node.elseBody.map { if case .codeBlock = $0 { return true } else { return false } } ?? true
        guard isStatement, elseIsBlock else {
            context.report(Self.id, node: condition, message: message)
            return
        }
        let replacement = Self.dedentedBody(node.body.statements, relativeTo: node, source: context.source)
        // `if #available(iOS 14, *) { return UIColor(self) }` then the fallback: once the check is gone,
        // the statements after it can never run, so they go too (unsafe: their comments go with them).
        let rest = node.elseBody == nil && Self.exits(node.body.statements) ? Self.statements(after: node) : nil
        let end = rest?.last?.endOffset ?? node.endOffset
        context.report(
            Self.id, node: condition, message: message,
            fix: Fix(message: rest == nil ? "Replace the check with its body" : "Replace the check with its body and remove the fallback after it",
                     edits: [TextEdit(start: node.startOffset, end: end, newText: replacement)], safety: rest == nil ? .safe : .unsafe),
            suggestions: [])
    }

    /// Whether a block always leaves its scope: it ends in `return` or `throw`.
    static func exits(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let last = statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
            || last.as(ExpressionStmtSyntax.self).map { $0.expression.is(ReturnStmtSyntax.self) } == true
    }

    /// The statements that follow the statement-level `if` in its block, if any.
    static func statements(after node: IfExprSyntax) -> [CodeBlockItemSyntax]? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self) ?? node.parent?.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), let index = list.index(of: item)
        else { return nil }
        let following = Array(list[list.index(after: index)...])
        return following.isEmpty ? nil : following
    }

    func visitGuard(_ node: GuardStmtSyntax, context: LintContext) {
        if Self.reportClauses(of: node.conditions, in: "guard", context: context) { return }
        let target = context.settings.deploymentTarget
        guard let (condition, text) = Self.obsoleteCondition(node.conditions, target: target) else { return }
        let source = context.source
        var start = node.startOffset
        var end = node.endOffset
        let firstLine = source.lineIndex(ofOffset: start)
        let lastLine = source.lineIndex(ofOffset: end)
        let lineStart = source.lineStarts[firstLine]
        if source.bytes[lineStart..<start].allSatisfy({ $0 == 0x20 || $0 == 0x09 }), source.lineContentEnd(lastLine) == end {
            start = lineStart
            end = lastLine + 1 < source.lineCount ? source.lineStarts[lastLine + 1] : source.bytes.count
        }
        context.report(
            Self.id, node: condition,
            message: Self.alwaysTrue(text, target, "remove the guard"),
            fix: Fix(message: "Remove the guard", edits: [TextEdit(start: start, end: end, newText: "")], safety: .safe),
            suggestions: [])
    }

    /// The body's statements, with the extra indentation of the block removed.
    static func dedentedBody(_ statements: CodeBlockItemListSyntax, relativeTo node: IfExprSyntax, source: SourceText) -> String {
        guard let first = statements.first, let last = statements.last else { return "" }
        let text = source.slice(first.startOffset, last.endOffset)
        func indentation(ofOffset offset: Int) -> Int {
            let lineStart = source.lineStarts[source.lineIndex(ofOffset: offset)]
            return source.bytes[lineStart..<offset].prefix { $0 == 0x20 || $0 == 0x09 }.count
        }
        let extra = max(0, indentation(ofOffset: first.startOffset) - indentation(ofOffset: node.startOffset))
        guard extra > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            let removable = line.prefix { $0 == " " || $0 == "\t" }.count
            return String(line.dropFirst(min(extra, removable)))
        }.joined(separator: "\n")
    }
}
