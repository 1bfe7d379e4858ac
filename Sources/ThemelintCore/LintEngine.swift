// The engine: parse once, walk once, filter by suppressions. The CLI, the language server and
// the tests all lint through `LintEngine.lint`, so there is one implementation of every rule.

#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

public enum LintEngine {
    /// Every rule, in catalog order. Rules are stateless; per-file state lives in `LintContext`.
    public static let rules: [any SyntaxRule] = [
        HardcodedColorRule(), HardcodedPaddingRule(), HardcodedSpacingRule(), MissingCompatWrapperRule(),
        ObsoleteCompatWrapperRule(), ProjectCompatWrappersRule(), PreferModuledViewRule(),
    ]

    public static func parse(_ source: SourceText) -> SourceFileSyntax {
        source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// Lints one file. `path` decides the token-file and test-file exemptions; `tree` may be passed
    /// when the caller already parsed `source` (the server parses incrementally).
    public static func lint(_ source: SourceText, path: String, settings: FileSettings, tree: SourceFileSyntax? = nil) -> [Diagnostic] {
        lint(source, path: path, settings: settings, tree: tree, reusing: nil, keep: false).diagnostics
    }

    /// Lints one file, taking the findings of every top-level statement whose text is unchanged since
    /// `previous` (the same file's last lint, under the same settings) instead of walking it again,
    /// and returns what the next call needs to do the same. The language server re-lints a
    /// 10,000-line file after each keystroke this way: only the statement being typed in is walked.
    public static func lint(
        _ source: SourceText, path: String, settings: FileSettings, tree: SourceFileSyntax? = nil, reusing previous: StatementFindings?
    ) -> LintFindings {
        lint(source, path: path, settings: settings, tree: tree, reusing: previous, keep: true)
    }

    /// Lints one file whose discoverable settings are not final yet (a run's first pass, before
    /// discovery), keeping the work that reads them for `settle`: the file is parsed and walked once.
    /// The walk also gathers discovery's facts into `discovery`, if given.
    static func lintDeferring(
        _ source: SourceText, path: String, settings: FileSettings, tree: SourceFileSyntax, discovery: DiscoveryWalk? = nil
    ) -> DeferredLint {
        guard let enabled = enabledRules(path: path, settings: settings),
            let walker = walker(running: enabled, over: source, path: path, settings: settings, tree: tree, defers: true)
        else {
            discovery?.collectChildren(of: tree)
            return DeferredLint(path: path, diagnostics: [], pending: [], consulted: [], suppressions: nil)
        }
        walker.discovery = discovery
        walker.walk(tree)
        let context = walker.context
        let suppressions = containsMarker(source.bytes) ? Suppressions(tree: tree, source: source) : nil
        return DeferredLint(
            path: path, diagnostics: context.diagnostics, pending: context.pending, consulted: context.consulted,
            suppressions: suppressions.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The findings of a deferred lint under the final settings, as `lint` would have reported them:
    /// the kept work's findings go where it was kept, then all are sorted and suppressions applied.
    static func settle(_ deferred: DeferredLint, source: SourceText, settings: FileSettings) -> [Diagnostic] {
        let context = LintContext(source: source, settings: settings, path: deferred.path)
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(deferred.diagnostics.count + deferred.pending.count)
        var next = 0
        for pending in deferred.pending {
            diagnostics += deferred.diagnostics[next..<pending.position]
            next = pending.position
            let before = context.diagnostics.count
            pending.work(context)
            diagnostics += context.diagnostics[before...]
        }
        diagnostics += deferred.diagnostics[next...]
        // Stable, as sorting each statement's findings apart is: statements do not overlap.
        diagnostics.sort(by: reportOrder)
        if let suppressions = deferred.suppressions {
            diagnostics.removeAll { suppressions.suppresses($0.rule, line: $0.range.start.line) }
        }
        return diagnostics
    }

    /// The rules to run on a file, or nil when it is not linted at all: decided before it is parsed.
    private static func enabledRules(path: String, settings: FileSettings) -> [any SyntaxRule]? {
        let enabled = rules.filter { settings.severity(of: type(of: $0).id) != nil }
        guard !enabled.isEmpty, !(settings.configuration.skipTests && isTestPath(path)) else { return nil }
        return enabled
    }

    /// A walker over `tree` with `enabled`, or nil when the file turns out to be a test.
    private static func walker(
        running enabled: [any SyntaxRule], over source: SourceText, path: String, settings: FileSettings, tree: SourceFileSyntax, defers: Bool,
        reach known: FileReach? = nil
    ) -> LintWalker? {
        if settings.configuration.skipTests && importsTestFramework(tree) { return nil }
        let context = LintContext(source: source, settings: settings, path: path, reach: known ?? reach(of: tree), defers: defers)
        return LintWalker(context: context, rules: enabled)
    }

    private static func lint(
        _ source: SourceText, path: String, settings: FileSettings, tree: SourceFileSyntax?, reusing previous: StatementFindings?, keep: Bool
    ) -> LintFindings {
        guard let enabled = enabledRules(path: path, settings: settings) else { return .none }
        let tree = tree ?? parse(source)
        let items = tree.statements
        let oneUnit = items.contains(where: { $0.item.is(GuardStmtSyntax.self) })
        let fingerprint = keep ? settings.fingerprint : ""
        // The last lint's statements, when this file still has as many under the same settings.
        let candidate = oneUnit ? nil : previous.flatMap { $0.ranges.count == items.count && $0.path == path && $0.fingerprint == fingerprint ? $0 : nil }
        var ranges: [Range<Int>] = []
        var headers: [Int] = []
        var unchanged = [Bool](repeating: false, count: items.count)
        if !oneUnit {
            ranges.reserveCapacity(items.count)
            headers.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let range = item.position.utf8Offset..<item.endPosition.utf8Offset
                ranges.append(range)
                if keep { headers.append(headerLength(of: item, range: range)) }
                if let candidate { unchanged[index] = sameBytes(candidate.source.bytes, candidate.ranges[index], source.bytes, range) }
            }
        }
        // What the file reaches is read from its statements' headers (imports, `#if`, the names and
        // inheritance of its types): a keystroke inside a body leaves it as it was, and it is not read again.
        let known = candidate.flatMap { candidate -> FileReach? in
            guard !candidate.reach.readsBodies else { return nil }
            for index in unchanged.indices where !unchanged[index] {
                let length = headers[index]
                guard length == candidate.headers[index],
                    sameBytes(candidate.source.bytes, candidate.ranges[index].lowerBound..<candidate.ranges[index].lowerBound + length,
                        source.bytes, ranges[index].lowerBound..<ranges[index].lowerBound + length)
                else { return nil }
            }
            return candidate.reach
        }
        guard let walker = walker(running: enabled, over: source, path: path, settings: settings, tree: tree, defers: false, reach: known) else {
            return .none
        }
        let context = walker.context
        // Nil while `statements` hold exactly the findings reported: the flat list is made on demand.
        var diagnostics: [Diagnostic]?
        var statements: StatementFindings?
        if oneUnit {
            // A top-level `guard #available` covers the statements after it: the file is one unit.
            walker.walk(tree)
            diagnostics = context.diagnostics.sorted(by: reportOrder)
        } else {
            // No walker or context state crosses a top-level statement (scopes open and close inside
            // it, and rules look only at a node's own ancestors), so walking the statements one by one
            // is the walk over the file, with each statement's findings kept apart. What the whole
            // file decides (whether it can use SwiftUI at all) must be the same for findings to carry over.
            let reusable = candidate.flatMap { $0.reach == context.reach ? $0 : nil }
            // First which statements carry their findings over (and how far they moved), then the
            // others are walked while the moved findings are rewritten on a second core.
            var found = [[Diagnostic]](repeating: [], count: items.count)
            var walked: [(index: Int, item: CodeBlockItemSyntax)] = []
            var moves: [(index: Int, delta: Int, lines: Int, columns: Int, line: Int)] = []
            // Statements whose findings keep their lines and columns: the server sends their JSON again as is.
            var samePositions = [Bool](repeating: false, count: items.count)
            // While every statement so far is the same text at the same offset, so are all positions.
            var unchangedPrefix = true
            for (index, item) in items.enumerated() {
                let range = ranges[index]
                if let reusable, unchanged[index] {
                    let delta = range.lowerBound - reusable.ranges[index].lowerBound
                    unchangedPrefix = unchangedPrefix && delta == 0
                    found[index] = reusable.diagnostics[index]
                    samePositions[index] = true
                    if !unchangedPrefix && !found[index].isEmpty {
                        // The statement's text is the same, so its findings keep their place relative to its start.
                        let before = reusable.source.position(ofOffset: reusable.ranges[index].lowerBound)
                        let after = source.position(ofOffset: range.lowerBound)
                        moves.append((index, delta, after.line - before.line, after.column - before.column, before.line))
                        // On the line the statement starts on, text before it may have changed.
                        samePositions[index] = after.line == before.line
                            && !found[index].contains { $0.range.start.line == before.line || $0.range.end.line == before.line }
                    }
                } else {
                    unchangedPrefix = false
                    walked.append((index, item))
                }
            }
            found.withUnsafeMutableBufferPointer { buffer in
                let slots = UnsafeMutableSendableBuffer(buffer)
                nonisolated(unsafe) let walker = walker
                let walk = {
                    for (index, item) in walked {
                        let before = context.diagnostics.count
                        walker.walk(item)
                        // Statements do not overlap, so findings sorted per statement are sorted overall.
                        slots.buffer[index] = context.diagnostics[before...].sorted(by: reportOrder)
                    }
                }
                let move = {
                    for move in moves {
                        slots.buffer[move.index] = slots.buffer[move.index].map {
                            $0.moved(by: move.delta, lines: move.lines, columns: move.columns, onLine: move.line)
                        }
                    }
                }
                // Worth a second thread only for a few hundred findings (the server typing into a big file).
                if walked.isEmpty || moves.reduce(0, { $0 + slots.buffer[$1.index].count }) < 256 {
                    walk()
                    move()
                } else {
                    nonisolated(unsafe) let parts = [walk, move]
                    DispatchQueue.concurrentPerform(iterations: 2) { parts[$0]() }
                }
            }
            if keep {
                statements = StatementFindings(
                    source: source, path: path, fingerprint: fingerprint, reach: context.reach, ranges: ranges, headers: headers, diagnostics: found,
                    basis: reusable?.id, samePositions: samePositions)
            } else {
                diagnostics = found.flatMap { $0 }
            }
        }
        if containsMarker(source.bytes) {
            let suppressions = Suppressions(tree: tree, source: source)
            if !suppressions.isEmpty {
                var reported = diagnostics ?? statements?.diagnostics.flatMap { $0 } ?? []
                let count = reported.count
                reported.removeAll { suppressions.suppresses($0.rule, line: $0.range.start.line) }
                if reported.count != count {
                    statements?.areReported = false
                    diagnostics = reported
                }
            }
        }
        return LintFindings(diagnostics, statements: statements)
    }

    /// How many bytes of a top-level statement `reach(of:)` reads: a type's or extension's up to its
    /// member block's `{` (attributes, modifiers, name, inheritance), anything else whole.
    static func headerLength(of item: CodeBlockItemSyntax, range: Range<Int>) -> Int {
        guard let group = item.item.asProtocol(DeclGroupSyntax.self) else { return range.count }
        return group.memberBlock.leftBrace.endPosition.utf8Offset - range.lowerBound
    }

    static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.range.start.offset, a.rule) < (b.range.start.offset, b.rule)
    }

    /// `memcmp` over two ranges: comparing array slices element by element cost more than the walk it saves.
    static func sameBytes(_ a: [UInt8], _ aRange: Range<Int>, _ b: [UInt8], _ bRange: Range<Int>) -> Bool {
        guard aRange.count == bRange.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in memcmp(a.baseAddress! + aRange.lowerBound, b.baseAddress! + bRange.lowerBound, aRange.count) == 0 }
        }
    }

    static let viewTypes: Set<String> = ["View", "ViewModifier", "App", "Scene", "Shape", "ButtonStyle", "PreviewProvider"]

    /// What the file's imports and declarations say about the modifiers it can call.
    static func reach(of tree: SourceFileSyntax) -> FileReach {
        var reach = FileReach()
        var extended: Set<String> = []
        scanReach(tree.statements, conditional: false, into: &reach, extended: &extended)
        // Only the views something in the file extends matter, so most files look at no type twice.
        if !extended.isEmpty { collectViewTypes(tree.statements, named: extended, into: &reach) }
        (reach.previewOnlyTypes, reach.readsBodies) = previewOnlyTypes(tree.statements)
        return reach
    }

    /// Private types at the file's top level that only its previews use (`#Preview { Container() }`
    /// with `private struct Container: View`, or helpers those use): preview code, as the previews are.
    /// Files without both a private type and a preview look at nothing past their top level.
    static func previewOnlyTypes(_ statements: CodeBlockItemListSyntax) -> (types: Set<String>, readsBodies: Bool) {
        var previews: [Syntax] = []
        var privateTypes: [String: [Syntax]] = [:]
        var others: [Syntax] = []
        func classify(_ items: CodeBlockItemListSyntax) {
            for item in items {
                let node = Syntax(item.item)
                switch node.kind {
                case .ifConfigDecl:
                    for clause in node.cast(IfConfigDeclSyntax.self).clauses {
                        if case .statements(let nested) = clause.elements { classify(nested) }
                    }
                case .macroExpansionDecl where node.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview",
                    .macroExpansionExpr where node.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview":
                    previews.append(node)
                case .structDecl, .classDecl, .enumDecl:
                    let decl = node.asProtocol(DeclGroupSyntax.self)!
                    let name = node.as(StructDeclSyntax.self)?.name.text ?? node.as(ClassDeclSyntax.self)?.name.text
                        ?? node.cast(EnumDeclSyntax.self).name.text
                    if inherits(decl, from: ["PreviewProvider"]) {
                        previews.append(node)
                    } else if decl.modifiers.isPrivate {
                        privateTypes[name, default: []].append(node)
                    } else {
                        others.append(node)
                    }
                case .extensionDecl:
                    let name = lastName(of: node.cast(ExtensionDeclSyntax.self).extendedType)
                    if privateTypes[name] != nil { privateTypes[name]!.append(node) } else { others.append(node) }
                default:
                    others.append(node)
                }
            }
        }
        classify(statements)
        guard !previews.isEmpty, !privateTypes.isEmpty else { return ([], false) }
        let names = Set(privateTypes.keys)
        /// The private types a node names.
        func referenced(in node: Syntax) -> Set<String> {
            var found: Set<String> = []
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind, names.contains(text) { found.insert(text) }
            }
            return found
        }
        var usedElsewhere = others.reduce(into: Set<String>()) { $0.formUnion(referenced(in: $1)) }
        let usedByType = privateTypes.mapValues { nodes in nodes.reduce(into: Set<String>()) { $0.formUnion(referenced(in: $1)) } }
        // A type that code outside the previews uses makes whatever it uses used too.
        var pending = Array(usedElsewhere)
        while let name = pending.popLast() {
            for used in usedByType[name] ?? [] where used != name && usedElsewhere.insert(used).inserted { pending.append(used) }
        }
        let usedByPreviews = previews.reduce(into: Set<String>()) { $0.formUnion(referenced(in: $1)) }
        var previewOnly = usedByPreviews.subtracting(usedElsewhere)
        pending = Array(previewOnly)
        while let name = pending.popLast() {
            for used in usedByType[name] ?? [] where !usedElsewhere.contains(used) && previewOnly.insert(used).inserted { pending.append(used) }
        }
        return (previewOnly, true)
    }

    /// Modules that exist on some platforms only: a file importing one outside `#if` builds nowhere else.
    static let platformModules: [String: Set<Platform>] = [
        "UIKit": [.iOS, .tvOS, .watchOS, .visionOS], "AppKit": [.macOS], "Cocoa": [.macOS], "WatchKit": [.watchOS],
    ]

    /// Types of one framework that a file extends or adopts at its top level, outside `#if`, only where
    /// that framework exists: `extension UIColor { … }` and `struct Map: UIViewRepresentable` tie a file
    /// to UIKit's platforms as an import would (SwiftUI brings UIKit along without one).
    static let platformTypes: [String: String] = {
        var types: [String: String] = [:]
        for name in [
            "UIColor", "UIFont", "UIImage", "UIView", "UIViewController", "UIApplication", "UIScreen", "UIDevice", "UIWindow",
            "UINavigationController", "UITabBarController", "UITableView", "UICollectionView", "UIScrollView", "UILabel",
            "UIButton", "UITextField", "UITextView", "UIImageView", "UIBezierPath", "UIEdgeInsets", "UIResponder",
            "UIViewRepresentable", "UIViewControllerRepresentable", "UIHostingController", "UIApplicationDelegate",
        ] { types[name] = "UIKit" }
        for name in [
            "NSColor", "NSFont", "NSImage", "NSView", "NSViewController", "NSApplication", "NSWindow", "NSScreen",
            "NSViewRepresentable", "NSViewControllerRepresentable", "NSHostingView", "NSHostingController", "NSApplicationDelegate",
        ] { types[name] = "AppKit" }
        return types
    }()

    /// Imports count inside `#if` too (`#if canImport(SwiftUI)` around `import SwiftUI`), but only
    /// those under no platform condition rule platforms out (`#if os(macOS) import AppKit` does not).
    /// Runs on every keystroke in the server, so it switches on node kinds rather than casting.
    private static func scanReach(_ items: CodeBlockItemListSyntax, conditional: Bool, into reach: inout FileReach, extended: inout Set<String>) {
        for item in items {
            let node = item.item
            switch node.kind {
            case .importDecl:
                guard let module = node.cast(ImportDeclSyntax.self).path.first?.name.text else { continue }
                // Xcode 16 autocompletes `import SwiftUICore`, where `View` and its modifiers live.
                if module == "SwiftUI" || module == "SwiftUICore" { reach.mayUseSwiftUI = true }
                if !conditional, let platforms = platformModules[module] { reach.platformsNotBuilt.formUnion(CompilationCondition.all.subtracting(platforms)) }
            case .ifConfigDecl:
                for clause in node.cast(IfConfigDeclSyntax.self).clauses {
                    guard case .statements(let nested) = clause.elements else { continue }
                    let everywhere = CompilationCondition.platforms(compiling: clause) == CompilationCondition.all
                    scanReach(nested, conditional: conditional || !everywhere, into: &reach, extended: &extended)
                }
            case .extensionDecl:
                let extensionDecl = node.cast(ExtensionDeclSyntax.self)
                let name = lastName(of: extensionDecl.extendedType)
                extended.insert(name)
                if !reach.mayUseSwiftUI, viewTypes.contains(name) || inherits(extensionDecl, from: viewTypes) { reach.mayUseSwiftUI = true }
                if !conditional { ruleOutPlatforms(extending: [name] + inherited(by: extensionDecl), into: &reach) }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                guard let decl = node.asProtocol(DeclGroupSyntax.self) else { continue }
                if !reach.mayUseSwiftUI, inherits(decl, from: viewTypes) { reach.mayUseSwiftUI = true }
                if !conditional { ruleOutPlatforms(extending: inherited(by: decl), into: &reach) }
            default:
                continue
            }
        }
    }

    private static func ruleOutPlatforms(extending types: [String], into reach: inout FileReach) {
        for type in types {
            guard let module = platformTypes[type], let platforms = platformModules[module] else { continue }
            reach.platformsNotBuilt.formUnion(CompilationCondition.all.subtracting(platforms))
        }
    }

    private static func inherited(by decl: some DeclGroupSyntax) -> [String] {
        decl.inheritanceClause?.inheritedTypes.map { lastName(of: $0.type) } ?? []
    }

    /// Views among the types named `names` the file declares at its top level (inside `#if` too).
    private static func collectViewTypes(_ items: CodeBlockItemListSyntax, named names: Set<String>, into reach: inout FileReach) {
        for item in items {
            let node = item.item
            if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested) = clause.elements { collectViewTypes(nested, named: names, into: &reach) }
                }
                continue
            }
            let name: String
            switch node.kind {
            case .structDecl: name = node.cast(StructDeclSyntax.self).name.text
            case .classDecl: name = node.cast(ClassDeclSyntax.self).name.text
            case .enumDecl: name = node.cast(EnumDeclSyntax.self).name.text
            default: continue
            }
            if names.contains(name), let decl = node.asProtocol(DeclGroupSyntax.self), inherits(decl, from: LintWalker.viewProtocols) {
                reach.viewTypes.insert(name)
            }
        }
    }

    static func inherits(_ decl: some DeclGroupSyntax, from protocols: Set<String>) -> Bool {
        decl.inheritanceClause?.inheritedTypes.contains { protocols.contains(lastName(of: $0.type)) } == true
    }

    /// The text after the type's last dot: `View` for `View` and `SwiftUI.View`, `View<T>` for `View<T>`.
    /// Read from the name token for plain names; building the type's description cost more than the check.
    static func lastName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            identifier.name.presence == .present
        {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil, member.name.presence == .present {
            return member.name.text
        }
        return type.trimmedSource.split(separator: ".").last.map(String.init) ?? ""
    }

    /// The type as code outside its declaration names it: `DS.Metrics` for `extension DS.Metrics`,
    /// without a leading system module (`SwiftUI.Color` is `Color`).
    static func qualifiedName(of type: TypeSyntax) -> String {
        var name = type.trimmedSource
        for module in Callee.moduleNames where name.hasPrefix(module + ".") { name.removeFirst(module.count + 1) }
        return name
    }

    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "ViewInspector"]

    /// `Tests/`, `AppTests/`, `AppUITests/` directories and `…Tests.swift` files.
    public static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if let file = components.last, file.hasSuffix("Tests.swift") || file.hasSuffix("Test.swift") { return true }
        return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    static func importsTestFramework(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let importDecl = item.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text else { return false }
            return testFrameworks.contains(module)
        }
    }

    /// A cheap pre-filter: most files have no suppression comment, so their trivia is never scanned.
    static func containsMarker(_ bytes: [UInt8]) -> Bool { ByteSearch.contains(bytes, suppressionMarker) }
    private static let suppressionMarker = ByteSearch.Needle(Suppressions.marker)
}

/// What a file's imports and declarations tell the compat rules.
struct FileReach: Equatable, Sendable {
    /// Imports SwiftUI or declares views: only then can `.task { }` be the SwiftUI modifier.
    var mayUseSwiftUI = false
    /// Platforms the file cannot build for, from what it imports outside `#if`: UIKit is not on
    /// macOS, AppKit and Cocoa are only there.
    var platformsNotBuilt: Set<Platform> = []
    /// Views the file declares at its top level: a static constant in an extension of one is a value
    /// of the view, not a token (`extension Badge { static let star = Badge(color: .yellow) }`).
    var viewTypes: Set<String> = []
    /// Private types only the file's previews use (`LintEngine.previewOnlyTypes`).
    var previewOnlyTypes: Set<String> = []
    /// Whether telling those apart read the bodies of the file's code (it has previews and private types),
    /// so that an edit inside a body may change this reach.
    var readsBodies = false
}

/// A first pass's lint (`LintEngine.lintDeferring`): no syntax nodes, so the tree can go.
struct DeferredLint: Sendable {
    let path: String
    /// What was reported while walking, in walk order.
    let diagnostics: [Diagnostic]
    let pending: [PendingWork]
    /// The discoverable settings read while walking rather than kept for later (a light/dark pair's
    /// token): when discovery changed one of them, the file must be linted again.
    let consulted: DiscoveredAspects
    let suppressions: Suppressions?
}

/// The findings of each top-level statement of one lint, before suppressions and sorting: what
/// `LintEngine.lint(_:path:settings:tree:reusing:)` needs to skip unchanged statements next time.
public struct StatementFindings: Sendable {
    public let source: SourceText
    let path: String
    let fingerprint: String
    /// What the file's imports and view types say: a file-wide fact the rules read.
    let reach: FileReach
    /// Each statement's full range (trivia included) in `source`.
    let ranges: [Range<Int>]
    /// Each statement's bytes that `LintEngine.reach(of:)` reads (`LintEngine.headerLength`).
    let headers: [Int]
    public let diagnostics: [[Diagnostic]]
    /// Tells this lint from every other, for `basis`.
    public let id = StatementFindings.nextID.increment()
    /// The lint whose findings this one took over for unchanged statements (`id`), if any.
    public let basis: Int?
    /// Per statement: its findings were taken over from the same statement of `basis` and kept their
    /// lines and columns (in every encoding), so whatever was made of them then still holds.
    public let samePositions: [Bool]
    /// Whether `diagnostics`, in order, are exactly the findings reported (no suppression removed one).
    public internal(set) var areReported = true

    private static let nextID = Counter()
}

/// What one lint found. Kept per statement (`statements`, the server's lints), the flat list is made
/// the first time something asks for it: a keystroke's notification is built statement by statement
/// and never needs it, and a code action or hover on that version flattens it once.
public final class LintFindings: @unchecked Sendable {
    public let statements: StatementFindings?
    private let lock = NSLock()
    private var flat: [Diagnostic]?

    /// `flat` may be nil only when `statements` are exactly the findings reported.
    init(_ flat: [Diagnostic]?, statements: StatementFindings?) {
        precondition(flat != nil || statements?.areReported == true, "findings with neither a flat list nor reported statements")
        self.flat = flat
        self.statements = statements
    }

    /// Findings with no statements kept (a flat list, as `lint` without `reusing` returns).
    public convenience init(_ diagnostics: [Diagnostic]) { self.init(diagnostics, statements: nil) }

    public static var none: LintFindings { LintFindings([]) }

    /// Every finding reported, sorted by position.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        if let flat { return flat }
        let all = statements!.diagnostics.flatMap { $0 }
        flat = all
        return all
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return flat?.count ?? statements!.diagnostics.reduce(0) { $0 + $1.count }
    }
}

extension Diagnostic {
    /// The same finding in a copy of its statement that starts `delta` bytes and `lines` lines later,
    /// and `columns` scalars further right on the line the statement starts on (`line`): inside the
    /// same text nothing else about a position changes, so no line is searched for or scanned.
    func moved(by delta: Int, lines: Int, columns: Int, onLine line: Int) -> Diagnostic {
        func shifted(_ position: SourcePosition) -> SourcePosition {
            SourcePosition(offset: position.offset + delta, line: position.line + lines, column: position.line == line ? position.column + columns : position.column)
        }
        func shifted(_ fix: Fix) -> Fix {
            Fix(message: fix.message, edits: fix.edits.map { TextEdit(start: $0.start + delta, end: $0.end + delta, newText: $0.newText) },
                safety: fix.safety)
        }
        return Diagnostic(
            rule: rule, severity: severity, message: message, range: SourceRange(start: shifted(range.start), end: shifted(range.end)),
            fix: fix.map(shifted), suggestions: suggestions, alternatives: alternatives.map(shifted), value: value)
    }
}
