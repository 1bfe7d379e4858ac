// JSONRPC owns the JSON-RPC 2.0 message shapes on the LSP wire: request ids, the error codes
// the server answers with, and decoding a parsed body into a request, notification or response.

import ThemelintJSON

public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case int(Int64)
    case string(String)

    public init?(_ json: JSON) {
        switch json {
        case .int(let value): self = .int(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }

    public var json: JSON {
        switch self {
        case .int(let value): return .int(value)
        case .string(let value): return .string(value)
        }
    }

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        }
    }
}

/// A JSON-RPC error, thrown by handlers and sent back as the response's `error`.
public struct ResponseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int
    public let message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    // JSON-RPC 2.0
    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    // LSP
    public static let serverNotInitializedCode = -32002
    public static let requestFailedCode = -32803
    public static let requestCancelledCode = -32800
    public static let contentModifiedCode = -32801

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: parseErrorCode, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: invalidRequestCode, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: methodNotFoundCode, message: "unknown method \"\(method)\"")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParamsCode, message: message) }
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: internalErrorCode, message: message) }
    public static let serverNotInitialized = ResponseError(
        code: serverNotInitializedCode, message: "the server is not initialized: send \"initialize\" first")
    public static let cancelled = ResponseError(code: requestCancelledCode, message: "the request was cancelled")
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: requestFailedCode, message: message) }

    public var json: JSON { ["code": JSON(code), "message": .string(message)] }
    public var description: String { "\(code): \(message)" }
}

public enum IncomingMessage: Equatable, Sendable {
    case request(id: RequestID, method: String, params: JSON?)
    case notification(method: String, params: JSON?)
    case response(id: RequestID, result: Result<JSON, ResponseError>)

    /// Decodes a parsed body. A failure carries the id to answer with (nil means `id: null`).
    public static func decode(_ json: JSON) -> Result<IncomingMessage, DecodeFailure> {
        guard case .object(let object) = json else {
            if case .array = json {
                return .failure(DecodeFailure(id: nil, error: .invalidRequest("batch messages are not supported by the Language Server Protocol")))
            }
            return .failure(DecodeFailure(id: nil, error: .invalidRequest("a message must be a JSON object, got \(json.typeName)")))
        }
        let rawID = object["id"]
        let id = rawID.flatMap(RequestID.init)
        guard object["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(DecodeFailure(id: id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\"")))
        }
        if let method = object["method"] {
            guard let name = method.stringValue else {
                return .failure(DecodeFailure(id: id, error: .invalidRequest("\"method\" must be a string, got \(method.typeName)")))
            }
            // `"params": null` is read as no params: clients send it for `shutdown` and `exit`, whose params are void.
            let params = object["params"].flatMap { $0.isNull ? JSON?.none : $0 }
            if let params, params.objectValue == nil, params.arrayValue == nil {
                return .failure(DecodeFailure(id: id, error: .invalidRequest("\"params\" must be an object or an array, got \(params.typeName)")))
            }
            guard let rawID else { return .success(.notification(method: name, params: params)) }
            guard let id else {
                return .failure(DecodeFailure(id: nil, error: .invalidRequest("\"id\" must be an integer or a string, got \(rawID.typeName)")))
            }
            return .success(.request(id: id, method: name, params: params))
        }
        guard let id else {
            return .failure(DecodeFailure(id: nil, error: .invalidRequest("a message needs a \"method\" (request or notification) or an \"id\" (response)")))
        }
        if let error = object["error"], case .object = error {
            let code = error["code"]?.intValue ?? internalErrorCodeFallback
            return .success(.response(id: id, result: .failure(ResponseError(code: code, message: error["message"]?.stringValue ?? ""))))
        }
        return .success(.response(id: id, result: .success(object["result"] ?? .null)))
    }

    static let internalErrorCodeFallback = ResponseError.internalErrorCode
}

public struct DecodeFailure: Error, Equatable, Sendable {
    public let id: RequestID?
    public let error: ResponseError
}

/// Builders for the outgoing message shapes.
public enum RPCMessage {
    public static func response(id: RequestID?, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result]
    }

    public static func error(id: RequestID?, _ error: ResponseError) -> JSON {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    }

    /// JSON-RPC 2.0 allows `params` to be omitted but not to be null, so a message without
    /// parameters has no `params` member.
    public static func notification(_ method: String, _ params: JSON? = nil) -> JSON {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        message["params"] = params
        return .object(message)
    }

    public static func request(id: RequestID, _ method: String, _ params: JSON? = nil) -> JSON {
        var message: JSONObject = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
        message["params"] = params
        return .object(message)
    }
}
