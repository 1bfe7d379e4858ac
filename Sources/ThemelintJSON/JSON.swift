// ThemelintJSON owns every JSON byte themelint reads or writes: config, rule files,
// the JSON-RPC wire and reports. It is the only module that touches json-c.
//
// `JSON` is a plain Swift value; json-c objects live only for the span of one parse or
// one serialise call, and each is released exactly once (`json_object_put` on the root).
//
// json-c ownership, as used here:
// - json_object_new_* and a successful json_tokener_parse_ex return a tree we own (refcount 1).
// - json_object_array_add / json_object_object_add take over the child on success; on failure the
//   child is still ours and is released at once.
// - json_object_array_get_idx, json_object_iter_peek_*, json_object_get_string and
//   json_object_to_json_string_length only borrow: they live until the root is released.
// - json_object_get is never called, so releasing a root frees the whole tree, and
//   `json_object_put` on it returns 1 (debug builds count this; see `JSONCTreeLedger`).

import CJSONC
#if DEBUG
import Foundation
#endif

/// An ordered JSON object: keys keep their source / insertion order so that reports and
/// rule files serialise deterministically and diff cleanly.
public struct JSONObject: Equatable, Sendable, Sequence {
    public private(set) var keys: [String] = []
    private var storage: [String: JSON] = [:]

    public init() {}
    public init(_ pairs: [(String, JSON)]) {
        for (key, value) in pairs { self[key] = value }
    }

    public subscript(key: String) -> JSON? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    public var count: Int { keys.count }

    public func makeIterator() -> AnyIterator<(key: String, value: JSON)> {
        var index = 0
        return AnyIterator {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            return (keys[index], storage[keys[index]]!)
        }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSON)...) { self.init(elements) }
}

public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSON])
    case object(JSONObject)
}

/// A JSON text that json-c could not parse. `line` and `column` are 1-based.
public struct JSONParseError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String
    public let line: Int
    public let column: Int
    public var description: String { "line \(line), column \(column): \(message)" }
}

// MARK: - Convenience accessors

extension JSON {
    public subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var arrayValue: [JSON]? { if case .array(let a) = self { return a }; return nil }
    public var objectValue: JSONObject? { if case .object(let o) = self { return o }; return nil }
    public var isNull: Bool { self == .null }

    /// Integers only; a double with a fractional part is not an integer.
    public var intValue: Int? {
        switch self {
        case .int(let i): return Int(exactly: i)
        case .double(let d): return Int(exactly: d)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// A name for the value's type, for error messages ("expected a string, got an array").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(Int64(value)) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(JSONObject(elements)) }
    public init(nilLiteral: ()) { self = .null }
}

extension JSON {
    public init(_ value: Int) { self = .int(Int64(value)) }
    public init(_ value: String?) { self = value.map { .string($0) } ?? .null }
}

// MARK: - Parsing

extension JSON {
    /// Parses one JSON document. `//` and `/* */` comments are accepted (json-c allows them),
    /// which is what makes `.themelint.json` a "JSON with comments" file.
    /// `strict` follows RFC 8259 to the letter (no comments, no single quotes): the JSON-RPC wire uses it.
    public static func parse(_ text: String, strict: Bool = false) throws(JSONParseError) -> JSON {
        try parse(bytes: Array(text.utf8), strict: strict)
    }

    /// Nesting deeper than this is refused rather than recursed into.
    public static let maximumDepth: Int32 = 128

    public static func parse(bytes: [UInt8], strict: Bool = false) throws(JSONParseError) -> JSON {
        guard let tokener = json_tokener_new_ex(maximumDepth) else {
            throw JSONParseError(message: "out of memory", line: 1, column: 1)
        }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, Int32(JSON_TOKENER_VALIDATE_UTF8) | (strict ? Int32(JSON_TOKENER_STRICT) : 0))

        let count = bytes.count
        var root: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(count, 1)) { pointer in
                json_tokener_parse_ex(tokener, pointer, Int32(count))
            }
        }
        noteTreeMade(root)
        // One release for whichever call produced the tree, on every path out (errors included).
        defer { releaseTree(root) }
        var status = json_tokener_get_error(tokener)
        // Where the document ended in `bytes`; taken now, as the end-of-input call below resets it.
        let documentEnd = Int(json_tokener_get_parse_end(tokener))
        // json-c waits for more input when the buffer ends inside a bare number or literal (`42`, `null`);
        // a NUL byte as end of input completes it (or reports the truncation). `root` is nil here.
        if root == nil && status == json_tokener_continue {
            root = json_tokener_parse_ex(tokener, "", 1)
            noteTreeMade(root)
            status = json_tokener_get_error(tokener)
            if status == json_tokener_continue || status == json_tokener_error_parse_eof {
                throw error("unexpected end of input", at: count, in: bytes)
            }
        }
        guard status == json_tokener_success else {
            let message = String(cString: json_tokener_error_desc(status))
            throw error(message, at: documentEnd, in: bytes)
        }
        try rejectTrailing(after: documentEnd, in: bytes)
        return convert(root)
    }

    /// Only whitespace and comments may follow the document.
    private static func rejectTrailing(after offset: Int, in bytes: [UInt8]) throws(JSONParseError) {
        let count = bytes.count
        var index = offset
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0 {
                index += 1
            } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2F {
                while index < count && bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {
                index += 2
                while index + 1 < count && !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                guard index + 1 < count else { throw error("unterminated comment", at: count, in: bytes) }
                index += 2
            } else {
                throw error("unexpected data after the JSON document", at: index, in: bytes)
            }
        }
    }

    private static func error(_ message: String, at offset: Int, in bytes: [UInt8]) -> JSONParseError {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONParseError(message: message, line: line, column: column)
    }

    private static func convert(_ object: OpaquePointer?) -> JSON {
        guard let object else { return .null }
        switch json_object_get_type(object) {
        case json_type_null:
            return .null
        case json_type_boolean:
            return .bool(json_object_get_boolean(object) != 0)
        case json_type_int:
            return .int(json_object_get_int64(object))
        case json_type_double:
            return .double(json_object_get_double(object))
        case json_type_string:
            let length = Int(json_object_get_string_len(object))
            guard let pointer = json_object_get_string(object) else { return .string("") }
            let buffer = UnsafeRawBufferPointer(start: pointer, count: length)
            return .string(String(decoding: buffer, as: UTF8.self))
        case json_type_array:
            let length = json_object_array_length(object)
            var elements: [JSON] = []
            elements.reserveCapacity(length)
            for index in 0..<length {
                elements.append(convert(json_object_array_get_idx(object, index)))
            }
            return .array(elements)
        case json_type_object:
            var result = JSONObject()
            var iterator = json_object_iter_begin(object)
            var end = json_object_iter_end(object)
            while json_object_iter_equal(&iterator, &end) == 0 {
                let key = String(cString: json_object_iter_peek_name(&iterator))
                result[key] = convert(json_object_iter_peek_value(&iterator))
                json_object_iter_next(&iterator)
            }
            return .object(result)
        default:
            return .null
        }
    }
}

// MARK: - Serialising

extension JSON {
    public enum Style: Sendable {
        /// One line, no spaces: the JSON-RPC wire and JSON-lines output.
        case compact
        /// Two-space indentation: reports, baselines, anything people read or diff.
        case pretty
    }

    /// Serialises through json-c. Strings are emitted as UTF-8, and `/` is not escaped.
    public func serialized(_ style: Style = .compact) -> String {
        let object = makeObject()
        JSON.noteTreeMade(object)
        defer { JSON.releaseTree(object) }
        var flags = JSON_C_TO_STRING_NOSLASHESCAPE
        switch style {
        case .compact: flags |= JSON_C_TO_STRING_PLAIN
        case .pretty: flags |= JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED
        }
        var length = 0
        // The text belongs to `object` (freed with it), so it is copied into a String before the release.
        guard let pointer = json_object_to_json_string_length(object, Int32(flags), &length) else { return "null" }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    /// Builds a json-c tree that the caller owns and must release with `json_object_put`.
    private func makeObject() -> OpaquePointer? {
        switch self {
        case .null:
            return nil
        case .bool(let value):
            return json_object_new_boolean(value ? 1 : 0)
        case .int(let value):
            return json_object_new_int64(value)
        case .double(let value):
            guard value.isFinite else { return nil }
            if value == value.rounded(), abs(value) < 1e15 {
                return json_object_new_int64(Int64(value))
            }
            return json_object_new_double(value)
        case .string(let value):
            var utf8 = Array(value.utf8)
            let count = utf8.count
            return utf8.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: count) {
                        json_object_new_string_len($0, Int32(count))
                    }
                } ?? json_object_new_string("")
            }
        case .array(let elements):
            let array = json_object_new_array_ext(Int32(clamping: elements.count))
            for element in elements {
                let child = element.makeObject()
                // On success the array owns `child`; on failure (out of memory) it is still ours.
                if json_object_array_add(array, child) != 0 { json_object_put(child) }
            }
            return array
        case .object(let object):
            let result = json_object_new_object()
            for (key, value) in object {
                let child = value.makeObject()
                // json-c copies `key`; `child` is owned by `result` on success, still ours on failure.
                if json_object_object_add(result, key, child) != 0 { json_object_put(child) }
            }
            return result
        }
    }
}

// MARK: - Releasing json-c trees

extension JSON {
    /// Releases a tree this module made or parsed. `json_object_put` returns 1 when it freed the
    /// root, which it does when nothing else holds a reference, i.e. the whole tree is gone.
    fileprivate static func releaseTree(_ root: OpaquePointer?) {
        guard let root else { return }
        let freed = json_object_put(root) == 1
        #if DEBUG
        if freed { JSONCTreeLedger.adjust(by: -1) }
        #else
        _ = freed
        #endif
    }

    fileprivate static func noteTreeMade(_ root: OpaquePointer?) {
        #if DEBUG
        if root != nil { JSONCTreeLedger.adjust(by: 1) }
        #endif
    }
}

#if DEBUG
/// Debug builds count, per thread, the json-c trees made and not yet freed. A parse or serialise
/// makes and frees its tree on the calling thread before returning, so after every call the count
/// is back where it was: JSONOwnershipTests check that; valgrind checks the rest (Tests/e2e/test_memcheck.py).
enum JSONCTreeLedger {
    private static let key = "themelint.json-c.live-trees"

    static var liveOnThisThread: Int { Thread.current.threadDictionary[key] as? Int ?? 0 }

    static func adjust(by delta: Int) { Thread.current.threadDictionary[key] = liveOnThisThread + delta }
}
#endif

