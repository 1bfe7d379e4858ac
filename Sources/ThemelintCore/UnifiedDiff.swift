// Unified diffs of fixes for `--diff`: Myers' O((N+M)·D) line diff, which stays fast on large
// files because fixes change few lines.

public enum UnifiedDiff {
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var start = max(0, index - context)
            var end = index
            // Extend the hunk while changes are within 2·context lines of each other.
            while end < script.count {
                if script[end].kind != .same { end += 1; continue }
                var lookahead = end
                while lookahead < script.count && script[lookahead].kind == .same && lookahead - end < 2 * context { lookahead += 1 }
                if lookahead < script.count && script[lookahead].kind != .same && lookahead - end < 2 * context { end = lookahead } else { break }
            }
            let hunkEnd = min(script.count, end + context)
            start = min(start, index)
            let slice = script[start..<hunkEnd]
            let oldStart = (slice.first { $0.kind != .insert }?.oldIndex ?? 0) + 1
            let newStart = (slice.first { $0.kind != .delete }?.newIndex ?? 0) + 1
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            output += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for step in slice {
                switch step.kind {
                case .same: output += " " + printable(a[step.oldIndex])
                case .delete: output += "-" + printable(a[step.oldIndex])
                case .insert: output += "+" + printable(b[step.newIndex])
                }
            }
            index = hunkEnd
        }
        return output
    }

    /// Lines with their LF, split on LF scalars: as a Character, CR LF is one grapheme that is not
    /// "\n", so a CRLF file would be one line. A line keeps its CR, as in any diff of a CRLF file.
    /// Keeping the LF makes a last line without one differ from the same line with one.
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for index in text.unicodeScalars.indices where text.unicodeScalars[index] == "\n" {
            let next = text.unicodeScalars.index(after: index)
            lines.append(text[start..<next])
            start = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// A line as diff and patch write it: one without a final LF gets the "\ No newline" marker.
    static func printable(_ line: Substring) -> String {
        line.unicodeScalars.last == "\n" ? String(line) : line + "\n\\ No newline at end of file\n"
    }

    struct Step {
        enum Kind { case same, delete, insert }
        let kind: Kind
        let oldIndex: Int
        let newIndex: Int
    }

    static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let n = a.count, m = b.count, max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? v[max + k + 1] : v[max + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n && y >= m { break outer }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; steps.append(Step(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; steps.append(Step(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return steps.reversed()
    }
}
