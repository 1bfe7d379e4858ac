// fuzz-framing: the LSP byte layer and the server behind it, fed one client byte stream per input
// (partial headers, wrong lengths, interleaved and garbage messages).
// 1. The framing reader over memory in small chunks, with the server's JSON parse and resync step:
//    bodies are valid UTF-8, and the messages read do not depend on how the input was chunked.
// 2. A real `Server` reads the same bytes from a pipe with its own reader and handles every message
//    exactly as `Server.run` does; after each message its queues are drained, so runs are sequential
//    and deterministic. Everything it writes (to an in-memory file) must be well-framed JSON-RPC.
// File paths are confined to a directory that does not exist: a message naming any other path is
// not handed to the server, so a run never reads or scans real files (see Fuzz/README.md).

#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import FuzzSupport
import ThemelintCore
import ThemelintJSON
@testable import ThemelintServer

let sandbox = "/nonexistent/themelint-fuzz"
/// Keys whose string values the server treats as file paths even when relative.
let pathKeys: Set<String> = ["configPath", "config", "rootPath"]
/// Keys whose values are document text, never paths.
let textKeys: Set<String> = ["text", "newText"]
/// The server's stdout: an anonymous in-memory file, read back and emptied after each input.
let output: Int32 = makeMemoryFile()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFraming(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // The pipe must hold the whole input, since the harness writes it before the server reads.
    let bytes = Array(fuzzBytes(data, size).prefix(60_000))
    let hash = fuzzHash(bytes)
    let chunkSizes = [1, 2, 3, 5, 7, 13, 64, 1000]
    let chunked = readAll(bytes, chunkSize: chunkSizes[Int(hash % UInt64(chunkSizes.count))])
    let whole = readAll(bytes, chunkSize: 1 << 16)
    fuzzCheck(chunked == whole, "chunking changed the messages read:\n\(chunked.map(describe))\nvs\n\(whole.map(describe))")

    runServer(on: bytes)
    checkServerOutput()
    return 0
}

/// The message bodies a reader yields, with the server's resynchronisation after a body that does
/// not parse; checks each event on the way.
func readAll(_ bytes: [UInt8], chunkSize: Int) -> [[UInt8]] {
    let reader = MessageReader(source: MemorySource(bytes, chunkSize: chunkSize))
    var bodies: [[UInt8]] = []
    while true {
        switch reader.next() {
        case .end:
            fuzzCheck(reader.next() == .end, "end of input is not final")
            return bodies
        case .malformed(let reason):
            fuzzCheck(!reason.isEmpty, "malformed event without a reason")
        case .message(let body):
            fuzzCheck(String(validating: body, as: UTF8.self) != nil, "message body is not valid UTF-8")
            bodies.append(body)
            // Each message, recovered ones too, starts further into the input than the one before.
            fuzzCheck(bodies.count <= bytes.count, "more messages than input bytes")
            if (try? JSON.parse(bytes: body, strict: true)) == nil { _ = reader.recover(fromUnparsable: body) }
        }
    }
}

func describe(_ body: [UInt8]) -> String { String(decoding: body.prefix(80), as: UTF8.self) }

func runServer(on bytes: [UInt8]) {
    var ends: [Int32] = [0, 0]
    fuzzCheck(pipe(&ends) == 0, "pipe() failed")
    let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    fuzzCheck(written == bytes.count, "could not write the input into the pipe")
    close(ends[1])
    defer { close(ends[0]) }

    let server = Server(input: ends[0], output: output, options: .init(version: "fuzz", logLevel: .off))
    // `Server.run`, one message at a time with the server's work drained in between.
    loop: while true {
        switch server.reader.next() {
        case .end:
            break loop
        case .malformed:
            continue
        case .message(let body):
            let parsed = try? JSON.parse(bytes: body, strict: true)
            if let parsed, !staysInSandbox(parsed) { continue }
            server.handle(body)
            drain(server)
            if let parsed, case .success(.notification("exit", _)) = IncomingMessage.decode(parsed) { break loop }
        }
    }
    server.scheduler.cancelAll()
    server.releaseParkedScans()
    drain(server)
}

/// Waits until the request queue and the lint queue have finished what was handed to them.
func drain(_ server: Server) {
    for _ in 0..<2 {
        server.requestQueue.sync(flags: .barrier) {}
        server.scheduler.queue.sync {}
        server.rebaseQueue.sync {}
    }
}

/// True when every path the message could make the server read lies in the sandbox.
func staysInSandbox(_ json: JSON, key: String? = nil) -> Bool {
    switch json {
    case .string(let text):
        if let key, textKeys.contains(key) { return true }
        if text.lowercased().hasPrefix("file:") {
            guard let path = try? DocumentURI.path(fromURI: text) else { return true }  // the server refuses it too
            return inSandbox(path)
        }
        if text.hasPrefix("/") || (key.map(pathKeys.contains) ?? false) { return inSandbox(text) }
        return true
    case .array(let items):
        return items.allSatisfy { staysInSandbox($0, key: key) }
    case .object(let object):
        return object.allSatisfy { staysInSandbox($0.value, key: $0.key) }
    default:
        return true
    }
}

func inSandbox(_ path: String) -> Bool {
    let prefix = sandbox + "/"
    let normalized = FilePaths.normalize(path)
    return (path == sandbox || path.hasPrefix(prefix)) && (normalized == sandbox || normalized.hasPrefix(prefix))
}

/// Everything the server wrote for this input must be framed JSON-RPC 2.0 a client can decode.
func checkServerOutput() {
    var written: [UInt8] = []
    lseek(output, 0, SEEK_SET)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        written += chunk[0..<count]
    }
    ftruncate(output, 0)
    lseek(output, 0, SEEK_SET)

    let reader = MessageReader(source: MemorySource(written))
    while true {
        switch reader.next() {
        case .end:
            return
        case .malformed(let reason):
            fatalError("fuzz property violated: the server wrote a badly framed message: \(reason)")
        case .message(let body):
            guard let json = try? JSON.parse(bytes: body, strict: true) else {
                fatalError("fuzz property violated: the server wrote a body that is not JSON: \(describe(body))")
            }
            fuzzCheck(isJSONRPC(json), "the server wrote a message that is not JSON-RPC 2.0: \(describe(body))")
        }
    }
}

/// A request, a notification, or a response (whose id is null when the request's was unreadable).
func isJSONRPC(_ message: JSON) -> Bool {
    guard case .object(let object) = message, object["jsonrpc"] == "2.0" else { return false }
    func isID(_ id: JSON?) -> Bool {
        switch id {
        case .int?, .string?: return true
        default: return false
        }
    }
    if let method = object["method"] {
        let paramsOK = object["params"].map { $0.objectValue != nil || $0.arrayValue != nil } ?? true
        return method.stringValue != nil && paramsOK && (object["id"] == nil || isID(object["id"]))
    }
    guard isID(object["id"]) || object["id"] == .null else { return false }
    switch (object["result"], object["error"]) {
    case (_?, nil): return true
    case (nil, let error?): return error["code"]?.intValue != nil && error["message"]?.stringValue != nil
    default: return false
    }
}

/// memfd_create is not in Swift's Glibc module; look it up at run time.
func makeMemoryFile() -> Int32 {
    typealias MemfdCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memfd_create") else { fatalError("memfd_create is not available") }
    let fd = unsafeBitCast(symbol, to: MemfdCreate.self)("themelint-fuzz-output", 0)
    guard fd >= 0 else { fatalError("memfd_create failed: errno \(errno)") }
    return fd
}
