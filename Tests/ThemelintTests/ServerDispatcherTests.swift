// Unit tests for the dispatcher table and its lifecycle gate, the settings parser and capability
// negotiation: the rules that decide which answer a request gets before any feature code runs.

import ThemelintCore
import ThemelintJSON
import XCTest

@testable import ThemelintServer

final class ServerDispatcherTests: XCTestCase {
    func context(_ method: String) -> RequestContext { RequestContext(id: .int(1), method: method, reply: { _ in }) }

    func makeDispatcher() -> Dispatcher {
        let dispatcher = Dispatcher()
        dispatcher.register(request: "initialize") { _, _ in .result(["ok": true]) }
        dispatcher.register(request: "echo") { _, params in .result(params ?? .null) }
        dispatcher.register(request: "strict") { _, params throws(ResponseError) in
            _ = try Params(params)["uri"].string()
            return .result(.null)
        }
        dispatcher.register(request: "later") { _, _ in .deferred }
        return dispatcher
    }

    func testLifecycleGate() {
        let dispatcher = makeDispatcher()
        XCTAssertEqual(dispatcher.dispatch(context("echo"), params: nil), .failure(.serverNotInitialized))
        XCTAssertEqual(dispatcher.dispatch(context("initialize"), params: nil), .success(["ok": true]))
        dispatcher.state = .running
        XCTAssertEqual(dispatcher.dispatch(context("initialize"), params: nil)?.errorCode, ResponseError.invalidRequestCode)
        XCTAssertEqual(dispatcher.dispatch(context("echo"), params: [1]), .success([1]))
        dispatcher.state = .shutDown
        XCTAssertEqual(dispatcher.dispatch(context("echo"), params: nil)?.errorCode, ResponseError.invalidRequestCode)
    }

    func testUnknownMethodsInvalidParamsAndDeferral() {
        let dispatcher = makeDispatcher()
        dispatcher.state = .running
        XCTAssertEqual(dispatcher.dispatch(context("nope"), params: nil)?.errorCode, ResponseError.methodNotFoundCode)
        let invalid = dispatcher.dispatch(context("strict"), params: ["uri": 3])
        XCTAssertEqual(invalid?.errorCode, ResponseError.invalidParamsCode)
        XCTAssertEqual(invalid?.errorMessage, "params.uri: expected a string, got a number")
        XCTAssertNil(dispatcher.dispatch(context("later"), params: nil))
    }

    func testNotificationsAreDroppedBeforeInitializeExceptExit() {
        let dispatcher = Dispatcher()
        var seen: [String] = []
        dispatcher.register(notification: "exit") { _ in seen.append("exit") }
        dispatcher.register(notification: "textDocument/didOpen") { _ in seen.append("open") }
        XCTAssertFalse(dispatcher.dispatch(notification: "textDocument/didOpen", params: nil))
        XCTAssertTrue(dispatcher.dispatch(notification: "exit", params: nil))
        dispatcher.state = .running
        XCTAssertTrue(dispatcher.dispatch(notification: "textDocument/didOpen", params: nil))
        XCTAssertFalse(dispatcher.dispatch(notification: "unknown/thing", params: nil))
        XCTAssertEqual(seen, ["exit", "open"])
    }

    func testPositionEncodingNegotiation() throws {
        func negotiate(_ json: String) throws -> ColumnUnit { ClientCapabilities(try JSON.parse(json)).negotiatedEncoding() }
        XCTAssertEqual(try negotiate("{}"), .utf16)
        XCTAssertEqual(try negotiate(#"{"general":{"positionEncodings":["utf-8","utf-16"]}}"#), .utf8)
        XCTAssertEqual(try negotiate(#"{"general":{"positionEncodings":["utf-32"]}}"#), .scalars)
        XCTAssertEqual(try negotiate(#"{"general":{"positionEncodings":["latin-1"]}}"#), .utf16)
    }

    func testSettingsParsing() throws {
        var settings = ServerSettings()
        let problems = settings.update(from: try JSON.parse(#"{"themelint":{"configPath":"a.json","select":["hardcoded-color","nope"],"ignore":"hardcoded-padding","logLevel":"debug","bogus":1}}"#))
        XCTAssertEqual(settings.configPath, "a.json")
        XCTAssertEqual(settings.select, ["hardcoded-color"])
        XCTAssertEqual(settings.ignore, ["hardcoded-padding"])
        XCTAssertEqual(settings.logLevel, .debug)
        XCTAssertEqual(problems.count, 2)
        XCTAssertTrue(problems.contains { $0.contains("nope") })
    }

    func testURIs() throws {
        XCTAssertEqual(try DocumentURI.path(fromURI: "file:///tmp/a%20b/%E8%89%B2.swift"), "/tmp/a b/色.swift")
        XCTAssertEqual(try DocumentURI.path(fromURI: "file://localhost/x.swift"), "/x.swift")
        XCTAssertEqual(DocumentURI.uri(fromPath: "/tmp/a b/色.swift"), "file:///tmp/a%20b/%E8%89%B2.swift")
        for bad in ["untitled:Untitled-1", "https://x/y.swift", "file://host/x.swift", "file:///bad%zz"] {
            XCTAssertThrowsError(try DocumentURI.path(fromURI: bad), bad) { error in
                XCTAssertEqual((error as? ResponseError)?.code, ResponseError.invalidParamsCode)
            }
        }
    }
}

extension Result where Success == JSON, Failure == ResponseError {
    var errorCode: Int? { if case .failure(let error) = self { return error.code }; return nil }
    var errorMessage: String? { if case .failure(let error) = self { return error.message }; return nil }
}
