// FuzzSupport owns what every fuzz target shares: property checks that trap (so libFuzzer saves
// the input as a crash), copying libFuzzer's buffer, and a reader that turns input bytes into choices.

/// Traps with `message` when `condition` is false: a violated property is a crash to libFuzzer.
/// Inlinable, so the message closure is not allocated on every (passing) call.
@inlinable @inline(__always)
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("fuzz property violated: \(message())", file: file, line: line)
    }
}

/// libFuzzer's input as an array (libFuzzer passes a null pointer for the empty input).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Reads choices from input bytes; past the end it returns zeros, so every input is usable.
public struct ChoiceReader {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A value in `0..<bound` (bound > 0) from one or two bytes.
    public mutating func int(below bound: Int) -> Int {
        let raw = bound > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return raw % bound
    }

    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// Up to `maximum` raw bytes.
    public mutating func bytes(upTo maximum: Int) -> [UInt8] {
        let count = min(int(below: maximum + 1), bytes.count - min(position, bytes.count))
        defer { position += count }
        return Array(bytes[position..<position + count])
    }
}

/// A stable 64-bit FNV-1a hash: derives deterministic choices from an input without consuming it.
public func fuzzHash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}
