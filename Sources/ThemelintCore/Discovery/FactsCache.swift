// Discovery facts on disk, next to the result cache: one entry per (file content, path relative to
// the discovery root, tool version). A warm run reads each file's facts from here instead of
// parsing it, so an unchanged project is not parsed at all. Entries are JSON through
// ThemelintJSON; one that does not decode is treated as missing and rewritten.

import ThemelintJSON

extension ResultCache {
    func loadFacts(bytes: [UInt8], relativePath: String) -> FileFacts? {
        guard let data = FileIO.read(factsPath(bytes: bytes, relativePath: relativePath)),
            let json = try? JSON.parse(bytes: data, strict: true)
        else { return nil }
        return FileFacts(json: json)
    }

    func storeFacts(_ facts: FileFacts, bytes: [UInt8], relativePath: String) {
        let path = factsPath(bytes: bytes, relativePath: relativePath)
        guard FileIO.makeDirectories(FilePaths.directory(of: path)) else { return }
        try? FileIO.writeAtomically(Array(facts.json.serialized().utf8), to: path)
    }

    private func factsPath(bytes: [UInt8], relativePath: String) -> String {
        let key = key(bytes: bytes, context: "facts\u{1F}\(toolVersion)\u{1F}\(relativePath)")
        return "\(directory)/facts-v1/\(key.prefix(2))/\(key)"
    }
}

extension FileFacts {
    var json: JSON {
        [
            "colors": .array(colors.map(\.factJSON)),
            "sizeables": .array(sizeables.map { fact in
                ["type": .string(fact.typeName), "padding": Self.steps(fact.padding), "spacing": Self.steps(fact.spacing), "line": JSON(fact.line)]
            }),
            "aliases": Self.strings(dimensionAliases),
            "environment": Self.strings(environmentEntries),
            "schemeValues": .array(schemeValues.map { value in
                ["type": .string(value.typeName), "group": .string(value.group), "property": .string(value.property),
                 "value": value.value.factJSON, "dark": .bool(value.isDark), "line": JSON(value.line)]
            }),
            "modifierEnums": .object(JSONObject(modifierEnums.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value.map { .string($0) })) })),
            "typedFunctions": .object(JSONObject(typedFunctions.sorted { $0.key < $1.key }.map { ($0.key, ["type": .string($0.value.type), "line": JSON($0.value.line)]) })),
            "modifierHelpers": Self.strings(modifierHelpers),
            "wrappers": .array(wrappers.map { wrapper in
                ["kind": .string(wrapper.kind.rawValue), "name": .string(wrapper.name), "spelling": .string(wrapper.spelling),
                 "modifiers": .array(wrapper.modifiers.map { .string($0) }), "origin": .string(wrapper.origin), "line": JSON(wrapper.line)]
            }),
            "usage": .object(JSONObject(usage.sorted { $0.key < $1.key }.map { ($0.key, JSON($0.value)) })),
        ]
    }

    init?(json: JSON) {
        guard let colors = json["colors"]?.arrayValue, let sizeables = json["sizeables"]?.arrayValue,
            let schemeValues = json["schemeValues"]?.arrayValue, let wrappers = json["wrappers"]?.arrayValue,
            let aliases = Self.strings(json["aliases"]), let environment = Self.strings(json["environment"]),
            let helpers = Self.strings(json["modifierHelpers"]), let enums = json["modifierEnums"]?.objectValue,
            let typed = json["typedFunctions"]?.objectValue, let usage = json["usage"]?.objectValue
        else { return nil }
        var facts = FileFacts()
        for item in colors {
            guard let token = ColorToken(factJSON: item) else { return nil }
            facts.colors.append(token)
        }
        for item in sizeables {
            guard let type = item["type"]?.stringValue, let padding = Self.steps(item["padding"]), let spacing = Self.steps(item["spacing"]),
                let line = item["line"]?.intValue
            else { return nil }
            facts.sizeables.append(SizeableFact(typeName: type, padding: padding, spacing: spacing, line: line))
        }
        for item in schemeValues {
            guard let type = item["type"]?.stringValue, let group = item["group"]?.stringValue, let property = item["property"]?.stringValue,
                let value = item["value"].flatMap(RGBA.init(factJSON:)), let dark = item["dark"]?.boolValue, let line = item["line"]?.intValue
            else { return nil }
            facts.schemeValues.append(SchemeValueFact(typeName: type, group: group, property: property, value: value, isDark: dark, line: line))
        }
        for item in wrappers {
            guard let kind = item["kind"]?.stringValue.flatMap(ProjectWrapper.Kind.init(rawValue:)), let name = item["name"]?.stringValue,
                let spelling = item["spelling"]?.stringValue, let modifiers = item["modifiers"]?.arrayValue?.compactMap(\.stringValue),
                let origin = item["origin"]?.stringValue, let line = item["line"]?.intValue
            else { return nil }
            facts.wrappers.append(ProjectWrapper(kind: kind, name: name, spelling: spelling, modifiers: modifiers, origin: origin, line: line))
        }
        for (name, cases) in enums {
            guard let cases = cases.arrayValue?.compactMap(\.stringValue) else { return nil }
            facts.modifierEnums[name] = cases
        }
        for (name, value) in typed {
            guard let type = value["type"]?.stringValue, let line = value["line"]?.intValue else { return nil }
            facts.typedFunctions[name] = (type, line)
        }
        for (key, count) in usage {
            guard let count = count.intValue else { return nil }
            facts.usage[key] = count
        }
        facts.dimensionAliases = aliases
        facts.environmentEntries = environment
        facts.modifierHelpers = helpers
        self = facts
    }

    private static func strings(_ map: [String: String]) -> JSON {
        .object(JSONObject(map.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
    }

    private static func strings(_ json: JSON?) -> [String: String]? {
        guard let object = json?.objectValue else { return nil }
        var map: [String: String] = [:]
        for (key, value) in object {
            guard let string = value.stringValue else { return nil }
            map[key] = string
        }
        return map
    }

    private static func steps(_ steps: [DimensionScale.Step]) -> JSON {
        .array(steps.map { ["name": .string($0.name), "value": .double($0.value)] })
    }

    private static func steps(_ json: JSON?) -> [DimensionScale.Step]? {
        guard let items = json?.arrayValue else { return nil }
        var steps: [DimensionScale.Step] = []
        for item in items {
            guard let name = item["name"]?.stringValue, let value = item["value"]?.doubleValue else { return nil }
            steps.append(DimensionScale.Step(name: name, value: value))
        }
        return steps
    }
}

extension ColorToken {
    var factJSON: JSON {
        var object: JSONObject = [
            "name": .string(name), "accessor": .string(accessor), "light": light.factJSON, "origin": .string(origin),
            "provider": .string(provider), "usage": JSON(usage),
        ]
        if let dark { object["dark"] = dark.factJSON }
        if let line { object["line"] = JSON(line) }
        if let modifierAccessor { object["modifierAccessor"] = .string(modifierAccessor) }
        if let environmentKey { object["environmentKey"] = .string(environmentKey) }
        return .object(object)
    }

    init?(factJSON json: JSON) {
        guard let name = json["name"]?.stringValue, let accessor = json["accessor"]?.stringValue,
            let light = json["light"].flatMap(RGBA.init(factJSON:)), let origin = json["origin"]?.stringValue,
            let provider = json["provider"]?.stringValue, let usage = json["usage"]?.intValue
        else { return nil }
        var dark: RGBA?
        if let darkJSON = json["dark"] {
            guard let value = RGBA(factJSON: darkJSON) else { return nil }
            dark = value
        }
        self.init(name: name, accessor: accessor, light: light, dark: dark, origin: origin, line: json["line"]?.intValue)
        self.provider = provider
        self.usage = usage
        modifierAccessor = json["modifierAccessor"]?.stringValue
        environmentKey = json["environmentKey"]?.stringValue
    }
}

extension RGBA {
    /// Components as doubles, not hex: a token's exact value decides exact matches.
    var factJSON: JSON { .array([.double(red), .double(green), .double(blue), .double(alpha)]) }

    init?(factJSON json: JSON) {
        guard let items = json.arrayValue, items.count == 4 else { return nil }
        let components = items.compactMap(\.doubleValue)
        guard components.count == 4 else { return nil }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
}
