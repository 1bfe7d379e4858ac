// ParseChainTests own the bound on incremental re-parsing in the server's DocumentStore: a long
// editing session re-parses from scratch every `Document.maximumIncrementalChain` parses (each
// incremental tree keeps the previous trees' memory alive), and every tree still matches a fresh parse.

import ThemelintCore
import XCTest

@testable import ThemelintServer

final class ParseChainTests: XCTestCase {
    func testLongEditingSessionsRestartTheIncrementalChain() {
        let uri = "file:///t/Chain.swift"
        var text = (0..<60).map { "struct S\($0): View { var body: some View { Text(\"\($0)\").padding(\($0)) } }\n" }.joined()
        let store = DocumentStore()
        store.open(Document(uri: uri, path: "/t/Chain.swift", version: 1, source: SourceText(text)))
        var chainLengths: [Int] = []
        var incremental: [Bool] = []
        for step in 0..<(3 * Document.maximumIncrementalChain) {
            // Typing one character into a different line each time, as the server sees it.
            let line = step * 7 % 60
            let column = "struct S\(line)".utf8.count
            store.change(uri, version: step + 2, changes: [ContentChange(range: ((line, column), (line, column)), text: "x")], encoding: .utf16)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines[line].insert("x", at: lines[line].index(lines[line].startIndex, offsetBy: column))
            text = lines.joined(separator: "\n")

            let snapshot = store[uri]!
            incremental.append(snapshot.parsesIncrementally)
            let parse = snapshot.parse()
            XCTAssertEqual(parse.tree.description, text)
            XCTAssertEqual(parse.tree.description, LintEngine.parse(SourceText(text)).description)
            store.withLock { store.unsafeRecordParse(parse, of: snapshot) }
            chainLengths.append(store[uri]!.baseChainLength)
        }
        XCTAssertLessThanOrEqual(chainLengths.max()!, Document.maximumIncrementalChain)
        // The first parse has no base; after that, a full parse every maximumIncrementalChain + 1 parses.
        let full = incremental.indices.filter { !incremental[$0] }
        XCTAssertEqual(full, Array(stride(from: 0, to: incremental.count, by: Document.maximumIncrementalChain + 1)))
        XCTAssertEqual(chainLengths.filter { $0 == 0 }.count, full.count)
    }

    func testReplacingTheWholeTextStartsANewChain() {
        var document = Document(uri: "file:///t/A.swift", path: "/t/A.swift", version: 1, source: SourceText("let a = 1\n"))
        document.baseParse = document.parse()
        document.baseChainLength = 5
        let replaced = document.applying([ContentChange(range: nil, text: "let b = 2\n")], version: 2, encoding: .utf16)
        XCTAssertEqual(replaced.baseChainLength, 0)
        XCTAssertFalse(replaced.parsesIncrementally)
        let edited = document.applying([ContentChange(range: ((0, 4), (0, 5)), text: "c")], version: 2, encoding: .utf16)
        XCTAssertEqual(edited.baseChainLength, 5)
        XCTAssertTrue(edited.parsesIncrementally)
    }

    /// A background full parse rebases the chain and keeps the edits made meanwhile, even when
    /// later parses were recorded before it finished; one rebase runs per document at a time.
    func testBackgroundRebaseEndsTheChainAndCatchesUpWithLaterEdits() {
        let uri = "file:///t/Rebase.swift"
        let store = DocumentStore()
        store.open(Document(uri: uri, path: "/t/Rebase.swift", version: 1, source: SourceText("let a = 1\nlet b = 2\n")))
        func parseAndRecord() -> Document {
            let snapshot = store[uri]!
            return store.withLock { store.unsafeRecordParse(snapshot.parse(), of: snapshot)! }
        }
        _ = parseAndRecord()
        store.change(uri, version: 2, changes: [ContentChange(range: ((0, 8), (0, 9)), text: "3")], encoding: .utf16)
        let recorded = parseAndRecord()
        XCTAssertEqual(recorded.baseChainLength, 1)
        let token = store.withLock { store.unsafeBeginRebase(uri, generation: recorded.baseGeneration) }
        XCTAssertNotNil(token)
        XCTAssertNil(store.withLock { store.unsafeBeginRebase(uri, generation: recorded.baseGeneration) }, "one rebase at a time")
        let rebasedText = Document.parseFromScratch(recorded.source)
        XCTAssertEqual(rebasedText.tree.description, LintEngine.parse(recorded.source).description)

        // Edits and a recorded parse arrive while the full parse runs; the rebase still applies, on top
        // of the text it parsed, with every edit made since.
        store.change(uri, version: 3, changes: [ContentChange(range: ((1, 8), (1, 9)), text: "4")], encoding: .utf16)
        _ = parseAndRecord()
        store.change(uri, version: 4, changes: [ContentChange(range: ((1, 9), (1, 9)), text: "5")], encoding: .utf16)
        XCTAssertEqual(store[uri]!.baseChainLength, 2)
        XCTAssertTrue(store.withLock { store.unsafeRebase(uri, token: token!, on: rebasedText) })
        let next = store[uri]!
        XCTAssertEqual(next.baseChainLength, 0)
        XCTAssertNil(next.pendingRebase)
        XCTAssertTrue(next.parsesIncrementally)
        XCTAssertEqual(next.parse().tree.description, "let a = 3\nlet b = 45\n")
        XCTAssertFalse(store.withLock { store.unsafeRebase(uri, token: token!, on: rebasedText) }, "a token is used once")

        // Replacing the whole text cancels a running rebase: its tree is of text that no longer matters.
        let again = parseAndRecord()
        let cancelled = store.withLock { store.unsafeBeginRebase(uri, generation: again.baseGeneration) }!
        store.change(uri, version: 5, changes: [ContentChange(range: nil, text: "let c = 6\n")], encoding: .utf16)
        XCTAssertFalse(store.withLock { store.unsafeRebase(uri, token: cancelled, on: Document.parseFromScratch(again.source)) })
        XCTAssertEqual(store[uri]!.parse().tree.description, "let c = 6\n")
    }

    /// A parse or rebase that finishes after its document was closed and opened again is dropped,
    /// even when the new document has made as many parses as the old one had.
    func testParsesOfAReopenedDocumentsPredecessorAreDropped() {
        let uri = "file:///t/Reopen.swift"
        let store = DocumentStore()
        store.open(Document(uri: uri, path: "/t/Reopen.swift", version: 1, source: SourceText("let a = 1\n")))
        store.change(uri, version: 2, changes: [ContentChange(range: ((0, 8), (0, 9)), text: "2")], encoding: .utf16)
        let stale = store[uri]!
        let staleParse = stale.parse()
        let staleRebase = store.withLock { store.unsafeBeginRebase(uri, generation: stale.baseGeneration) }
        XCTAssertNotNil(staleRebase)

        store.close(uri)
        store.open(Document(uri: uri, path: "/t/Reopen.swift", version: 1, source: SourceText("let b = 1\n")))
        store.change(uri, version: 2, changes: [ContentChange(range: ((0, 8), (0, 9)), text: "3")], encoding: .utf16)
        XCTAssertNil(store.withLock { store.unsafeRecordParse(staleParse, of: stale) })
        XCTAssertNil(store.withLock { store.unsafeBeginRebase(uri, generation: stale.baseGeneration) })
        XCTAssertFalse(store.withLock { store.unsafeRebase(uri, token: staleRebase!, on: staleParse) })
        XCTAssertNil(store[uri]!.baseParse)
        XCTAssertEqual(store[uri]!.parse().tree.description, "let b = 3\n")
    }
}
