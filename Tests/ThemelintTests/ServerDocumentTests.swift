// Unit tests for documents: LSP positions in each encoding, incremental edits applied in order,
// incremental re-parsing agreeing with a fresh parse, and the edit helpers code actions use.

import SwiftParser
import SwiftSyntax
import ThemelintCore
import XCTest

@testable import ThemelintServer

final class ServerDocumentTests: XCTestCase {
    let line = "let s = \"🎨 色 e\u{301}\"; let x = 1\n"

    func document(_ text: String) -> Document {
        Document(uri: "file:///t/A.swift", path: "/t/A.swift", version: 1, source: SourceText(text))
    }

    func testPositionsAfterEmojiCJKAndCombiningMarks() {
        let source = SourceText(line)
        let offset = Array(line.utf8).firstIndex(of: UInt8(ascii: "x"))!
        // let s = " (9) 🎨 (utf16 2 / utf8 4 / scalars 1) space 色 (1/3/1) space e◌́ (2/3/2) "; let  (7)
        XCTAssertEqual(source.lspPosition(ofOffset: offset, unit: .utf16).character, 9 + 2 + 1 + 1 + 1 + 2 + 7)
        XCTAssertEqual(source.lspPosition(ofOffset: offset, unit: .utf8).character, 9 + 4 + 1 + 3 + 1 + 3 + 7)
        XCTAssertEqual(source.lspPosition(ofOffset: offset, unit: .scalars).character, 9 + 1 + 1 + 1 + 1 + 2 + 7)
        for unit in [ColumnUnit.utf8, .utf16, .scalars] {
            let position = source.lspPosition(ofOffset: offset, unit: unit)
            XCTAssertEqual(source.offset(ofLine: position.line, character: position.character, unit: unit), offset, unit.rawValue)
        }
        // Inside a surrogate pair: never split a scalar.
        XCTAssertEqual(source.offset(ofLine: 0, character: 10, unit: .utf16), 9)
        // Past the end of a line clamps to its end; past the last line to the end of text.
        XCTAssertEqual(source.offset(ofLine: 0, character: 999, unit: .utf16), line.utf8.count - 1)
        XCTAssertEqual(source.offset(ofLine: 9, character: 0, unit: .utf16), line.utf8.count)
    }

    func testIncrementalChangesApplyInOrder() {
        let doc = document("abc\ndef\n")
        let changed = doc.applying([
            ContentChange(range: ((0, 1), (0, 2)), text: "XY"),  // aXYc
            ContentChange(range: ((1, 0), (1, 3)), text: "🎨"),  // line 2 replaced
            ContentChange(range: ((1, 2), (1, 2)), text: "!"),  // after the emoji (2 UTF-16 units)
            ContentChange(range: ((0, 0), (0, 0)), text: "\n"),
        ], version: 2, encoding: .utf16)
        XCTAssertEqual(changed.source.text, "\naXYc\n🎨!\n")
        XCTAssertEqual(changed.version, 2)
        XCTAssertEqual(changed.editsSinceBase.count, 4)
        let full = changed.applying([ContentChange(range: nil, text: "new")], version: 3, encoding: .utf16)
        XCTAssertEqual(full.source.text, "new")
        XCTAssertTrue(full.editsSinceBase.isEmpty)
    }

    func testIncrementalParseMatchesAFreshParse() {
        let text = (0..<200).map { "struct S\($0) { var body: some View { Text(\"\($0)\").padding(\($0)) } }\n" }.joined()
        var doc = document(text)
        doc.baseParse = doc.parse()
        var expected = text
        for step in 0..<10 {
            let lineIndex = step * 7 % 200
            let new = doc.applying([ContentChange(range: ((lineIndex, 0), (lineIndex, 6)), text: step % 2 == 0 ? "final class" : "enum")], version: step + 2, encoding: .utf16)
            expected = new.source.text
            let incremental = new.parse()
            XCTAssertEqual(incremental.tree.description, expected)
            XCTAssertEqual(incremental.tree.description, LintEngine.parse(SourceText(expected)).description)
            XCTAssertEqual(signature(incremental.tree), signature(LintEngine.parse(SourceText(expected))))
            doc = new
            doc.baseParse = incremental
            doc.editsSinceBase = []
        }
    }

    /// The tree's shape: each token with the kind of node that holds it.
    func signature(_ tree: SourceFileSyntax) -> [String] {
        tree.tokens(viewMode: .all).map { "\($0.tokenKind) in \($0.parent.map { "\($0.kind)" } ?? "-")" }
    }

    func testSuppressionEditMatchesIndentationAndLineEnding() {
        let source = SourceText("a\r\n\t    b.padding(8)\r\n")
        let edit = CodeActionKinds.suppression(rule: "hardcoded-padding", line: 1, in: source)
        XCTAssertEqual(edit.start, 3)
        XCTAssertEqual(edit.newText, "\t    // themelint:disable-next-line hardcoded-padding\r\n")
    }

    func testMinimalEditKeepsScalarsWhole() {
        let old = Array("x 🎨a y".utf8)
        let new = Array("x 🎨b y".utf8)
        let edit = LSPConverter.minimalEdit(from: old, to: new)!
        var result = old
        result.replaceSubrange(edit.start..<edit.end, with: Array(edit.newText.utf8))
        XCTAssertEqual(result, new)
        // Same first bytes of different emoji: the cut must not fall inside a scalar.
        let emojiEdit = LSPConverter.minimalEdit(from: Array("🎨".utf8), to: Array("🎩".utf8))!
        XCTAssertEqual(emojiEdit.start, 0)
        XCTAssertEqual(emojiEdit.newText, "🎩")
        XCTAssertNil(LSPConverter.minimalEdit(from: old, to: old))
    }

    func testCodeActionKindHierarchy() {
        XCTAssertTrue(CodeActionKinds.matches("source.fixAll.themelint", only: ["source.fixAll"]))
        XCTAssertTrue(CodeActionKinds.matches("source.fixAll.themelint", only: ["source"]))
        XCTAssertTrue(CodeActionKinds.matches("source.fixAll.themelint", only: nil))
        XCTAssertFalse(CodeActionKinds.matches("source.fixAll.themelint", only: ["source.fix"]))
        XCTAssertFalse(CodeActionKinds.matches("quickfix", only: ["source.fixAll"]))
    }
}
