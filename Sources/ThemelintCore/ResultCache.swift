// The on-disk result cache: each file's findings, valid for one (file content, engine path,
// effective settings, tool version), in the binary form of CacheCoding.swift, all of them in one
// `CachePack` per cache directory. Packs are written atomically (temporary file + rename), so
// concurrent runs never see a torn one; an entry that does not decode is a miss and is rewritten.

import Foundation

public final class ResultCache: @unchecked Sendable {
    public let directory: String
    let toolVersion: String
    let packLock = NSLock()
    var packs: [String: CachePack] = [:]
    private var checkedDirectory = false

    /// Raised whenever what the rules or discovery find changes between releases of the same
    /// version, so a cache filled by an earlier build is never read as this one's.
    static let engineRevision = 18

    public init(directory: String, toolVersion: String) {
        self.directory = directory
        self.toolVersion = "\(toolVersion)+\(Self.engineRevision)"
    }

    /// The cache directory for a run: `--cache-path`, else `.themelint-cache/` at the project root
    /// (the nearest directory above `start` holding `.git` or `.themelint.json`), else `start`.
    public static func defaultDirectory(from start: String) -> String {
        let directory = FilePaths.projectRoot(containing: FilePaths.absolute(start)) ?? FilePaths.absolute(start)
        return (directory == "/" ? "" : directory) + "/.themelint-cache"
    }

    /// What one file's findings are valid for: its content, the path the engine judged it by, and
    /// everything else that changes findings (`FileSettings.fingerprintDigest`, the tool version).
    private func resultKey(_ content: ContentDigest, enginePath: String, settings: FileSettings) -> ContentDigest {
        ContentDigest("\(toolVersion)\u{1F}\(enginePath)", content, settings.fingerprintDigest)
    }

    /// Every file's findings, by absolute path, in one pack per cache directory.
    private var results: CachePack { pack(named: "results", kind: "v3") }

    func entryPath(_ kind: String, _ key: ContentDigest) -> String {
        let hex = key.hex
        return "\(directory)/\(kind)/\(hex.prefix(2))/\(hex)"
    }

    /// Writes an entry atomically; a cache that cannot be written only makes the next run slower.
    func write(_ entry: [UInt8], to path: String) {
        createDirectoryIfMissing()
        guard FileIO.makeDirectories(FilePaths.directory(of: path)) else { return }
        try? FileIO.writeAtomically(entry, to: path)
    }

    /// A cache directory themelint creates says what it is, as Ruff's and pytest's do: a `.gitignore`
    /// so `git status` stays clean, and a `CACHEDIR.TAG` so backup tools skip it. A directory that
    /// already exists (a `--cache-path` the user chose) is left as it is.
    private func createDirectoryIfMissing() {
        packLock.lock()
        defer { packLock.unlock() }
        guard !checkedDirectory else { return }
        checkedDirectory = true
        guard !FileIO.exists(directory), FileIO.makeDirectories(directory) else { return }
        try? FileIO.writeAtomically(Array("# Created by themelint; the whole directory is a cache.\n*\n".utf8), to: directory + "/.gitignore")
        try? FileIO.writeAtomically(
            Array("Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag created by themelint.\n# For information about cache directory tags see https://bford.info/cachedir/\n".utf8),
            to: directory + "/CACHEDIR.TAG")
    }

    public func load(_ content: ContentDigest, path: String, enginePath: String, settings: FileSettings, source: SourceText) -> [Diagnostic]? {
        guard let entry = results.entry(path, key: resultKey(content, enginePath: enginePath, settings: settings)) else { return nil }
        return try? Self.decode(Array(entry), source: source)
    }

    public func store(_ diagnostics: [Diagnostic], content: ContentDigest, path: String, enginePath: String, settings: FileSettings) {
        results.store(Self.encode(diagnostics), for: path, key: resultKey(content, enginePath: enginePath, settings: settings))
    }

    /// Writes the findings pack if this run changed it. A run covers the files under `paths`
    /// (absolute): an entry there that it did not use is of a file gone or no longer linted, and is
    /// dropped; other entries are kept for the runs that cover them.
    public func saveResults(covering paths: [String]) {
        let covered = paths.map { $0 == "/" ? "/" : $0 + "/" }
        let pack = results
        let bytes = pack.changedBytes { name in !paths.contains(name) && !covered.contains { name.hasPrefix($0) } }
        if let bytes { write(bytes, to: pack.path) }
    }

    static let resultFormat: UInt8 = 3

    static func encode(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var writer = CacheWriter()
        writer.int(diagnostics.count)
        for diagnostic in diagnostics {
            writer.sharedString(diagnostic.rule)
            writer.int(Severity.allCases.firstIndex(of: diagnostic.severity)!)
            writer.sharedString(diagnostic.message)
            for position in [diagnostic.range.start, diagnostic.range.end] {
                writer.int(position.offset)
                writer.int(position.line)
                writer.int(position.column)
            }
            writer.int(diagnostic.suggestions.count)
            for suggestion in diagnostic.suggestions { writer.sharedString(suggestion) }
            switch diagnostic.value {
            case nil: writer.int(0)
            case .color(let color)?:
                writer.int(1)
                color.write(to: &writer)
            case .number(let number)?:
                writer.int(2)
                writer.double(number)
            }
            writer.bool(diagnostic.fix != nil)
            if let fix = diagnostic.fix { fix.write(to: &writer) }
            writer.int(diagnostic.alternatives.count)
            for fix in diagnostic.alternatives { fix.write(to: &writer) }
        }
        return writer.sealed(format: resultFormat)
    }

    /// Positions are stored whole (the entry is keyed by the file's content, so they still hold)
    /// and only checked to lie inside the file.
    static func decode(_ entry: [UInt8], source: SourceText) throws(CacheReader.Malformed) -> [Diagnostic] {
        var reader = try CacheReader(sealed: entry, format: resultFormat)
        let size = source.bytes.count
        func position() throws(CacheReader.Malformed) -> SourcePosition {
            SourcePosition(offset: try reader.int(atMost: size), line: try reader.int(atMost: size + 1), column: try reader.int(atMost: size + 1))
        }
        let count = try reader.count()
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
            let rule = try reader.sharedString()
            let severity = Severity.allCases[try reader.int(atMost: Severity.allCases.count - 1)]
            let message = try reader.sharedString()
            let start = try position()
            let end = try position()
            guard start.offset <= end.offset, start.line >= 1, start.column >= 1 else { throw CacheReader.Malformed() }
            var suggestions: [String] = []
            for _ in 0..<(try reader.count()) { suggestions.append(try reader.sharedString()) }
            var value: LiteralValue?
            switch try reader.int(atMost: 2) {
            case 1: value = .color(try RGBA(from: &reader))
            case 2: value = .number(try reader.double())
            default: break
            }
            let fix = try reader.bool() ? try Fix(from: &reader, size: size) : nil
            var alternatives: [Fix] = []
            for _ in 0..<(try reader.count()) { alternatives.append(try Fix(from: &reader, size: size)) }
            diagnostics.append(
                Diagnostic(
                    rule: rule, severity: severity, message: message, range: SourceRange(start: start, end: end), fix: fix,
                    suggestions: suggestions, alternatives: alternatives, value: value))
        }
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
        return diagnostics
    }
}

extension Fix {
    fileprivate func write(to writer: inout CacheWriter) {
        writer.sharedString(message)
        writer.bool(safety == .safe)
        writer.int(edits.count)
        for edit in edits {
            writer.int(edit.start)
            writer.int(edit.end)
            writer.sharedString(edit.newText)
        }
    }

    /// Edits are checked to lie inside the file of `size` bytes.
    fileprivate init(from reader: inout CacheReader, size: Int) throws(CacheReader.Malformed) {
        let message = try reader.sharedString()
        let safety: FixSafety = try reader.bool() ? .safe : .unsafe
        var edits: [TextEdit] = []
        for _ in 0..<(try reader.count()) {
            let start = try reader.int(atMost: size)
            let end = try reader.int(atMost: size)
            guard start <= end else { throw CacheReader.Malformed() }
            edits.append(TextEdit(start: start, end: end, newText: try reader.sharedString()))
        }
        self.init(message: message, edits: edits, safety: safety)
    }
}

extension RGBA {
    func write(to writer: inout CacheWriter) {
        for component in [red, green, blue, alpha] { writer.double(component) }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        self.init(red: try reader.double(), green: try reader.double(), blue: try reader.double(), alpha: try reader.double())
    }
}
