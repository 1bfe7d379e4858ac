// Stable identities for findings: what a finding is, independent of where its line ended up.
// SARIF partialFingerprints, GitLab fingerprints and baselines all use these, so a finding keeps
// its identity when code is inserted above it.

public enum Fingerprint {
    /// FNV-1a, 64 bits: fast, dependency-free, and stable across runs and machines.
    public static func hash<S: Sequence>(_ bytes: S, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 where S.Element == UInt8 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The parts of a finding that survive lines moving: the rule, the file, the flagged text and
    /// the whitespace-trimmed text of its line.
    static func key(_ diagnostic: Diagnostic, path: String, source: SourceText) -> String {
        let line = source.lineText(diagnostic.range.start.line - 1).trimmingWhitespace
        let flagged = source.slice(diagnostic.range.start.offset, diagnostic.range.end.offset)
        return [diagnostic.rule, path, line, flagged].joined(separator: "\u{1F}")
    }

    /// One fingerprint per diagnostic, in order. Identical findings in one file are told apart by
    /// their occurrence index, counted in file order.
    public static func compute(_ diagnostics: [Diagnostic], path: String, source: SourceText) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let key = key(diagnostic, path: path, source: source)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return hex(hash(Array("\(key)\u{1F}\(occurrence)".utf8)))
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" })!
        return String(scalars[first...last])
    }
}
