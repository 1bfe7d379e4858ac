// The on-disk result cache: one entry per (file content, engine path, effective settings, tool
// version). Entries are written atomically (temporary file + rename), so concurrent runs never
// see a torn entry; an entry that does not parse is ignored and rewritten.

import ThemelintJSON

public final class ResultCache: @unchecked Sendable {
    public let directory: String
    let toolVersion: String

    public init(directory: String, toolVersion: String) {
        self.directory = directory
        self.toolVersion = toolVersion
    }

    /// The cache directory for a run: `--cache-path`, else `.themelint-cache/` at the project root
    /// (the nearest directory above `start` holding `.git` or `.themelint.json`), else `start`.
    public static func defaultDirectory(from start: String) -> String {
        let directory = FilePaths.projectRoot(containing: FilePaths.absolute(start)) ?? FilePaths.absolute(start)
        return (directory == "/" ? "" : directory) + "/.themelint-cache"
    }

    func key(bytes: [UInt8], enginePath: String, settings: FileSettings) -> String {
        key(bytes: bytes, context: "\(toolVersion)\u{1F}\(enginePath)\u{1F}\(settings.fingerprint)")
    }

    /// 128 bits of the content hashed under `context`: two seeded 64-bit hashes.
    func key(bytes: [UInt8], context text: String) -> String {
        let context = Array(text.utf8)
        let first = Fingerprint.hash(bytes, seed: Fingerprint.hash(context))
        let second = Fingerprint.hash(bytes, seed: Fingerprint.hash(context, seed: 0x84222325cbf29ce4) ^ 0x9E37_79B9_7F4A_7C15)
        return Fingerprint.hex(first) + Fingerprint.hex(second)
    }

    private func entryPath(_ key: String) -> String {
        "\(directory)/v1/\(key.prefix(2))/\(key)"
    }

    public func load(bytes: [UInt8], enginePath: String, settings: FileSettings, source: SourceText) -> [Diagnostic]? {
        let path = entryPath(key(bytes: bytes, enginePath: enginePath, settings: settings))
        guard let data = FileIO.read(path), let json = try? JSON.parse(bytes: data, strict: true),
            let items = json.arrayValue
        else { return nil }
        var diagnostics: [Diagnostic] = []
        for item in items {
            guard let diagnostic = Self.decode(item, source: source) else { return nil }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    public func store(_ diagnostics: [Diagnostic], bytes: [UInt8], enginePath: String, settings: FileSettings) {
        let path = entryPath(key(bytes: bytes, enginePath: enginePath, settings: settings))
        let parent = FilePaths.directory(of: path)
        guard FileIO.makeDirectories(parent) else { return }
        let text = JSON.array(diagnostics.map(Self.encode)).serialized()
        // A cache that cannot be written is only slower; the run goes on.
        try? FileIO.writeAtomically(Array(text.utf8), to: path)
    }

    static func encode(_ diagnostic: Diagnostic) -> JSON {
        var object: JSONObject = [
            "rule": .string(diagnostic.rule), "severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message),
            "start": JSON(diagnostic.range.start.offset), "end": JSON(diagnostic.range.end.offset),
            "suggestions": .array(diagnostic.suggestions.map { .string($0) }),
        ]
        switch diagnostic.value {
        case .color(let color)?: object["color"] = color.factJSON
        case .number(let number)?: object["number"] = .double(number)
        case nil: break
        }
        if let fix = diagnostic.fix {
            object["fix"] = [
                "message": .string(fix.message), "safety": .string(fix.safety.rawValue),
                "edits": .array(fix.edits.map { ["start": JSON($0.start), "end": JSON($0.end), "newText": .string($0.newText)] }),
            ]
        }
        return .object(object)
    }

    static func decode(_ json: JSON, source: SourceText) -> Diagnostic? {
        guard let rule = json["rule"]?.stringValue, let severity = json["severity"]?.stringValue.flatMap(Severity.init(rawValue:)),
            let message = json["message"]?.stringValue, let start = json["start"]?.intValue, let end = json["end"]?.intValue,
            start >= 0, start <= end, end <= source.bytes.count
        else { return nil }
        var fix: Fix?
        if let fixJSON = json["fix"] {
            guard let fixMessage = fixJSON["message"]?.stringValue, let safety = fixJSON["safety"]?.stringValue.flatMap(FixSafety.init(rawValue:)),
                let editItems = fixJSON["edits"]?.arrayValue
            else { return nil }
            var edits: [TextEdit] = []
            for item in editItems {
                guard let editStart = item["start"]?.intValue, let editEnd = item["end"]?.intValue, let text = item["newText"]?.stringValue,
                    editStart >= 0, editStart <= editEnd, editEnd <= source.bytes.count
                else { return nil }
                edits.append(TextEdit(start: editStart, end: editEnd, newText: text))
            }
            fix = Fix(message: fixMessage, edits: edits, safety: safety)
        }
        var value: LiteralValue?
        if let color = json["color"].flatMap(RGBA.init(factJSON:)) { value = .color(color) }
        if let number = json["number"]?.doubleValue { value = .number(number) }
        return Diagnostic(
            rule: rule, severity: severity, message: message, range: source.range(from: start, to: end), fix: fix,
            suggestions: json["suggestions"]?.arrayValue?.compactMap(\.stringValue) ?? [], value: value)
    }
}
