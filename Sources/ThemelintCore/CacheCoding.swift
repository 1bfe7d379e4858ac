// The caches' on-disk encoding: a content digest to key entries by, and a compact binary form of
// findings and discovery facts. Not JSON: a warm run decodes every finding of the project, and
// json-c's tree plus its conversion was most of that run. Every read is bounds-checked and every
// entry carries a checksum, so a truncated or foreign entry is a miss, never a trap or a wrong finding.

/// 128 bits of a byte string (MurmurHash3 x64-128): what cache entries are keyed by. Not
/// cryptographic; it tells changed content from unchanged, 16 bytes per step.
public struct ContentDigest: Hashable, Sendable {
    public let high: UInt64
    public let low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init(_ bytes: [UInt8], seed: UInt64 = 0) {
        self = bytes.withUnsafeBytes { ContentDigest($0, seed: seed) }
    }

    init(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        (high, low) = Self.murmur3(bytes, seed: seed)
    }

    /// The digest of `text` and then `digests`, in that order: a cache key from its parts.
    init(_ text: String, _ digests: ContentDigest...) {
        var bytes = Array(text.utf8)
        for digest in digests {
            withUnsafeBytes(of: digest.high.littleEndian) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: digest.low.littleEndian) { bytes.append(contentsOf: $0) }
        }
        self.init(bytes)
    }

    public var hex: String { Fingerprint.hex(high) + Fingerprint.hex(low) }

    private static func murmur3(_ data: UnsafeRawBufferPointer, seed: UInt64) -> (UInt64, UInt64) {
        let c1: UInt64 = 0x87c3_7b91_1142_53d5
        let c2: UInt64 = 0x4cf5_ad43_2745_937f
        func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
        func mix(_ k: UInt64) -> UInt64 {
            var k = k
            k ^= k >> 33
            k = k &* 0xff51_afd7_ed55_8ccd
            k ^= k >> 33
            k = k &* 0xc4ce_b9fe_1a85_ec53
            return k ^ (k >> 33)
        }
        var h1 = seed
        var h2 = seed
        let blocks = data.count / 16
        for block in 0..<blocks {
            var k1 = UInt64(littleEndian: data.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var k2 = UInt64(littleEndian: data.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            k1 = rotl(k1 &* c1, 31) &* c2
            h1 ^= k1
            h1 = (rotl(h1, 27) &+ h2) &* 5 &+ 0x52dc_e729
            k2 = rotl(k2 &* c2, 33) &* c1
            h2 ^= k2
            h2 = (rotl(h2, 31) &+ h1) &* 5 &+ 0x3849_5ab5
        }
        let tail = blocks * 16
        var k1: UInt64 = 0
        var k2: UInt64 = 0
        for index in stride(from: data.count - 1, through: tail, by: -1) {
            let byte = UInt64(data[index])
            if index - tail >= 8 { k2 = (k2 << 8) | byte } else { k1 = (k1 << 8) | byte }
        }
        if data.count - tail > 8 { h2 ^= rotl(k2 &* c2, 33) &* c1 }
        if data.count > tail { h1 ^= rotl(k1 &* c1, 31) &* c2 }
        h1 ^= UInt64(data.count)
        h2 ^= UInt64(data.count)
        h1 = h1 &+ h2
        h2 = h2 &+ h1
        h1 = mix(h1)
        h2 = mix(h2)
        h1 = h1 &+ h2
        h2 = h2 &+ h1
        return (h1, h2)
    }
}

/// Builds one entry: varint integers, length-prefixed strings, then `sealed` adds the format tag
/// and a checksum.
struct CacheWriter {
    private var bytes: [UInt8] = []
    private var shared: [String: Int] = [:]

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// A string that recurs within the entry (a message, a suggestion) is written once and then
    /// referred to, so the reader makes one String of it, shared by every finding that says it.
    mutating func sharedString(_ value: String) {
        if let index = shared[value] { return int(index + 1) }
        shared[value] = shared.count
        int(0)
        string(value)
    }

    mutating func digest(_ value: ContentDigest) {
        int(Int(bitPattern: UInt(value.high)))
        int(Int(bitPattern: UInt(value.low)))
    }

    mutating func byteRun(_ values: ArraySlice<UInt8>) {
        int(values.count)
        bytes.append(contentsOf: values)
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// A dictionary by sorted key, so that the same facts always make the same bytes.
    mutating func map<Value>(_ map: [String: Value], _ writeValue: (inout CacheWriter, Value) -> Void) {
        int(map.count)
        for (key, value) in map.sorted(by: { $0.key < $1.key }) {
            string(key)
            writeValue(&self, value)
        }
    }

    /// `format` first (a reader of another format sees a miss), the payload, then its digest.
    func sealed(format: UInt8) -> [UInt8] {
        var entry = [format]
        entry.append(contentsOf: bytes)
        let digest = ContentDigest(bytes)
        withUnsafeBytes(of: digest.high.littleEndian) { entry.append(contentsOf: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { entry.append(contentsOf: $0) }
        return entry
    }
}

/// Reads what `CacheWriter` wrote; any read past the end, or an entry whose checksum does not
/// match, throws `Malformed`.
struct CacheReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var index = 1
    private let end: Int
    private var shared: [String] = []

    init(sealed entry: [UInt8], format: UInt8) throws(Malformed) {
        guard entry.count >= 17, entry[0] == format else { throw Malformed() }
        let end = entry.count - 16
        let matches = entry.withUnsafeBytes { raw in
            let digest = ContentDigest(UnsafeRawBufferPointer(rebasing: raw[1..<end]))
            return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)) == digest.high
                && UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end + 8, as: UInt64.self)) == digest.low
        }
        guard matches else { throw Malformed() }
        self.end = end
        bytes = entry
    }

    var isAtEnd: Bool { index == end }

    mutating func int() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < end, shift < 64 else { throw Malformed() }
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    /// An integer in `0...limit`: counts and offsets, checked before anything is allocated for them.
    mutating func int(atMost limit: Int) throws(Malformed) -> Int {
        let value = try int()
        guard value >= 0, value <= limit else { throw Malformed() }
        return value
    }

    /// A number of elements to follow: each takes at least a byte, so more than are left is malformed.
    mutating func count() throws(Malformed) -> Int { try int(atMost: end - index) }

    mutating func bool() throws(Malformed) -> Bool {
        guard index < end, bytes[index] <= 1 else { throw Malformed() }
        index += 1
        return bytes[index - 1] == 1
    }

    mutating func double() throws(Malformed) -> Double {
        guard end - index >= 8 else { throw Malformed() }
        let bits = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index, as: UInt64.self)) }
        index += 8
        return Double(bitPattern: bits)
    }

    mutating func string() throws(Malformed) -> String {
        let count = try count()
        let start = index
        index += count
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + count]), as: UTF8.self) }
    }

    mutating func digest() throws(Malformed) -> ContentDigest {
        ContentDigest(high: UInt64(UInt(bitPattern: try int())), low: UInt64(UInt(bitPattern: try int())))
    }

    /// Where a run of bytes written by `CacheWriter.byteRun` lies in the entry.
    mutating func byteRun() throws(Malformed) -> Range<Int> {
        let count = try count()
        index += count
        return index - count..<index
    }

    mutating func sharedString() throws(Malformed) -> String {
        let reference = try int(atMost: shared.count)
        if reference > 0 { return shared[reference - 1] }
        let value = try string()
        shared.append(value)
        return value
    }

    mutating func map<Value>(_ readValue: (inout CacheReader) throws(Malformed) -> Value) throws(Malformed) -> [String: Value] {
        let count = try count()
        var map: [String: Value] = [:]
        map.reserveCapacity(count)
        for _ in 0..<count { map[try string()] = try readValue(&self) }
        return map
    }

    mutating func strings() throws(Malformed) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }
}
