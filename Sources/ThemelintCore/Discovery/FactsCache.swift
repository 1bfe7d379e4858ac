// Discovery facts on disk, next to the result cache: one file per discovery root (and tool
// version) holding every Swift file's facts, keyed by its path relative to the root and checked
// against its content digest. A warm run reads each file's facts from here instead of parsing it,
// so an unchanged project is not parsed at all; one file instead of one per source file saves a
// warm run thousands of opens. A pack that does not decode is empty, and is rewritten.

extension ResultCache {
    func loadFacts(_ content: ContentDigest, relativePath: String, root: String) -> FileFacts? {
        guard let entry = factsPack(root: root).entry(relativePath, key: content) else { return nil }
        return try? FileFacts(entry: Array(entry))
    }

    func storeFacts(_ facts: FileFacts, content: ContentDigest, relativePath: String, root: String) {
        factsPack(root: root).store(facts.entry, for: relativePath, key: content)
    }

    /// Whether the pack holds this file's facts; they are decoded only by `loadFacts`.
    func hasFacts(_ content: ContentDigest, relativePath: String, root: String) -> Bool {
        factsPack(root: root).entry(relativePath, key: content) != nil
    }

    /// The tokens resolved from exactly the files, contents and colour sets `key` stands for.
    func loadResolution(_ key: ContentDigest, root: String) -> DiscoveredTokens? {
        guard let entry = factsPack(root: root).entry(Self.resolutionName, key: key) else { return nil }
        return try? DiscoveredTokens(entry: Array(entry))
    }

    func storeResolution(_ tokens: DiscoveredTokens, key: ContentDigest, root: String) {
        factsPack(root: root).store(tokens.entry, for: Self.resolutionName, key: key)
    }

    /// No relative path starts with a NUL byte.
    private static let resolutionName = "\u{0}resolved"

    /// Writes the root's pack if this run found facts it did not hold, or it held files no longer
    /// there. Called once discovery has seen every file of the root, so unused entries are dropped.
    func saveFacts(root: String) {
        let pack = factsPack(root: root)
        if let bytes = pack.changedBytes(keepingUnused: { _ in false }) { write(bytes, to: pack.path) }
    }

    private func factsPack(root: String) -> CachePack {
        pack(named: "facts\u{1F}\(root)", kind: "facts-v3")
    }
}

extension FileFacts {
    static let format: UInt8 = 13

    var entry: [UInt8] {
        var writer = CacheWriter()
        writer.int(colors.count)
        for token in colors { token.write(to: &writer) }
        writer.int(sizeables.count)
        for fact in sizeables {
            writer.string(fact.typeName)
            Self.write(fact.padding, to: &writer)
            Self.write(fact.spacing, to: &writer)
            writer.int(fact.line)
            writer.string(fact.accessorTemplate ?? "")
        }
        writer.map(dimensionAliases) { $0.string($1) }
        writer.map(cgFloatConversions) { $0.string($1) }
        writer.map(cgFloatStepAliases) { $0.string($1) }
        writer.map(scaleOverloads) { $0.string($1) }
        writer.map(environmentEntries) { $0.string($1) }
        writer.int(schemeValues.count)
        for value in schemeValues {
            writer.string(value.typeName)
            writer.string(value.group)
            writer.string(value.property)
            value.value.write(to: &writer)
            writer.bool(value.isDark)
            writer.int(value.line)
        }
        writer.map(modifierEnums) { $0.strings($1) }
        writer.map(typedFunctions) { writer, function in
            writer.string(function.type)
            writer.int(function.line)
        }
        writer.map(modifierHelpers) { $0.string($1) }
        writer.int(wrappers.count)
        for wrapper in wrappers { wrapper.write(to: &writer) }
        writer.int(assetColors.count)
        for reference in assetColors {
            writer.string(reference.accessor)
            writer.string(reference.asset)
            writer.int(reference.line)
        }
        writer.int(tokenAliases.count)
        for alias in tokenAliases {
            writer.string(alias.accessor)
            writer.string(alias.target)
            writer.int(alias.line)
        }
        writer.map(availabilityEvidence) { writer, use in
            writer.int(use.line)
            writer.string(use.version.description)
        }
        writer.strings(declaredEvidenceTypes.sorted())
        writer.int(hexAlphaFirst.map { $0 ? 1 : 0 } ?? -1)
        writer.map(usage) { $0.int($1) }
        writer.strings(colorShadows.sorted())
        writer.map(colorSetFunctions) { writer, function in
            writer.string(function.call)
            writer.int(function.line)
        }
        writer.map(stringEnums) { writer, cases in writer.map(cases) { $0.string($1) } }
        return writer.sealed(format: Self.format)
    }

    init(entry: [UInt8]) throws(CacheReader.Malformed) {
        var reader = try CacheReader(sealed: entry, format: Self.format)
        self.init()
        for _ in 0..<(try reader.count()) { colors.append(try ColorToken(from: &reader)) }
        for _ in 0..<(try reader.count()) {
            let (typeName, padding, spacing, line) = (try reader.string(), try Self.steps(from: &reader), try Self.steps(from: &reader), try reader.int())
            let template = try reader.string()
            sizeables.append(
                SizeableFact(typeName: typeName, padding: padding, spacing: spacing, line: line, accessorTemplate: template.isEmpty ? nil : template))
        }
        dimensionAliases = try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        cgFloatConversions = try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        cgFloatStepAliases = try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        scaleOverloads = try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        environmentEntries = try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        for _ in 0..<(try reader.count()) {
            schemeValues.append(
                SchemeValueFact(
                    typeName: try reader.string(), group: try reader.string(), property: try reader.string(),
                    value: try RGBA(from: &reader), isDark: try reader.bool(), line: try reader.int()))
        }
        modifierEnums = try reader.map { reader throws(CacheReader.Malformed) in try reader.strings() }
        typedFunctions = try reader.map { reader throws(CacheReader.Malformed) in (try reader.string(), try reader.int()) }
        modifierHelpers = try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        for _ in 0..<(try reader.count()) { wrappers.append(try ProjectWrapper(from: &reader)) }
        for _ in 0..<(try reader.count()) {
            assetColors.append(AssetColorReference(accessor: try reader.string(), asset: try reader.string(), line: try reader.int()))
        }
        for _ in 0..<(try reader.count()) {
            tokenAliases.append(TokenAlias(accessor: try reader.string(), target: try reader.string(), line: try reader.int()))
        }
        availabilityEvidence = try reader.map { reader throws(CacheReader.Malformed) in
            let line = try reader.int()
            guard let version = Version(try reader.string()) else { throw CacheReader.Malformed() }
            return (line, version)
        }
        declaredEvidenceTypes = Set(try reader.strings())
        let order = try reader.int()
        hexAlphaFirst = order < 0 ? nil : order == 1
        usage = try reader.map { reader throws(CacheReader.Malformed) in try reader.int() }
        colorShadows = Set(try reader.strings())
        colorSetFunctions = try reader.map { reader throws(CacheReader.Malformed) in (try reader.string(), try reader.int()) }
        stringEnums = try reader.map { reader throws(CacheReader.Malformed) in
            try reader.map { reader throws(CacheReader.Malformed) in try reader.string() }
        }
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
    }

    fileprivate static func write(_ steps: [DimensionScale.Step], to writer: inout CacheWriter) {
        writer.int(steps.count)
        for step in steps {
            writer.string(step.name)
            writer.double(step.value)
        }
    }

    fileprivate static func steps(from reader: inout CacheReader) throws(CacheReader.Malformed) -> [DimensionScale.Step] {
        var steps: [DimensionScale.Step] = []
        for _ in 0..<(try reader.count()) { steps.append(DimensionScale.Step(name: try reader.string(), value: try reader.double())) }
        return steps
    }
}

extension ProjectWrapper {
    func write(to writer: inout CacheWriter) {
        writer.string(kind.rawValue)
        writer.string(name)
        writer.string(spelling)
        writer.strings(modifiers)
        writer.string(origin)
        writer.int(line)
        writer.int(parameters.count)
        for parameter in parameters {
            writer.string(parameter.label)
            writer.bool(parameter.hasDefault)
            writer.bool(parameter.takesClosure)
        }
        writer.string(receiverType ?? "")
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        guard let kind = Kind(rawValue: try reader.string()) else { throw CacheReader.Malformed() }
        let (name, spelling, modifiers, origin, line) = (try reader.string(), try reader.string(), try reader.strings(), try reader.string(), try reader.int())
        var parameters: [Parameter] = []
        for _ in 0..<(try reader.count()) {
            parameters.append(Parameter(label: try reader.string(), hasDefault: try reader.bool(), takesClosure: try reader.bool()))
        }
        let receiverType = try reader.string()
        self.init(
            kind: kind, name: name, spelling: spelling, modifiers: modifiers, origin: origin, line: line, parameters: parameters,
            receiverType: receiverType.isEmpty ? nil : receiverType)
    }
}

extension DiscoveredTokens {
    static let format: UInt8 = 8

    var entry: [UInt8] {
        var writer = CacheWriter()
        writer.int(colors.count)
        for token in colors { token.write(to: &writer) }
        for scale in [padding, spacing] {
            writer.bool(scale != nil)
            guard let scale else { continue }
            writer.string(scale.kind)
            writer.string(scale.accessorTemplate)
            FileFacts.write(scale.steps, to: &writer)
            writer.strings(scale.overloadedCalls.sorted())
        }
        writer.string(scaleOrigin ?? "")
        writer.bool(compatWrapper != nil)
        if let compatWrapper {
            writer.string(compatWrapper.name)
            writer.strings(compatWrapper.supports.sorted())
        }
        writer.int(wrappers.count)
        for wrapper in wrappers { wrapper.write(to: &writer) }
        writer.int(conflicts.count)
        for conflict in conflicts {
            writer.string(conflict.value)
            writer.strings(conflict.accessors)
        }
        writer.bool(hasModuledView)
        writer.int(targetEvidence.count)
        for evidence in targetEvidence {
            writer.string(evidence.directory)
            writer.string(evidence.target.versions[.iOS]?.description ?? "")
            writer.string(evidence.target.origin)
        }
        writer.int(hexAlphaFirst.map { $0 ? 1 : 0 } ?? -1)
        writer.int(fileCount)
        writer.strings(shadowedColors.sorted())
        writer.strings(colourMethods.sorted())
        return writer.sealed(format: Self.format)
    }

    init(entry: [UInt8]) throws(CacheReader.Malformed) {
        var reader = try CacheReader(sealed: entry, format: Self.format)
        self.init()
        for _ in 0..<(try reader.count()) { colors.append(try ColorToken(from: &reader)) }
        var scales: [DimensionScale?] = []
        for _ in 0..<2 {
            guard try reader.bool() else {
                scales.append(nil)
                continue
            }
            var scale = DimensionScale(kind: try reader.string(), accessorTemplate: try reader.string(), steps: try FileFacts.steps(from: &reader))
            scale.overloadedCalls = Set(try reader.strings())
            scales.append(scale)
        }
        (padding, spacing) = (scales[0], scales[1])
        let origin = try reader.string()
        scaleOrigin = origin.isEmpty ? nil : origin
        if try reader.bool() { compatWrapper = CompatWrapper(name: try reader.string(), supports: Set(try reader.strings())) }
        for _ in 0..<(try reader.count()) { wrappers.append(try ProjectWrapper(from: &reader)) }
        for _ in 0..<(try reader.count()) { conflicts.append(TokenConflict(value: try reader.string(), accessors: try reader.strings())) }
        hasModuledView = try reader.bool()
        for _ in 0..<(try reader.count()) {
            let (directory, inferredVersion, evidence) = (try reader.string(), try reader.string(), try reader.string())
            guard let version = Version(inferredVersion) else { throw CacheReader.Malformed() }
            targetEvidence.append(TargetEvidence(directory: directory, target: .inferred(iOS: version, from: evidence)))
        }
        let order = try reader.int()
        hexAlphaFirst = order < 0 ? nil : order == 1
        fileCount = try reader.int()
        shadowedColors = Set(try reader.strings())
        colourMethods = Set(try reader.strings())
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
    }
}

extension ColorToken {
    func write(to writer: inout CacheWriter) {
        writer.string(name)
        writer.string(accessor)
        light.write(to: &writer)
        writer.bool(dark != nil)
        dark?.write(to: &writer)
        writer.string(origin)
        writer.int(line ?? -1)
        writer.string(provider)
        writer.int(usage)
        writer.string(modifierAccessor ?? "")
        writer.string(environmentKey ?? "")
        writer.int(eightHexDigits.map { Int($0) } ?? -1)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let name = try reader.string()
        let accessor = try reader.string()
        let light = try RGBA(from: &reader)
        let dark = try reader.bool() ? try RGBA(from: &reader) : nil
        let origin = try reader.string()
        let line = try reader.int()
        self.init(name: name, accessor: accessor, light: light, dark: dark, origin: origin, line: line < 0 ? nil : line)
        provider = try reader.string()
        usage = try reader.int()
        let modifierAccessor = try reader.string()
        self.modifierAccessor = modifierAccessor.isEmpty ? nil : modifierAccessor
        let environmentKey = try reader.string()
        self.environmentKey = environmentKey.isEmpty ? nil : environmentKey
        let digits = try reader.int()
        eightHexDigits = digits < 0 ? nil : UInt64(digits)
    }
}
