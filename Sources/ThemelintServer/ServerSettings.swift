// ServerSettings owns the editor-facing settings: read from `initializationOptions` and
// `workspace/didChangeConfiguration` (either bare or under a "themelint" key), validated leniently:
// a bad value is reported and ignored, never fatal.

import ThemelintCore
import ThemelintJSON

public struct ServerSettings: Equatable, Sendable {
    /// An explicit config file; nil means discover `.themelint.json` upwards from each file.
    public var configPath: String?
    public var select: Set<String>?
    public var ignore: Set<String> = []
    public var logLevel: LogLevel = .info
    /// Mirror log lines to the client with `window/logMessage`.
    public var logToClient = false
    /// Let the fix-all action and command apply unsafe fixes too.
    public var unsafeFixes = false
    /// Milliseconds to wait after an edit before linting.
    public var debounceMilliseconds = 150

    public init() {}

    public var selection: RuleSelection { RuleSelection(select: select, ignore: ignore) }

    /// Applies the keys present in `json` on top of `self`; returns the problems found.
    public mutating func update(from json: JSON?) -> [String] {
        guard var object = json else { return [] }
        if let nested = object["themelint"], case .object = nested { object = nested }
        guard case .object(let fields) = object else { return object.isNull ? [] : ["settings must be an object, got \(object.typeName)"] }
        var problems: [String] = []
        func rules(_ value: JSON, _ key: String) -> Set<String>? {
            let items: [String]
            if let text = value.stringValue {
                items = text.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
            } else if let array = value.arrayValue, array.allSatisfy({ $0.stringValue != nil }) {
                items = array.compactMap(\.stringValue)
            } else {
                problems.append("\(key): expected an array of rule ids, got \(value.typeName)")
                return nil
            }
            let unknown = items.filter { !RuleCatalog.ids.contains($0) }
            if !unknown.isEmpty { problems.append("\(key): unknown rule \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")); ignored") }
            return Set(items.filter { RuleCatalog.ids.contains($0) })
        }
        for (key, value) in fields {
            switch key {
            case "configPath", "config":
                if value.isNull { configPath = nil } else if let text = value.stringValue {
                    configPath = text.isEmpty ? nil : text
                } else { problems.append("\(key): expected a string, got \(value.typeName)") }
            case "select":
                if value.isNull { select = nil } else if let ids = rules(value, key) { select = ids }
            case "ignore":
                if value.isNull { ignore = [] } else if let ids = rules(value, key) { ignore = ids }
            case "logLevel":
                if let name = value.stringValue, let level = LogLevel(name: name) { logLevel = level } else {
                    problems.append("logLevel: expected one of off, error, warning, info, debug")
                }
            case "logToClient":
                if let flag = value.boolValue { logToClient = flag } else { problems.append("logToClient: expected true or false") }
            case "unsafeFixes":
                if let flag = value.boolValue { unsafeFixes = flag } else { problems.append("unsafeFixes: expected true or false") }
            case "debounceMs":
                if let number = value.intValue, number >= 0, number <= 10_000 { debounceMilliseconds = number } else {
                    problems.append("debounceMs: expected an integer between 0 and 10000")
                }
            default:
                problems.append("unknown setting \"\(key)\"; ignored")
            }
        }
        return problems
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text)
    }
}
