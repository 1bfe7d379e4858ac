// JSONOwnershipTests own the json-c ownership checks of ThemelintJSON: every parse and serialise,
// on success and on every error path, frees the json-c tree it made before returning. Debug builds
// count the trees per thread (JSONCTreeLedger); Tests/e2e/test_memcheck.py also runs this class
// under valgrind, which sees leaks and double frees the count cannot.

import Foundation
@testable import ThemelintJSON
import XCTest

final class JSONOwnershipTests: XCTestCase {
    /// Runs `body` and fails when it leaves a json-c tree unreleased on this thread.
    private func assertReleasesEveryTree(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let before = JSONCTreeLedger.liveOnThisThread
        body()
        XCTAssertEqual(JSONCTreeLedger.liveOnThisThread, before, "\(what) left json-c trees unreleased", file: file, line: line)
    }

    /// Documents of every shape the wire, configs and reports use, nested objects and arrays included.
    private static let wellFormed: [String] = [
        "null", "true", "false", "0", "42", "-7", "1.5", "-0.25e3", "9223372036854775807", "\"\"", "\"é🎨\\n\\u0041\"",
        "[]", "{}", "[null]", "[[[]]]", "{\"a\":{}}",
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"hover":{"contentFormat":["markdown","plaintext"]}}}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.swift","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":1}},"text":"x"}]}}"#,
        "{\n  // a comment\n  \"rules\": {\"hardcoded-padding\": {\"severity\": \"warning\"}} /* inline */\n}\n",
        #"{"dup": 1, "dup": [1, 2, {"x": "y"}]}"#,
        "  [1, 2.5, \"three\", true, null, {\"k\": []}]  ",
    ]

    /// Each fails at a different point: in the tokener, at end of input, after a complete document
    /// (trailing data, an unterminated comment), or in UTF-8 validation.
    private static let malformed: [[UInt8]] = [
        "", "   ", "nul", "tru", "-", "[1", "{\"a\":", "{\"a\" 1}", "[1 2]", "\"open",
        "{\"a\": [1, 2] x", "{} {}", "42 x", "{a: 1}", "[1] // ok\n]",
        String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
        String(repeating: "{\"a\":", count: 300),
    ].map { Array($0.utf8) } + [
        [0x22, 0xFF, 0xFE, 0x22], [0x5B, 0xC3], [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xE2, 0x82, 0x22, 0x7D],
    ]

    func testParsingReleasesEveryTreeOnSuccess() throws {
        for text in Self.wellFormed {
            var parsed: JSON?
            assertReleasesEveryTree("parsing \(text.prefix(40))") { parsed = try? JSON.parse(text) }
            XCTAssertNotNil(parsed, "should parse: \(text)")
        }
    }

    func testEveryParseErrorPathReleasesItsTree() {
        for bytes in Self.malformed {
            for strict in [false, true] {
                var failure: JSONParseError?
                assertReleasesEveryTree("parsing malformed \(String(decoding: bytes.prefix(40), as: UTF8.self))") {
                    do { _ = try JSON.parse(bytes: bytes, strict: strict) } catch { failure = error as? JSONParseError }
                }
                XCTAssertNotNil(failure, "should be refused: \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        // json-c's lenient mode (config files) takes these; the strict wire refuses them, some only after
        // json-c built the tree.
        for text in ["{} // c", "[] /* unterminated", "[1,]", "{\"a\":1,}", "'single'"] {
            assertReleasesEveryTree("lenient parse of \(text)") { XCTAssertNotNil(try? JSON.parse(text), text) }
            assertReleasesEveryTree("strict refusal of \(text)") { XCTAssertNil(try? JSON.parse(text, strict: true), text) }
        }
    }

    func testSerialisingReleasesEveryTreeAndRoundTrips() throws {
        let big = JSON.array((0..<500).map { index in
            ["index": JSON(index), "name": .string("item \(index) 🎨"), "ratio": .double(Double(index) / 7), "tags": ["a", nil, true]]
        })
        let values: [JSON] = try Self.wellFormed.map { try JSON.parse($0) } + [
            big, .double(.nan), .double(.infinity), ["nested": ["deeper": ["deepest": [[], [:], [[:]]]]]], .string(String(repeating: "x", count: 100_000)),
        ]
        for value in values {
            for style in [JSON.Style.compact, .pretty] {
                var text = ""
                assertReleasesEveryTree("serialising \(value.typeName)") { text = value.serialized(style) }
                var reparsed: JSON?
                assertReleasesEveryTree("reparsing \(value.typeName)") { reparsed = try? JSON.parse(text, strict: true) }
                // Non-finite doubles have no JSON spelling and serialise as null.
                if case .double(let number) = value, !number.isFinite {
                    XCTAssertEqual(reparsed, .null)
                } else {
                    XCTAssertEqual(reparsed.map(Self.normalised), Self.normalised(value), text.prefix(80).description)
                }
            }
        }
    }

    /// Thousands of mixed documents on several threads at once, as the server does: each thread's
    /// count comes back to zero, and valgrind (test_memcheck.py) checks nothing was freed twice.
    func testManyDocumentsOnManyThreadsReleaseEverything() {
        let leftovers = Leftovers()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let before = JSONCTreeLedger.liveOnThisThread
            for round in 0..<250 {
                let text = Self.wellFormed[(round + worker) % Self.wellFormed.count]
                if let value = try? JSON.parse(text) { _ = try? JSON.parse(value.serialized(round % 2 == 0 ? .compact : .pretty)) }
                _ = try? JSON.parse(bytes: Self.malformed[(round * 7 + worker) % Self.malformed.count], strict: round % 3 == 0)
            }
            leftovers.record(worker, JSONCTreeLedger.liveOnThisThread - before)
        }
        XCTAssertEqual(leftovers.byWorker, [0: 0, 1: 0, 2: 0, 3: 0])
    }

    /// Each worker's unreleased-tree count, collected across threads.
    private final class Leftovers: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var byWorker: [Int: Int] = [:]
        func record(_ worker: Int, _ count: Int) { lock.withLock { byWorker[worker] = count } }
    }

    func testNullAndBareScalarsParseAtEndOfInput() throws {
        // json-c needs an end-of-input call to finish these; it must not be mistaken for trailing data.
        XCTAssertEqual(try JSON.parse("null"), .null)
        XCTAssertEqual(try JSON.parse("  null"), .null)
        XCTAssertEqual(try JSON.parse("0"), .int(0))
        XCTAssertEqual(try JSON.parse("1.5", strict: true), .double(1.5))
    }

    func testTruncatedLiteralsReportTheEndOfInput() {
        for (text, column) in [("nul", 4), ("[1", 3), ("{\"a\":\n  tru", 6)] {
            XCTAssertThrowsError(try JSON.parse(text)) { error in
                let failure = error as! JSONParseError
                XCTAssertEqual(failure.message, "unexpected end of input", text)
                XCTAssertEqual(failure.column, column, text)
            }
        }
    }

    /// Integral doubles serialise as integers; compare values, not spellings.
    private static func normalised(_ value: JSON) -> JSON {
        switch value {
        case .double(let number) where number == number.rounded() && abs(number) < 1e15: return .int(Int64(number))
        case .array(let elements): return .array(elements.map(normalised))
        case .object(let object): return .object(JSONObject(object.map { ($0.key, normalised($0.value)) }))
        default: return value
        }
    }
}
