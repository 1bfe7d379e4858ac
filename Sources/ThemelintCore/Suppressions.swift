// Suppression comments, read from the comment trivia swift-syntax hands us:
//   // themelint:disable-next-line RULE[,RULE]   // themelint:disable-line RULE
//   // themelint:disable RULE … // themelint:enable RULE   // themelint:disable-file RULE
// `all` stands for every rule; anything after ` -- ` is a free-text reason.

import Foundation
import SwiftSyntax

struct Suppressions {
    private var fileWide: Set<String> = []
    private var lines: [Int: Set<String>] = [:]
    /// Per rule, the 1-based line spans [start, end] disabled by disable/enable pairs.
    private var spans: [String: [ClosedRange<Int>]] = [:]

    static let marker = "themelint:"

    var isEmpty: Bool { fileWide.isEmpty && lines.isEmpty && spans.isEmpty }

    func suppresses(_ rule: String, line: Int) -> Bool {
        for key in [rule, "all"] {
            if fileWide.contains(key) || lines[line]?.contains(key) == true { return true }
            if spans[key]?.contains(where: { $0.contains(line) }) == true { return true }
        }
        return false
    }

    /// Collects every directive in the file. Callers skip this entirely when the text has no marker.
    init(tree: SourceFileSyntax, source: SourceText) {
        var open: [String: Int] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                scan(piece, at: offset, source: source, open: &open)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                scan(piece, at: offset, source: source, open: &open)
                offset += piece.sourceLength.utf8Length
            }
        }
        for (rule, start) in open { spans[rule, default: []].append(start...Int.max) }
    }

    private mutating func scan(_ piece: TriviaPiece, at offset: Int, source: SourceText, open: inout [String: Int]) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment), .docBlockComment(let comment):
            text = comment
        default:
            return
        }
        guard let directive = Suppressions.parse(text) else { return }
        let line = source.position(ofOffset: offset).line
        let endLine = source.position(ofOffset: offset + text.utf8.count).line
        switch directive.command {
        case "disable-next-line": lines[endLine + 1, default: []].formUnion(directive.rules)
        case "disable-line": lines[line, default: []].formUnion(directive.rules)
        case "disable-file": fileWide.formUnion(directive.rules)
        case "disable":
            for rule in directive.rules where open[rule] == nil { open[rule] = line }
        case "enable":
            for rule in directive.rules {
                if let start = open.removeValue(forKey: rule) { spans[rule, default: []].append(start...endLine) }
            }
        default: break
        }
    }

    /// `// themelint:disable-next-line a, b -- reason` -> ("disable-next-line", ["a", "b"]).
    static func parse(_ comment: String) -> (command: String, rules: [String])? {
        guard let range = comment.range(of: marker) else { return nil }
        var body = comment[range.upperBound...]
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        if let reason = body.range(of: " --") { body = body[..<reason.lowerBound] }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first else { return nil }
        let rules = Array(words.dropFirst())
        return (command, rules.isEmpty ? ["all"] : rules)
    }
}
