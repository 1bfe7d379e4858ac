// Applying fixes: non-overlapping edits in one pass, repeated until nothing changes (as Ruff
// does), and refused outright when the result would not parse where the original did.

import SwiftParser
import SwiftSyntax

public struct FixOutcome: Sendable {
    /// The fixed text; equal to the input when nothing was applied or the fix was refused.
    public let bytes: [UInt8]
    public let appliedFixes: Int
    /// Diagnostics left in the fixed text.
    public let remaining: [Diagnostic]
    /// Set when the fixes were refused because they broke the syntax; nothing is applied then.
    public let refusal: String?
    public var changed: Bool { appliedFixes > 0 && refusal == nil }
}

public enum Fixer {
    /// Applies the edits of `fixes` that do not overlap an earlier one; returns the new bytes
    /// and how many fixes went in whole.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var accepted: [TextEdit] = []
        var applied = 0
        for fix in fixes {
            let edits = fix.edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            let overlaps = edits.contains { edit in
                accepted.contains { other in
                    edit.start < other.end && other.start < edit.end
                        || (edit.start == other.start && edit.end == other.end && edit.start == edit.end && edit != other)
                }
            }
            guard !overlaps, edits.allSatisfy({ $0.start <= $0.end && $0.end <= bytes.count }) else { continue }
            accepted.append(contentsOf: edits)
            applied += 1
        }
        guard applied > 0 else { return (bytes, 0) }
        // Later edits first, so earlier offsets stay valid; inserts at one offset keep their order.
        var result = bytes
        for edit in accepted.enumerated().sorted(by: { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }).map(\.element) {
            result.replaceSubrange(edit.start..<edit.end, with: Array(edit.newText.utf8))
        }
        return (result, applied)
    }

    /// Lints and fixes until the text is stable (at most `maxPasses` rounds).
    public static func fixAll(
        _ source: SourceText, path: String, settings: FileSettings, includeUnsafe: Bool, maxPasses: Int = 8
    ) -> FixOutcome {
        let originalTree = LintEngine.parse(source)
        var current = source
        var tree = originalTree
        var diagnostics = LintEngine.lint(current, path: path, settings: settings, tree: tree)
        var total = 0
        for _ in 0..<maxPasses {
            let fixes = diagnostics.compactMap(\.fix).filter { includeUnsafe || $0.safety == .safe }
            guard !fixes.isEmpty else { break }
            let (bytes, applied) = apply(fixes, to: current.bytes)
            guard applied > 0 else { break }
            total += applied
            current = SourceText(bytes: bytes)
            tree = LintEngine.parse(current)
            if tree.hasError && !originalTree.hasError {
                return FixOutcome(
                    bytes: source.bytes, appliedFixes: 0,
                    remaining: LintEngine.lint(source, path: path, settings: settings, tree: originalTree),
                    refusal: "the fixes would introduce a syntax error; the file was left unchanged")
            }
            diagnostics = LintEngine.lint(current, path: path, settings: settings, tree: tree)
        }
        return FixOutcome(bytes: current.bytes, appliedFixes: total, remaining: diagnostics, refusal: nil)
    }
}
