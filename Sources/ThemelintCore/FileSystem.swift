// File access for the engine: whole-file reads, atomic writes, path arithmetic, globbing and
// the recursive discovery of Swift files. Kept small and POSIX-based: no Foundation bridging on hot paths.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

public enum FileIO {
    /// The whole file, or nil when it cannot be opened or read (or is not a regular file).
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    public enum WriteError: Error, CustomStringConvertible {
        case failed(String, String)
        public var description: String {
            switch self {
            case .failed(let path, let reason): return "\(path): cannot write (\(reason))"
            }
        }
    }

    /// Writes through a temporary file in the same directory, then renames it over the target, so a
    /// crash never leaves a half-written file. The target's permission bits are kept.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(WriteError) {
        var info = stat()
        let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        var template = Array("\(FilePaths.directory(of: path))/.\(FilePaths.fileName(path)).themelint-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .failed(path, String(cString: strerror(errno))) }
        let temporary = String(cString: template)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw .failed(path, reason)
            }
            written += count
        }
        fchmod(descriptor, mode)
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            unlink(temporary)
            throw .failed(path, String(cString: strerror(errno)))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .failed(path, reason)
        }
    }

    /// `mkdir -p`; true when the directory exists afterwards.
    public static func makeDirectories(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        let parent = FilePaths.directory(of: path)
        if parent != path && !isDirectory(parent) { _ = makeDirectories(parent) }
        return mkdir(path, 0o755) == 0 || isDirectory(path)
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}

public enum FilePaths {
    public static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    public static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// Removes `.`, `..` and duplicate slashes without touching the file system.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
            if part == "..", path.hasPrefix("/") { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    public static func resolve(_ path: String, relativeTo directory: String) -> String {
        normalize(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// `path` relative to `base` when it lies below it, else `path` unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The nearest directory at or above `directory` that holds `.git` or `.themelint.json`: the
    /// project root for the cache and for token discovery. nil when there is none.
    public static func projectRoot(containing directory: String) -> String? {
        var current = directory
        while true {
            if FileIO.exists(current + "/.git") || FileIO.exists(current + "/.themelint.json") { return current }
            let parent = FilePaths.directory(of: current)
            if parent == current || current == "/" || current == "." { return nil }
            current = parent
        }
    }

    /// The path as people want to read it in reports: relative to the working directory when below it.
    public static func display(_ absolutePath: String) -> String {
        relative(absolutePath, to: currentDirectory)
    }
}

/// Glob patterns as in .gitignore: `*` and `?` stay inside one path segment, `**` spans segments,
/// and a pattern without `/` matches a file or directory name at any depth.
public struct Glob: Sendable {
    let segments: [Substring]
    let anchored: Bool

    public init(_ pattern: String) {
        var text = Substring(pattern)
        if text.hasPrefix("./") { text = text.dropFirst(2) }
        if text.hasSuffix("/") { text = text.dropLast() }
        anchored = text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        segments = text.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// `relativePath` uses `/` and is relative to the directory the pattern is relative to.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if anchored {
            // A pattern that names a directory also matches everything below it.
            return (0...parts.count).contains { Glob.match(segments[...], parts[..<$0]) }
        }
        guard segments.count == 1 else { return false }
        return parts.contains { Glob.matchSegment(Array(segments[0].unicodeScalars)[...], Array($0.unicodeScalars)[...]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let head = path.first else { return false }
        return matchSegment(Array(first.unicodeScalars)[...], Array(head.unicodeScalars)[...])
            && match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            let rest = pattern.dropFirst()
            return (text.startIndex...text.endIndex).contains { matchSegment(rest, text[$0...]) }
        case "?":
            return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}

public enum SourceDiscovery {
    /// Directory names never searched: build output, VCS data and dependency checkouts.
    public static let skippedDirectories: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm", "node_modules", ".themelint-cache"]

    /// Every `.swift` file below `root` (or `root` itself when it is a file), sorted, without following
    /// symlinked directories (which avoids loops and escapes from the tree).
    public static func swiftFiles(under root: String) -> [String] {
        var info = stat()
        guard lstat(root, &info) == 0 else { return [] }
        // An explicitly named file is linted whatever its extension.
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return [root] }
        return walk(root, colorsets: false).swift
    }

    /// The Swift files and asset-catalog colour sets (`*.colorset/Contents.json`) below `root`,
    /// both sorted: what token discovery reads.
    public static func sourcesAndColorsets(under root: String) -> (swift: [String], colorsets: [String]) {
        walk(root, colorsets: true)
    }

    /// The one directory walk: skips `skippedDirectories`, never follows a symlinked directory, and
    /// enters asset catalogs only when colour sets are wanted.
    private static func walk(_ root: String, colorsets wantColorsets: Bool) -> (swift: [String], colorsets: [String]) {
        var swift: [String] = []
        var colorsets: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            guard let handle = opendir(directory) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = directory == "/" ? "/" + name : directory + "/" + name
                var entryInfo = stat()
                guard lstat(path, &entryInfo) == 0 else { continue }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR:
                    // `.build-release`, `.build_linux`: SwiftPM scratch paths hold dependency checkouts too.
                    if skippedDirectories.contains(name) || name.hasPrefix(".build") { continue }
                    if name.hasSuffix(".colorset") {
                        if wantColorsets && FileIO.exists(path + "/Contents.json") { colorsets.append(path + "/Contents.json") }
                    } else if wantColorsets || !name.hasSuffix(".xcassets") {
                        pending.append(path)
                    }
                case S_IFREG:
                    if name.hasSuffix(".swift") { swift.append(path) }
                case S_IFLNK:
                    // A symlinked file is read; a symlinked directory is not followed.
                    if name.hasSuffix(".swift"), stat(path, &entryInfo) == 0, (entryInfo.st_mode & S_IFMT) == S_IFREG { swift.append(path) }
                default:
                    break
                }
            }
        }
        return (swift.sorted(), colorsets.sorted())
    }
}
