// Conversion owns the mapping from engine values to LSP JSON: UTF-8 offsets to positions in the
// negotiated encoding, diagnostics (code, codeDescription, source, severity, message with the
// suggestion), text edits and workspace edits (documentChanges with versions when supported).

import ThemelintCore
import ThemelintJSON

public struct LSPConverter: Sendable {
    public let encoding: ColumnUnit
    public let documentChanges: Bool
    public let codeDescription: Bool

    /// Rule documentation links: `<base><rule id>.md`. Adjust here if the docs move.
    public static let ruleDocumentationBase = "https://github.com/themelint/themelint/blob/main/docs/rules/"

    public init(encoding: ColumnUnit, documentChanges: Bool = false, codeDescription: Bool = true) {
        self.encoding = encoding
        self.documentChanges = documentChanges
        self.codeDescription = codeDescription
    }

    public func position(_ offset: Int, in source: SourceText) -> JSON {
        let position = source.lspPosition(ofOffset: offset, unit: encoding)
        return ["line": JSON(position.line), "character": JSON(position.character)]
    }

    public func range(_ start: Int, _ end: Int, in source: SourceText) -> JSON {
        ["start": position(start, in: source), "end": position(end, in: source)]
    }

    public func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// The message as shown in the editor: the engine's message, plus the suggestion when it does not already say it.
    public static func message(of diagnostic: Diagnostic) -> String {
        var text = diagnostic.message
        // Bytes, not `String.contains(_:)`: with a string argument that is Foundation's locale-aware search,
        // which took a third of re-serialising a keystroke's findings.
        let bytes = Array(text.utf8)
        let missing = diagnostic.suggestions.filter { !ByteSearch.contains(bytes, Array($0.utf8)) }
        if !missing.isEmpty { text += " (suggestion: \(missing.joined(separator: ", ")))" }
        return text
    }

    public func diagnostic(_ diagnostic: Diagnostic, in source: SourceText) -> JSON {
        var object = JSONObject([
            ("range", range(diagnostic.range.start.offset, diagnostic.range.end.offset, in: source)),
            ("severity", JSON(severity(diagnostic.severity))),
            ("code", .string(diagnostic.rule)),
            ("source", "themelint"),
            ("message", .string(Self.message(of: diagnostic))),
        ])
        if codeDescription, RuleCatalog.descriptor(diagnostic.rule) != nil {
            object["codeDescription"] = ["href": .string(Self.ruleDocumentationBase + diagnostic.rule + ".md")]
        }
        if let fix = diagnostic.fix {
            object["data"] = ["fix": .string(fix.message), "safety": .string(fix.safety.rawValue)]
        }
        return .object(object)
    }

    public func textEdit(_ edit: ThemelintCore.TextEdit, in source: SourceText) -> JSON {
        ["range": range(edit.start, edit.end, in: source), "newText": .string(edit.newText)]
    }

    /// A WorkspaceEdit for one document: `documentChanges` carrying the version when the client supports it.
    public func workspaceEdit(uri: String, version: Int?, edits: [ThemelintCore.TextEdit], in source: SourceText) -> JSON {
        let converted = JSON.array(edits.sorted { $0.start < $1.start }.map { textEdit($0, in: source) })
        if documentChanges {
            return ["documentChanges": [["textDocument": ["uri": .string(uri), "version": version.map { JSON($0) } ?? .null], "edits": converted]]]
        }
        return ["changes": .object(JSONObject([(uri, converted)]))]
    }

    /// One edit turning `old` into `new`: the changed middle, cut on scalar boundaries and never
    /// between the CR and LF of a line break (no LSP position is there: a client would move it).
    public static func minimalEdit(from old: [UInt8], to new: [UInt8]) -> ThemelintCore.TextEdit? {
        guard old != new else { return nil }
        func splits(_ bytes: [UInt8], at index: Int) -> Bool {
            index > 0 && index < bytes.count && (bytes[index] & 0xC0 == 0x80 || bytes[index - 1] == 0x0D && bytes[index] == 0x0A)
        }
        var prefix = 0
        let limit = min(old.count, new.count)
        while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0 && (splits(old, at: prefix) || splits(new, at: prefix)) { prefix -= 1 }
        var suffix = 0
        while suffix < limit - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && (splits(old, at: old.count - suffix) || splits(new, at: new.count - suffix)) { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return ThemelintCore.TextEdit(start: prefix, end: old.count - suffix, newText: replacement)
    }
}
