// Server owns the session: the read loop on the calling thread, shared state behind one lock,
// request bookkeeping (pending ids, $/cancelRequest, server-to-client requests and their replies)
// and the handler table. Each feature's handlers live in their own Server+*.swift file.

import Foundation
import ThemelintCore
import ThemelintJSON

public final class Server: @unchecked Sendable {
    public struct Options: Sendable {
        public var version: String
        public var logLevel: LogLevel

        public init(version: String, logLevel: LogLevel = .info) {
            self.version = version
            self.logLevel = logLevel
        }
    }

    let options: Options
    let reader: MessageReader
    let writer: MessageWriter
    let logger: Logger
    let dispatcher = Dispatcher()
    let store = DocumentStore()
    let scheduler = LintScheduler()
    let publisher = DiagnosticPublisher()
    /// Requests that need the engine run here, so the reader keeps reading (and sees cancellations).
    let requestQueue = DispatchQueue(label: "themelint.requests", qos: .userInitiated, attributes: .concurrent)
    /// Full parses that end a document's incremental chain, kept off the edit path.
    let rebaseQueue = DispatchQueue(label: "themelint.rebase", qos: .utility)

    // Shared state: read and written under `lock` only.
    let lock = NSLock()
    var settings = ServerSettings()
    var project = ProjectSettings()
    var configGeneration = 0
    var client = ClientCapabilities()
    var encoding: ColumnUnit = .utf16
    var workspaceFolders: [String] = []
    var shutdownRequested = false
    var pending: [RequestID: Bool] = [:]
    var outgoing: [RequestID: (Result<JSON, ResponseError>) -> Void] = [:]
    var nextOutgoingID = 1
    var reportedConfigErrors: Set<String> = []
    /// Documents and files not linted (too large, binary...), each shown to the user once.
    var reportedRefusals: Set<String> = []
    var lastGoodSettings: [String: FileSettings] = [:]
    /// workspace/diagnostic requests held open until something changes, with their previous result ids.
    var parkedWorkspaceScans: [RequestID: (RequestContext, [String: String])] = [:]
    /// Counts document and configuration changes, so a scan can tell whether one happened while it ran.
    var workspaceChanges = 0
    /// The last fix-all edit per document, for the text, configuration and unsafe setting it was made
    /// for: every code action on a fixable finding offers it, and computing it lints the file repeatedly.
    var fixAllCache: [String: (source: SourceText, generation: Int, unsafe: Bool, edit: ThemelintCore.TextEdit?)] = [:]
    private var exitCode: Int32?

    public init(input: Int32 = 0, output: Int32 = 1, options: Options) {
        self.options = options
        self.reader = MessageReader(fileDescriptor: input)
        self.writer = MessageWriter(fileDescriptor: output)
        self.logger = Logger(level: options.logLevel)
        settings.logLevel = options.logLevel
        registerHandlers()
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: - The handler table

    func registerHandlers() {
        let requests: [(String, Dispatcher.RequestHandler)] = [
            ("initialize", { [unowned self] (context, params) throws(ResponseError) in try initialize(context, params) }),
            ("shutdown", { [unowned self] (context, params) throws(ResponseError) in try shutdown(context, params) }),
            ("textDocument/diagnostic", { [unowned self] (context, params) throws(ResponseError) in try documentDiagnostic(context, params) }),
            ("workspace/diagnostic", { [unowned self] (context, params) throws(ResponseError) in try workspaceDiagnostic(context, params) }),
            ("textDocument/codeAction", { [unowned self] (context, params) throws(ResponseError) in try codeAction(context, params) }),
            ("codeAction/resolve", { [unowned self] (context, params) throws(ResponseError) in try resolveCodeAction(context, params) }),
            ("textDocument/hover", { [unowned self] (context, params) throws(ResponseError) in try hover(context, params) }),
            ("workspace/executeCommand", { [unowned self] (context, params) throws(ResponseError) in try executeCommand(context, params) }),
        ]
        let notifications: [(String, Dispatcher.NotificationHandler)] = [
            ("initialized", { [unowned self] in initialized($0) }),
            ("exit", { [unowned self] _ in exit() }),
            ("$/cancelRequest", { [unowned self] in cancelRequest($0) }),
            ("$/setTrace", { _ in }),
            ("textDocument/didOpen", { [unowned self] in didOpen($0) }),
            ("textDocument/didChange", { [unowned self] in didChange($0) }),
            ("textDocument/didSave", { [unowned self] in didSave($0) }),
            ("textDocument/didClose", { [unowned self] in didClose($0) }),
            ("workspace/didChangeConfiguration", { [unowned self] in didChangeConfiguration($0) }),
            ("workspace/didChangeWatchedFiles", { [unowned self] in didChangeWatchedFiles($0) }),
            ("workspace/didChangeWorkspaceFolders", { [unowned self] in didChangeWorkspaceFolders($0) }),
        ]
        for (method, handler) in requests { dispatcher.register(request: method, handler) }
        for (method, handler) in notifications { dispatcher.register(notification: method, handler) }
    }

    // MARK: - The read loop

    /// Reads and handles messages until `exit` or end of input; returns the process exit code.
    public func run() -> Int32 {
        logger.info("themelint \(options.version) language server started (pid \(ProcessInfo.processInfo.processIdentifier))")
        while exitCode == nil {
            switch reader.next() {
            case .end:
                let clean = locked { shutdownRequested }
                logger.info(clean ? "end of input after shutdown" : "end of input without shutdown; stopping")
                return 0
            case .malformed(let reason):
                logger.error("bad message framing: \(reason)")
            case .message(let body):
                handle(body)
            }
        }
        return exitCode ?? 0
    }

    /// Exits the process once no message is half-written.
    public func terminate(_ code: Int32) -> Never {
        writer.withExclusiveAccess { Foundation.exit(code) }
    }

    func handle(_ body: [UInt8]) {
        let json: JSON
        do {
            json = try JSON.parse(bytes: body, strict: true)
        } catch {
            if reader.recover(fromUnparsable: body) {
                logger.error("message body is not JSON and contains another message's header (Content-Length too large?); resynchronised")
            } else {
                logger.error("message body is not JSON: \(error)")
            }
            send(RPCMessage.error(id: nil, .parseError("invalid JSON: \(error)")))
            return
        }
        switch IncomingMessage.decode(json) {
        case .failure(let failure):
            logger.error("invalid message: \(failure.error.message)")
            send(RPCMessage.error(id: failure.id, failure.error))
        case .success(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .success(.notification(let method, let params)):
            if !dispatcher.dispatch(notification: method, params: params) {
                logger.debug("ignored notification \(method)")
            }
        case .success(.response(let id, let result)):
            let callback = locked { outgoing.removeValue(forKey: id) }
            if let callback { callback(result) } else { logger.warning("response to unknown request \(id)") }
        }
    }

    func handleRequest(id: RequestID, method: String, params: JSON?) {
        logger.debug("request \(id) \(method)")
        locked { pending[id] = false }
        let context = RequestContext(
            id: id, method: method, isCancelled: { [unowned self] in locked { pending[id] == true } },
            reply: { [unowned self] in finish(id, $0) }, serializedReply: { [unowned self] in finish(id, serializedResult: $0) })
        if let immediate = dispatcher.dispatch(context, params: params) { finish(id, immediate) }
    }

    /// `finish` for a result that is already JSON text, spliced into the response as it is.
    func finish(_ id: RequestID, serializedResult: [UInt8]) {
        guard let cancelled = locked({ pending.removeValue(forKey: id) }) else { return }
        if cancelled { return send(RPCMessage.error(id: id, .cancelled)) }
        var body = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
        body.reserveCapacity(serializedResult.count + 64)
        body.append(contentsOf: id.json.serialized(.compact).utf8)
        body.append(contentsOf: #","result":"#.utf8)
        body.append(contentsOf: serializedResult)
        body.append(UInt8(ascii: "}"))
        send(body: body)
    }

    func finish(_ id: RequestID, _ result: Result<JSON, ResponseError>) {
        guard let cancelled = locked({ pending.removeValue(forKey: id) }) else { return }
        if cancelled {
            send(RPCMessage.error(id: id, .cancelled))
            return
        }
        switch result {
        case .success(let json): send(RPCMessage.response(id: id, result: json))
        case .failure(let error):
            if error.code != ResponseError.requestCancelledCode { logger.info("request \(id) failed: \(error)") }
            send(RPCMessage.error(id: id, error))
        }
    }

    func cancelRequest(_ params: JSON?) {
        guard let raw = params?["id"], let id = RequestID(raw) else { return }
        locked { if pending[id] != nil { pending[id] = true } }
        cancelParkedScan(id)
    }

    // MARK: - Sending

    func send(_ message: JSON) { writer.send(Array(message.serialized(.compact).utf8)) }
    /// A message already serialised to bytes (publishDiagnostics, assembled without an intermediate string).
    func send(body: [UInt8]) { writer.send(body) }

    func notify(_ method: String, _ params: JSON? = nil) { send(RPCMessage.notification(method, params)) }

    /// A server-to-client request; `completion` runs on the reader thread when the answer comes.
    func request(_ method: String, _ params: JSON? = nil, completion: @escaping (Result<JSON, ResponseError>) -> Void = { _ in }) {
        let id: RequestID = locked {
            defer { nextOutgoingID += 1 }
            let id = RequestID.string("themelint-\(nextOutgoingID)")
            outgoing[id] = completion
            return id
        }
        send(RPCMessage.request(id: id, method, params))
    }

    func showMessage(_ type: LogLevel, _ message: String) {
        notify("window/showMessage", ["type": JSON(type.messageType), "message": .string(message)])
    }

    var converter: LSPConverter {
        locked { LSPConverter(encoding: encoding, documentChanges: client.documentChanges, codeDescription: client.codeDescription) }
    }

    func exit() {
        let code: Int32 = locked { shutdownRequested } ? 0 : 1
        logger.info("exit (code \(code))")
        exitCode = code
    }
}
