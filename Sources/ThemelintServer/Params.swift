// Params owns reading request parameters: typed accessors that turn a missing or mistyped field
// into -32602 with the field's path, and file:// URI <-> path conversion (other schemes are refused,
// paths are normalised).

import ThemelintCore
import ThemelintJSON

/// A view of a params value that remembers where it is, for error messages ("textDocument.uri").
public struct Params {
    public let json: JSON?
    public let path: String

    public init(_ json: JSON?, path: String = "params") {
        self.json = json
        self.path = path
    }

    public subscript(key: String) -> Params { Params(json?[key], path: "\(path).\(key)") }

    public var exists: Bool { json != nil && json != .null }

    func fail(_ expected: String) -> ResponseError {
        .invalidParams("\(path): expected \(expected), got \(json.map(\.typeName) ?? "nothing")")
    }

    public func object() throws(ResponseError) -> JSONObject {
        guard let value = json?.objectValue else { throw fail("an object") }
        return value
    }

    public func string() throws(ResponseError) -> String {
        guard let value = json?.stringValue else { throw fail("a string") }
        return value
    }

    public func int() throws(ResponseError) -> Int {
        guard let value = json?.intValue else { throw fail("an integer") }
        return value
    }

    public func nonNegativeInt() throws(ResponseError) -> Int {
        guard let value = json?.intValue, value >= 0 else { throw fail("a non-negative integer") }
        return value
    }

    public func array() throws(ResponseError) -> [Params] {
        guard let items = json?.arrayValue else { throw fail("an array") }
        return items.enumerated().map { Params($1, path: "\(path)[\($0)]") }
    }

    public var optionalString: String? { json?.stringValue }
    public var optionalBool: Bool? { json?.boolValue }

    /// An LSP Position, in the negotiated encoding.
    public func position() throws(ResponseError) -> (line: Int, character: Int) {
        _ = try object()
        return (try self["line"].nonNegativeInt(), try self["character"].nonNegativeInt())
    }

    public func range() throws(ResponseError) -> (start: (line: Int, character: Int), end: (line: Int, character: Int)) {
        _ = try object()
        return (try self["start"].position(), try self["end"].position())
    }

    /// `textDocument.uri` as a file path, checked.
    public func documentURI() throws(ResponseError) -> String {
        let uri = try self["textDocument"]["uri"].string()
        _ = try DocumentURI.path(fromURI: uri)
        return uri
    }
}

public enum DocumentURI {
    /// The file path a `file://` URI names. Any other scheme is refused with -32602.
    public static func path(fromURI uri: String) throws(ResponseError) -> String {
        guard uri.lowercased().hasPrefix("file://") else {
            let scheme = uri.split(separator: ":", maxSplits: 1).first.map(String.init) ?? uri
            throw .invalidParams("themelint only lints files on disk: \"\(uri)\" has the URI scheme \"\(scheme)\"; expected file://")
        }
        var rest = Substring(uri.dropFirst("file://".count))
        // file://localhost/path and file:///path; drop any query or fragment.
        if let slash = rest.firstIndex(of: "/") {
            let host = rest[..<slash]
            guard host.isEmpty || host.lowercased() == "localhost" else {
                throw .invalidParams("\"\(uri)\" names a remote host (\(host)); only local file:// URIs are supported")
            }
            rest = rest[slash...]
        } else {
            throw .invalidParams("\"\(uri)\" has no path")
        }
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        guard let decoded = percentDecode(rest) else { throw .invalidParams("\"\(uri)\" has a malformed percent-escape") }
        guard !decoded.utf8.contains(0) else { throw .invalidParams("\"\(uri)\" has a NUL byte in its path") }
        // `..` and `.` are resolved (percent-encoded ones too), so config lookup and include/exclude
        // see the path the file system would open.
        return FilePaths.normalize(decoded)
    }

    /// A `file://` URI for an absolute path, percent-encoding what RFC 3986 does not allow in a path.
    public static func uri(fromPath path: String) -> String {
        var result = "file://"
        for byte in path.utf8 {
            if isAllowed(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return result
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~/!$&'()*+,;=@".utf8.contains(byte)
        }
    }

    static func percentDecode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard iterator.count >= 2, let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
