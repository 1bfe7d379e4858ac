// What hardcoded-padding and hardcoded-spacing share: finding the literal numbers in a
// dimension argument and turning each into a diagnostic with the scale's step.

import SwiftSyntax

enum DimensionLiterals {
    /// Conversions that only change a literal's type: `CGFloat(16)` hardcodes 16 as much as `16` does.
    static let numericConversions: Set<String> = ["CGFloat", "Double", "Float"]

    /// The literal numbers an argument hardcodes: the literal itself, a conversion of it (the whole
    /// `CGFloat(16)`, which a token replaces), both branches of `c ? 8 : 16`, or the bound in
    /// `max(safeAreaInsets.bottom, 20)`.
    static func literals(in expression: ExprSyntax) -> [(ExprSyntax, Double)] {
        if let value = NumberLiteral.plainValue(expression) { return [(expression, value)] }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 2,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "max" || name == "min",
            call.arguments.allSatisfy({ $0.label == nil })
        {
            return call.arguments.flatMap { argument in NumberLiteral.plainValue(argument.expression).map { [(argument.expression, $0)] } ?? [] }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil,
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, numericConversions.contains(type)
        {
            if let value = NumberLiteral.plainValue(only.expression) { return [(expression, value)] }
            return literals(in: only.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return literals(in: only.expression)
        }
        // `compact ? 16 : 8`, `sizeClass == .compact ? 16 : 8`, `a ? 4 : b ? 8 : 16`: every branch.
        if let choices = expression.ternaryChoices {
            return choices.thens.flatMap(literals(in:)) + (choices.last.map(literals(in:)) ?? [])
        }
        return []
    }

    /// Reports every non-zero literal in `expression` against the `kind` scale.
    /// `call` is the modifier or stack the expression is passed to, when the project may overload it for its scale.
    /// `edges`: the edges a padding applies to, when the call says (`.padding(.vertical, 20)`: top and bottom).
    static func check(
        _ expression: ExprSyntax, kind: DimensionKind, rule: String, context: LintContext, passedTo call: String? = nil, edges: Set<String>? = nil
    ) {
        let found = literals(in: expression).compactMap { literal, value in value != 0 ? (literal.startOffset, literal.endOffset, value) : nil }
        guard !found.isEmpty else { return }
        // `.medium` for the project's overload only where the literal is the whole argument: beside a ternary's
        // other number it would not type-check as the project's enum.
        let whole = found.count == 1 && found[0].0 == expression.startOffset && found[0].1 == expression.endOffset ? call : nil
        context.whenSettled { context in report(found, kind: kind, rule: rule, context: context, passedTo: whole, edges: edges) }
    }

    /// The edges an edge set names: `.vertical`, `[.top, .bottom]`, `.all`; nil when it is no literal set.
    static func edges(of expression: ExprSyntax) -> Set<String>? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var found: Set<String> = []
            for element in array.elements {
                guard let edges = edges(of: element.expression) else { return nil }
                found.formUnion(edges)
            }
            return found
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return edgeWords[member.declName.baseName.text]
    }

    static let allEdges: Set<String> = ["top", "bottom", "leading", "trailing"]
    static let edgeWords: [String: Set<String>] = [
        "all": allEdges, "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"], "top": ["top"], "bottom": ["bottom"],
        "leading": ["leading"], "trailing": ["trailing"], "left": ["leading"], "right": ["trailing"],
    ]

    /// `horizontalPadding` passed to `.padding(.vertical, …)`: a constant named for edges the call does not pad.
    static func namesOtherEdges(_ name: String, than edges: Set<String>?) -> Bool {
        guard let edges else { return false }
        let named = namedEdges(name)
        return !named.isEmpty && named != allEdges && !edges.isSubset(of: named)
    }

    /// The edges a constant's name says it is for: `horizontalPadding` leading and trailing, `cardPadding` none.
    static func namedEdges(_ name: String) -> Set<String> {
        FilePaths.words(of: name).reduce(into: Set<String>()) { $0.formUnion(edgeWords[$1] ?? []) }
    }

    /// One point (or less) is a hairline or an optical nudge (`.padding(.top, 1)`), not a choice from a scale.
    static let hairline = 1.0

    private static func report(
        _ found: [(start: Int, end: Int, value: Double)], kind: DimensionKind, rule: String, context: LintContext, passedTo call: String?,
        edges: Set<String>?
    ) {
        let scale = context.scale(kind)
        // The built-in scale is the seed UI package's: a project without it could not compile its
        // accessor, so there the finding names no step and no accessor, and says where a scale comes from.
        let ownScale = context.hasOwnScale(kind)
        for (start, end, value) in found {
            let magnitude = abs(value)
            // A constant named for the edges padded comes before one named for others, and the narrower name first
            // (`topPadding` before `verticalPadding` in `.padding(.top, 12)`); one named for no edge keeps its place ahead.
            let exact = scale.exactSteps(for: magnitude)
            let otherEdged = exact.map { namesOtherEdges($0.name, than: edges) }
            let fitting = zip(exact, otherEdged).filter { !$0.1 }.map(\.0).enumerated()
                .sorted { (namedEdges($0.element.name).count, $0.offset) < (namedEdges($1.element.name).count, $1.offset) }.map(\.element)
            let sameValue = fitting + zip(exact, otherEdged).filter(\.1).map(\.0)
            let step = sameValue.first
            if magnitude <= hairline && step == nil { continue }
            let shown = formatNumber(value)
            // With nothing to replace the literal with, the finding is advice to adopt a scale: information
            // only, so a plain app's every `.padding(16)` does not read as a warning.
            guard ownScale else {
                // A project with a padding scale and no spacing one often spaces its stacks with the padding steps
                // (`VStack(spacing: Constants.Padding.M)`): the step of this value is offered, not applied.
                let padding = kind == .spacing && value > 0 && context.hasOwnScale(.padding) ? context.scale(.padding) : nil
                if let padding, let step = padding.exactSteps(for: magnitude).first {
                    let replacement = padding.accessor(for: step)
                    context.report(
                        rule, from: start, to: end,
                        message: "Hardcoded spacing \(shown); this project has no spacing scale, but its padding step \(step.name) has this value: \(replacement)",
                        suggestions: [replacement], alternatives: [Fix.replacing(start, end, with: replacement, message: "Replace \(shown) with \(replacement)", safety: .unsafe)],
                        value: .number(value), atMost: .info)
                    continue
                }
                context.report(
                    rule, from: start, to: end,
                    message: "Hardcoded \(scale.kind) \(shown); this project has no \(scale.kind) scale to use instead: define one (a Sizeable enum, or CGFloat constants such as `static let small: CGFloat = 8`) or state it under tokens.\(scale.kind) in .themelint.json",
                    value: .number(value), atMost: .info)
                continue
            }
            let sign = value < 0 ? "-" : ""
            // `-.medium` is no enum case.
            let overload = value < 0 ? nil : call
            // A negative padding or spacing overlaps views on purpose (cancelling a parent's padding, stacked
            // cards): a layout trick, not a slip off the scale. Information, with the step it equals if any.
            let cap: Severity = value < 0 ? .info : .error
            if step != nil, fitting.isEmpty {
                // Only constants named for other edges: binding this padding to them would tie two edges the design
                // may set apart. Offered in the editor, never applied.
                let choices = sameValue.map { sign + scale.accessor(for: $0, passedTo: overload) }
                context.report(
                    rule, from: start, to: end,
                    message: "Hardcoded \(scale.kind) \(shown) has the value of \(sameValue.map(\.name).joined(separator: ", ")), named for other edges; use \(choices.count == 1 ? "it" : "one") if that is the intent, or name this one",
                    suggestions: choices,
                    alternatives: choices.map { Fix.replacing(start, end, with: $0, message: "Replace \(shown) with \($0)", safety: .unsafe) },
                    value: .number(value), atMost: cap)
            } else if let step {
                let replacement = sign + scale.accessor(for: step, passedTo: overload)
                // Several constants of the value (`paddingSmall` and `alertDialogEditTextMarginTop`): which one the
                // literal means is the author's call, so the fix is unsafe and the others are alternatives.
                let others = sameValue.dropFirst().map { sign + scale.accessor(for: $0, passedTo: overload) }
                let also = others.isEmpty ? "" : " (\(sameValue.dropFirst().map(\.name).joined(separator: ", ")) \(others.count == 1 ? "has" : "have") the same value)"
                context.report(
                    rule, from: start, to: end,
                    message: "Hardcoded \(scale.kind) \(shown); use the \(scale.kind) step \(step.name): \(replacement)\(also)",
                    fix: Fix.replacing(start, end, with: replacement, message: "Replace \(shown) with \(replacement)", safety: others.isEmpty ? .safe : .unsafe),
                    suggestions: [replacement] + others,
                    alternatives: others.map { Fix.replacing(start, end, with: $0, message: "Replace \(shown) with \($0)", safety: .unsafe) },
                    value: .number(value), atMost: cap)
            } else if scale.steps.count < 3 {
                // One or two constants (`Layout.cardPadding`) are values the project named, not a grid to snap to:
                // a literal off them is information, as it is in a project with no scale at all.
                let steps = scale.steps.map { "\($0.name) \(formatNumber($0.value))" }.joined(separator: ", ")
                context.report(
                    rule, from: start, to: end,
                    message: "Hardcoded \(scale.kind) \(shown) is not one of the project's \(scale.kind) constants (\(steps)); name it or use one",
                    value: .number(value), atMost: .info)
            } else if let largest = scale.steps.max(by: { $0.value < $1.value }), !(magnitude <= 2 * largest.value) {
                // `.padding(.bottom, -130)` is a layout offset, not a slip off the grid: naming the nearest step would mislead.
                context.report(
                    rule, from: start, to: end,
                    message: "Hardcoded \(scale.kind) \(shown) is far outside the \(scale.kind) scale (largest step \(largest.name): \(formatNumber(largest.value))); use a step or a named layout constant",
                    value: .number(value), atMost: cap)
            } else if let step = scale.nearestStep(to: magnitude) {
                let nearest = sign + scale.accessor(for: step, passedTo: overload)
                // 12 between 8 and 16 is as near one as the other: name both, the smaller first.
                let other = scale.steps.first { $0.value != step.value && $0.value != 0 && abs($0.value - magnitude) == abs(step.value - magnitude) }
                    .flatMap { scale.exactSteps(for: $0.value).first }
                let where_ = other.map { other in
                    "it lies halfway between \(step.name) (\(formatNumber(step.value))) and \(other.name) (\(formatNumber(other.value))): \(nearest) or \(sign + scale.accessor(for: other, passedTo: overload))"
                } ?? "the nearest step is \(step.name) (\(formatNumber(step.value))): \(nearest)"
                // Snapping to a step changes the layout: the author's choice in the editor, never `--fix`'s.
                let choices = [nearest] + (other.map { [sign + scale.accessor(for: $0, passedTo: overload)] } ?? [])
                context.report(
                    rule, from: start, to: end,
                    message: "Hardcoded \(scale.kind) \(shown) is not on the \(scale.kind) scale; \(where_)",
                    suggestions: choices,
                    alternatives: choices.map { Fix.replacing(start, end, with: $0, message: "Replace \(shown) with \($0)", safety: .unsafe) },
                    value: .number(value), atMost: cap)
            }
        }
    }
}
