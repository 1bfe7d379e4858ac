// Counts how often the project already writes each accessor (`Color.Branding.primary`,
// `ColorAsset.fontColor`, `.bgVibrantDefault`, `Color("brand")`, `preferredColor(.tintColor)`), so
// that when two tokens share a value the suggestion is the one the project uses most.

@_spi(RawSyntax) import SwiftSyntax

enum UsageCounter {
    /// The seed's module types, as bytes for the walk (every identifier is compared) and as names.
    static let moduleTypes: [SyntaxText] = ["ModuledView", "ObservableModule"]
    static let moduleTypeNames = Set(moduleTypes.map { String(syntaxText: $0) })

    /// Counts with a walk of its own (the server, and files the lint walk does not visit).
    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard counts(file.tree) else { return }
        facts.usage.merge(counting(in: file.source) { Visitor(tally: $0).walk(file.tree) }, uniquingKeysWith: +)
    }

    /// Whether a file's uses count: a test file's say how its tests are written, not which token the
    /// app uses, and walking the tests of a big package for them cost as much as linting its sources.
    static func counts(_ tree: SourceFileSyntax) -> Bool { !LintEngine.importsTestFramework(tree) }

    /// The counts of the nodes `body` hands to its tally (the lint walk hands it every node it
    /// visits, so a file that is linted is not walked a second time).
    static func counting(in source: SourceText, _ body: (Tally) -> Void) -> [String: Int] {
        source.bytes.withUnsafeBufferPointer { bytes in
            let tally = Tally(source: source, bytes: bytes.baseAddress)
            body(tally)
            return tally.finish()
        }
    }

    /// The keys a token's uses are counted under.
    static func keys(for token: ColorToken) -> [String] {
        var keys: [String] = []
        if token.environmentKey != nil, let last = token.accessor.split(separator: ".").last { keys.append("." + last) }
        else { keys.append(key(forAccessor: token.accessor)) }
        if let modifier = token.modifierAccessor { keys.append(modifier) }
        // `.App.purple` is `Color.App.purple` where a colour is expected, as `.brand` is `Color.brand`.
        if token.accessor.hasPrefix("Color."), keys.first == token.accessor, token.accessor.dropFirst("Color.".count).contains(".") {
            keys.append(String(token.accessor.dropFirst("Color".count)))
        }
        // `Color(Colors.raven)`, a UIKit token: the project may reach it as `Colors.raven.swiftUiColor`.
        if token.accessor.hasPrefix("Color("), token.accessor.hasSuffix(")") {
            let inner = token.accessor.dropFirst("Color(".count).dropLast()
            if inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { keys.append(String(inner)) }
        }
        return keys
    }

    /// `.foregroundColor(.textMuted)` uses `Color.textMuted` as much as spelling it out does: the member
    /// name counts both (and any other type's member of that name, which only a tie between tokens reads).
    static func key(forAccessor accessor: String) -> String {
        if accessor.hasPrefix("Color.preferredColor(") { return String(accessor.dropFirst("Color.".count)) }
        if accessor.hasPrefix("Color."), accessor.dropFirst("Color.".count).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return "." + accessor.dropFirst("Color.".count)
        }
        return accessor
    }

    /// The key under which `.name` written with no base (`.foregroundStyle(.serverGreen)`) is counted, apart
    /// from every member of that name (`baseColor.brandPrimary` is the project's own struct's).
    static func implicitMemberKey(_ name: String) -> String { "(implicit)." + name }

    /// What one file's walk has counted so far.
    final class Tally {
        private var counts: [String: Int] = [:]
        /// Member names and chains counted by their bytes (in the tree, in the source) and made into
        /// strings once per distinct text in `finish`: a file repeats the same few names thousands of times.
        private var memberNames: [SyntaxText: Int] = [:]
        private var implicitMembers: [SyntaxText: Int] = [:]
        private var chains: [SyntaxText: Int] = [:]
        private var bareNames: [SyntaxText: Int] = [:]
        private let source: SourceText
        /// The source's bytes, alive until `finish` (`counting`).
        private let sourceBytes: UnsafePointer<UInt8>?

        fileprivate init(source: SourceText, bytes: UnsafePointer<UInt8>?) {
            self.source = source
            self.sourceBytes = bytes
        }

        /// `ModuledView(module) { … }` and `ObservableModule<[Product]>` name the seed's module types.
        /// Compared as bytes: every identifier in the file passes here, and few are module types.
        func countModuleType(_ token: TokenSyntax) {
            let text = token.rawText
            guard UsageCounter.moduleTypes.contains(text) else { return }
            counts[String(syntaxText: text), default: 0] += 1
        }

        func count(_ node: MemberAccessExprSyntax) {
            // `.font(.title3)` calls a modifier: it is no use of a colour token named `font`.
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            // `darkColor.opacity(0.5)`: a file-scope colour constant used by its bare name.
            if isCalled, let base = node.base?.as(DeclReferenceExprSyntax.self), Self.colourFollowers.contains(node.declName.baseName.rawText) {
                bareNames[base.baseName.rawText, default: 0] += 1
            }
            if !isCalled {
                memberNames[node.declName.baseName.rawText, default: 0] += 1
                if node.base == nil { implicitMembers[node.declName.baseName.rawText, default: 0] += 1 }
            }
            // Chains of 100 bytes or more are never counted, so their text is never built (decoding
            // can only lengthen it). A chain is counted whole, and so is one an opacity or a conversion follows
            // (`Color.theme.text.opacity(0.4)` uses `Color.theme.text`); one rooted at a call (`Text("a").bold`) is no
            // accessor, and hashing every modifier chain's text was most of counting's cost.
            let outer = node.parent?.as(MemberAccessExprSyntax.self)
            // The name path first: finding a node's trimmed ends walks to its tokens.
            if node.base != nil, outer.map({ Self.colourFollowers.contains($0.declName.baseName.rawText) }) ?? true, Self.isNamePath(node) {
                let (start, end) = (node.startOffset, node.endOffset)
                guard end - start < 100 else { return }
                // `hasError` is a flag on the node (no missing token below it); the token search is the fallback.
                if let sourceBytes,
                    !node.hasError || (node.firstToken(viewMode: .all)?.presence == .present && node.lastToken(viewMode: .all)?.presence == .present)
                {
                    chains[SyntaxText(baseAddress: sourceBytes + start, count: end - start), default: 0] += 1
                } else {
                    let text = node.trimmedText(in: source)
                    if text.utf8.count < 100 { counts[text, default: 0] += 1 }
                }
            }
        }

        /// What follows a colour and keeps it the colour used: its opacity, or a conversion (`Colors.raven.swiftUiColor`).
        private static let colourFollowers: Set<SyntaxText> = ["opacity", "withAlphaComponent", "swiftUIColor", "swiftUiColor", "cgColor"]

        /// `Color.Branding.primary`, `self.theme.accent`: members of names all the way down, no call.
        private static func isNamePath(_ node: MemberAccessExprSyntax) -> Bool {
            var base = node.base
            while let current = base {
                guard let member = current.as(MemberAccessExprSyntax.self) else { return current.is(DeclReferenceExprSyntax.self) }
                base = member.base
            }
            return true
        }

        /// `Color("brand")` and `preferredColor(.tintColor)`; `.background(darkColor)`, a file-scope colour
        /// constant passed by its bare name to a colour modifier.
        func count(_ node: FunctionCallExprSyntax, callee: Callee) {
            // The name first: the arguments cost more to read, and most calls are neither.
            let constructs = callee.name == "Color" || callee.name == "preferredColor"
            guard node.arguments.count == 1, constructs || (callee.hasBase && ColorContext.swiftUIModifiers.contains(callee.name)),
                let argument = node.arguments.first, argument.label == nil
            else { return }
            if constructs {
                counts["\(callee.name)(\(argument.expression.trimmedText(in: source)))", default: 0] += 1
            } else if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                bareNames[reference.baseName.rawText, default: 0] += 1
            }
        }

        /// Counts below `node` with a walk of its own: the part of a file the lint walk skips.
        func countChildren(of node: some SyntaxProtocol) {
            Visitor(tally: self).walkChildren(of: node)
        }

        /// The counts, with the byte-keyed ones added under the strings `trimmedText` and `"." + name` give.
        fileprivate func finish() -> [String: Int] {
            for (name, count) in memberNames { counts["." + String(syntaxText: name), default: 0] += count }
            for (name, count) in implicitMembers { counts[UsageCounter.implicitMemberKey(String(syntaxText: name)), default: 0] += count }
            for (name, count) in bareNames { counts[String(syntaxText: name), default: 0] += count }
            for (chain, count) in chains {
                let text = String(syntaxText: chain)
                if text.utf8.count < 100 { counts[text, default: 0] += count }
            }
            memberNames = [:]
            implicitMembers = [:]
            chains = [:]
            bareNames = [:]
            return counts
        }
    }

    private final class Visitor: SyntaxVisitor {
        let tally: Tally

        init(tally: Tally) {
            self.tally = tally
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            tally.countModuleType(node.baseName)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            tally.countModuleType(node.name)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            tally.count(node)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Building a callee costs more than the argument checks that rule most calls out.
            if node.arguments.count == 1, node.arguments.first?.label == nil, let callee = Callee(node.calledExpression) {
                tally.count(node, callee: callee)
            }
            return .visitChildren
        }
    }
}
