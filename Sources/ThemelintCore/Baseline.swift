// Baselines: record today's findings so that only new ones are reported. Entries match by
// fingerprint (rule, file, flagged text, line text, occurrence), never by line number, so a
// finding stays baselined when code is inserted above it. The file is sorted, pretty JSON,
// reviewable in a diff.

import ThemelintJSON

public struct Baseline: Sendable {
    public struct Entry: Equatable, Sendable {
        public let path: String
        public let rule: String
        public let fingerprint: String
        public let line: Int
        public let code: String
        public let message: String
    }

    public var entries: [Entry]
    /// Directory the entries' paths are relative to: the baseline file's own.
    public let directory: String

    public init(entries: [Entry], directory: String) {
        self.entries = entries
        self.directory = directory
    }

    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func load(path: String) throws(LoadError) -> Baseline {
        guard let bytes = FileIO.read(path) else { throw LoadError(description: "\(path): cannot read the baseline") }
        let json: JSON
        do { json = try JSON.parse(bytes: bytes) } catch { throw LoadError(description: "\(path): invalid JSON at \(error)") }
        guard json["version"]?.intValue == 1, let items = json["findings"]?.arrayValue else {
            throw LoadError(description: "\(path): not a themelint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard let file = item["path"]?.stringValue, let rule = item["rule"]?.stringValue, let fingerprint = item["fingerprint"]?.stringValue else {
                throw LoadError(description: "\(path): findings[\(index)] needs path, rule and fingerprint")
            }
            entries.append(Entry(
                path: file, rule: rule, fingerprint: fingerprint, line: item["line"]?.intValue ?? 0,
                code: item["code"]?.stringValue ?? "", message: item["message"]?.stringValue ?? ""))
        }
        return Baseline(entries: entries, directory: FilePaths.directory(of: FilePaths.absolute(path)))
    }

    /// Builds a baseline from lint results; paths become relative to `directory`.
    public static func from(_ results: [FileResult], directory: String) -> Baseline {
        var entries: [Entry] = []
        for result in results {
            guard let source = result.source else { continue }
            let path = FilePaths.relative(FilePaths.absolute(result.path), to: directory)
            for (diagnostic, fingerprint) in zip(result.diagnostics, Fingerprint.compute(result.diagnostics, path: path, source: source)) {
                entries.append(Entry(
                    path: path, rule: diagnostic.rule, fingerprint: fingerprint, line: diagnostic.range.start.line,
                    code: source.lineText(diagnostic.range.start.line - 1).trimmingWhitespace, message: diagnostic.message))
            }
        }
        entries.sort { ($0.path, $0.line, $0.rule, $0.fingerprint) < ($1.path, $1.line, $1.rule, $1.fingerprint) }
        return Baseline(entries: entries, directory: directory)
    }

    public func serialized() -> String {
        let findings: [JSON] = entries.map { entry in
            ["path": .string(entry.path), "rule": .string(entry.rule), "fingerprint": .string(entry.fingerprint),
             "line": JSON(entry.line), "code": .string(entry.code), "message": .string(entry.message)]
        }
        let document: JSON = ["version": 1, "tool": "themelint", "findings": .array(findings)]
        return document.serialized(.pretty) + "\n"
    }

    /// Removes the findings the baseline already records.
    public func filter(_ result: FileResult) -> FileResult {
        guard let source = result.source, !result.diagnostics.isEmpty else { return result }
        let path = FilePaths.relative(FilePaths.absolute(result.path), to: directory)
        let known = Set(entries.lazy.filter { $0.path == path }.map(\.fingerprint))
        guard !known.isEmpty else { return result }
        var filtered = result
        let fingerprints = Fingerprint.compute(result.diagnostics, path: path, source: source)
        filtered.diagnostics = zip(result.diagnostics, fingerprints).filter { !known.contains($0.1) }.map(\.0)
        return filtered
    }
}
