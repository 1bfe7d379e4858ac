// Renders a rule's documentation (from its rules/*.json) as Markdown, for `themelint explain`
// and the README: Ruff's "What it does / Why is this bad / Example / Use instead" form.

public enum RuleDocumentation {
    public static func markdown(for rule: RuleDescriptor) -> String {
        var text = "# \(rule.id)\n\n\(rule.summary)\n\n"
        text += "Default severity: \(rule.defaultSeverity.rawValue). Fix: \(rule.fixAvailability)"
        text += rule.fixAvailability == "none" ? ".\n\n" : " (\(rule.fixSafety)).\n\n"
        let sections: [(String, String, Bool)] = [
            ("whatItDoes", "What it does", false), ("whyIsThisBad", "Why is this bad?", false),
            ("example", "Example", true), ("useInstead", "Use instead", true), ("notes", "Notes", false),
        ]
        for (key, title, isCode) in sections {
            guard let body = rule.doc(key) else { continue }
            text += "## \(title)\n\n"
            text += isCode ? "```swift\n\(body.trimmingTrailingNewlines)\n```\n\n" : "\(body.trimmingTrailingNewlines)\n\n"
        }
        if rule.options.count > 0 {
            text += "## Options\n\n"
            for (name, option) in rule.options {
                let defaultValue = option["default"].map { $0.serialized() } ?? "none"
                text += "- `\(name)` (default \(defaultValue)): \(option["description"]?.stringValue ?? "")\n"
            }
            text += "\n"
        }
        let triggering = rule.triggering.prefix(3)
        if !triggering.isEmpty {
            text += "## Flagged (↓ marks each finding)\n\n"
            for example in triggering {
                text += "\(example.description)\n\n```swift\n\(example.code.trimmingTrailingNewlines)\n```\n\n"
            }
        }
        let clean = rule.nonTriggering.prefix(3)
        if !clean.isEmpty {
            text += "## Not flagged\n\n"
            for example in clean {
                text += "\(example.description)\n\n```swift\n\(example.code.trimmingTrailingNewlines)\n```\n\n"
            }
        }
        text += "All \(rule.triggering.count) flagged and \(rule.nonTriggering.count) clean examples: rules/\(rule.id).json\n"
        return text
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
