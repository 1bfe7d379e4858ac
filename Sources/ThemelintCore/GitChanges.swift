// `--diff-base REF`: which lines changed since a git ref, so CI can gate a pull request on new
// code only. Reads `git diff --unified=0` hunk headers (git's output, not Swift) and treats
// untracked files as entirely new.

import Foundation

public struct GitChanges: Sendable {
    /// Absolute path -> changed 1-based line numbers; nil means every line is new.
    let changedLines: [String: Set<Int>?]

    public struct GitError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func since(_ ref: String, in directory: String) throws(GitError) -> GitChanges {
        let top = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !top.isEmpty else { throw GitError(description: "--diff-base: \(directory) is not inside a git repository") }
        _ = try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: top, failure: "--diff-base: unknown git ref \"\(ref)\"")
        let diff = try git(["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", ref, "--"], in: top)
        var changes: [String: Set<Int>?] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current = name == "/dev/null" ? nil : top + "/" + String(name.hasPrefix("b/") ? name.dropFirst(2) : name)
                if let current, changes[current] == nil { changes[current] = .some([]) }
            } else if line.hasPrefix("@@"), let current, let range = addedRange(line) {
                var lines = changes[current]! ?? []
                lines.formUnion(range)
                changes[current] = .some(lines)
            }
        }
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
        for name in untracked.split(separator: "\0") where !name.isEmpty {
            changes[top + "/" + name] = .some(nil)
        }
        return GitChanges(changedLines: changes)
    }

    /// `@@ -12,3 +14,5 @@` -> 14...18; a pure deletion (`+14,0`) adds nothing.
    static func addedRange(_ header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count == 0 ? nil : start...(start + count - 1)
    }

    public func filter(_ result: FileResult) -> FileResult {
        var filtered = result
        switch changedLines[FilePaths.absolute(result.path)] {
        case .none: filtered.diagnostics = []
        case .some(.none): break
        case .some(.some(let lines)): filtered.diagnostics = result.diagnostics.filter { lines.contains($0.range.start.line) }
        }
        return filtered
    }

    private static func git(_ arguments: [String], in directory: String, failure: String? = nil) throws(GitError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do { try process.run() } catch { throw GitError(description: "--diff-base: cannot run git (\(error))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitError(description: failure ?? "--diff-base: git \(arguments.first ?? "") failed in \(directory)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
