// Counts how often the project already writes each accessor (`Color.Branding.primary`,
// `ColorAsset.fontColor`, `.bgVibrantDefault`, `Color("brand")`, `preferredColor(.tintColor)`), so
// that when two tokens share a value the suggestion is the one the project uses most.

import SwiftSyntax

enum UsageCounter {
    static let moduleTypeNames: Set<String> = ["ModuledView", "ObservableModule"]

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        let visitor = Visitor(source: file.source)
        visitor.walk(file.tree)
        facts.usage.merge(visitor.counts, uniquingKeysWith: +)
    }

    /// The keys a token's uses are counted under.
    static func keys(for token: ColorToken) -> [String] {
        var keys: [String] = []
        if token.environmentKey != nil, let last = token.accessor.split(separator: ".").last { keys.append("." + last) }
        else if token.accessor.hasPrefix("Color.preferredColor(") { keys.append(String(token.accessor.dropFirst("Color.".count))) }
        else { keys.append(token.accessor) }
        if let modifier = token.modifierAccessor { keys.append(modifier) }
        return keys
    }

    private final class Visitor: SyntaxVisitor {
        var counts: [String: Int] = [:]
        let source: SourceText

        init(source: SourceText) {
            self.source = source
            super.init(viewMode: .sourceAccurate)
        }

        /// `ModuledView(module) { … }` and `ObservableModule<[Product]>` name the seed's module types.
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if UsageCounter.moduleTypeNames.contains(name) { counts[name, default: 0] += 1 }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if UsageCounter.moduleTypeNames.contains(name) { counts[name, default: 0] += 1 }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            counts["." + node.declName.baseName.text, default: 0] += 1
            // Chains of 100 bytes or more are never counted, so their text is never built (decoding
            // can only lengthen it).
            if node.base != nil, node.parent?.as(MemberAccessExprSyntax.self) == nil, node.endOffset - node.startOffset < 100 {
                let text = node.trimmedText(in: source)
                if text.utf8.count < 100 { counts[text, default: 0] += 1 }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = Callee(node.calledExpression), callee.name == "Color" || callee.name == "preferredColor",
                node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil
            else { return .visitChildren }
            counts["\(callee.name)(\(argument.expression.trimmedText(in: source)))", default: 0] += 1
            return .visitChildren
        }
    }
}
