// Configuration: the `.themelint.json` schema, its strict validation (every error names the
// file and the key), `extends`, and the defaults that follow the seed's `DefaultSize`.

import Foundation
import SwiftParser
import SwiftSyntax
import ThemelintJSON

public struct RuleSetting: Equatable, Sendable {
    public var enabled: Bool
    public var severity: Severity?
    public var options: JSONObject

    public init(enabled: Bool = true, severity: Severity? = nil, options: JSONObject = JSONObject()) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}

public struct CompatWrapper: Equatable, Sendable {
    public var name: String
    /// Modifiers the wrapper is known to accept; wrapping others is offered as an unsafe fix.
    public var supports: Set<String>

    public static let seedDefault = CompatWrapper(
        name: "compatibleCall", supports: ["listRowSeparator", "scrollContentBackground", "scrollDisabled"])
}

public struct Configuration: Equatable, Sendable {
    /// The file this configuration was read from; nil for the built-in defaults.
    public var path: String?
    /// Directory that include/exclude globs are relative to.
    public var root: String
    public var deploymentTarget: [Platform: Version]?
    public var compatWrapper = CompatWrapper.seedDefault
    public var include: [String] = []
    public var exclude: [String] = []
    public var skipPreviews = true
    public var skipTests = true
    public var rules: [String: RuleSetting] = [:]
    public var colors = ColorPalette()
    public var padding = DimensionScale.defaultPadding
    public var spacing = DimensionScale.defaultSpacing
    /// Whether tokens, scales and compatibility wrappers are discovered from the project's own code
    /// and asset catalogs (`"discovery": false` turns it off). See Discovery/.
    public var discovery = true
    /// Swift files larger than this many bytes are reported and not linted (`"maxFileSize"`).
    public var maxFileSize = FileIO.defaultMaximumSourceSize
    /// The token settings this config states itself ("colors", "padding", "spacing", "compatWrapper"):
    /// discovered values never replace these.
    public var explicitSettings: Set<String> = []
    /// The token settings discovery found in the project's own code (`merging(_:)`).
    public var discoveredSettings: Set<String> = []
    /// The project's own compatibility helpers, found by discovery (never configured).
    public var projectWrappers: [ProjectWrapper] = []
    /// The project has the seed's `ModuledView` (discovered), so suggesting it makes sense.
    public var hasModuledView = false
    /// What the code's own unguarded APIs imply (discovered), per directory, for directories no config or
    /// build file gives a target.
    public var targetEvidence: [TargetEvidence] = []
    /// The target all of that code implies, whatever builds it (`ProjectSettings` leaves out code that a
    /// target for other platforms builds).
    public var inferredDeploymentTarget: DeploymentTarget? { targetEvidence.first?.target }
    /// How the project's own hex initialiser reads eight digits: AARRGGBB (true), RRGGBBAA (false),
    /// or unknown (nil). Discovered.
    public var hexAlphaFirst: Bool?

    public init(root: String, path: String? = nil) {
        self.root = root
        self.path = path
    }

    /// Whether the project states or defines this setting itself rather than relying on the built-in
    /// seed defaults (`D.Content.padding(.small)`, `.compatibleCall`). Only then can a fix name its
    /// accessor as safe: in a project without the seed's UI package it would not compile.
    public func isEstablished(_ setting: String) -> Bool {
        explicitSettings.contains(setting) || discoveredSettings.contains(setting)
    }

    public static func defaults(root: String) -> Configuration { Configuration(root: root) }
}

public struct ConfigError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

// MARK: - Loading

extension Configuration {
    static let fileName = ".themelint.json"
    static let topLevelKeys: Set<String> = [
        "$schema", "extends", "deploymentTarget", "compatWrapper", "include", "exclude", "skipPreviews", "skipTests", "rules", "tokens",
        "discovery", "maxFileSize",
    ]

    /// Reads a config file, following `extends` (relative to the file), and validates it against the
    /// known rule ids. Any problem throws a `ConfigError` naming the file and the key.
    public static func load(path: String, knownRules: Set<String>) throws(ConfigError) -> Configuration {
        let absolute = FilePaths.absolute(path)
        let merged = try loadMerged(path: absolute, chain: [])
        return try decode(merged.json, path: absolute, root: FilePaths.directory(of: absolute), knownRules: knownRules)
    }

    /// Decodes an in-memory JSON object (used by rule examples and the language server's settings).
    public static func decode(_ json: JSON, path: String, root: String, knownRules: Set<String>) throws(ConfigError) -> Configuration {
        var config = Configuration(root: root, path: path)
        try ConfigDecoder(path: path, knownRules: knownRules).decode(json, into: &config)
        return config
    }

    private static func loadMerged(path: String, chain: [String]) throws(ConfigError) -> (json: JSON, files: [String]) {
        if chain.contains(path) {
            throw ConfigError(path: chain.last ?? path, message: "\"extends\" forms a cycle: \((chain + [path]).joined(separator: " -> "))")
        }
        let bytes: [UInt8]
        do { bytes = try FileIO.readFile(path, limit: FileIO.defaultMaximumSourceSize) } catch {
            if case .tooLarge(let size, let limit) = error {
                throw ConfigError(path: path, message: "the file is \(size) bytes; a config over \(FileIO.describeSize(limit)) is not read")
            }
            throw ConfigError(path: path, message: error.description)
        }
        let json: JSON
        do {
            json = try JSON.parse(bytes: bytes)
        } catch {
            throw ConfigError(path: path, message: "invalid JSON at \(error)")
        }
        guard case .object(var object) = json else {
            throw ConfigError(path: path, message: "expected an object at the top level, got \(json.typeName)")
        }
        guard let extends = object["extends"] else { return (json, chain + [path]) }
        guard let parentPath = extends.stringValue else {
            throw ConfigError(path: path, message: "\"extends\" must be a string (a path), got \(extends.typeName)")
        }
        let resolved = FilePaths.resolve(parentPath, relativeTo: FilePaths.directory(of: path))
        let parent = try loadMerged(path: resolved, chain: chain + [path])
        object["extends"] = nil
        return (JSON.deepMerge(parent.json, .object(object)), parent.files)
    }
}

extension JSON {
    /// `overlay` wins; objects merge key by key, everything else is replaced.
    public static func deepMerge(_ base: JSON, _ overlay: JSON) -> JSON {
        guard case .object(var merged) = base, case .object(let top) = overlay else { return overlay }
        for (key, value) in top {
            merged[key] = merged[key].map { deepMerge($0, value) } ?? value
        }
        return .object(merged)
    }
}

/// Walks the JSON with a key path so each error can say exactly where it is.
private struct ConfigDecoder {
    let path: String
    let knownRules: Set<String>

    func fail(_ key: String, _ message: String) -> ConfigError {
        ConfigError(path: path, message: key.isEmpty ? message : "\(key): \(message)")
    }

    func object(_ value: JSON, _ key: String) throws(ConfigError) -> JSONObject {
        guard case .object(let object) = value else { throw fail(key, "expected an object, got \(value.typeName)") }
        return object
    }

    func string(_ value: JSON, _ key: String) throws(ConfigError) -> String {
        guard case .string(let string) = value else { throw fail(key, "expected a string, got \(value.typeName)") }
        return string
    }

    func bool(_ value: JSON, _ key: String) throws(ConfigError) -> Bool {
        guard case .bool(let bool) = value else { throw fail(key, "expected true or false, got \(value.typeName)") }
        return bool
    }

    func strings(_ value: JSON, _ key: String) throws(ConfigError) -> [String] {
        guard case .array(let items) = value else { throw fail(key, "expected an array of strings, got \(value.typeName)") }
        var result: [String] = []
        for (index, item) in items.enumerated() { result.append(try string(item, "\(key)[\(index)]")) }
        return result
    }

    func unknownKey(_ key: String, in parent: String, allowed: [String]) -> ConfigError {
        let qualified = parent.isEmpty ? key : "\(parent).\(key)"
        let hint = closestMatch(key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
        return fail(qualified, "unknown key\(hint) (allowed: \(allowed.sorted().joined(separator: ", ")))")
    }

    func decode(_ json: JSON, into config: inout Configuration) throws(ConfigError) {
        let top = try object(json, "")
        for (key, value) in top {
            switch key {
            case "$schema", "extends": break
            case "deploymentTarget": config.deploymentTarget = try deploymentTarget(value, key)
            case "compatWrapper":
                config.compatWrapper = try compatWrapper(value, key)
                config.explicitSettings.insert("compatWrapper")
            case "discovery": config.discovery = try bool(value, key)
            case "maxFileSize":
                guard let bytes = value.intValue, bytes > 0 else { throw fail(key, "expected a positive whole number of bytes, such as 33554432 for 32 MiB") }
                config.maxFileSize = bytes
            case "include": config.include = try strings(value, key)
            case "exclude": config.exclude = try strings(value, key)
            case "skipPreviews": config.skipPreviews = try bool(value, key)
            case "skipTests": config.skipTests = try bool(value, key)
            case "rules": config.rules = try rules(value, key)
            case "tokens": try tokens(value, key, into: &config)
            default: throw unknownKey(key, in: "", allowed: Array(Configuration.topLevelKeys))
            }
        }
    }

    func deploymentTarget(_ value: JSON, _ key: String) throws(ConfigError) -> [Platform: Version] {
        var result: [Platform: Version] = [:]
        for (name, version) in try object(value, key) {
            guard let platform = Platform(spelling: name) else {
                throw fail("\(key).\(name)", "unknown platform (expected one of \(Platform.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            let text = try string(version, "\(key).\(name)")
            guard let parsed = Version(text) else { throw fail("\(key).\(name)", "\"\(text)\" is not a version like \"15.0\"") }
            result[platform] = parsed
        }
        return result
    }

    func compatWrapper(_ value: JSON, _ key: String) throws(ConfigError) -> CompatWrapper {
        if case .string(let name) = value {
            guard isIdentifier(name) else { throw fail(key, "\"\(name)\" is not a Swift identifier") }
            return CompatWrapper(name: name, supports: CompatWrapper.seedDefault.supports)
        }
        var wrapper = CompatWrapper.seedDefault
        for (field, item) in try object(value, key) {
            switch field {
            case "name":
                wrapper.name = try string(item, "\(key).name")
                guard isIdentifier(wrapper.name) else { throw fail("\(key).name", "\"\(wrapper.name)\" is not a Swift identifier") }
            case "supports": wrapper.supports = Set(try strings(item, "\(key).supports"))
            default: throw unknownKey(field, in: key, allowed: ["name", "supports"])
            }
        }
        return wrapper
    }

    func rules(_ value: JSON, _ key: String) throws(ConfigError) -> [String: RuleSetting] {
        var result: [String: RuleSetting] = [:]
        for (id, item) in try object(value, key) {
            let itemKey = "\(key).\(id)"
            guard knownRules.contains(id) else {
                let hint = closestMatch(id, in: Array(knownRules)).map { "; did you mean \"\($0)\"?" } ?? ""
                throw fail(itemKey, "unknown rule\(hint)")
            }
            var setting = RuleSetting()
            switch item {
            case .string(let level):
                if level == "off" { setting.enabled = false } else { setting.severity = try severity(level, itemKey) }
            case .bool(let enabled):
                setting.enabled = enabled
            case .object(let fields):
                for (field, fieldValue) in fields {
                    switch field {
                    case "enabled": setting.enabled = try bool(fieldValue, "\(itemKey).enabled")
                    case "severity": setting.severity = try severity(try string(fieldValue, "\(itemKey).severity"), "\(itemKey).severity")
                    case "options": setting.options = try object(fieldValue, "\(itemKey).options")
                    default: throw unknownKey(field, in: itemKey, allowed: ["enabled", "severity", "options"])
                    }
                }
            default:
                throw fail(itemKey, "expected \"error\", \"warning\", \"info\", \"off\", a boolean or an object, got \(item.typeName)")
            }
            result[id] = setting
        }
        return result
    }

    func severity(_ text: String, _ key: String) throws(ConfigError) -> Severity {
        guard let severity = Severity(rawValue: text) else {
            throw fail(key, "unknown severity \"\(text)\" (expected error, warning, info or off)")
        }
        return severity
    }

    func tokens(_ value: JSON, _ key: String, into config: inout Configuration) throws(ConfigError) {
        for (field, item) in try object(value, key) {
            let itemKey = "\(key).\(field)"
            switch field {
            case "colors", "colours":
                config.colors = ColorPalette(try colors(item, itemKey))
                config.explicitSettings.insert("colors")
            case "padding":
                config.padding = try scale(item, itemKey, kind: "padding", base: config.padding)
                config.explicitSettings.insert("padding")
            case "spacing":
                config.spacing = try scale(item, itemKey, kind: "spacing", base: config.spacing)
                config.explicitSettings.insert("spacing")
            default: throw unknownKey(field, in: key, allowed: ["colors", "padding", "spacing"])
            }
        }
    }

    func color(_ value: JSON, _ key: String) throws(ConfigError) -> RGBA {
        let text = try string(value, key)
        guard let color = RGBA(hex: text) else { throw fail(key, "\"\(text)\" is not a hex colour like \"#8F97A4\" or \"#8F97A480\"") }
        return color
    }

    func colors(_ value: JSON, _ key: String) throws(ConfigError) -> [ColorToken] {
        var result: [ColorToken] = []
        for (name, item) in try object(value, key) {
            let itemKey = "\(key).\(name)"
            let defaultAccessor = name.hasPrefix("Color.") ? name : "Color.\(name)"
            // Fixes paste the accessor into code, so one that does not parse would only ever give refused fixes.
            func checked(_ accessor: String) throws(ConfigError) -> String {
                guard isExpression(accessor) else {
                    let problem = accessor == defaultAccessor
                        ? "the name gives the accessor \"\(accessor)\", which is not a Swift expression; set \"accessor\""
                        : "\"\(accessor)\" is not a Swift expression, e.g. \"Color.Branding.primary\""
                    throw fail(accessor == defaultAccessor ? itemKey : "\(itemKey).accessor", problem)
                }
                return accessor
            }
            if case .string = item {
                result.append(ColorToken(name: name, accessor: try checked(defaultAccessor), light: try color(item, itemKey), origin: path))
                continue
            }
            guard case .object = item else {
                throw fail(itemKey, "expected a hex colour string or an object with light, dark and accessor, got \(item.typeName)")
            }
            var light: RGBA?
            var dark: RGBA?
            var accessor = defaultAccessor
            for (field, fieldValue) in try object(item, itemKey) {
                switch field {
                case "light", "value": light = try color(fieldValue, "\(itemKey).\(field)")
                case "dark": dark = try color(fieldValue, "\(itemKey).dark")
                case "accessor": accessor = try string(fieldValue, "\(itemKey).accessor")
                default: throw unknownKey(field, in: itemKey, allowed: ["light", "value", "dark", "accessor"])
                }
            }
            guard let light else { throw fail(itemKey, "a colour token needs \"light\" (or \"value\")") }
            result.append(ColorToken(name: name, accessor: try checked(accessor), light: light, dark: dark, origin: path))
        }
        return result
    }

    func scale(_ value: JSON, _ key: String, kind: String, base: DimensionScale) throws(ConfigError) -> DimensionScale {
        var template = base.accessorTemplate
        var steps = base.steps
        for (field, item) in try object(value, key) {
            switch field {
            case "accessor":
                template = try string(item, "\(key).accessor")
                guard template.contains("{step}") else { throw fail("\(key).accessor", "must contain \"{step}\", e.g. \"D.Content.\(kind)(.{step})\"") }
                guard isExpression(template.replacingOccurrences(of: "{step}", with: "step")) else {
                    throw fail("\(key).accessor", "\"\(template)\" is not a Swift expression once {step} is filled in, e.g. \"D.Content.\(kind)(.{step})\"")
                }
            case "steps":
                steps = []
                for (name, number) in try object(item, "\(key).steps") {
                    guard let amount = number.doubleValue else {
                        throw fail("\(key).steps.\(name)", "expected a number, got \(number.typeName)")
                    }
                    guard isIdentifier(name) else { throw fail("\(key).steps.\(name)", "a step name must be a Swift identifier") }
                    steps.append(DimensionScale.Step(name: name, value: amount))
                }
                guard !steps.isEmpty else { throw fail("\(key).steps", "needs at least one step") }
            default: throw unknownKey(field, in: key, allowed: ["accessor", "steps"])
            }
        }
        return DimensionScale(kind: kind, accessorTemplate: template, steps: steps)
    }
}

func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
}

/// True when `text` is one Swift expression on one line, without comments. Text the source guard
/// refuses (deep `[` nesting parses in exponential time) is no expression a config needs.
func isExpression(_ text: String) -> Bool {
    let source = "_ = " + text
    guard SourceText.refusal(for: Array(source.utf8)) == nil else { return false }
    let tree = Parser.parse(source: source)
    return !tree.hasError && tree.statements.count == 1 && !text.contains("\n")
        && tree.statements.first?.item.as(SequenceExprSyntax.self) != nil
        && tree.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            !token.leadingTrivia.contains(where: \.isComment) && !token.trailingTrivia.contains(where: \.isComment)
        }
}

/// The allowed name closest to a misspelt one, if any is close (edit distance ≤ 2).
func closestMatch(_ word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let target = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(target, Array($0.lowercased()))) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
}
