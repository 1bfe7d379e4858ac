// Zero-config discovery: reads a project once (every Swift file parsed once, in parallel, and every
// asset catalog colour set), keeps what each file contributed, and resolves the whole into
// `DiscoveredTokens`. `update(path:)` re-reads a single file and re-resolves, so an edited theme
// file changes suggestions without a rescan. Shared between threads; all state is behind a lock.

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

public final class ProjectDiscovery: @unchecked Sendable {
    public let root: String
    private let lock = NSLock()
    private var facts: [String: FileFacts] = [:]
    private var followsEdits = true
    private var colorsets: [String: AssetCatalogProvider.Colorset] = [:]
    private var resolved = DiscoveredTokens()

    /// The Swift providers, run in this order on every file they may apply to, each with a walk of
    /// its own where it needs one. The adaptive-scheme provider and the usage counter, which read
    /// most of a SwiftUI file, ride on the lint walk where there is one (`collectWhileLinting`).
    static let providers: [@Sendable (DiscoveryFile, inout FileFacts) -> Void] = [
        ThemeSetDefaultProvider.collect, SizeableDimensionsProvider.collect, DimensionConstantsProvider.collect, SwiftThemingProvider.collect,
        FioriPaletteProvider.collect, TokenTableProvider.collect, CompatWrapperProvider.collect, AvailabilityEvidenceProvider.collect,
        HexInitProvider.collect, ColorSetFunctionProvider.collect,
    ]

    init(root: String) { self.root = root }

    /// Reads the whole project under `root`. `known` holds facts a lint run already gathered from
    /// the trees it parsed (absolute path -> facts); only the other files are read and parsed here.
    public static func scan(root: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> ProjectDiscovery {
        scan(root: root, jobs: jobs, known: [:])
    }

    /// Without `followsEdits` (a one-shot run) the per-file facts are dropped once resolved: they are
    /// only needed to re-resolve after an edit, and are tens of megabytes for a big project.
    /// `contents` are the content digests of files the caller read, and `cache` holds facts (and
    /// resolutions) from earlier runs: a one-shot run over a project whose files, contents and colour
    /// sets are those of a resolution in the cache takes it, and decodes no file's facts.
    static func scan(
        root: String, recursive: Bool = true, followsEdits: Bool = true, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        known: [String: FileFacts], contents knownContents: [String: ContentDigest] = [:], cache: ResultCache? = nil
    ) -> ProjectDiscovery {
        let discovery = ProjectDiscovery(root: root)
        let (swiftFiles, colorsetFiles) = SourceDiscovery.sourcesAndColorsets(under: root, recursive: recursive)
        let relativePaths = swiftFiles.map { FilePaths.relative($0, to: root) }
        var perFile = swiftFiles.map { known[$0] }
        var contents = swiftFiles.map { knownContents[$0] }
        // Facts the cache holds are decoded only if the resolution is not cached too.
        let inCache = { (index: Int) in contents[index].map { cache?.hasFacts($0, relativePath: relativePaths[index], root: root) ?? false } ?? false }
        let missing = perFile.indices.filter { perFile[$0] == nil && !inCache($0) }
        perFile.withUnsafeMutableBufferPointer { buffer in
            contents.withUnsafeMutableBufferPointer { contentBuffer in
                let (slots, contentSlots) = (UnsafeMutableSendableBuffer(buffer), UnsafeMutableSendableBuffer(contentBuffer))
                let workers = max(1, min(jobs, missing.count))
                let taken = Counter()
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while case let next = taken.increment() - 1, next < missing.count {
                        let index = missing[next]
                        if let bytes = try? FileIO.readSource(swiftFiles[index]) {
                            let content = ContentDigest(bytes)
                            contentSlots.buffer[index] = content
                            if cache?.hasFacts(content, relativePath: relativePaths[index], root: root) != true {
                                let found = discovery.facts(for: swiftFiles[index], bytes: bytes)
                                cache?.storeFacts(found, content: content, relativePath: relativePaths[index], root: root)
                                slots.buffer[index] = found
                            }
                        }
                    }
                }
            }
        }
        for path in colorsetFiles {
            if let colorset = readColorset(path) { discovery.colorsets[path] = colorset }
        }
        let resolutionKey = cache != nil && !followsEdits ? Self.resolutionKey(relativePaths, contents, colorsets: discovery.colorsets) : nil
        if let resolutionKey, let cache, let tokens = cache.loadResolution(resolutionKey, root: root) {
            cache.saveFacts(root: root)
            discovery.resolved = tokens
            discovery.followsEdits = false
            return discovery
        }
        for index in swiftFiles.indices where perFile[index] == nil {
            guard let content = contents[index] else { continue }
            // A cached entry that no longer decodes is read and gathered again.
            perFile[index] = cache?.loadFacts(content, relativePath: relativePaths[index], root: root)
                ?? (try? FileIO.readSource(swiftFiles[index])).map { discovery.facts(for: swiftFiles[index], bytes: $0) }
        }
        for (path, found) in zip(swiftFiles, perFile) { if let found { discovery.facts[path] = found } }
        discovery.resolve()
        if let resolutionKey { cache?.storeResolution(discovery.resolved, key: resolutionKey, root: root) }
        cache?.saveFacts(root: root)
        if !followsEdits {
            discovery.followsEdits = false
            discovery.facts = [:]
        }
        return discovery
    }

    /// What a resolution depends on: every Swift file (path and content) and every colour set. Nil
    /// when a file could not be read, since its facts are then unknown.
    private static func resolutionKey(
        _ relativePaths: [String], _ contents: [ContentDigest?], colorsets: [String: AssetCatalogProvider.Colorset]
    ) -> ContentDigest? {
        var writer = CacheWriter()
        for (path, content) in zip(relativePaths, contents) {
            guard let content else { return nil }
            writer.string(path)
            writer.digest(content)
        }
        for (path, colorset) in colorsets.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.string(colorset.name)
            colorset.light.write(to: &writer)
            writer.bool(colorset.dark != nil)
            colorset.dark?.write(to: &writer)
        }
        return ContentDigest(writer.sealed(format: 0))
    }

    /// A discovery over in-memory sources only (rule examples, tests): `files` maps paths to contents.
    public static func scan(sources: [(path: String, text: String)], root: String = "/virtual") -> ProjectDiscovery {
        let discovery = ProjectDiscovery(root: root)
        for (path, text) in sources { discovery.facts[path] = discovery.facts(for: path, bytes: Array(text.utf8)) }
        discovery.resolve()
        return discovery
    }

    public var tokens: DiscoveredTokens {
        lock.lock()
        defer { lock.unlock() }
        return resolved
    }

    /// Re-reads one file (a Swift file, or a colour set's `Contents.json`) and re-resolves. With
    /// `contents`, an editor's unsaved text is used instead of the file on disk; a file that no longer
    /// exists is forgotten. Returns whether the discovered tokens changed.
    @discardableResult
    public func update(path rawPath: String, contents: [UInt8]? = nil) -> Bool {
        guard followsEdits else { return false }
        let path = FilePaths.absolute(rawPath)
        if path.hasSuffix(".swift") {
            let bytes = contents ?? FileIO.read(path)
            let found = bytes.flatMap { FileIO.sourceProblem(in: $0) == nil ? facts(for: path, bytes: $0) : nil }
            lock.lock()
            facts[path] = found
        } else if path.hasSuffix(".colorset/Contents.json") {
            let found = contents.flatMap { AssetCatalogProvider.read($0, name: AssetCatalogProvider.name(ofColorsetDirectory: FilePaths.directory(of: path))) }
                ?? Self.readColorset(path)
            lock.lock()
            colorsets[path] = found
        } else {
            return false
        }
        let before = resolved
        resolveLocked()
        let changed = before != resolved
        lock.unlock()
        return changed
    }

    private func resolve() {
        lock.lock()
        resolveLocked()
        lock.unlock()
    }

    private func facts(for path: String, bytes: [UInt8]) -> FileFacts {
        let source = SourceText(bytes: bytes)
        return Self.facts(for: path, root: root, source: source, tree: LintEngine.parse(source))
    }

    /// What the providers find in one parsed file; `path` is absolute. With `walkedByLint` the
    /// providers that ride on the lint walk are left to `collectWhileLinting`.
    static func facts(for path: String, root: String, source: SourceText, tree: SourceFileSyntax, walkedByLint: Bool = false) -> FileFacts {
        let file = DiscoveryFile(path: FilePaths.relative(path, to: root), source: source, tree: tree)
        var found = FileFacts()
        for provider in providers { provider(file, &found) }
        if !walkedByLint {
            AdaptiveColorSchemeProvider.collect(file, into: &found)
            UsageCounter.collect(file, into: &found)
        }
        return found
    }

    /// Adds to `facts` what the walk-riding providers find while `lint` walks the file with the
    /// `DiscoveryWalk` it is given (`LintEngine.lintDeferring`).
    static func collectWhileLinting(
        _ path: String, root: String, source: SourceText, tree: SourceFileSyntax, into facts: inout FileFacts, _ lint: (DiscoveryWalk) -> Void
    ) {
        let schemes = AdaptiveColorSchemeProvider.Collector(DiscoveryFile(path: FilePaths.relative(path, to: root), source: source, tree: tree))
        if UsageCounter.counts(tree) {
            facts.usage.merge(UsageCounter.counting(in: source) { lint(DiscoveryWalk(usage: $0, schemes: schemes)) }, uniquingKeysWith: +)
        } else {
            lint(DiscoveryWalk(usage: nil, schemes: schemes))
        }
        schemes?.add(to: &facts)
    }

    static func readColorset(_ path: String) -> AssetCatalogProvider.Colorset? {
        guard let bytes = FileIO.read(path) else { return nil }
        return AssetCatalogProvider.read(bytes, name: AssetCatalogProvider.name(ofColorsetDirectory: FilePaths.directory(of: path)))
    }


    // MARK: Resolution

    /// Must be called with the lock held.
    private func resolveLocked() {
        var result = DiscoveredTokens()
        let paths = facts.keys.sorted()
        var environmentEntries: [String: String] = [:]
        var aliases: [String: String] = [:]
        var conversions: [String: String] = [:]
        var stepAliases: [String: String] = [:]
        var overloads: [String: String] = [:]
        var modifierEnums: [String: [String]] = [:]
        var modifierHelpers: [String: String] = [:]
        for path in paths {
            let file = facts[path]!
            environmentEntries.merge(file.environmentEntries) { first, _ in first }
            aliases.merge(file.dimensionAliases) { first, _ in first }
            conversions.merge(file.cgFloatConversions) { first, _ in first }
            stepAliases.merge(file.cgFloatStepAliases) { first, _ in first }
            overloads.merge(file.scaleOverloads) { first, _ in first }
            modifierEnums.merge(file.modifierEnums) { first, _ in first }
            modifierHelpers.merge(file.modifierHelpers) { first, _ in first }
        }

        var colors: [ColorToken] = []
        var schemeValues: [(String, SchemeValueFact)] = []
        var sizeables: [(String, SizeableFact)] = []
        for path in paths {
            let file = facts[path]!
            colors += file.colors
            schemeValues += file.schemeValues.map { (path, $0) }
            sizeables += file.sizeables.map { (path, $0) }
            for (function, typed) in file.typedFunctions.sorted(by: { $0.key < $1.key }) {
                guard let cases = modifierEnums[typed.type], result.compatWrapper == nil else { continue }
                result.compatWrapper = CompatWrapper(name: function, supports: Set(cases))
                result.wrappers.append(ProjectWrapper(
                    kind: .enumWrapper, name: function, spelling: ".\(function)(.{modifier}(…))", modifiers: cases,
                    origin: FilePaths.relative(path, to: root), line: typed.line))
            }
            for wrapper in file.wrappers {
                if wrapper.kind == .viewModifier, let helper = modifierHelpers[wrapper.name] {
                    result.wrappers.append(ProjectWrapper(
                        kind: .viewModifier, name: wrapper.name, spelling: ".\(helper)", modifiers: wrapper.modifiers,
                        origin: wrapper.origin, line: wrapper.line))
                } else if !wrapper.spelling.isEmpty {
                    // An `@available` ViewModifier (no spelling) guards nothing without a helper around it.
                    result.wrappers.append(wrapper)
                }
            }
        }
        // A function that turned out to be the enum wrapper is not also a separate helper.
        result.wrappers.removeAll { $0.kind == .helper && $0.name == result.compatWrapper?.name }
        colors += adaptiveSchemeTokens(schemeValues, entries: environmentEntries)
        // Uses are counted only under the keys a token can be written as, not every member access.
        var counted = UsageCounter.moduleTypeNames
        for token in colors { counted.formUnion(UsageCounter.keys(for: token)) }
        for colorset in colorsets.values {
            let spellings = assetAccessors(colorset.name)
            let symbol = AssetCatalogProvider.symbol(for: colorset.name)
            counted.formUnion([spellings.symbol, spellings.name, "." + symbol, "Color." + symbol, UsageCounter.implicitMemberKey(symbol)])
            if let nested = AssetCatalogProvider.nestedSymbol(for: colorset.name) { counted.formUnion(["Color." + nested, "." + nested]) }
        }
        // The first declaration of each colour set, in path order, is its accessor.
        var references: [String: (AssetColorReference, String)] = [:]
        for path in paths {
            for reference in facts[path]!.assetColors where references[reference.asset] == nil {
                references[reference.asset] = (reference, FilePaths.relative(path, to: root))
                // `static var darkBrownColor: Color { Color("ButtonColor") }` is used as `.darkBrownColor` too.
                counted.formUnion([reference.accessor, UsageCounter.key(forAccessor: reference.accessor)])
            }
        }
        // `Color.designSystem(.g1)`: a colour set named by a case of the enum the project's function takes.
        let enums = paths.reduce(into: [String: [String: String]]()) { $0.merge(self.facts[$1]!.stringEnums) { first, _ in first } }
        for path in paths {
            for (type, function) in facts[path]!.colorSetFunctions.sorted(by: { $0.key < $1.key }) {
                for (raw, name) in enums[type] ?? [:] where references[raw] == nil {
                    let reference = AssetColorReference(accessor: function.call.replacingOccurrences(of: "{case}", with: name), asset: raw, line: function.line)
                    references[raw] = (reference, FilePaths.relative(path, to: root))
                    counted.insert(reference.accessor)
                }
            }
        }
        let tokenAliases = paths.flatMap { path in facts[path]!.tokenAliases.map { (FilePaths.relative(path, to: root), $0) } }
        for (_, alias) in tokenAliases { counted.insert(alias.accessor) }
        let usage = usageCounts(of: counted)
        // `static let scrim = Color(hex: "59000000")` means what the project's own `init(hex:)` reads, wherever that is.
        let hexAlphaFirst = paths.lazy.compactMap { self.facts[$0]!.hexAlphaFirst }.first
        if let alphaFirst = hexAlphaFirst {
            for index in colors.indices {
                if let digits = colors[index].eightHexDigits { colors[index].light = ColorLiteral.eightDigits(digits, alphaFirst: alphaFirst) }
            }
        }
        // `Color(.shadowColor)` over the project's own `enum C: String { case shadowColor }` is no generated symbol.
        let ownCases = Set(enums.values.flatMap(\.values))
        colors += assetTokens(usage: usage, references: references, ownCases: ownCases)
        colors += Self.aliasTokens(tokenAliases, of: colors)
        for index in colors.indices {
            colors[index].usage = UsageCounter.keys(for: colors[index]).reduce(0) { $0 + (usage[$1] ?? 0) }
        }
        result.colors = colors
        result.conflicts = Self.conflicts(colors)
        result.hasModuledView = UsageCounter.moduleTypeNames.contains { usage[$0, default: 0] > 0 }
        resolveScales(sizeables, aliases: aliases, conversions: conversions, stepAliases: stepAliases, overloads: overloads, into: &result)
        result.targetEvidence = targetEvidence(paths)
        result.hexAlphaFirst = hexAlphaFirst
        result.shadowedColors = paths.reduce(into: Set<String>()) { $0.formUnion(self.facts[$1]!.colorShadows) }
        result.colourMethods = paths.reduce(into: Set<String>()) { found, path in
            for (function, typed) in facts[path]!.typedFunctions where typed.type == "Color" { found.insert(function) }
        }
        result.fileCount = facts.count + colorsets.count
        resolved = result
    }

    /// Per directory, the highest iOS version an API used there without an availability check needs,
    /// among APIs the project does not declare itself and above the fallback target; the highest first,
    /// then in the order of `paths`.
    private func targetEvidence(_ paths: [String]) -> [TargetEvidence] {
        guard let fallback = DeploymentTarget.fallback.versions[.iOS] else { return [] }
        let declared = paths.reduce(into: Set<String>()) { $0.formUnion(facts[$1]!.declaredEvidenceTypes) }
        var best: [(directory: String, version: Version, evidence: String)] = []
        for path in paths {
            let directory = FilePaths.directory(of: path)
            for (api, use) in facts[path]!.availabilityEvidence.sorted(by: { ($0.value.line, $0.key) < ($1.value.line, $1.key) })
            where !declared.contains(api) && fallback < use.version {
                let found = (directory, use.version, "\(api) (\(FilePaths.relative(path, to: root)):\(use.line))")
                if let index = best.firstIndex(where: { $0.directory == directory }) {
                    if best[index].version < use.version { best[index] = found }
                } else {
                    best.append(found)
                }
            }
        }
        return best.enumerated().sorted { ($1.element.version, $0.offset) < ($0.element.version, $1.offset) }
            .map { TargetEvidence(directory: $0.element.directory, target: .inferred(iOS: $0.element.version, from: $0.element.evidence)) }
    }

    private func adaptiveSchemeTokens(_ values: [(String, SchemeValueFact)], entries: [String: String]) -> [ColorToken] {
        struct Pair {
            var light: (RGBA, String, Int)?
            var dark: RGBA?
        }
        var pairs: [String: Pair] = [:]
        var order: [String] = []
        var keys: [String: (String, String, String)] = [:]
        for (path, value) in values {
            guard let key = entries[value.typeName] else { continue }
            let name = value.group.isEmpty ? value.property : "\(value.group).\(value.property)"
            if pairs[name] == nil {
                order.append(name)
                keys[name] = (key, value.property, value.group)
            }
            if value.isDark { pairs[name, default: Pair()].dark = value.value }
            else if pairs[name]?.light == nil { pairs[name, default: Pair()].light = (value.value, FilePaths.relative(path, to: root), value.line) }
        }
        // The neutral scheme is what `dsActiveColorScheme` holds unless a view sets another flag.
        let sorted = order.enumerated().sorted { lhs, rhs in
            let left = keys[lhs.element]!.2 == "neutral" ? 0 : 1
            let right = keys[rhs.element]!.2 == "neutral" ? 0 : 1
            return (left, lhs.offset) < (right, rhs.offset)
        }.map(\.element)
        return sorted.compactMap { name in
            guard let pair = pairs[name], let (light, origin, line) = pair.light, let (key, property, _) = keys[name] else { return nil }
            var token = ColorToken(name: name, accessor: "{env}.\(property)", light: light, dark: pair.dark ?? light, origin: origin, line: line)
            token.provider = "adaptive-scheme"
            token.environmentKey = key
            return token
        }
    }

    /// How often the project's files write each of `keys`.
    private func usageCounts(of keys: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in facts.values {
            for key in keys { if let count = file.usage[key] { counts[key, default: 0] += count } }
        }
        return counts
    }

    /// A colour set's two spellings: its generated symbol, and its name.
    private func assetAccessors(_ name: String) -> (symbol: String, name: String) {
        ("Color(.\(AssetCatalogProvider.symbol(for: name)))", "Color(\"\(name)\")")
    }

    /// A token per colour set. Its accessor is the project's own declaration of it when there is one
    /// (`static let brand = Color("Brand", bundle: .module)` gives `Color.brand`); else its generated
    /// symbol, when the project already writes `Color(.name)` for some colour set; else `Color("name")`,
    /// with `bundle: .module` for a colour set inside a Swift package target, whose resources are not
    /// in the main bundle.
    private func assetTokens(usage: [String: Int], references: [String: (AssetColorReference, String)], ownCases: Set<String>) -> [ColorToken] {
        let sets = colorsets.sorted { $0.key < $1.key }
        let usesSymbols = sets.contains { _, colorset in
            !ownCases.contains(AssetCatalogProvider.symbol(for: colorset.name)) && usage[assetAccessors(colorset.name).symbol] ?? 0 > 0
        }
        // `.foregroundStyle(.serverGreen)`, `Color.serverGreen.opacity(0.15)`: the project writes Xcode's generated
        // colour symbols as members. Only a name no other member is likely to have counts as evidence, and
        // not one the project declares itself, nor the `.brand` inside `Color(.brand)`.
        let usesMemberSymbols = sets.contains { _, colorset in
            let symbol = AssetCatalogProvider.symbol(for: colorset.name)
            guard !colorset.name.contains("/"), !Self.isCommonMemberName(symbol), references[colorset.name] == nil,
                references[AssetColorReference.symbolPrefix + symbol] == nil
            else { return false }
            // Written with no base or on `Color`: `baseColor.brandPrimary` is a member of the project's own struct.
            let written = (usage[UsageCounter.implicitMemberKey(symbol)] ?? 0) + (usage["Color." + symbol] ?? 0)
            return written > usage["Color(.\(symbol))"] ?? 0
        }
        // `Color.App.purple` for `App/purple` in a folder that provides a namespace: Xcode nests the generated symbols
        // so. Taken for every set of a namespace the project writes so for one of them.
        let writtenNamespaces = Set(sets.compactMap { _, colorset -> String? in
            guard let nested = AssetCatalogProvider.nestedSymbol(for: colorset.name) else { return nil }
            let written = (usage["Color." + nested] ?? 0) + (usage["." + nested] ?? 0)
            return written > 0 ? String(colorset.name[..<colorset.name.lastIndex(of: "/")!]) : nil
        })
        return sets.map { path, colorset in
            let relative = FilePaths.relative(path, to: root)
            var token: ColorToken
            if let (reference, origin) = references[colorset.name]
                ?? references[AssetColorReference.symbolPrefix + AssetCatalogProvider.symbol(for: colorset.name)]
            {
                token = ColorToken(
                    name: colorset.name, accessor: reference.accessor, light: colorset.light, dark: colorset.dark, origin: origin, line: reference.line)
            } else {
                let spellings = assetAccessors(colorset.name)
                // Xcode generates no symbol that would clash with SwiftUI's own (`Black.colorset` is no `Color.black`).
                let symbolic = !colorset.name.contains("/") && !Self.clashesWithSwiftUI(AssetCatalogProvider.symbol(for: colorset.name))
                var accessor = usesSymbols && symbolic ? spellings.symbol : spellings.name
                if usesMemberSymbols, symbolic { accessor = "Color." + AssetCatalogProvider.symbol(for: colorset.name) }
                if let slash = colorset.name.lastIndex(of: "/"), writtenNamespaces.contains(String(colorset.name[..<slash])),
                    let nested = AssetCatalogProvider.nestedSymbol(for: colorset.name)
                {
                    accessor = "Color." + nested
                }
                if accessor == spellings.name, Self.isInPackageTarget(path) { accessor = "Color(\"\(colorset.name)\", bundle: .module)" }
                token = ColorToken(name: colorset.name, accessor: accessor, light: colorset.light, dark: colorset.dark, origin: relative, line: 1)
            }
            token.provider = "asset-catalog"
            return token
        }
    }

    /// `black`, `clear`, `primary`: members SwiftUI's `Color` has.
    static func clashesWithSwiftUI(_ symbol: String) -> Bool {
        NamedColor.all[symbol]?.isSwiftUIs == true || ["clear", "primary", "secondary", "accentColor"].contains(symbol)
    }

    /// Member names SwiftUI and apps use for other things (`.background(…)`, `.primary`, `.accent`): a colour
    /// set of such a name says nothing about how the project spells its colour sets.
    static func isCommonMemberName(_ name: String) -> Bool {
        NamedColor.all[name] != nil || MissingCompatWrapperRule.table[name] != nil || MissingCompatWrapperRule.Entry.viewModifiers.contains(name)
            || commonMemberNames.contains(name)
    }

    static let commonMemberNames: Set<String> = [
        "primary", "secondary", "tertiary", "accent", "accentColor", "clear", "background", "foreground", "tint", "label", "text", "title",
        "border", "shadow", "fill", "stroke", "separator", "divider", "disabled", "selected", "highlight", "error", "warning", "success",
        "info", "link", "main", "surface", "card", "overlay", "icon", "placeholder",
        // Edges, alignments and unit points (`.padding(.bottom, 40)` is no `bottomColor.colorset`), and common enum cases.
        "top", "bottom", "leading", "trailing", "horizontal", "vertical", "all", "center", "topLeading", "topTrailing",
        "bottomLeading", "bottomTrailing", "zero", "light", "dark", "hidden", "visible", "automatic", "none", "large", "medium",
        "small", "regular", "compact", "bold", "heavy", "inline", "default", "standard",
    ]

    /// `…/Sources/Target/…/Assets.xcassets/…` below a directory with a `Package.swift`.
    static func isInPackageTarget(_ path: String) -> Bool {
        var directory = FilePaths.directory(of: path)
        while let range = directory.range(of: "/Sources/", options: .backwards) {
            directory = String(directory[..<range.lowerBound])
            if FileIO.exists(directory + "/Package.swift") { return true }
        }
        return false
    }

    /// The seed's `Sizeable` enum wins (the one the project aliases, else its own rather than `DefaultSize`);
    /// without one, constants, chosen for each scale apart (a `Margins` type may give the padding scale
    /// and a `Spacing` one the spacing scale): those reached as implicit `CGFloat` members first
    /// (`.layoutPadding`, how call sites write them), then the most steps, then the first.
    private func resolveScales(
        _ sizeables: [(String, SizeableFact)], aliases: [String: String], conversions: [String: String], stepAliases: [String: String],
        overloads: [String: String],
        into result: inout DiscoveredTokens
    ) {
        let enums = sizeables.filter { $0.1.accessorTemplate == nil }
        if let (path, fact) = enums.first(where: { aliases[$0.1.typeName] != nil }) ?? enums.first(where: { $0.1.typeName != "DefaultSize" }) ?? enums.first {
            let base = aliases[fact.typeName] ?? "Dimensions<\(fact.typeName)>"
            if !fact.padding.isEmpty {
                result.padding = DimensionScale(kind: "padding", accessorTemplate: "\(base).Content.padding(.{step})", steps: fact.padding)
            }
            if !fact.spacing.isEmpty {
                result.spacing = DimensionScale(kind: "spacing", accessorTemplate: "\(base).Content.spacing(.{step})", steps: fact.spacing)
            }
            result.scaleOrigin = "\(FilePaths.relative(path, to: root)):\(fact.line)"
            return
        }
        var origins: [String] = []
        for kind in ["padding", "spacing"] {
            let candidates = sizeables.enumerated().filter { !(kind == "padding" ? $0.element.1.padding : $0.element.1.spacing).isEmpty }
            let best = candidates.max { lhs, rhs in
                // A type named for this scale alone (`DSPadding`, `Layout.Padding`) beats one that serves both
                // (`DSSpacing`), however many steps that has.
                let exclusive: DimensionConstantsProvider.Kind = kind == "padding" ? .padding : .spacing
                func rank(_ item: (offset: Int, element: (String, SizeableFact))) -> (Int, Int, Int, Int) {
                    let fact = item.element.1
                    return (
                        fact.accessorTemplate?.hasPrefix(".") == true ? 1 : 0,
                        DimensionConstantsProvider.kind(ofType: fact.typeName) == exclusive ? 1 : 0,
                        fact.padding.count + fact.spacing.count, -item.offset)
                }
                return rank(lhs) < rank(rhs)
            }
            guard let (path, fact) = best?.element, var template = fact.accessorTemplate else { continue }
            // `Dimension.small.value` where the project writes `CGFloat(.small)`.
            if let property = conversions[fact.typeName], template.hasSuffix(".{step}." + property) { template = "CGFloat(.{step})" }
            // `extension CGFloat { static var xs: CGFloat { Spacing.xs.value } }` for every step: the project writes `.xs`.
            let steps = kind == "padding" ? fact.padding : fact.spacing
            if !stepAliases.isEmpty, steps.allSatisfy({ stepAliases[template.replacingAll("{step}", with: $0.name)] == $0.name }) { template = ".{step}" }
            var scale = DimensionScale(kind: kind, accessorTemplate: template, steps: steps)
            // Only an enum's cases can be written `.medium` where the overload takes the enum.
            if template.contains(fact.typeName + ".{step}") {
                let calls = kind == "padding" ? HardcodedPaddingRule.paddingModifiers : Set(HardcodedSpacingRule.spacingLabels.keys)
                scale.overloadedCalls = Set(overloads.filter { $0.value == fact.typeName && calls.contains($0.key) }.keys)
            }
            if kind == "padding" { result.padding = scale } else { result.spacing = scale }
            let origin = "\(FilePaths.relative(path, to: root)):\(fact.line)"
            if !origins.contains(origin) { origins.append(origin) }
        }
        if !origins.isEmpty { result.scaleOrigin = origins.joined(separator: ", ") }
    }

    /// `static let lumaInTune = LumaColor.inTune.color`: a token of its own under the project's name for
    /// another file's token, with that token's value (aliases of aliases too).
    static func aliasTokens(_ aliases: [(origin: String, alias: TokenAlias)], of colors: [ColorToken]) -> [ColorToken] {
        var byAccessor = Dictionary(colors.map { ($0.accessor, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [ColorToken] = []
        var pending = aliases.filter { byAccessor[$0.alias.accessor] == nil }
        while true {
            let resolvable = pending.filter { byAccessor[$0.alias.target] != nil }
            guard !resolvable.isEmpty else { return found }
            for (origin, alias) in resolvable where byAccessor[alias.accessor] == nil {
                let target = byAccessor[alias.target]!
                var token = ColorToken(name: alias.accessor, accessor: alias.accessor, light: target.light, dark: target.dark, origin: origin, line: alias.line)
                token.provider = "token-table"
                byAccessor[alias.accessor] = token
                found.append(token)
            }
            pending.removeAll { byAccessor[$0.alias.accessor] != nil }
        }
    }

    /// Tokens that claim the same light and dark value, the most used first.
    static func conflicts(_ colors: [ColorToken]) -> [TokenConflict] {
        var groups: [String: [ColorToken]] = [:]
        var order: [String] = []
        for token in colors {
            let key = token.light.hexString + "/" + (token.dark ?? token.light).hexString
            if groups[key] == nil { order.append(key) }
            if !(groups[key]?.contains { $0.accessor == token.accessor } ?? false) { groups[key, default: []].append(token) }
        }
        // Ranked as the rule ranks them (`ColorPalette.preferred`): most used, then a name no reader takes for SwiftUI's own colour.
        func rank(_ token: ColorToken, _ offset: Int) -> (Int, Int, Int) { (-token.usage, ColorPalette.readsAsSystemColour(token.accessor) ? 1 : 0, offset) }
        return order.compactMap { key -> TokenConflict? in
            guard let tokens = groups[key], tokens.count > 1 else { return nil }
            let ranked = tokens.enumerated().sorted { rank($0.element, $0.offset) < rank($1.element, $1.offset) }.map(\.element.accessor)
            return TokenConflict(value: key, accessors: ranked)
        }
    }
}

extension Configuration {
    /// This configuration with discovered tokens merged underneath: configured colour tokens come
    /// first and keep their accessors, configured scales and wrapper are kept, the rest is discovered.
    public func merging(_ discovered: DiscoveredTokens) -> Configuration {
        guard discovery, !discovered.isEmpty else { return self }
        var merged = self
        let accessors = Set(colors.tokens.map(\.accessor))
        let names = Set(colors.tokens.map(\.name))
        merged.colors.tokens += discovered.colors.filter { !accessors.contains($0.accessor) && !names.contains($0.name) }
        merged.colors.shadowedMembers.formUnion(discovered.shadowedColors)
        merged.colors.colourMethods.formUnion(discovered.colourMethods)
        if !explicitSettings.contains("padding"), let padding = discovered.padding {
            merged.padding = padding
            merged.discoveredSettings.insert("padding")
        }
        if !explicitSettings.contains("spacing"), let spacing = discovered.spacing {
            merged.spacing = spacing
            merged.discoveredSettings.insert("spacing")
        }
        if !explicitSettings.contains("compatWrapper"), let wrapper = discovered.compatWrapper {
            merged.compatWrapper = wrapper
            merged.discoveredSettings.insert("compatWrapper")
        }
        merged.projectWrappers = discovered.wrappers
        merged.hasModuledView = merged.hasModuledView || discovered.hasModuledView
        merged.targetEvidence = discovered.targetEvidence
        merged.hexAlphaFirst = discovered.hexAlphaFirst
        return merged
    }
}

/// The discovery providers that ride on a lint walk: the walker hands them the nodes they read, and
/// the children of a node it skips (a preview) to walks of their own.
final class DiscoveryWalk {
    let usage: UsageCounter.Tally?
    let schemes: AdaptiveColorSchemeProvider.Collector?

    init(usage: UsageCounter.Tally?, schemes: AdaptiveColorSchemeProvider.Collector?) {
        self.usage = usage
        self.schemes = schemes
    }

    func collectChildren(of node: some SyntaxProtocol) {
        usage?.countChildren(of: node)
        schemes?.collectChildren(of: node)
    }
}

extension SyntaxVisitor {
    /// Walks what is below `node`, not `node` itself.
    func walkChildren(of node: some SyntaxProtocol) {
        for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }
}
