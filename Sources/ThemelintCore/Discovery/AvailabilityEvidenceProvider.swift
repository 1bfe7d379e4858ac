// Reads what the code itself says about its deployment target when no config or build file does:
// `NavigationStack { }`, `@Observable` or `@Environment(\.dismiss)` used without an availability
// check only compile from iOS 16, 17 or 15 on, so the project targets at least that. Only APIs
// outside missing-compat-wrapper's modifier table count: the rule's own findings never raise the
// floor that would silence them.

import SwiftSyntax

enum AvailabilityEvidenceProvider {
    /// SwiftUI types and the iOS version they need.
    static let types: [String: Version] = [
        "AsyncImage": Version([15]), "TimelineView": Version([15]),
        "NavigationStack": Version([16]), "NavigationSplitView": Version([16]), "NavigationPath": Version([16]),
        "ViewThatFits": Version([16]), "ShareLink": Version([16]), "LabeledContent": Version([16]),
        "ContentUnavailableView": Version([17]),
    ]
    /// Property wrappers and macros written as attributes.
    static let attributes: [String: Version] = [
        "FocusState": Version([15]), "AccessibilityFocusState": Version([15]),
        "Observable": Version([17]), "Bindable": Version([17]),
    ]
    /// `@Environment(\.dismiss)`.
    static let environmentValues: [String: Version] = ["dismiss": Version([15])]
    /// `@Model`, only in a file that imports SwiftData (another framework may have its own `Model`).
    static let swiftDataModel = Version([17])

    /// Attributes are looked for with their `@`: `ObservableObject` is in most SwiftUI files.
    static let markers = Array(types.keys) + attributes.keys.map { "@" + $0 } + ["\\.dismiss", "@Model"]

    /// The version an API named in a fact needs.
    static func version(of api: String) -> Version? {
        if api == "@Model" { return swiftDataModel }
        if api.hasPrefix("@") { return attributes[String(api.dropFirst())] }
        if api.hasPrefix("\\.") { return environmentValues[String(api.dropFirst(2))] }
        return types[api]
    }

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) else { return }
        // Code that never builds for iOS (an AppKit file) says nothing about an iOS target.
        guard !LintEngine.reach(of: file.tree).platformsNotBuilt.contains(.iOS) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.availabilityEvidence = visitor.evidence
        facts.declaredEvidenceTypes = visitor.declared
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        let importsSwiftData: Bool
        let scopes = AvailabilityScopes()
        let guards = GuardStatements()
        /// Each API's first unguarded use: API -> line.
        var evidence: [String: Int] = [:]
        /// Types of the table's names the file declares itself (a backport's `AsyncImage`).
        var declared: Set<String> = []

        init(file: DiscoveryFile) {
            self.file = file
            importsSwiftData = file.tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "SwiftData" }
            super.init(viewMode: .sourceAccurate)
        }

        private func note(_ api: String, at node: some SyntaxProtocol, needs version: Version) {
            guard evidence[api] == nil else { return }
            let scope = scopes.scope(of: Syntax(node), source: file.source, guards: guards)
            guard !scope.unavailable.contains(.iOS), (scope.raised[.iOS] ?? Version([0])) < version else { return }
            evidence[api] = file.line(node)
        }

        // `#Preview` bodies are compiled as iOS 17 code whatever the target.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            // `Backport.AsyncImage` is someone else's.
            if let version = types[name], !(node.parent?.is(MemberAccessExprSyntax.self) ?? false) { note(name, at: node, needs: version) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if let version = types[node.name.text] { note(node.name.text, at: node, needs: version) }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return .visitChildren }
            if let version = attributes[name] {
                note("@" + name, at: node, needs: version)
            } else if name == "Model", importsSwiftData {
                note("@Model", at: node, needs: swiftDataModel)
            } else if name == "Environment", case .argumentList(let arguments) = node.arguments,
                let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                let version = environmentValues[property]
            {
                note("\\." + property, at: node, needs: version)
            }
            // The attribute's own name is no use of a type.
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }

        private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            if types[name.text] != nil { declared.insert(name.text) }
            return .visitChildren
        }
    }
}
