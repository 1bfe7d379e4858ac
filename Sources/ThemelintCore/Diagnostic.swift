// The engine's output types: diagnostics, their fixes (text edits) and suggestions.
// Offsets are UTF-8 byte offsets into the linted text; reporters convert them.

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.info, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// Ruff's distinction: a safe fix keeps behaviour, an unsafe one may change it (for example a
/// colour token whose dark-mode value differs from the literal).
public enum FixSafety: String, Sendable {
    case safe
    case unsafe
}

public struct TextEdit: Equatable, Hashable, Sendable {
    public let start: Int
    public let end: Int
    public let newText: String

    public init(start: Int, end: Int, newText: String) {
        self.start = start
        self.end = end
        self.newText = newText
    }
}

public struct Fix: Equatable, Sendable {
    public let message: String
    public let edits: [TextEdit]
    public let safety: FixSafety

    public init(message: String, edits: [TextEdit], safety: FixSafety) {
        self.message = message
        self.edits = edits
        self.safety = safety
    }

    /// One edit that puts `text` in place of the bytes `start..<end`.
    public static func replacing(_ start: Int, _ end: Int, with text: String, message: String? = nil, safety: FixSafety) -> Fix {
        Fix(message: message ?? "Replace with \(text)", edits: [TextEdit(start: start, end: end, newText: text)], safety: safety)
    }
}

/// The hardcoded value a finding is about, as the rule computed it (for hover and tooling).
public enum LiteralValue: Equatable, Sendable {
    case color(RGBA)
    case number(Double)
}

public struct Diagnostic: Equatable, Sendable {
    public let rule: String
    public var severity: Severity
    public let message: String
    public let range: SourceRange
    public let fix: Fix?
    /// Human-readable alternatives that are not applied automatically ("D.Content.padding(.small)").
    public let suggestions: [String]
    /// Fixes the author may choose instead of `fix` (another token of the same value, the other of two
    /// equally near steps). Editors offer each as a code action and SARIF lists them; `--fix` never applies them.
    public let alternatives: [Fix]
    public let value: LiteralValue?

    public init(
        rule: String, severity: Severity, message: String, range: SourceRange, fix: Fix?, suggestions: [String] = [],
        alternatives: [Fix] = [], value: LiteralValue? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.fix = fix
        self.suggestions = suggestions
        self.alternatives = alternatives
        self.value = value
    }
}
