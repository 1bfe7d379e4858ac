// fuzz-positions: SourceText's line table and its conversions between UTF-8 offsets and
// (line, character) in UTF-8, UTF-16 and UTF-32 units, checked against Swift's own string views;
// the refusal of text that is not linted; and the server's minimal edit between two texts. The
// input is used as raw bytes and repaired to valid UTF-8 (as the server receives documents).

import FuzzSupport
import ThemelintCore
import ThemelintServer

let units: [ColumnUnit] = [.utf8, .utf16, .scalars]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPositions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    checkRefusal(bytes)
    let valid = String(decoding: bytes, as: UTF8.self)
    check(SourceText(bytes: bytes), isValidUTF8: Array(valid.utf8) == bytes)
    if Array(valid.utf8) != bytes { check(SourceText(valid), isValidUTF8: true) }
    checkMinimalEdit(bytes)
    return 0
}

func check(_ source: SourceText, isValidUTF8: Bool) {
    let bytes = source.bytes
    fuzzCheck(source.lineStarts == expectedLineStarts(bytes), "line table \(source.lineStarts) != \(expectedLineStarts(bytes))")

    let counts = isValidUTF8 ? unitCounts(source.text) : nil
    for offset in sampledOffsets(source) {
        let clamped = min(max(offset, 0), bytes.count)
        if clamped < source.lineStarts[0] {
            // Inside a leading byte order mark, which belongs to no line: the start of line 0.
            for unit in units {
                let lsp = source.lspPosition(ofOffset: offset, unit: unit)
                fuzzCheck(lsp.line == 0 && lsp.character == 0, "offset \(offset) in the BOM is at \(lsp) in \(unit)")
            }
            continue
        }
        let line = source.lineIndex(ofOffset: clamped)
        let lineStart = source.lineStarts[line]
        let contentEnd = source.lineContentEnd(line)
        fuzzCheck(lineStart <= clamped && (line + 1 == source.lineCount || clamped < source.lineStarts[line + 1]), "offset \(clamped) is not on line \(line)")
        fuzzCheck(lineStart <= contentEnd && contentEnd <= bytes.count, "line \(line) content end \(contentEnd) out of range")

        let position = source.position(ofOffset: offset)
        let scalarsBefore = source.lspPosition(ofOffset: offset, unit: .scalars)
        fuzzCheck(position.offset == clamped && position.line == line + 1 && position.column == scalarsBefore.character + 1,
                  "position(ofOffset: \(offset)) = \(position), LSP scalars \(scalarsBefore)")

        let onBoundary = clamped == bytes.count || bytes[clamped] & 0xC0 != 0x80
        for unit in units {
            let lsp = source.lspPosition(ofOffset: offset, unit: unit)
            fuzzCheck(lsp.line == line && lsp.character >= 0, "lspPosition(\(offset), \(unit)) = \(lsp) not on line \(line)")
            if let counts, onBoundary {
                guard let before = counts[clamped], let atLineStart = counts[lineStart] else {
                    fatalError("fuzz property violated: offset \(clamped) or line start \(lineStart) is not a scalar boundary in valid UTF-8")
                }
                let expected: Int
                switch unit {
                case .utf8: expected = clamped - lineStart
                case .utf16: expected = before.utf16 - atLineStart.utf16
                case .scalars: expected = before.scalars - atLineStart.scalars
                }
                fuzzCheck(lsp.character == expected, "lspPosition(\(offset), \(unit)).character = \(lsp.character), Swift counts \(expected)")
            }
            let back = source.offset(ofLine: lsp.line, character: lsp.character, unit: unit)
            fuzzCheck(lineStart <= back && back <= contentEnd, "offset(ofLine:) \(back) outside line \(line) [\(lineStart), \(contentEnd)]")
            if isValidUTF8 && onBoundary {
                // Round trip: back to the same offset, or to the line end when the offset was inside the terminator.
                fuzzCheck(back == min(clamped, contentEnd), "\(unit) round trip \(clamped) -> \(lsp) -> \(back)")
            }
        }
    }

    // Clamping, as LSP asks: past the line end -> line end; past the last line -> end of text.
    for unit in units {
        for line in 0..<min(source.lineCount, 4) {
            let end = source.lineContentEnd(line)
            fuzzCheck(source.offset(ofLine: line, character: Int.max, unit: unit) == end, "character Int.max on line \(line) did not clamp to \(end)")
            fuzzCheck(source.offset(ofLine: line, character: -5, unit: unit) == source.lineStarts[line], "negative character on line \(line)")
            var previous = source.lineStarts[line]
            for character in 0...min(end - source.lineStarts[line] + 1, 12) {
                let offset = source.offset(ofLine: line, character: character, unit: unit)
                fuzzCheck(offset >= previous && offset <= end, "offset(ofLine: \(line), character: \(character)) = \(offset) not monotonic")
                previous = offset
            }
        }
        fuzzCheck(source.offset(ofLine: source.lineCount, character: 0, unit: unit) == bytes.count, "line past the end did not clamp")
        fuzzCheck(source.offset(ofLine: Int.max, character: Int.max, unit: unit) == bytes.count, "Int.max line did not clamp")
        let end = source.lspPosition(ofOffset: Int.max, unit: unit)
        fuzzCheck(end.line == source.lineCount - 1, "offset past the end is not on the last line")
        let start = source.lspPosition(ofOffset: Int.min, unit: unit)
        fuzzCheck(start.line == 0 && start.character == 0, "negative offset is not (0, 0)")
    }
    _ = source.slice(-3, bytes.count + 3)
    for line in [-1, 0, source.lineCount - 1, source.lineCount] { _ = source.lineText(line) }
}

/// Swift's own count of UTF-16 units and scalars before each scalar boundary, indexed by UTF-8
/// offset (nil inside a scalar).
func unitCounts(_ text: String) -> [(utf16: Int, scalars: Int)?] {
    var counts = [(utf16: Int, scalars: Int)?](repeating: nil, count: text.utf8.count + 1)
    counts[0] = (0, 0)
    var offset = 0
    var utf16 = 0
    var scalars = 0
    for scalar in text.unicodeScalars {
        offset += UTF8.width(scalar)
        utf16 += UTF16.width(scalar)
        scalars += 1
        counts[offset] = (utf16, scalars)
    }
    return counts
}

/// LF, CR LF and lone CR each end a line; a leading byte order mark is before the first line.
func expectedLineStarts(_ bytes: [UInt8]) -> [Int] {
    let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var starts = [first]
    for (index, byte) in bytes.enumerated() where index >= first {
        if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) { starts.append(index + 1) }
    }
    return starts
}

/// Every offset for short texts; for longer ones the first lines' boundaries plus a deterministic
/// spread (libFuzzer covers the rest across inputs; checking every offset of long inputs costs throughput).
func sampledOffsets(_ source: SourceText) -> [Int] {
    let count = source.bytes.count
    if count <= 40 { return Array(-1...count + 1) }
    var offsets = [-1, 0, count, count + 1]
    for line in 0..<min(source.lineCount, 6) {
        offsets += [source.lineStarts[line], source.lineContentEnd(line)]
    }
    var state = fuzzHash(source.bytes)
    for _ in 0..<24 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        offsets.append(Int(state >> 33) % (count + 1))
    }
    return offsets
}

/// Text is refused for a NUL byte, invalid UTF-8 or deep `[` nesting, at a position inside it.
func checkRefusal(_ bytes: [UInt8]) {
    let refusal = SourceText.refusal(for: bytes)
    let isValid = String(validating: bytes, as: UTF8.self) != nil
    switch refusal {
    case nil:
        fuzzCheck(isValid && !bytes.contains(0), "text with a NUL byte or invalid UTF-8 was not refused")
    case .binary(let line, let column)?, .invalidUTF8(_, let line, let column)?, .nestedBrackets(_, let line, let column)?:
        let lines = expectedLineStarts(bytes).count
        fuzzCheck(line >= 1 && line <= lines && column >= 1 && column <= bytes.count, "refusal \(refusal!) outside the text")
        if case .invalidUTF8? = refusal { fuzzCheck(!isValid, "valid UTF-8 refused as invalid") }
    }
}

/// The server turns a whole-document fix into one minimal edit: applying it must give the new text,
/// and it must cut on scalar boundaries.
func checkMinimalEdit(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    let split = Int(bytes[0]) * bytes.count / 256
    // Both texts valid UTF-8 (documents are JSON strings); the new one shares a prefix and a suffix
    // of whole scalars with the old one, as a fix's result does.
    let oldScalars = Array(String(decoding: bytes[..<split], as: UTF8.self).unicodeScalars)
    let middle = Array(String(decoding: bytes[split...], as: UTF8.self).unicodeScalars)
    let newScalars = oldScalars.prefix(oldScalars.count / 2) + middle + oldScalars.suffix(oldScalars.count / 3)
    let old = Array(String(String.UnicodeScalarView(oldScalars)).utf8)
    let new = Array(String(String.UnicodeScalarView(newScalars)).utf8)
    guard let edit = LSPConverter.minimalEdit(from: old, to: new) else {
        fuzzCheck(old == new, "minimalEdit returned nil for different texts")
        return
    }
    fuzzCheck(old != new, "minimalEdit returned an edit for equal texts")
    fuzzCheck(0 <= edit.start && edit.start <= edit.end && edit.end <= old.count, "minimalEdit range \(edit.start)..<\(edit.end) outside \(old.count) bytes")
    for offset in [edit.start, edit.end] where offset < old.count {
        fuzzCheck(old[offset] & 0xC0 != 0x80, "minimalEdit cuts inside a scalar at \(offset)")
    }
    let applied = Array(old[..<edit.start]) + Array(edit.newText.utf8) + Array(old[edit.end...])
    fuzzCheck(applied == new, "minimalEdit does not produce the new text")
}
