// fuzz-json: ThemelintJSON over json-c. Each input is parsed leniently and strictly as JSON text,
// and also read as a recipe that builds a JSON value directly; every value is serialised compact
// and pretty, parsed back strictly (the wire's mode) and compared with what serialising promises.
// Parsed values also go through the decoders that take JSON from users: `.themelint.json`
// (Configuration.decode, pure: no file is read) and the editor settings.

import FuzzSupport
import ThemelintCore
import ThemelintJSON
import ThemelintServer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)

    let lenient = parse(bytes, strict: false)
    let strict = parse(bytes, strict: true)
    if case .success(let strictValue) = strict {
        // Strict mode only refuses extensions (comments, single quotes); what it accepts reads the same leniently.
        guard case .success(let lenientValue) = lenient else {
            fatalError("fuzz property violated: strict parse succeeded but lenient parse failed")
        }
        fuzzCheck(same(strictValue, lenientValue), "strict and lenient parses differ: \(strictValue) vs \(lenientValue)")
    }
    if case .success(let value) = lenient {
        checkRoundTrip(value)
        decodeAsUserInput(value)
    }

    var recipe = ChoiceReader(bytes)
    checkRoundTrip(buildValue(&recipe, depth: 0))
    return 0
}

/// Any JSON is a config or a settings object to these decoders: they may refuse it, never trap.
func decodeAsUserInput(_ value: JSON) {
    if let configuration = try? Configuration.decode(value, path: "/virtual/.themelint.json", root: "/virtual", knownRules: RuleCatalog.ids) {
        let target = configuration.deploymentTarget.map { DeploymentTarget($0, origin: "config") } ?? .fallback
        _ = FileSettings(configuration: configuration, deploymentTarget: target).fingerprint
    }
    var settings = ServerSettings()
    _ = settings.update(from: value)
    _ = ClientCapabilities(value).negotiatedEncoding()
}

/// `==`, except that NaN equals NaN: json-c reads `NaN` even in strict mode (see Fuzz/README.md).
func same(_ left: JSON, _ right: JSON) -> Bool {
    switch (left, right) {
    case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (.object(let a), .object(let b)):
        return a.keys == b.keys && a.keys.allSatisfy { same(a[$0]!, b[$0]!) }
    default: return left == right
    }
}

func parse(_ bytes: [UInt8], strict: Bool) -> Result<JSON, JSONParseError> {
    do {
        return .success(try JSON.parse(bytes: bytes, strict: strict))
    } catch {
        // The error position is 1-based and inside the text (or just past its last line).
        let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        fuzzCheck(error.line >= 1 && error.line <= lines && error.column >= 1, "parse error position out of range: \(error)")
        return .failure(error)
    }
}

/// Serialising, then parsing strictly, gives back the value up to what the serialiser documents:
/// integral doubles below 1e15 are written as integers and non-finite doubles as null.
func checkRoundTrip(_ value: JSON) {
    let expected = normalised(value)
    for style in [JSON.Style.compact, .pretty] {
        let text = value.serialized(style)
        let reparsed: JSON
        do {
            reparsed = try JSON.parse(text, strict: true)
        } catch {
            fatalError("fuzz property violated: serialised \(style) JSON does not parse strictly: \(error)\n\(text)")
        }
        fuzzCheck(reparsed == expected, "\(style) round trip changed the value:\n\(value)\n->\n\(reparsed)")
        // Serialising is deterministic, and the reparsed value is a fixed point.
        fuzzCheck(reparsed.serialized(style) == text, "\(style) serialisation is not a fixed point:\n\(text)\n->\n\(reparsed.serialized(style))")
        if style == .compact {
            fuzzCheck(!text.utf8.contains(0x0A), "compact JSON contains a newline: \(text)")
        }
    }
}

func normalised(_ value: JSON) -> JSON {
    switch value {
    case .double(let number):
        guard number.isFinite else { return .null }
        if number == number.rounded(), abs(number) < 1e15 { return .int(Int64(number)) }
        return value
    case .array(let elements):
        return .array(elements.map(normalised))
    case .object(let object):
        var result = JSONObject()
        for (key, element) in object { result[key] = normalised(element) }
        return .object(result)
    default:
        return value
    }
}

/// A JSON value built from input bytes: any double bit pattern, any Int64, strings from arbitrary
/// (repaired) UTF-8 with control characters and NULs, nesting below the parser's depth limit.
func buildValue(_ recipe: inout ChoiceReader, depth: Int) -> JSON {
    if recipe.isAtEnd { return .null }
    let kind = recipe.byte() % (depth >= 100 ? 5 : 7)
    switch kind {
    case 0: return .null
    case 1: return .bool(recipe.bool())
    case 2: return .int(Int64(bitPattern: recipe.uint64()))
    case 3: return .double(Double(bitPattern: recipe.uint64()))
    case 4: return .string(String(decoding: recipe.bytes(upTo: 24), as: UTF8.self))
    case 5:
        let count = recipe.int(below: 5)
        return .array((0..<count).map { _ in buildValue(&recipe, depth: depth + 1) })
    default:
        var object = JSONObject()
        for _ in 0..<recipe.int(below: 5) {
            // json-c keeps keys as C strings, so a key cannot carry a NUL (see Fuzz/README.md).
            let key = String(decoding: recipe.bytes(upTo: 8).filter { $0 != 0 }, as: UTF8.self)
            object[key] = buildValue(&recipe, depth: depth + 1)
        }
        return .object(object)
    }
}
