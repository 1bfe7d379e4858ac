// File access for the engine: whole-file reads (and why one failed or is refused), atomic writes,
// path arithmetic, globbing and the recursive discovery of Swift files. Kept small and POSIX-based:
// no Foundation bridging on hot paths.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

public enum FileIO {
    /// The largest Swift file linted unless `maxFileSize` in the config says otherwise: 16 MiB. Parsing
    /// needs about 70 bytes of memory per byte of source, and a bigger `.swift` file is generated data,
    /// not code anyone reads.
    public static let defaultMaximumSourceSize = 16 << 20

    /// Why a file could not be read, or is not linted; the description follows "path: " in messages.
    public enum ReadError: Error, Equatable, CustomStringConvertible, Sendable {
        /// `open` or `read` failed: the reason, e.g. "no such file or directory".
        case unreadable(String)
        /// A directory, FIFO, socket or device: never read (a FIFO would block until someone writes).
        case notRegularFile(String)
        case tooLarge(size: Int, limit: Int)
        case notSource(SourceRefusal)

        public var description: String {
            switch self {
            case .unreadable(let reason): return "cannot read the file (\(reason))"
            case .notRegularFile(let kind): return "cannot read the file (it is \(kind), not a regular file)"
            case .tooLarge(let size, let limit):
                return "not linted: the file is \(size) bytes, over the \(FileIO.describeSize(limit)) limit "
                    + "(exclude it, or raise \"maxFileSize\" in .themelint.json)"
            case .notSource(let refusal): return "not linted: \(refusal)"
            }
        }
    }

    /// The whole file, or nil when it cannot be opened or read (or is not a regular file).
    public static func read(_ path: String) -> [UInt8]? {
        try? readFile(path)
    }

    /// A Swift file to lint: readable, a regular file, at most `limit` bytes, and text the parser can
    /// take (see `SourceText.refusal(for:)`). Every failure says why.
    public static func readSource(_ path: String, limit: Int = defaultMaximumSourceSize) throws(ReadError) -> [UInt8] {
        let bytes = try readFile(path, limit: limit)
        if let problem = sourceProblem(in: bytes, limit: limit) { throw problem }
        return bytes
    }

    /// Why Swift text that did not come from a file (stdin, an editor buffer) is not linted, or nil.
    public static func sourceProblem(in bytes: [UInt8], limit: Int = defaultMaximumSourceSize) -> ReadError? {
        if bytes.count > limit { return .tooLarge(size: bytes.count, limit: limit) }
        return SourceText.refusal(for: bytes).map(ReadError.notSource)
    }

    /// "16 MiB", or the exact byte count when it is not a whole number of MiB.
    public static func describeSize(_ bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes)-byte"
    }

    /// The whole file, or why not: unreadable, not a regular file, or more than `limit` bytes.
    public static func readFile(_ path: String, limit: Int = Int.max) throws(ReadError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever. It has no
        // effect on the reads of a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(openFailure(path, errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(kind(of: info.st_mode)) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(size: Int(info.st_size), limit: limit) }
        // The size fstat gave is read into uninitialised memory (zeroing tens of megabytes first cost
        // as much as the reads on a warm run); only a file that grew since takes the loop below.
        let size = Int(info.st_size)
        var failure: ReadError?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = readRetrying(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0 {
                    failure = .unreadable(reason(errno))
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if let failure { throw failure }
        // Shorter than fstat said: the file shrank, and this is all of it.
        if bytes.count < size { return bytes }
        var filled = bytes.count
        while true {
            if filled == bytes.count {
                // Full: probe for one byte more before growing, so the array of a file that did not
                // grow after fstat (nearly always) keeps its exact size instead of doubling.
                var probe: UInt8 = 0
                let extra = readRetrying(descriptor, &probe, 1)
                if extra < 0 { throw .unreadable(reason(errno)) }
                if extra == 0 { break }
                if filled >= limit { throw .tooLarge(size: filled + extra, limit: limit) }
                bytes.append(probe)
                filled += 1
                bytes.append(contentsOf: repeatElement(0, count: min(max(4096, bytes.count), limit - filled)))
                continue
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                readRetrying(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 { throw .unreadable(reason(errno)) }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// `read`, again while a signal interrupts it; -1 (with `errno` set) on any other failure.
    private static func readRetrying(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            let result = Glibc.read(descriptor, buffer, count)
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// Why `open` failed, naming a symlink that does not resolve.
    private static func openFailure(_ path: String, errno code: Int32) -> String {
        var info = stat()
        if code == ENOENT || code == ELOOP, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            var target = [CChar](repeating: 0, count: 4096)
            let length = readlink(path, &target, target.count - 1)
            let destination = length > 0 ? String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return code == ELOOP ? "a symlink loop through \"\(destination)\"" : "a broken symlink to \"\(destination)\""
        }
        return reason(code)
    }

    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    /// Why a path given on the command line cannot be linted before anything is read: nil when it
    /// exists (even as a broken symlink, which reading then reports precisely).
    public static func missingReason(_ path: String) -> String? {
        var info = stat()
        return lstat(path, &info) == 0 ? nil : reason(errno)
    }

    public enum WriteError: Error, CustomStringConvertible {
        case failed(String, String)
        /// `replaceContents`: the file is not what was read (edited or deleted during the run).
        case changed(String)
        /// `replaceContents`: the path is a symlink; writing would replace the link or reach outside the tree.
        case symlink(String)
        public var description: String {
            switch self {
            case .failed(let path, let reason): return "\(path): cannot write (\(reason))"
            case .changed(let path): return "\(path): not fixed: the file changed on disk during the run; run themelint again"
            case .symlink(let path): return "\(path): not fixed: it is a symlink; fix the file it points to"
            }
        }
    }

    /// `--fix`: replaces a source file, but only if it still holds `original` and is not a symlink,
    /// so an edit made while themelint ran is never overwritten.
    public static func replaceContents(of path: String, expecting original: [UInt8], with bytes: [UInt8]) throws(WriteError) {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { throw .symlink(path) }
        try writeAtomically(bytes, to: path, replacing: original)
    }

    /// Writes through a temporary file in the same directory, then renames it over the target, so a
    /// crash never leaves a half-written file. The target's permission bits are kept. With `original`,
    /// the target is compared with it just before the rename, and left alone if it changed.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, replacing original: [UInt8]? = nil) throws(WriteError) {
        let file = try AtomicFile(path: path)
        try file.write(bytes)
        try file.commit(replacing: original)
    }

    /// A file written in pieces (a report) that appears at its path whole or not at all: the bytes go
    /// to a temporary file beside it, which `commit` renames over the target. Dropped without a
    /// commit, the temporary file is removed and the target is untouched.
    public final class AtomicFile {
        public let path: String
        private let temporary: String
        private let mode: mode_t
        private var descriptor: Int32

        public init(path: String) throws(WriteError) {
            var info = stat()
            mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            var template = Array("\(FilePaths.directory(of: path))/.\(FilePaths.fileName(path)).themelint-XXXXXX".utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw .failed(path, String(cString: strerror(errno))) }
            temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            self.path = path
        }

        deinit {
            if descriptor >= 0 {
                close(descriptor)
                unlink(temporary)
            }
        }

        public func write(_ bytes: [UInt8]) throws(WriteError) {
            guard descriptor >= 0 else { throw .failed(path, "written after commit") }
            if let code = FileIO.writeAll(bytes, to: descriptor) { throw .failed(path, String(cString: strerror(code))) }
        }

        /// Makes the file appear at `path`; with `original`, only if the target still holds it.
        public func commit(replacing original: [UInt8]? = nil) throws(WriteError) {
            guard descriptor >= 0 else { throw .failed(path, "committed twice") }
            let closing = descriptor
            descriptor = -1
            fchmod(closing, mode)
            guard fsync(closing) == 0, close(closing) == 0 else {
                unlink(temporary)
                throw .failed(path, String(cString: strerror(errno)))
            }
            if let original, FileIO.read(path) != original {
                unlink(temporary)
                throw .changed(path)
            }
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw .failed(path, reason)
            }
        }
    }

    /// Writes all of `bytes`, retrying short writes and EINTR; the errno of a failure, or nil.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
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

    /// A directory itself, not a symbolic link to one (so a walk cannot loop).
    public static func isPlainDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

public enum FilePaths {
    /// Read once: themelint never changes directory, and a run asked for it per file (`getcwd` each time).
    public static let currentDirectory = FileManager.default.currentDirectoryPath

    public static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// Removes `.`, `..` and duplicate slashes without touching the file system.
    public static func normalize(_ path: String) -> String {
        isNormalized(path) ? path : normalizingComponents(path)
    }

    /// Over bytes: `check .` makes every path `./…`, and comparing `Substring`s with `"."` and `".."` cost
    /// 60,000 instructions a path, four times per file (a third of a warm run).
    static func normalizingComponents(_ path: String) -> String {
        let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
        let bytes = Array(path.utf8)
        let isAbsolute = bytes.first == slash
        func isParent(_ part: ArraySlice<UInt8>) -> Bool { part.count == 2 && part.first == dot && part.last == dot }
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
            let part = bytes[start..<index]
            start = index + 1
            if part.isEmpty || (part.count == 1 && part.first == dot) { continue }
            if isParent(part) {
                if let last = parts.last, !isParent(last) { parts.removeLast(); continue }
                if isAbsolute { continue }
            }
            parts.append(part)
        }
        var result: [UInt8] = isAbsolute ? [slash] : []
        for (offset, part) in parts.enumerated() {
            if offset > 0 { result.append(slash) }
            result += part
        }
        return result.isEmpty ? "." : String(decoding: result, as: UTF8.self)
    }

    /// Whether `normalize` would return `path` unchanged: no empty, `.` or `..` component and no
    /// trailing slash. Runs call `absolute` several times per file, on paths that nearly always are.
    static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let last = bytes.last, last != UInt8(ascii: "/") || bytes.count == 1 else { return false }
            var componentStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                let isDot = length >= 1 && length <= 2 && bytes[componentStart] == UInt8(ascii: ".")
                    && (length == 1 || bytes[componentStart + 1] == UInt8(ascii: "."))
                // An empty component is fine only as the root's leading slash.
                if isDot || (length == 0 && index != 0) { return false }
                componentStart = index + 1
            }
            return true
        }
    }

    /// Both look for the last slash among the UTF-8 bytes: searching `Character`s breaks the path into graphemes.
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func fileName(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The lower-cased words of a file's base name: `Color+AppTheme` -> color, app, theme;
    /// `UIColorPalette_v2` -> ui, color, palette, v2 (a run of capitals ends before the capital that starts a word).
    public static func words(of name: String) -> [String] {
        // Names are almost always ASCII, where bytes need no Unicode property look-ups (tens of thousands of
        // instructions a name the other way, and rules ask for the words of every type and label).
        name.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(of: name) : unicodeWords(of: name)
    }

    static func asciiWords(of name: String) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let bytes = Array(name.utf8)
        var words: [String] = []
        var current: [UInt8] = []
        func finishWord() {
            guard !current.isEmpty else { return }
            words.append(String(decoding: current.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        for (index, byte) in bytes.enumerated() {
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                finishWord()
                continue
            }
            if isUpper(byte), let previous = current.last {
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if !isUpper(previous) || nextIsLower { finishWord() }
            }
            current.append(byte)
        }
        finishWord()
        return words
    }

    static func unicodeWords(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previousIsLower = current.last.map { !$0.isUppercase } ?? false
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previousIsLower || nextIsLower {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    public static func resolve(_ path: String, relativeTo directory: String) -> String {
        normalize(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// `path` relative to `base` when it lies below it, else `path` unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A directory holding `.git` or `.themelint.json`.
    static func isProjectRoot(_ directory: String) -> Bool {
        FileIO.exists(directory + "/.git") || FileIO.exists(directory + "/.themelint.json")
    }

    /// The nearest directory at or above `directory` that holds `.git` or `.themelint.json`: the
    /// project root for the cache and for token discovery. nil when there is none.
    public static func projectRoot(containing directory: String) -> String? {
        var current = directory
        while true {
            if isProjectRoot(current) { return current }
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
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        if anchored {
            // A pattern that names a directory also matches everything below it: any prefix may match.
            return Glob.matchedPrefixes(segments.map { Array($0.unicodeScalars) }, parts).contains(true)
        }
        guard segments.count == 1 else { return false }
        let pattern = Array(segments[0].unicodeScalars)
        return parts.contains { Glob.matchSegment(pattern, $0) }
    }

    /// Element `n` is true when the pattern matches the first `n` path segments. Built segment by
    /// segment (O(pattern × path)), so a config full of `**/**/**` or `*a*a*a` cannot hang a run.
    static func matchedPrefixes(_ pattern: [[Unicode.Scalar]], _ path: [[Unicode.Scalar]]) -> [Bool] {
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for segment in pattern {
            var next = [Bool](repeating: false, count: path.count + 1)
            if segment == ["*", "*"] {
                var seen = false
                for index in 0...path.count {
                    seen = seen || reachable[index]
                    next[index] = seen
                }
            } else {
                for index in 0..<path.count where reachable[index] && matchSegment(segment, path[index]) { next[index + 1] = true }
            }
            reachable = next
        }
        return reachable
    }

    /// `*` and `?` within one segment, by the usual greedy match that backtracks only to the last `*`:
    /// O(pattern × text) at worst.
    static func matchSegment(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var patternIndex = 0
        var textIndex = 0
        var lastStar: Int?
        var textAtLastStar = 0
        while textIndex < text.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                lastStar = patternIndex
                textAtLastStar = textIndex
                patternIndex += 1
            } else if patternIndex < pattern.count, pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex] {
                patternIndex += 1
                textIndex += 1
            } else if let star = lastStar {
                // Let the last `*` swallow one more character and try again from there.
                patternIndex = star + 1
                textAtLastStar += 1
                textIndex = textAtLastStar
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}

public enum SourceDiscovery {
    /// Directory names never searched: build output, VCS data and dependency checkouts.
    public static let skippedDirectories: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm", "node_modules", ".themelint-cache"]

    /// Every `.swift` file below `root` (or `root` itself when it is a file), sorted, without following
    /// symlinked directories below it (which avoids loops and escapes from the tree). `root` itself is
    /// followed: the user named it.
    public static func swiftFiles(under root: String) -> [String] {
        var info = stat()
        guard stat(root, &info) == 0 || lstat(root, &info) == 0 else { return [] }
        // An explicitly named file is linted whatever its extension.
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return [root] }
        return walk(root, colorsets: false).swift
    }

    /// The Swift files and asset-catalog colour sets (`*.colorset/Contents.json`) below `root`,
    /// both sorted: what token discovery reads.
    /// Not `recursive`: the Swift files directly in `root` only.
    public static func sourcesAndColorsets(under root: String, recursive: Bool = true) -> (swift: [String], colorsets: [String]) {
        walk(root, colorsets: true, recursive: recursive)
    }

    /// The one directory walk: skips `skippedDirectories`, never follows a symlinked directory, and
    /// enters asset catalogs only when colour sets are wanted. `.swift` entries that cannot be read
    /// (broken links, FIFOs) and directories that cannot be opened are listed with the Swift files, so
    /// that reading them reports the problem instead of the run passing over it in silence.
    private static func walk(_ root: String, colorsets wantColorsets: Bool, recursive: Bool = true) -> (swift: [String], colorsets: [String]) {
        var swift: [String] = []
        var colorsets: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            // A directory that cannot be opened is listed, so reading it reports why ("permission denied").
            guard let handle = opendir(directory) else {
                swift.append(directory)
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = directory == "/" ? "/" + name : directory + "/" + name
                // The entry's type from the directory itself; `lstat` only where the file system does not say.
                var entryInfo = stat()
                var type = mode(ofDirectoryEntryType: entry.pointee.d_type)
                if type == nil {
                    guard lstat(path, &entryInfo) == 0 else { continue }
                    type = entryInfo.st_mode & S_IFMT
                }
                switch type {
                case S_IFDIR:
                    if !recursive { continue }
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
                    // A symlinked file is read; a symlinked directory is not followed. A `.swift` link that
                    // does not resolve (broken, or a loop) is kept, so reading it reports the problem.
                    if name.hasSuffix(".swift"), stat(path, &entryInfo) != 0 || (entryInfo.st_mode & S_IFMT) != S_IFDIR { swift.append(path) }
                default:
                    // A FIFO, socket or device named `.swift`: kept so reading reports it, never opened blocking.
                    if name.hasSuffix(".swift") { swift.append(path) }
                }
            }
        }
        return (swift.sorted(), colorsets.sorted())
    }

    private static func mode(ofDirectoryEntryType type: UInt8) -> mode_t? {
        switch Int32(type) {
        case Int32(DT_DIR): return S_IFDIR
        case Int32(DT_REG): return S_IFREG
        case Int32(DT_LNK): return S_IFLNK
        default: return nil
        }
    }
}
