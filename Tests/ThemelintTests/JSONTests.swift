import ThemelintJSON
import XCTest

final class JSONTests: XCTestCase {
    func testParsesEveryValueKindAndKeepsKeyOrder() throws {
        let json = try JSON.parse(#"{"z": 1, "a": [true, false, null], "m": {"x": 1.5, "s": "é🎨\n"}, "n": -7}"#)
        XCTAssertEqual(json.objectValue?.keys, ["z", "a", "m", "n"])
        XCTAssertEqual(json["z"], .int(1))
        XCTAssertEqual(json["a"], .array([.bool(true), .bool(false), .null]))
        XCTAssertEqual(json["m"]?["x"], .double(1.5))
        XCTAssertEqual(json["m"]?["s"]?.stringValue, "é🎨\n")
        XCTAssertEqual(json["n"]?.intValue, -7)
    }

    func testRoundTripsThroughSerialisation() throws {
        let value: JSON = ["path": "a/b.swift", "list": [1, 2.25, "x", nil, ["k": false]], "emoji": "🎨 \"quoted\" \\ back"]
        for style in [JSON.Style.compact, .pretty] {
            XCTAssertEqual(try JSON.parse(value.serialized(style)), value)
        }
        XCTAssertEqual(value.serialized(), #"{"path":"a/b.swift","list":[1,2.25,"x",null,{"k":false}],"emoji":"🎨 \"quoted\" \\ back"}"#)
    }

    func testAcceptsCommentsInLenientModeOnly() throws {
        let text = "{\n  // a comment\n  \"a\": 1 /* inline */\n}\n// trailing\n"
        XCTAssertEqual(try JSON.parse(text)["a"], .int(1))
        XCTAssertThrowsError(try JSON.parse(text, strict: true))
    }

    func testReportsLineAndColumnOfErrors() {
        XCTAssertThrowsError(try JSON.parse("{\n  \"a\": 1,\n  \"b\": ]\n}")) { error in
            let parseError = error as! JSONParseError
            XCTAssertEqual(parseError.line, 3)
            XCTAssertGreaterThan(parseError.column, 1)
        }
    }

    func testRejectsTruncatedAndTrailingInput() {
        XCTAssertThrowsError(try JSON.parse("{\"a\": [1, 2"))
        XCTAssertThrowsError(try JSON.parse("{\"a\": 1} x"))
        XCTAssertThrowsError(try JSON.parse(""))
        XCTAssertEqual(try JSON.parse("42"), .int(42))
    }

    func testRejectsInvalidUTF8() {
        XCTAssertThrowsError(try JSON.parse(bytes: [0x22, 0xFF, 0xFE, 0x22]))
    }

    func testRefusesExcessiveNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try JSON.parse(deep))
    }
}
