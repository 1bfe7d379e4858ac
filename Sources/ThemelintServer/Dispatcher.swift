// Dispatcher owns routing: a table from method name to handler, and the lifecycle gate in front
// of it (-32002 before `initialize`, -32600 after `shutdown`, -32601 for unknown requests,
// unknown notifications ignored). Handlers never see a message the lifecycle forbids.

import ThemelintJSON

public enum LifecycleState: Sendable, Equatable {
    case awaitingInitialize
    case running
    case shutDown
}

/// What a request handler produced: an answer now, or a promise to answer through its `RequestContext`.
public enum RequestOutcome {
    case result(JSON)
    case deferred
}

public final class RequestContext: @unchecked Sendable {
    public let id: RequestID
    public let method: String
    private let replyHandler: (Result<JSON, ResponseError>) -> Void
    private let serializedReplyHandler: (([UInt8]) -> Void)?
    private let cancelledCheck: () -> Bool

    public init(id: RequestID, method: String, isCancelled: @escaping () -> Bool = { false },
                reply: @escaping (Result<JSON, ResponseError>) -> Void, serializedReply: (([UInt8]) -> Void)? = nil) {
        self.id = id
        self.method = method
        self.cancelledCheck = isCancelled
        self.replyHandler = reply
        self.serializedReplyHandler = serializedReply
    }

    /// True once `$/cancelRequest` named this request; long work checks it and stops.
    public var isCancelled: Bool { cancelledCheck() }

    /// Sends the deferred answer (a cancelled request is answered with -32800 instead).
    public func reply(_ result: Result<JSON, ResponseError>) { replyHandler(result) }

    /// Sends a result that is already JSON text: a workspace report of 100,000 findings assembled
    /// as bytes, never as one tree. Without a serialized-reply handler (tests), it is parsed back.
    public func reply(serializedResult bytes: [UInt8]) {
        if let serializedReplyHandler { return serializedReplyHandler(bytes) }
        reply(Result { () throws(JSONParseError) in try JSON.parse(bytes: bytes, strict: true) }.mapError { _ in ResponseError.internalError("unserialisable result") })
    }
}

public final class Dispatcher {
    public typealias RequestHandler = (RequestContext, JSON?) throws(ResponseError) -> RequestOutcome
    public typealias NotificationHandler = (JSON?) -> Void

    public private(set) var requests: [String: RequestHandler] = [:]
    public private(set) var notifications: [String: NotificationHandler] = [:]
    public var state: LifecycleState = .awaitingInitialize

    /// Notifications allowed before `initialize` and after `shutdown`.
    static let lifecycleNotifications: Set<String> = ["exit"]

    public init() {}

    public func register(request method: String, _ handler: @escaping RequestHandler) { requests[method] = handler }
    public func register(notification method: String, _ handler: @escaping NotificationHandler) { notifications[method] = handler }

    /// Routes a request. Returns the immediate answer, or nil when the handler deferred it.
    public func dispatch(_ context: RequestContext, params: JSON?) -> Result<JSON, ResponseError>? {
        switch state {
        case .awaitingInitialize where context.method != "initialize":
            return .failure(.serverNotInitialized)
        case .running where context.method == "initialize":
            return .failure(.invalidRequest("the server is already initialized"))
        case .shutDown:
            return .failure(.invalidRequest("the server is shutting down; only \"exit\" is accepted"))
        default:
            break
        }
        guard let handler = requests[context.method] else { return .failure(.methodNotFound(context.method)) }
        do {
            switch try handler(context, params) {
            case .result(let json): return .success(json)
            case .deferred: return nil
            }
        } catch {
            return .failure(error)
        }
    }

    /// Routes a notification; returns false when it was dropped (unknown or not allowed now).
    @discardableResult
    public func dispatch(notification method: String, params: JSON?) -> Bool {
        if state != .running && !Self.lifecycleNotifications.contains(method) { return false }
        guard let handler = notifications[method] else { return false }
        handler(params)
        return true
    }
}
