// A lint run over many files: discovery, settings per file, and a parallel pipeline that reads,
// parses and lints each file exactly once. Results come back in path order whatever the job count.

import Dispatch
import Foundation

public struct FileResult: Sendable {
    /// The path as the user should see it: as given, or relative to the working directory.
    public let path: String
    public let source: SourceText?
    public var diagnostics: [Diagnostic]
    /// Set when the file could not be read or its config is broken.
    public let error: String?
    /// Set by `--fix` when fixes were applied (`fixedBytes`, with the text before them in
    /// `originalSource`) or refused (`fixRefusal`).
    public var fixedBytes: [UInt8]?
    public var originalSource: SourceText?
    public var appliedFixes = 0
    public var fixRefusal: String?
}

public struct LintRequest: Sendable {
    public var paths: [String]
    public var jobs: Int
    public var fix: FixMode
    public var cache: ResultCache?
    /// Called from worker threads with (files done, files in all) as the run advances.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Whether the project's discovery must follow later edits (`ProjectSettings.updateDiscovery`).
    /// A one-shot run (the CLI) says no, and the discovery drops what only that needs.
    public var followsEdits = true

    public enum FixMode: Sendable, Equatable {
        case none
        case safe
        case all
    }

    public init(paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, fix: FixMode = .none, cache: ResultCache? = nil) {
        self.paths = paths
        self.jobs = max(1, jobs)
        self.fix = fix
        self.cache = cache
    }
}

public enum Linter {
    /// Expands directories into their Swift files (sorted, deduplicated), keeping the user's spelling of each path.
    public static func discover(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for path in paths {
            let spelled = path.hasPrefix("/") ? FilePaths.normalize(path) : FilePaths.normalize(path)
            for file in SourceDiscovery.swiftFiles(under: spelled) where seen.insert(FilePaths.absolute(file)).inserted {
                files.append(file)
            }
        }
        return files
    }

    public static func run(_ request: LintRequest, project: ProjectSettings) -> [FileResult] {
        let files = discover(request.paths)
        let workers = min(request.jobs, max(files.count, 1))
        let done = Counter()

        // First pass: read and parse each file once, gather its discovery facts from that tree, and
        // lint it, keeping what depends on discovered settings for later (`LintEngine.lintDeferring`).
        // Discovery needs every file before any suggestion is final, so this is what lets a cold run
        // parse and walk each file once instead of twice.
        // Workers take the next file as they finish one, as the parse floor does: handing each a fixed
        // share left one idle while the other finished a share of bigger files.
        var firstPass = [FirstPass?](repeating: nil, count: files.count)
        let nextFirst = Counter()
        firstPass.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeMutableSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while case let index = nextFirst.increment() - 1, index < files.count {
                    slots.buffer[index] = firstPassOver(files[index], request: request, project: project)
                }
            }
        }

        // Discovery: each project root once, from the gathered facts plus the project's other files.
        // Resolved here rather than from inside the loop below: a scan is a `concurrentPerform`, and
        // nested in the workers' one libdispatch would run it on one thread.
        var factsByRoot: [String: [String: FileFacts]] = [:]
        var contentsByRoot: [String: [String: ContentDigest]] = [:]
        for case let pass? in firstPass {
            guard let root = pass.discoveryRoot else { continue }
            contentsByRoot[root, default: [:]][pass.absolute] = pass.content
            if let facts = pass.facts { factsByRoot[root, default: [:]][pass.absolute] = facts }
        }
        for (root, contents) in contentsByRoot {
            _ = project.discoveryCache.discovery(
                forRoot: root, known: factsByRoot[root] ?? [:], contents: contents, cache: request.cache, followsEdits: request.followsEdits)
        }
        factsByRoot.removeAll()
        for index in firstPass.indices { firstPass[index]?.facts = nil }
        var seenDirectories = Set<String>()
        for file in files {
            let absolute = FilePaths.absolute(file)
            if seenDirectories.insert(FilePaths.directory(of: absolute)).inserted { _ = try? project.settings(forFile: absolute) }
        }

        // Second pass: keep each first-pass result that read no setting discovery changed; lint the rest.
        // Each first-pass entry is dropped once used, so discarded findings do not stay alive.
        var results = [FileResult?](repeating: nil, count: files.count)
        let nextSecond = Counter()
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeMutableSendableBuffer(buffer)
            firstPass.withUnsafeMutableBufferPointer { passes in
                let passes = UnsafeMutableSendableBuffer(passes)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while case let index = nextSecond.increment() - 1, index < files.count {
                        let pass = passes.buffer[index].take()
                        slots.buffer[index] = lintFile(files[index], firstPass: pass, request: request, project: project)
                        if let progress = request.progress { progress(done.increment(), files.count) }
                    }
                }
            }
        }
        // A fixing run neither reads nor stores findings, so it says nothing about the pack's entries.
        if request.fix == .none { request.cache?.saveResults(covering: request.paths.map(FilePaths.absolute)) }
        return results.compactMap { $0 }.filter { $0.error != nil || $0.source != nil }
    }

    /// What the first pass learned about one file.
    struct FirstPass: Sendable {
        let absolute: String
        let source: SourceText
        /// What the caches know the file's bytes by; computed once, as the file is read.
        let content: ContentDigest
        var discoveryRoot: String?
        var facts: FileFacts?
        /// The lint against the config alone, with the work that reads discoverable settings kept.
        var speculative: DeferredLint?
    }

    static func firstPassOver(_ path: String, request: LintRequest, project: ProjectSettings) -> FirstPass? {
        let absolute = FilePaths.absolute(path)
        guard let base = try? project.settings(forFile: absolute, discovered: false) else { return nil }
        let limit = base.configuration.maxFileSize
        guard let bytes = try? FileIO.readFile(absolute, limit: limit) else { return nil }
        let content = ContentDigest(bytes)
        var root: String?
        var relativePath = ""
        var factsCached = false
        if base.configuration.discovery {
            let discoveryRoot = project.discoveryRoot(ofFile: absolute)
            root = discoveryRoot
            relativePath = FilePaths.relative(absolute, to: discoveryRoot)
            factsCached = request.cache?.hasFacts(content, relativePath: relativePath, root: discoveryRoot) ?? false
        }
        // Facts are cached only for text that passed `SourceText.refusal`, so a hit needs no second look;
        // refused text is read again, and reported, by the second pass.
        guard factsCached || FileIO.sourceProblem(in: bytes, limit: limit) == nil else { return nil }
        var pass = FirstPass(absolute: absolute, source: SourceText(bytes: bytes), content: content)
        pass.discoveryRoot = root
        // Cached facts mean a warm run: the result cache, not a parse, is what the second pass needs,
        // and discovery decodes the facts only if it has to resolve them again.
        if factsCached { return pass }
        // `--fix` lints again as it fixes, so only the facts are worth gathering here.
        let wantsLint = request.fix == .none && base.includes(absolute)
        guard pass.discoveryRoot != nil || wantsLint else { return pass }
        let tree = LintEngine.parse(pass.source)
        guard let root = pass.discoveryRoot else {
            pass.speculative = LintEngine.lintDeferring(pass.source, path: enginePath(absolute, settings: base), settings: base, tree: tree)
            return pass
        }
        // The lint walk gathers most of the file's facts as it goes: one walk for both.
        var facts = ProjectDiscovery.facts(for: absolute, root: root, source: pass.source, tree: tree, walkedByLint: wantsLint)
        if wantsLint {
            ProjectDiscovery.collectWhileLinting(absolute, root: root, source: pass.source, tree: tree, into: &facts) { discovery in
                pass.speculative = LintEngine.lintDeferring(
                    pass.source, path: enginePath(absolute, settings: base), settings: base, tree: tree, discovery: discovery)
            }
        }
        pass.facts = facts
        request.cache?.storeFacts(facts, content: pass.content, relativePath: relativePath, root: root)
        return pass
    }

    static func lintFile(_ path: String, firstPass: FirstPass?, request: LintRequest, project: ProjectSettings) -> FileResult? {
        let absolute = FilePaths.absolute(path)
        let settings: FileSettings
        do {
            settings = try project.settings(forFile: absolute)
        } catch {
            return FileResult(path: path, source: nil, diagnostics: [], error: error.description)
        }
        guard settings.includes(absolute) else { return FileResult(path: path, source: nil, diagnostics: [], error: nil) }
        // The first pass's text: a file is read once per run, and judged as it was when read.
        let source: SourceText
        if let read = firstPass?.source {
            source = read
        } else {
            do { source = SourceText(bytes: try FileIO.readSource(absolute, limit: settings.configuration.maxFileSize)) } catch {
                return FileResult(path: path, source: nil, diagnostics: [], error: "\(path): \(error)")
            }
        }
        let content = firstPass?.content ?? ContentDigest(source.bytes)
        let judgedPath = enginePath(absolute, settings: settings)
        if let speculative = firstPass?.speculative, let base = try? project.settings(forFile: absolute, discovered: false),
            speculative.consulted.isDisjoint(with: base.configuration.aspects(differingFrom: settings.configuration))
        {
            let diagnostics = LintEngine.settle(speculative, source: source, settings: settings)
            request.cache?.store(diagnostics, content: content, path: absolute, enginePath: judgedPath, settings: settings)
            return FileResult(path: path, source: source, diagnostics: diagnostics, error: nil)
        }
        guard let cache = request.cache, request.fix == .none else {
            return lint(source, path: path, absolutePath: absolute, settings: settings, fix: request.fix)
        }
        if let cached = cache.load(content, path: absolute, enginePath: judgedPath, settings: settings, source: source) {
            return FileResult(path: path, source: source, diagnostics: cached, error: nil)
        }
        let diagnostics = LintEngine.lint(source, path: judgedPath, settings: settings)
        cache.store(diagnostics, content: content, path: absolute, enginePath: judgedPath, settings: settings)
        return FileResult(path: path, source: source, diagnostics: diagnostics, error: nil)
    }

    /// The path the engine judges a file by (test directories, theme file names): relative to the
    /// project root, so a checkout that happens to live under a `Tests` folder is still linted.
    public static func enginePath(_ absolutePath: String, settings: FileSettings) -> String {
        FilePaths.relative(absolutePath, to: settings.configuration.root)
    }

    /// Lints (and with `fix`, fixes) one in-memory file: the stdin path and the per-file step of a run.
    public static func lint(bytes: [UInt8], path: String, absolutePath: String, settings: FileSettings, fix: LintRequest.FixMode) -> FileResult {
        lint(SourceText(bytes: bytes), path: path, absolutePath: absolutePath, settings: settings, fix: fix)
    }

    static func lint(_ source: SourceText, path: String, absolutePath: String, settings: FileSettings, fix: LintRequest.FixMode) -> FileResult {
        let judgedPath = enginePath(absolutePath, settings: settings)
        guard fix != .none else {
            return FileResult(path: path, source: source, diagnostics: LintEngine.lint(source, path: judgedPath, settings: settings), error: nil)
        }
        let outcome = Fixer.fixAll(source, path: judgedPath, settings: settings, includeUnsafe: fix == .all)
        var result = FileResult(
            path: path, source: outcome.changed ? SourceText(bytes: outcome.bytes) : source, diagnostics: outcome.remaining, error: nil)
        result.appliedFixes = outcome.changed ? outcome.appliedFixes : 0
        result.fixedBytes = outcome.changed ? outcome.bytes : nil
        result.originalSource = outcome.changed ? source : nil
        result.fixRefusal = outcome.refusal
        return result
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Lets worker threads fill distinct slots of one buffer: each index is written by one worker only.
public struct UnsafeMutableSendableBuffer<Element>: @unchecked Sendable {
    public let buffer: UnsafeMutableBufferPointer<Element>
    public init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
