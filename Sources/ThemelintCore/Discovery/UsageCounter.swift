// Counts how often the project already writes each accessor (`Color.Branding.primary`,
// `ColorAsset.fontColor`, `.bgVibrantDefault`, `Color("brand")`, `preferredColor(.tintColor)`), so
// that when two tokens share a value the suggestion is the one the project uses most.

@_spi(RawSyntax) import SwiftSyntax

enum UsageCounter {
    /// The seed's module types, as bytes for the walk (every identifier is compared) and as names.
    static let moduleTypes: [SyntaxText] = ["ModuledView", "ObservableModule"]
    static let moduleTypeNames = Set(moduleTypes.map { String(syntaxText: $0) })

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        let visitor = Visitor(source: file.source)
        file.source.bytes.withUnsafeBufferPointer { bytes in
            visitor.sourceBytes = bytes.baseAddress
            visitor.walk(file.tree)
            visitor.finish()
        }
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
        /// Member names and chains counted by their bytes (in the tree, in the source) and made into
        /// strings once per distinct text in `finish`: a file repeats the same few names thousands of times.
        private var memberNames: [SyntaxText: Int] = [:]
        private var chains: [SyntaxText: Int] = [:]
        /// The source's bytes, alive for the walk and `finish`.
        var sourceBytes: UnsafePointer<UInt8>?
        let source: SourceText

        init(source: SourceText) {
            self.source = source
            super.init(viewMode: .sourceAccurate)
        }

        /// `ModuledView(module) { … }` and `ObservableModule<[Product]>` name the seed's module types.
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            countModuleType(node.baseName)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            countModuleType(node.name)
            return .visitChildren
        }

        /// Compared as bytes: every identifier in the file passes here, and few are module types.
        private func countModuleType(_ token: TokenSyntax) {
            let text = token.rawText
            guard UsageCounter.moduleTypes.contains(text) else { return }
            counts[String(syntaxText: text), default: 0] += 1
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            memberNames[node.declName.baseName.rawText, default: 0] += 1
            // Chains of 100 bytes or more are never counted, so their text is never built (decoding
            // can only lengthen it).
            if node.base != nil, node.parent?.as(MemberAccessExprSyntax.self) == nil, node.endOffset - node.startOffset < 100 {
                if let sourceBytes, node.firstToken(viewMode: .all)?.presence == .present, node.lastToken(viewMode: .all)?.presence == .present {
                    chains[SyntaxText(baseAddress: sourceBytes + node.startOffset, count: node.endOffset - node.startOffset), default: 0] += 1
                } else {
                    let text = node.trimmedText(in: source)
                    if text.utf8.count < 100 { counts[text, default: 0] += 1 }
                }
            }
            return .visitChildren
        }

        /// Adds the byte-keyed counts to `counts` under the strings `trimmedText` and `"." + name` give.
        func finish() {
            for (name, count) in memberNames { counts["." + String(syntaxText: name), default: 0] += count }
            for (chain, count) in chains {
                let text = String(syntaxText: chain)
                if text.utf8.count < 100 { counts[text, default: 0] += count }
            }
            memberNames = [:]
            chains = [:]
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
                let callee = Callee(node.calledExpression), callee.name == "Color" || callee.name == "preferredColor"
            else { return .visitChildren }
            counts["\(callee.name)(\(argument.expression.trimmedText(in: source)))", default: 0] += 1
            return .visitChildren
        }
    }
}
