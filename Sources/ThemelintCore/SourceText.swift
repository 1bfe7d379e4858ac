// SourceText owns a file's bytes and its line table: the single place where UTF-8 offsets
// become lines and columns, in Unicode scalars (reports), UTF-16 or UTF-32 (LSP) units. It also
// decides which bytes are not linted at all (`SourceText.refusal(for:)`).

import Glibc
// The lexer is SPI: the bracket guard needs tokens, and a lexer of our own is not an option.
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// How columns are counted. Reports use scalars; LSP negotiates utf-8, utf-16 or utf-32.
public enum ColumnUnit: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case scalars = "utf-32"
}

/// A 1-based line and column (in Unicode scalars) plus the UTF-8 offset it came from.
public struct SourcePosition: Equatable, Hashable, Comparable, Sendable {
    public let offset: Int
    public let line: Int
    public let column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

public struct SourceRange: Equatable, Hashable, Sendable {
    public let start: SourcePosition
    public let end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

public final class SourceText: @unchecked Sendable {
    public let bytes: [UInt8]
    /// UTF-8 offset of the first byte of each line. `lineStarts[0]` is 0, or 3 after a byte order
    /// mark: the BOM belongs to no line, so it never counts as a column (editors do not show it).
    public let lineStarts: [Int]

    /// Whether some line ends in CR (CR LF or a lone CR), which `replacing(_:with:)` cannot update in place.
    private let hasCarriageReturn: Bool

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: SourceText.byteOrderMark) ? SourceText.byteOrderMark.count : 0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let count = bytes.count
        var hasCarriageReturn = false
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, count > starts[0] else { return }
            hasCarriageReturn = memchr(base, 0x0D, count) != nil
            if !hasCarriageReturn {
                // LF only, as nearly every file is: memchr from line to line. (A keystroke in the server
                // updates the table around its edit instead: `replacing(_:with:)`.)
                var cursor = base + starts[0]
                while let found = memchr(cursor, 0x0A, base + count - cursor) {
                    cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(cursor - base)
                }
                return
            }
            var index = starts[0]
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    // CR LF counts once; a lone CR ends a line too, as the Swift compiler treats it.
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.lineStarts = starts
        self.hasCarriageReturn = hasCarriageReturn
    }

    private init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.hasCarriageReturn = false
    }

    public convenience init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// The text with the bytes in `range` replaced (the server's keystroke). The line table is updated
    /// around the edit, not rebuilt over the whole file: lines before it keep their starts, lines after
    /// it move by the change in length. With a CR about (a `\r\n` split or joined) or the byte-order
    /// mark touched, it is rebuilt.
    public func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> SourceText {
        var edited = bytes
        edited.replaceSubrange(range, with: replacement)
        guard !hasCarriageReturn, range.lowerBound >= Self.byteOrderMark.count, !replacement.contains(0x0D) else {
            return SourceText(bytes: edited)
        }
        let delta = replacement.count - range.count
        // Starts up to the edit's first byte stay; those inside the replaced bytes went with them.
        let kept = lineIndex(ofOffset: range.lowerBound) + 1
        let after = lineIndex(ofOffset: range.upperBound) + 1
        var starts: [Int] = []
        starts.reserveCapacity(lineStarts.count + replacement.count)
        starts.append(contentsOf: lineStarts[..<kept])
        for (index, byte) in replacement.enumerated() where byte == 0x0A { starts.append(range.lowerBound + index + 1) }
        for start in lineStarts[after...] { starts.append(start + delta) }
        return SourceText(bytes: edited, lineStarts: starts)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `needle` occurs anywhere in the bytes (comments and strings included).
    public func contains(_ needle: String) -> Bool { ByteSearch.contains(bytes, Array(needle.utf8)) }
    public var lineCount: Int { lineStarts.count }

    /// 0-based index of the line containing `offset`.
    public func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func position(ofOffset rawOffset: Int) -> SourcePosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        let line = lineIndex(ofOffset: offset)
        let column = units(from: lineStarts[line], to: offset, in: .scalars)
        return SourcePosition(offset: offset, line: line + 1, column: column + 1)
    }

    public func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: position(ofOffset: start), end: position(ofOffset: end))
    }

    /// 0-based (line, character) in the given unit, as LSP wants it.
    public func lspPosition(ofOffset rawOffset: Int, unit: ColumnUnit) -> (line: Int, character: Int) {
        let offset = min(max(rawOffset, 0), bytes.count)
        let line = lineIndex(ofOffset: offset)
        return (line, units(from: lineStarts[line], to: offset, in: unit))
    }

    /// `lspPosition(ofOffset:unit:)` for a position computed from this text, without searching for
    /// its line, and without scanning the line when the bytes before the column are ASCII (one unit
    /// per byte in every encoding), as they nearly always are.
    public func lspPosition(of position: SourcePosition, unit: ColumnUnit) -> (line: Int, character: Int) {
        let line = position.line - 1
        guard line >= 0, line < lineStarts.count, position.offset >= lineStarts[line], position.offset <= bytes.count else {
            return lspPosition(ofOffset: position.offset, unit: unit)
        }
        let bytesBefore = position.offset - lineStarts[line]
        switch unit {
        case .utf8: return (line, bytesBefore)
        case .scalars: return (line, position.column - 1)
        case .utf16: return (line, bytesBefore == position.column - 1 ? bytesBefore : units(from: lineStarts[line], to: position.offset, in: .utf16))
        }
    }

    /// The UTF-8 offset of a 0-based (line, character) position; positions past the end of a line
    /// clamp to the line end, and lines past the end clamp to the end of the text (as LSP asks).
    public func offset(ofLine line: Int, character: Int, unit: ColumnUnit) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        let end = lineContentEnd(line)
        var index = start
        var remaining = character
        while index < end && remaining > 0 {
            let length = scalarLength(at: index)
            let width: Int
            switch unit {
            case .utf8: width = length
            case .utf16: width = length == 4 ? 2 : 1
            case .scalars: width = 1
            }
            if width > remaining { break }
            remaining -= width
            index += length
        }
        return min(index, end)
    }

    /// End of a line's content, before its line terminator.
    public func lineContentEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], end - 1 < bytes.count, bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], end - 1 < bytes.count, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The bytes of a 0-based line without its terminator; empty for a line that does not exist.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0 && line < lineStarts.count else { return [] }
        return bytes[lineStarts[line]..<lineContentEnd(line)]
    }

    /// The text of a 0-based line without its terminator.
    public func lineText(_ line: Int) -> String { String(decoding: lineBytes(line), as: UTF8.self) }

    public func slice(_ start: Int, _ end: Int) -> String {
        let lower = min(max(start, 0), bytes.count)
        let upper = min(max(end, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    private func scalarLength(at index: Int) -> Int {
        let byte = bytes[index]
        let length: Int
        if byte < 0x80 { length = 1 } else if byte >> 5 == 0b110 { length = 2 } else if byte >> 4 == 0b1110 { length = 3 } else if byte >> 3 == 0b11110 { length = 4 } else { length = 1 }
        return min(length, bytes.count - index)
    }

    private func units(from start: Int, to end: Int, in unit: ColumnUnit) -> Int {
        // An offset inside a leading BOM (before line 0's start) is column 0, in every unit.
        if unit == .utf8 { return max(end - start, 0) }
        var count = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            // Continuation bytes do not start a scalar; a 4-byte lead is a surrogate pair in UTF-16.
            if byte & 0xC0 != 0x80 {
                count += (unit == .utf16 && byte >= 0xF0) ? 2 : 1
            }
            index += 1
        }
        return count
    }
}

/// Why a text is not linted at all: it is not Swift source text, or swift-syntax cannot parse it in
/// reasonable time. Lines and columns are 1-based, columns in bytes.
public enum SourceRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// A NUL byte: a binary file (an image or archive) that happens to be named `.swift`.
    case binary(line: Int, column: Int)
    case invalidUTF8(byte: UInt8, line: Int, column: Int)
    /// More nested `[` than `SourceText.maximumBracketNesting`. swift-syntax 603's lookahead for
    /// `[N of T]` types tries each nested `[` twice, so its parse time doubles with every level
    /// (40 levels would take days) and very deep nesting overflows its stack.
    case nestedBrackets(depth: Int, line: Int, column: Int)

    public var description: String {
        switch self {
        case .binary(let line, let column):
            return "a binary file, not Swift source (NUL byte at line \(line), column \(column))"
        case .invalidUTF8(let byte, let line, let column):
            let hex = String(byte, radix: 16, uppercase: true)
            return "not valid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex) at line \(line), column \(column))"
        case .nestedBrackets(let depth, let line, let column):
            return "more than \(depth - 1) nested \"[\" at line \(line), column \(column); "
                + "swift-syntax's parser takes exponential time on such nesting"
        }
    }
}

extension SourceText {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Deeper `[` nesting is refused (see `SourceRefusal.nestedBrackets`). Real code stays far below:
    /// even `[[String: [Int]]]` is 3. At 16 the parser's worst case is still about a second.
    public static let maximumBracketNesting = 16

    /// Why `bytes` are not linted, or nil when they can be: a resource guard that runs before parsing.
    public static func refusal(for bytes: [UInt8]) -> SourceRefusal? {
        bytes.withUnsafeBufferPointer { buffer -> SourceRefusal? in
            if let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) {
                let (line, column) = lineAndColumn(of: UnsafeRawPointer(found) - UnsafeRawPointer(base), in: buffer)
                return .binary(line: line, column: column)
            }
            if let bad = firstInvalidUTF8(buffer) {
                let (line, column) = lineAndColumn(of: bad, in: buffer)
                return .invalidUTF8(byte: buffer[bad], line: line, column: column)
            }
            // Counting bytes is enough for nearly every file; `[` in strings and comments (ANSI
            // escapes, log prefixes) can push the count up, so only then are the tokens counted.
            guard byteBracketDepthExceedsMaximum(buffer), let (deepest, offset) = deepestBracket(in: buffer) else { return nil }
            let (line, column) = lineAndColumn(of: offset, in: buffer)
            return .nestedBrackets(depth: deepest, line: line, column: column)
        }
    }

    /// Whether `[` bytes, less the `]` bytes after them, ever nest deeper than `maximumBracketNesting`.
    /// Jumps from bracket to bracket with `memchr`: the server asks this on every keystroke.
    static func byteBracketDepthExceedsMaximum(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let count = buffer.count
        func next(_ byte: UInt8, from start: Int, before end: Int) -> Int? {
            guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        var depth = 0
        var cursor = 0
        while cursor < count {
            let open = next(UInt8(ascii: "["), from: cursor, before: count) ?? count
            // The `]` before the next `[` close what is open (never below zero).
            var scan = cursor
            while depth > 0, let close = next(UInt8(ascii: "]"), from: scan, before: open) {
                depth -= 1
                scan = close + 1
            }
            guard open < count else { return false }
            depth += 1
            if depth > maximumBracketNesting { return true }
            cursor = open + 1
        }
        return false
    }

    /// The first `[` token nested deeper than `maximumBracketNesting` (its depth and offset), as
    /// swift-syntax's own lexer splits the text: brackets in strings, comments and regex literals
    /// are not tokens. Lexing is linear; only parsing is exponential in the nesting.
    static func deepestBracket(in buffer: UnsafeBufferPointer<UInt8>) -> (depth: Int, offset: Int)? {
        var tracker = LookaheadTracker()
        return withUnsafeMutablePointer(to: &tracker) { tracker -> (depth: Int, offset: Int)? in
            var depth = 0
            var offset = 0
            for lexeme in Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: []) {
                switch lexeme.rawTokenKind {
                case .endOfFile:
                    return nil
                case .leftSquare:
                    depth += 1
                    if depth > maximumBracketNesting { return (depth, offset + lexeme.leadingTriviaText.count) }
                case .rightSquare:
                    depth = max(depth - 1, 0)
                default:
                    break
                }
                offset += lexeme.byteLength
            }
            return nil
        }
    }

    /// Line breaks as in `init(bytes:)`: LF, CR LF and a lone CR.
    private static func lineAndColumn(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where buffer[index] == 0x0A || (buffer[index] == 0x0D && buffer[index + 1] != 0x0A) {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < buffer.count {
            // Eight ASCII bytes at a time: source text is nearly all ASCII.
            if index + 8 <= buffer.count,
                UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = buffer[index]
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F  // nothing above U+10FFFF
            default: return index
            }
            for continuation in 1..<max(length, 1) {
                guard index + continuation < buffer.count else { return index }
                let byte = buffer[index + continuation]
                let (low, high) = continuation == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low && byte <= high else { return index }
            }
            index += length
        }
        return nil
    }
}

/// Substring search over raw bytes, for pre-filters that decide whether a file is worth parsing or
/// walking: `memchr` (vectorised) to each candidate place of the needle's rarest byte, `memcmp` for
/// the rest. (glibc's `memmem` is a GNU extension the Glibc module does not export.)
extension StringProtocol {
    /// Whether `needle` occurs in the text, byte for byte. `contains(_:)` with a string argument resolves to
    /// Foundation's locale-aware search in this module, thousands of instructions a call.
    func containsText(_ needle: some StringProtocol) -> Bool { ByteSearch.contains(Array(utf8), Array(needle.utf8)) }
}

public enum ByteSearch {
    /// `memchr` for the needle's rarest byte, then `memcmp` around it: scanning for the first byte of
    /// `themelint:` stopped at every `t` of a 400 KB file on each keystroke.
    public static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool { firstOffset(of: needle, in: bytes) != nil }

    /// Where `needle` first occurs in `bytes` at or after `start`.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty else { return start }
        return firstOffset(of: Needle(needle), in: bytes, from: start)
    }

    /// A needle with its rarest byte chosen once: discovery's providers look for the same markers in every file.
    struct Needle: Sendable, ExpressibleByStringLiteral {
        let bytes: [UInt8]
        let anchor: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            anchor = bytes.indices.min { ByteSearch.rarity(bytes[$0]) < ByteSearch.rarity(bytes[$1]) } ?? 0
        }

        init(_ text: String) { self.init(Array(text.utf8)) }
        init(stringLiteral text: String) { self.init(text) }
    }

    static func contains(_ bytes: [UInt8], _ needle: Needle) -> Bool { firstOffset(of: needle, in: bytes) != nil }

    static func firstOffset(of needle: Needle, in bytes: [UInt8], from start: Int = 0) -> Int? {
        let (anchor, needle) = (needle.anchor, needle.bytes)
        guard !needle.isEmpty else { return start }
        return bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress, haystack.count - start >= needle.count else { return nil }
            // Where the anchor byte can be for a match to fit.
            var cursor = base + start + anchor
            let last = base + (haystack.count - needle.count) + anchor
            while cursor <= last, let found = memchr(cursor, Int32(needle[anchor]), last - cursor + 1) {
                let hit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if memcmp(hit - anchor, needle, needle.count) == 0 { return hit - anchor - base }
                cursor = hit + 1
            }
            return nil
        }
    }

    private static let lettersByFrequency = Array("etaoinsrlcdumhpfgbyvwkxjqz".utf8)

    /// How often a byte turns up in Swift source, roughly: lower is rarer.
    fileprivate static func rarity(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"): return 1000
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 500 - 10 * (lettersByFrequency.firstIndex(of: byte) ?? 25)
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "\""): return 200
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 150
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 100
        default: return 50
        }
    }
}
