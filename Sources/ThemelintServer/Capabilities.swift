// Capabilities owns both sides of the handshake: what the client says it supports (read once from
// `initialize`) and the server capabilities we advertise, which list only features implemented here.

import ThemelintCore
import ThemelintJSON

public struct ClientCapabilities: Sendable {
    public var positionEncodings: [String] = []
    public var pullDiagnostics = false
    public var diagnosticRefresh = false
    public var documentChanges = false
    public var watchedFilesDynamicRegistration = false
    public var workDoneProgress = false
    public var hoverMarkdown = false
    public var applyEdit = false
    /// The client fills in a code action's `edit` through `codeAction/resolve`.
    public var resolvesCodeActionEdits = false
    public var codeDescription = true
    public var showMessage = true

    public init() {}

    public init(_ json: JSON?) {
        guard let json else { return }
        positionEncodings = json["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        pullDiagnostics = json["textDocument"]?["diagnostic"]?.objectValue != nil
        diagnosticRefresh = json["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
        documentChanges = json["workspace"]?["workspaceEdit"]?["documentChanges"]?.boolValue ?? false
        watchedFilesDynamicRegistration = json["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        workDoneProgress = json["window"]?["workDoneProgress"]?.boolValue ?? false
        applyEdit = json["workspace"]?["applyEdit"]?.boolValue ?? false
        let resolvable = json["textDocument"]?["codeAction"]?["resolveSupport"]?["properties"]?.arrayValue?.compactMap(\.stringValue) ?? []
        resolvesCodeActionEdits = resolvable.contains("edit")
        let formats = json["textDocument"]?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue) ?? []
        hoverMarkdown = formats.contains("markdown")
        codeDescription = json["textDocument"]?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue ?? true
    }

    /// The client's first preference we support; UTF-16 when it lists none (the LSP default).
    public func negotiatedEncoding() -> ColumnUnit {
        for name in positionEncodings {
            if let unit = ColumnUnit(rawValue: name) { return unit }
        }
        return .utf16
    }
}

public enum ServerCapabilities {
    public static let fixAllKind = "source.fixAll.themelint"
    public static let fixAllCommand = "themelint.fixAll"

    public static func json(encoding: ColumnUnit, client: ClientCapabilities) -> JSON {
        var capabilities: JSONObject = JSONObject([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", ["openClose": true, "change": 2, "save": ["includeText": false]]),
            ("codeActionProvider", ["codeActionKinds": ["quickfix", .string(fixAllKind)], "resolveProvider": .bool(client.resolvesCodeActionEdits)]),
            ("hoverProvider", true),
            ("executeCommandProvider", ["commands": [.string(fixAllCommand)]]),
            ("workspace", ["workspaceFolders": ["supported": true, "changeNotifications": true]]),
        ])
        if client.pullDiagnostics {
            capabilities["diagnosticProvider"] = [
                "identifier": "themelint", "interFileDependencies": false, "workspaceDiagnostics": true,
            ]
        }
        return .object(capabilities)
    }
}
