// Reads what the code itself says about its deployment target when no config or build file does:
// `NavigationStack { }`, `NavigationLink(value:)`, `@Observable` or `@Environment(\.dismiss)` used without an availability
// check only compile from iOS 16, 17 or 15 on, so the project targets at least that. Only APIs
// outside missing-compat-wrapper's modifier table count: the rule's own findings never raise the
// floor that would silence them.

import SwiftSyntax

enum AvailabilityEvidenceProvider {
    /// SwiftUI (and Foundation) types and the iOS version they need.
    static let types: [String: Version] = [
        "AsyncImage": Version([15]), "TimelineView": Version([15]), "AttributedString": Version([15]),
        "NavigationStack": Version([16]), "NavigationSplitView": Version([16]), "NavigationPath": Version([16]),
        "ViewThatFits": Version([16]), "ShareLink": Version([16]), "LabeledContent": Version([16]), "ImageRenderer": Version([16]),
        "PhotosPicker": Version([16]), "Transferable": Version([16]), "PresentationDetent": Version([16]),
        "GridRow": Version([16]), "Gauge": Version([16]), "UnevenRoundedRectangle": Version([16]),
        "AnyLayout": Version([16]), "HStackLayout": Version([16]), "VStackLayout": Version([16]), "ZStackLayout": Version([16]),
        "ContentUnavailableView": Version([17]), "PhaseAnimator": Version([17]), "KeyframeAnimator": Version([17]),
    ]
    /// Property wrappers and macros written as attributes.
    static let attributes: [String: Version] = [
        "FocusState": Version([15]), "AccessibilityFocusState": Version([15]),
        "Observable": Version([17]), "Bindable": Version([17]),
    ]
    /// `@Environment(\.dismiss)`.
    static let environmentValues: [String: Version] = [
        "dismiss": Version([15]), "isSearching": Version([15]), "dismissSearch": Version([15]),
        "requestReview": Version([16]), "openWindow": Version([16]), "modelContext": Version([17]),
    ]
    /// `@Environment(Store.self)`, an `@Observable` object from the environment.
    static let environmentObject = Version([17])
    /// Initialisers by their type and a label only the newer one has: `NavigationLink(value:)`, `Color(uiColor:)`,
    /// `Button(role:)` (its `ButtonRole` is iOS 15; `Button(_:systemImage:)` is back-deployed to iOS 14 and says nothing).
    static let initializers: [String: [String: Version]] = [
        "NavigationLink": ["value": Version([16])], "Color": ["uiColor": Version([15])], "Button": ["role": Version([15])],
    ]
    /// `@Model` and `@Query`, only in a file that imports SwiftData (GRDBQuery has its own `@Query`).
    static let swiftData: [String: Version] = ["Model": Version([17]), "Query": Version([17])]

    /// Attributes are looked for with their `@`: `ObservableObject` is in most SwiftUI files.
    static let markers = (Array(types.keys) + attributes.keys.map { "@" + $0 } + environmentValues.keys.map { "\\." + $0 }
        + ["import SwiftData", "NavigationLink", "uiColor:", "role:"]).map { ByteSearch.Needle($0) }

    static func collect(_ file: DiscoveryFile, into facts: inout FileFacts) {
        guard file.mentions(markers) || mentionsEnvironmentObject(file.source.bytes) else { return }
        // Code that never builds for iOS (an AppKit file) says nothing about an iOS target.
        guard !LintEngine.reach(of: file.tree).platformsNotBuilt.contains(.iOS) else { return }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        facts.availabilityEvidence = visitor.evidence
        facts.declaredEvidenceTypes = visitor.declared
    }

    /// `@Environment(Store.self)` in the bytes: `.self)` alone is in every `ForEach(…, id: \\.self)`.
    static func mentionsEnvironmentObject(_ bytes: [UInt8]) -> Bool {
        let prefix = Array("@Environment(".utf8)
        var next = 0
        while let at = ByteSearch.firstOffset(of: prefix, in: bytes, from: next) {
            // A type name, dots included (`Model.Store.self`), then `)`.
            var end = at + prefix.count
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ")"), bytes[at..<end].reversed().starts(with: "fles.".utf8) { return true }
            next = end
        }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."), 0x80...: return true
        default: return false
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: DiscoveryFile
        let importsSwiftData: Bool
        let scopes = AvailabilityScopes()
        let guards: GuardStatements
        /// Each API's first unguarded use: API -> its line, and the version the API needs.
        var evidence: [String: (line: Int, version: Version)] = [:]
        /// Types of the table's names the file declares itself (a backport's `AsyncImage`).
        var declared: Set<String> = []

        init(file: DiscoveryFile) {
            self.file = file
            guards = GuardStatements(source: file.source)
            let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
            importsSwiftData = imports.contains("SwiftData")
            // `import NavigationStack` (a package of that name, whose `NavigationStack` is an `ObservableObject`): the
            // project's own type, as one it declares is.
            declared = Set(imports.filter { types[$0] != nil })
            super.init(viewMode: .sourceAccurate)
        }

        private func note(_ api: String, at node: some SyntaxProtocol, needs version: Version) {
            guard evidence[api] == nil else { return }
            let scope = scopes.scope(of: Syntax(node), source: file.source, guards: guards)
            guard !scope.unavailable.contains(.iOS), (scope.raised[.iOS] ?? Version([0])) < version else { return }
            evidence[api] = (file.line(node), version)
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
            // `Backport.AsyncImage` is someone else's; `ContentUnavailableView.search(text:)` is SwiftUI's, as its base.
            if let version = types[name], node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { note(name, at: node, needs: version) }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let labels = initializers[type] {
                for argument in node.arguments {
                    guard let label = argument.label?.text, let version = labels[label] else { continue }
                    note("\(type)(\(label):)", at: node, needs: version)
                }
            }
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
            } else if let version = swiftData[name], importsSwiftData {
                note("@" + name, at: node, needs: version)
            } else if name == "Environment", case .argumentList(let arguments) = node.arguments, let argument = arguments.first?.expression {
                if let keyPath = argument.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                    let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                    let version = environmentValues[property]
                {
                    note("\\." + property, at: node, needs: version)
                } else if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", member.base != nil {
                    note("@Environment(\(member.trimmedSource))", at: node, needs: environmentObject)
                }
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
