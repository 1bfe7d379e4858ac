// CachePack: many cache entries in one file, so a warm run opens one file where it opened one per
// source file (a syscall-bound cost: open, stat, read and close for each of thousands). Entries are
// found by a name (a path) and valid only for the key digest they were stored under; the file is
// read once, on first use, and entries are copied out only when asked for. The pack is written
// whole and atomically (temporary file + rename) by `ResultCache.write`: concurrent runs each
// write a complete pack, and the last one wins. A pack that does not decode is empty.

import Foundation

final class CachePack: @unchecked Sendable {
    static let format: UInt8 = 1
    let path: String
    private let lock = NSLock()
    private var loaded: [UInt8]?
    /// Where each name's entry lies in `loaded`, and the key it is valid for.
    private var index: [String: (key: ContentDigest, entry: Range<Int>)] = [:]
    /// This run's entries by name: those read from the pack, and new ones.
    private var used: [String: (key: ContentDigest, entry: ArraySlice<UInt8>)] = [:]
    private var stored = false

    init(path: String) { self.path = path }

    /// The entry stored for `name` under `key`, if the pack has one.
    func entry(_ name: String, key: ContentDigest) -> ArraySlice<UInt8>? {
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil { load() }
        guard let found = index[name], found.key == key, let bytes = loaded else { return nil }
        let entry = bytes[found.entry]
        used[name] = (key, entry)
        return entry
    }

    func store(_ entry: [UInt8], for name: String, key: ContentDigest) {
        lock.lock()
        used[name] = (key, entry[...])
        stored = true
        lock.unlock()
    }

    /// The pack to write: this run's entries, and those it did not use for which `keepingUnused`
    /// says yes; nil when that is what the file already holds.
    func changedBytes(keepingUnused: (String) -> Bool) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil { load() }
        var entries = used
        if let bytes = loaded {
            for (name, found) in index where entries[name] == nil && keepingUnused(name) { entries[name] = (found.key, bytes[found.entry]) }
        }
        guard stored || entries.count != index.count else { return nil }
        var writer = CacheWriter()
        writer.int(entries.count)
        for (name, found) in entries.sorted(by: { $0.key < $1.key }) {
            writer.string(name)
            writer.digest(found.key)
            writer.byteRun(found.entry)
        }
        return writer.sealed(format: Self.format)
    }

    /// Must be called with the lock held.
    private func load() {
        let bytes = FileIO.read(path) ?? []
        loaded = bytes
        guard !bytes.isEmpty, var reader = try? CacheReader(sealed: bytes, format: Self.format) else { return }
        var entries: [String: (key: ContentDigest, entry: Range<Int>)] = [:]
        do throws(CacheReader.Malformed) {
            for _ in 0..<(try reader.count()) {
                let name = try reader.string()
                entries[name] = (try reader.digest(), try reader.byteRun())
            }
        } catch {
            return
        }
        if reader.isAtEnd { index = entries }
    }
}

extension ResultCache {
    /// The pack `name` of `kind` in this cache directory, one object per run.
    func pack(named name: String, kind: String) -> CachePack {
        packLock.lock()
        defer { packLock.unlock() }
        if let pack = packs[name] { return pack }
        let pack = CachePack(path: entryPath(kind, ContentDigest("\(name)\u{1F}\(toolVersion)")))
        packs[name] = pack
        return pack
    }
}
