// The discovery side of `ProjectSettings`: one `ProjectDiscovery` per project root, computed once
// (other threads wait for it rather than repeating it) and shared by every file, plus each directory's
// configuration with the discovered tokens merged under it. This is the API the language server
// uses: `invalidateDiscovery(for:)` after a file changed on disk, `updateDiscovery(for:contents:)`
// for an unsaved buffer, `discoveredTokens(forFile:)` for hover and `themelint tokens`.

import Foundation

final class DiscoveryCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byRoot: [String: ProjectDiscovery] = [:]
    /// One lock per root while it is being scanned, so a root is scanned once.
    private var scanLocks: [String: NSLock] = [:]
    private var rootByDirectory: [String: String] = [:]
    private var markedDirectories: [String: String?] = [:]
    private var packageDirectories: [String: String?] = [:]
    /// Roots that are only the file's own directory (no marker, package or project above it). That
    /// can be `/tmp` or a home folder, so discovery reads the Swift files in it, not the tree below.
    private var shallowRoots: Set<String> = []
    /// Directories the user named (the CLI's paths, the editor's workspace folders): below one
    /// with no marker, package or project of its own, it is the root, read in full.
    private var namedRoots: Set<String> = []
    private var mergedByDirectory: [String: (base: Configuration, merged: Configuration)] = [:]
    /// The same per project root: directories with the same config share one merge, and with it one
    /// colour palette and its memo of matches.
    private var mergedByRoot: [String: (base: Configuration, merged: Configuration)] = [:]

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        byRoot.removeAll()
        rootByDirectory.removeAll()
        markedDirectories.removeAll()
        packageDirectories.removeAll()
        shallowRoots.removeAll()
        mergedByDirectory.removeAll()
        mergedByRoot.removeAll()
    }

    /// The project root discovery reads for files in `directory`: the nearest directory with a
    /// `.themelint.json` or `.git`, else the nearest with a `Package.swift` or Xcode project, else
    /// `directory` itself, read shallowly (see `shallowRoots`).
    func root(forDirectory directory: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let cached = rootByDirectory[directory] { return cached }
        // Without a repository or config, the nearest package or Xcode project still bounds the scan; a
        // directory the user named around it is the project when it is one itself (an app's Xcode project
        // beside its local packages, exported without `.git`), so the feature packages and the design-system
        // package they use are one scan. A directory of unrelated packages stays a directory of projects.
        // XcodeGen's `project.yml` and Tuist's `Workspace.swift` generate the Xcode project or workspace a checkout
        // may lack. (Not Tuist's `Project.swift`: each module of a workspace has one, and the modules share a design system.)
        let isPackage = { (path: String) in
            ["/Package.swift", "/project.yml", "/project.yaml", "/Workspace.swift"].contains { FileIO.exists(path + $0) } || XcodeProject.hasProject(in: path)
        }
        let package = nearest(directory, in: &packageDirectories, matching: isPackage)
        let named = namedRoot(containing: directory)
        var bound = package ?? named
        if let package, let named, named.count < package.count, isPackage(named) { bound = named }
        let root = nearest(directory, in: &markedDirectories, matching: FilePaths.isProjectRoot) ?? bound
        if root == nil { shallowRoots.insert(directory) }
        rootByDirectory[directory] = root ?? directory
        return root ?? directory
    }

    /// Names directories the user asked for, as roots for the files below them that have no
    /// project of their own: `themelint check ~/Downloads/SomeApp` reads SomeApp's colour sets and
    /// token files even without a repository, package or Xcode project around them.
    func nameRoots(_ directories: [String]) {
        locked {
            namedRoots.formUnion(directories)
            shallowRoots.subtract(directories)
            rootByDirectory.removeAll()
        }
    }

    /// The outermost named directory at or above `directory`. Must be called with the lock held.
    private func namedRoot(containing directory: String) -> String? {
        namedRoots.filter { directory == $0 || directory.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.min { $0.count < $1.count }
    }

    /// The nearest of `directory` and its ancestors that `matches`, remembered for every directory
    /// on the way up: sibling directories share their parents' answers instead of asking the file
    /// system again. Must be called with the lock held.
    private func nearest(_ directory: String, in memo: inout [String: String?], matching matches: (String) -> Bool) -> String? {
        if let known = memo[directory] { return known }
        let parent = FilePaths.directory(of: directory)
        let found = matches(directory) ? directory
            : (parent == directory || directory == "/" || directory == "." ? nil : nearest(parent, in: &memo, matching: matches))
        memo[directory] = .some(found)
        return found
    }

    /// The discovery of `root`, scanned on first use; `known` are facts the caller already gathered,
    /// `contents` the digests of files it read, `cache` holds facts from earlier runs, and
    /// `followsEdits` is off for a one-shot run.
    func discovery(
        forRoot root: String, known: [String: FileFacts] = [:], contents: [String: ContentDigest] = [:], cache: ResultCache? = nil,
        followsEdits: Bool = true
    ) -> ProjectDiscovery {
        lock.lock()
        if let existing = byRoot[root] {
            lock.unlock()
            return existing
        }
        let scanLock = scanLocks[root] ?? NSLock()
        scanLocks[root] = scanLock
        lock.unlock()

        scanLock.lock()
        defer { scanLock.unlock() }
        lock.lock()
        if let existing = byRoot[root] {
            lock.unlock()
            return existing
        }
        lock.unlock()
        let recursive = !locked { shallowRoots.contains(root) }
        let discovery = ProjectDiscovery.scan(
            root: root, recursive: recursive, followsEdits: followsEdits, known: known, contents: contents, cache: cache)
        lock.lock()
        byRoot[root] = discovery
        lock.unlock()
        // The scan parsed every file of the project on all cores; what it leaves in malloc's
        // per-thread arenas is nearly all free, and a daemon runs for days, so give it back now.
        Memory.returnFreePages()
        return discovery
    }

    /// `base` with the tokens discovered for `directory`'s project merged under it; cached per
    /// directory, and shared by the directories of one project that have the same config.
    func merged(_ base: Configuration, directory: String) -> Configuration {
        guard base.discovery else { return base }
        lock.lock()
        if let cached = mergedByDirectory[directory], cached.base == base {
            lock.unlock()
            return cached.merged
        }
        lock.unlock()
        let root = root(forDirectory: directory)
        lock.lock()
        if let cached = mergedByRoot[root], cached.base == base {
            mergedByDirectory[directory] = cached
            lock.unlock()
            return cached.merged
        }
        lock.unlock()
        let merged = base.merging(discovery(forRoot: root).tokens)
        lock.lock()
        mergedByDirectory[directory] = (base, merged)
        mergedByRoot[root] = (base, merged)
        lock.unlock()
        return merged
    }

    /// Re-reads one file in every scanned project that contains it. Returns whether any tokens changed.
    func update(path: String, contents: [UInt8]?) -> Bool {
        let absolute = FilePaths.absolute(path)
        lock.lock()
        let affected = byRoot.filter { absolute.hasPrefix($0.key == "/" ? "/" : $0.key + "/") }.map(\.value)
        lock.unlock()
        var changed = false
        for discovery in affected where discovery.update(path: absolute, contents: contents) { changed = true }
        if changed {
            lock.lock()
            mergedByDirectory.removeAll()
            mergedByRoot.removeAll()
            lock.unlock()
        }
        return changed
    }
}

extension XcodeProject {
    static func hasProject(in directory: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return false }
        return entries.contains { $0.hasSuffix(".xcodeproj") }
    }
}

extension ProjectSettings {
    /// The design system discovered for the project `path` belongs to (scanned on first use).
    public func discoveredTokens(forFile path: String) -> DiscoveredTokens {
        let absolute = FilePaths.absolute(path)
        let directory = FileIO.isDirectory(absolute) ? absolute : FilePaths.directory(of: absolute)
        return discoveryCache.discovery(forRoot: discoveryCache.root(forDirectory: directory)).tokens
    }

    /// The project root discovery reads for `path`.
    public func discoveryRoot(forFile path: String) -> String {
        let absolute = FilePaths.absolute(path)
        return discoveryCache.root(forDirectory: FileIO.isDirectory(absolute) ? absolute : FilePaths.directory(of: absolute))
    }

    /// `discoveryRoot(forFile:)` for a path known to be a file: no `stat`, which a run would pay per file.
    func discoveryRoot(ofFile absolutePath: String) -> String {
        discoveryCache.root(forDirectory: FilePaths.directory(of: absolutePath))
    }

    /// Call after `path` changed on disk (a Swift file or a colour set's `Contents.json`): only that
    /// file is re-read, and the next `settings(forFile:)` sees the new tokens. Returns whether the
    /// discovered tokens changed, i.e. whether open documents should be re-linted.
    @discardableResult
    public func invalidateDiscovery(for path: String) -> Bool {
        discoveryCache.update(path: path, contents: nil)
    }

    /// Like `invalidateDiscovery(for:)`, with an editor's unsaved text for the file.
    @discardableResult
    public func updateDiscovery(for path: String, contents: [UInt8]) -> Bool {
        discoveryCache.update(path: path, contents: contents)
    }
}

public enum Memory {
    /// glibc's `malloc_trim(0)`: returns free pages of every malloc arena to the system. Looked up at
    /// run time because the Glibc module does not export it; a no-op where it does not exist.
    public static func returnFreePages() {
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    }
}
