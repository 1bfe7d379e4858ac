// The rule catalog: each rule's metadata, documentation, examples and data, read from the
// rules/*.json files embedded in the binary. Rule logic lives in Rules/; this is what it says of itself.

import ThemelintJSON

public struct RuleExample: Sendable {
    public let description: String
    /// Source with `↓` markers at the expected diagnostic starts (triggering examples only).
    public let code: String
    public let fixed: String?
    public let config: JSON?
    public let fileName: String?
    /// Run discovery over the example's own code first, as if it were the whole project.
    public let discover: Bool
}

public struct RuleDescriptor: Sendable {
    public let id: String
    public let name: String
    public let summary: String
    public let defaultSeverity: Severity
    public let fixAvailability: String
    public let fixSafety: String
    public let documentation: JSONObject
    public let options: JSONObject
    public let exampleConfig: JSON?
    public let triggering: [RuleExample]
    public let nonTriggering: [RuleExample]
    public let data: JSON
    /// The JSON text the descriptor was read from.
    public let source: String

    /// Documentation section by key (whatItDoes, whyIsThisBad, example, useInstead, notes).
    public func doc(_ key: String) -> String? { documentation[key]?.stringValue }
}

public enum RuleCatalogError: Error, CustomStringConvertible {
    case invalid(file: String, message: String)
    public var description: String {
        switch self {
        case .invalid(let file, let message): return "rules/\(file): \(message)"
        }
    }
}

public enum RuleCatalog {
    /// Every rule, parsed once from the embedded files. A broken embedded file is a build defect,
    /// caught by the test suite, so it traps here rather than limping on.
    public static let all: [RuleDescriptor] = {
        do {
            return try EmbeddedRules.files.map { try parse(name: $0.name, json: $0.json) }.sorted { $0.id < $1.id }
        } catch {
            fatalError("embedded rule catalog is invalid: \(error)")
        }
    }()

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func descriptor(_ id: String) -> RuleDescriptor? { all.first { $0.id == id } }

    /// The raw embedded files, for the test that compares them with rules/.
    public static var embeddedFiles: [(name: String, json: String)] { EmbeddedRules.files }

    public static func parse(name: String, json text: String) throws -> RuleDescriptor {
        let json: JSON
        do { json = try JSON.parse(text) } catch { throw RuleCatalogError.invalid(file: name, message: "\(error)") }
        func require(_ key: String) throws -> String {
            guard let value = json[key]?.stringValue else {
                throw RuleCatalogError.invalid(file: name, message: "missing string \"\(key)\"")
            }
            return value
        }
        func examples(_ key: String) throws -> [RuleExample] {
            guard let items = json["examples"]?[key]?.arrayValue else {
                throw RuleCatalogError.invalid(file: name, message: "missing examples.\(key)")
            }
            return try items.enumerated().map { index, item in
                guard let code = item["code"]?.stringValue else {
                    throw RuleCatalogError.invalid(file: name, message: "examples.\(key)[\(index)] has no code")
                }
                return RuleExample(
                    description: item["description"]?.stringValue ?? "", code: code, fixed: item["fixed"]?.stringValue,
                    config: item["config"], fileName: item["fileName"]?.stringValue, discover: item["discover"]?.boolValue ?? false)
            }
        }
        guard let severity = Severity(rawValue: try require("defaultSeverity")) else {
            throw RuleCatalogError.invalid(file: name, message: "defaultSeverity must be error, warning or info")
        }
        return RuleDescriptor(
            id: try require("id"), name: try require("name"), summary: try require("summary"), defaultSeverity: severity,
            fixAvailability: json["fix"]?["availability"]?.stringValue ?? "none",
            fixSafety: json["fix"]?["safety"]?.stringValue ?? "safe",
            documentation: json["documentation"]?.objectValue ?? JSONObject(),
            options: json["options"]?.objectValue ?? JSONObject(),
            exampleConfig: json["exampleConfig"],
            triggering: try examples("triggering"), nonTriggering: try examples("nonTriggering"),
            data: json["data"] ?? .null, source: text)
    }
}
