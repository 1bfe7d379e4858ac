// IncrementalParseGuard owns the decision of which texts the server must never parse
// incrementally. swift-syntax 603's incremental parser reuses a node by moving the lexer forward
// while keeping the lexer's state; when that state belongs to a raw string or a regex literal, the
// lexer reads the new position with the old state's byte counts and traps. A trap ends the server,
// so such texts (and, as a precaution, those with multi-line string delimiters) are parsed from scratch. The check is a byte-level over-approximation of the two
// lexer decisions (never a source of findings), and costs one memchr pass per document version.

@_spi(Diagnostics) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import ThemelintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum IncrementalParseGuard {
    /// True when swift-syntax's lexer could enter a raw-string or regex-literal state somewhere in
    /// `source`: the text has `#"` or `#/`, or a `/` that `Lexer.Cursor.tryScanOperatorAsRegexLiteral`
    /// might take as a regex literal's opening slash. False positives only cost a full parse.
    static func mayEnterUnsafeLexerState(_ source: SourceText) -> Bool {
        // Raw string delimiters (fuzz-engine, FuzzRegressionTests) and extended regex literals; and
        // multi-line string delimiters: fuzz-engine found a trap in `lexAfterStringLiteral` when a
        // reused node ends among runs of `"""` (Fuzz/open-crashes/), not yet narrowed further.
        if source.contains(##"#""##) || source.contains("#/") || source.contains(#"""""#) { return true }
        return source.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var cursor = 0
            // Block comments seen open (they nest), so a comment's `*/` is not taken for an operator.
            var openBlockComments = 0
            while cursor < buffer.count, let found = memchr(base + cursor, Int32(UInt8(ascii: "/")), buffer.count - cursor) {
                let slash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                cursor = slash + 1
                if slash + 1 < buffer.count && buffer[slash + 1] == UInt8(ascii: "*") {
                    openBlockComments += 1
                    cursor = slash + 2
                    continue
                }
                if slash > 0 && buffer[slash - 1] == UInt8(ascii: "*") && openBlockComments > 0 {
                    openBlockComments -= 1
                    continue
                }
                if mayOpenRegex(at: slash, in: buffer) { return true }
            }
            return false
        }
    }

    /// Mirrors the lexer: a `/` inside an operator starts a regex literal only if the operator is not
    /// left-bound, and, when it is not right-bound either, only in expression position (judged by
    /// the previous token). Whatever this cannot judge on the same line counts as a possible opener.
    private static func mayOpenRegex(at slash: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func byte(_ index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }
        // `//` and `/*` open comments; the second slash of `//` is inside one (unless a `*/` closes
        // a block comment right before it: `*//x/` is a regex).
        if byte(slash + 1) == UInt8(ascii: "/") || byte(slash + 1) == UInt8(ascii: "*") { return false }
        if byte(slash - 1) == UInt8(ascii: "/") && byte(slash - 2) != UInt8(ascii: "*") { return false }

        var start = slash
        while let previous = byte(start - 1), isOperatorCharacter(previous) {
            // A block comment's `*/` just before (`/****//`): the lexer starts afresh after it, as after
            // whitespace. Rare enough to assume the worst (fuzz-engine).
            if previous == UInt8(ascii: "/") && byte(start - 2) == UInt8(ascii: "*") { return true }
            start -= 1
        }
        var end = slash + 1
        while let next = byte(end), isOperatorCharacter(next) { end += 1 }
        if isLeftBound(operatorStart: start, in: bytes) { return false }
        if isRightBound(operatorEnd: end, in: bytes) { return true }
        return previousTokenMayPrecedeExpression(before: start, in: bytes)
    }

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// `Lexer.Cursor.isLeftBound`, except that a non-ASCII byte (perhaps a Unicode operator
    /// character, so not the operator's real start) counts as not left-bound.
    private static func isLeftBound(operatorStart start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
        case 0x80...:
            return false
        default:
            return true
        }
    }

    /// `Lexer.Cursor.isRightBound` for an operator that is not left-bound.
    private static func isRightBound(operatorEnd end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ")"),
            UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(end + 1 < bytes.count && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")))
        case 0xC2:
            return !(end + 1 < bytes.count && bytes[end + 1] == 0xA0)
        default:
            return true
        }
    }

    /// `Lexer.Cursor.isInRegexLiteralPosition`, judged from the previous token when it ends on the
    /// same line: false after an identifier, a literal, a closing bracket or a string's quote, and
    /// after the keywords that are expressions (`true`, `self`, …). Anything else may precede one.
    private static func previousTokenMayPrecedeExpression(before start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var last = start - 1
        while last >= 0 && (bytes[last] == UInt8(ascii: " ") || bytes[last] == UInt8(ascii: "\t")) { last -= 1 }
        guard last >= 0 else { return true }
        switch bytes[last] {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
            return false
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            var first = last
            while first > 0, isIdentifierCharacter(bytes[first - 1]) { first -= 1 }
            if first > 0, bytes[first - 1] >= 0x80 || bytes[first - 1] == UInt8(ascii: "#") { return true }
            if bytes[first] >= UInt8(ascii: "0") && bytes[first] <= UInt8(ascii: "9") { return false }
            let word = SyntaxText(baseAddress: bytes.baseAddress! + first, count: last - first + 1)
            // The lexer makes only its own keywords `.keyword` tokens; `block`, `get`, … stay identifiers.
            guard let keyword = Keyword(word), TokenKind.keyword(keyword).isLexerClassifiedKeyword else { return false }
            return !expressionKeywords.contains(keyword)
        default:
            return true
        }
    }

    private static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// Whether a parsed tree holds a token only the raw-string, regex-literal and multi-line string lexer states make:
    /// what `mayEnterUnsafeLexerState` must never miss (its tests and fuzz-engine check that).
    static func lexedUnsafeState(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .all).contains {
            switch $0.tokenKind {
            case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern, .rawStringPoundDelimiter, .multilineStringQuote: return true
            default: return false
            }
        }
    }

    /// Keywords after which the lexer expects a binary operator, not a regex literal.
    private static let expressionKeywords: Set<Keyword> = [.true, .false, .Any, .nil, .self, .Self, .super]
}
