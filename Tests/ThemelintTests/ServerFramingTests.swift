// Unit tests for the LSP byte layer: Content-Length framing, resynchronisation after faults, and
// the JSON-RPC decoding in front of the dispatcher.

import ThemelintJSON
import XCTest

@testable import ThemelintServer

final class ServerFramingTests: XCTestCase {
    func frame(_ body: String) -> [UInt8] { MessageWriter.frame(Array(body.utf8)) }

    func events(_ bytes: [UInt8], chunkSize: Int = 4096) -> [FrameEvent] {
        let reader = MessageReader(source: MemorySource(bytes, chunkSize: chunkSize))
        var result: [FrameEvent] = []
        while true {
            let event = reader.next()
            result.append(event)
            if event == .end { return result }
        }
    }

    func testReadsConsecutiveMessagesWhateverTheChunking() {
        let bytes = frame(#"{"a":1}"#) + Array("\r\n".utf8) + frame(#"{"b":"é🎨"}"#)
        for chunk in [1, 2, 3, 7, 4096] {
            XCTAssertEqual(
                events(bytes, chunkSize: chunk),
                [.message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é🎨"}"#.utf8)), .end], "chunk size \(chunk)")
        }
    }

    func testHeaderNamesAreCaseInsensitiveAndOtherHeadersIgnored() {
        let bytes = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        XCTAssertEqual(events(bytes), [.message(Array("{}".utf8)), .end])
    }

    func testBadContentLengthIsSkippedAndTheNextMessageRead() {
        for header in ["Content-Length: abc", "Content-Length: -1", "Content-Length: ", "X-Other: 1", "Content-Length 2"] {
            let bytes = Array("\(header)\r\n\r\n{}".utf8) + frame("[1]")
            let result = events(bytes)
            guard case .malformed = result.first else { return XCTFail("\(header): \(result)") }
            XCTAssertEqual(Array(result.dropFirst()), [.message(Array("[1]".utf8)), .end], header)
        }
    }

    func testTruncatedBodyAtEndOfInput() {
        let result = events(Array("Content-Length: 10\r\n\r\n{}".utf8))
        guard case .malformed(let reason) = result.first else { return XCTFail("\(result)") }
        XCTAssertTrue(reason.contains("truncated"))
        XCTAssertEqual(result.last, .end)
    }

    func testInvalidUTF8IsReportedAndSkipped() {
        let bytes = MessageWriter.frame([0x7B, 0xFF, 0x7D]) + frame("{}")
        let result = events(bytes)
        guard case .malformed(let reason) = result.first else { return XCTFail("\(result)") }
        XCTAssertTrue(reason.contains("UTF-8"))
        XCTAssertEqual(Array(result.dropFirst()), [.message(Array("{}".utf8)), .end])
    }

    func testOversizedBodyIsDiscardedWithoutBeingKept() {
        let size = MessageReader.maximumMessageSize + 10
        let bytes = Array("Content-Length: \(size)\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: size) + frame("{}")
        let result = events(bytes, chunkSize: 1 << 16)
        guard case .malformed(let reason) = result.first else { return XCTFail("\(result.prefix(1))") }
        XCTAssertTrue(reason.contains("limit"))
        XCTAssertEqual(Array(result.dropFirst()), [.message(Array("{}".utf8)), .end])
    }

    func testRecoverRequeuesAnEmbeddedHeader() {
        // The first Content-Length is too large and swallows the start of the next message.
        let next = frame(#"{"id":2}"#)
        let bytes = Array("Content-Length: 30\r\n\r\n{\"id\":1}".utf8) + next
        let reader = MessageReader(source: MemorySource(bytes))
        guard case .message(let body) = reader.next() else { return XCTFail() }
        XCTAssertThrowsError(try JSON.parse(bytes: body, strict: true))
        XCTAssertTrue(reader.recover(fromUnparsable: body))
        XCTAssertEqual(reader.next(), .message(Array(#"{"id":2}"#.utf8)))
        XCTAssertEqual(reader.next(), .end)
    }

    func testWriterFramesWithByteLength() {
        var out: [UInt8] = []
        let writer = MessageWriter { out += $0 }
        writer.send(Array("\"é\"".utf8))
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "Content-Length: 4\r\n\r\n\"é\"")
    }

    func testDecodeClassifiesMessagesAndErrors() throws {
        func decode(_ text: String) throws -> Result<IncomingMessage, DecodeFailure> { IncomingMessage.decode(try JSON.parse(text, strict: true)) }
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#), .success(.request(id: .int(1), method: "m", params: [:])))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":"a","method":"m"}"#), .success(.request(id: .string("a"), method: "m", params: nil)))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"n"}"#), .success(.notification(method: "n", params: nil)))
        // Void params sent as null (`shutdown`, `exit`) are no params, not an invalid request.
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","params":null}"#), .success(.request(id: .int(3), method: "shutdown", params: nil)))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#), .success(.response(id: .int(3), result: .success(.null))))
        let cases: [(String, RequestID?)] = [
            (#"{"jsonrpc":"1.0","id":1,"method":"m"}"#, .int(1)),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":2,"method":"m","params":3}"#, .int(2)),
            (#"{"jsonrpc":"2.0"}"#, nil),
            ("[]", nil),
        ]
        for (text, id) in cases {
            guard case .failure(let failure) = try decode(text) else { XCTFail(text); continue }
            XCTAssertEqual(failure.error.code, ResponseError.invalidRequestCode, text)
            XCTAssertEqual(failure.id, id, text)
        }
    }
}
