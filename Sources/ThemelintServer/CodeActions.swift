// CodeActions owns the edits themelint offers: a quickfix per fixable diagnostic (the engine's
// own Fix, then each alternative fix, such as another token of the same value), "Disable RULE for this line" (a suppression comment above the line, indented to
// match), `source.fixAll.themelint` (Fixer.fixAll, also for a `source.fixAll` request), and the
// `themelint.fixAll` command, which applies the same edit through `workspace/applyEdit`. Fixing a
// whole 10,000-line file takes a fix pass and a parse (~200 ms); editors ask for code actions at
// every cursor move, so a client that can resolve edits gets the fix-all action without its edit,
// and `codeAction/resolve` computes it when the action is chosen.

import ThemelintCore
import ThemelintJSON

public enum CodeActionKinds {
    /// LSP kinds are hierarchical: asking for `source.fixAll` (or `source`) matches `source.fixAll.themelint`.
    public static func matches(_ kind: String, only: [String]?) -> Bool {
        guard let only, !only.isEmpty else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    /// The text to insert above `line` so that `rule` is suppressed on it: same indentation, same line ending.
    public static func suppression(rule: String, line: Int, in source: SourceText) -> ThemelintCore.TextEdit {
        let start = source.lineStarts[line]
        var indentEnd = start
        while indentEnd < source.bytes.count, source.bytes[indentEnd] == 0x20 || source.bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indentation = source.slice(start, indentEnd)
        let contentEnd = source.lineContentEnd(line)
        let newline = contentEnd < source.bytes.count && source.bytes[contentEnd] == 0x0D ? "\r\n" : "\n"
        return ThemelintCore.TextEdit(start: start, end: start, newText: "\(indentation)// themelint:disable-next-line \(rule)\(newline)")
    }
}

extension Server {
    func codeAction(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        let params = Params(raw)
        let uri = try params.documentURI()
        let range = try params["range"].range()
        var only: [String]?
        if params["context"]["only"].exists { only = try params["context"]["only"].array().map { (item) throws(ResponseError) in try item.string() } }
        requestQueue.async { [unowned self, only] in
            guard !context.isCancelled else { return context.reply(.failure(.cancelled)) }
            guard let analysis = analysis(for: uri) else { return context.reply(.success([])) }
            context.reply(.success(.array(actions(for: analysis, range: range, only: only))))
        }
        return .deferred
    }

    func actions(for analysis: Analysis, range: (start: (line: Int, character: Int), end: (line: Int, character: Int)), only: [String]?) -> [JSON] {
        let converter = self.converter
        let source = analysis.source
        let lower = source.offset(ofLine: range.start.line, character: range.start.character, unit: converter.encoding)
        let upper = source.offset(ofLine: range.end.line, character: range.end.character, unit: converter.encoding)
        let (from, to) = (min(lower, upper), max(lower, upper))
        let touched = analysis.diagnostics.filter { $0.range.start.offset <= to && $0.range.end.offset >= from }
        var actions: [JSON] = []

        if CodeActionKinds.matches("quickfix", only: only) {
            for diagnostic in touched {
                // The engine's fix first (preferred when safe), then each alternative the author may choose instead.
                for (fix, preferred) in (diagnostic.fix.map { [($0, $0.safety == .safe)] } ?? []) + diagnostic.alternatives.map({ ($0, false) }) {
                    actions.append([
                        "title": .string("\(fix.message) (themelint: \(diagnostic.rule))"),
                        "kind": "quickfix",
                        "diagnostics": [converter.diagnostic(diagnostic, in: source)],
                        "isPreferred": .bool(preferred),
                        "edit": converter.workspaceEdit(uri: analysis.uri, version: analysis.version, edits: fix.edits, in: source),
                    ])
                }
            }
            var offered = Set<String>()
            for diagnostic in touched {
                let line = diagnostic.range.start.line - 1
                guard offered.insert("\(diagnostic.rule)@\(line)").inserted else { continue }
                let edit = CodeActionKinds.suppression(rule: diagnostic.rule, line: line, in: source)
                actions.append([
                    "title": .string("Disable \(diagnostic.rule) for this line"),
                    "kind": "quickfix",
                    "diagnostics": [converter.diagnostic(diagnostic, in: source)],
                    "edit": converter.workspaceEdit(uri: analysis.uri, version: analysis.version, edits: [edit], in: source),
                ])
            }
        }
        // Offered on request, or alongside quickfixes when the range has a fixable finding.
        let wantsFixAll = only != nil ? CodeActionKinds.matches(ServerCapabilities.fixAllKind, only: only) : touched.contains { $0.fix != nil }
        guard wantsFixAll else { return actions }
        if locked({ client.resolvesCodeActionEdits }) {
            if analysis.diagnostics.contains(where: { $0.fix != nil }) {
                actions.append(.object(fixAllAction(data: ["uri": .string(analysis.uri)])))
            }
        } else if let edit = fixAllEdit(for: analysis) {
            var action = fixAllAction()
            action["edit"] = converter.workspaceEdit(uri: analysis.uri, version: analysis.version, edits: [edit], in: source)
            actions.append(.object(action))
        }
        return actions
    }

    private func fixAllAction(data: JSON? = nil) -> JSONObject {
        var action = JSONObject([("title", "Fix all themelint findings"), ("kind", .string(ServerCapabilities.fixAllKind))])
        if let data { action["data"] = data }
        return action
    }

    /// Fills in the fix-all action's edit, for the document as it is now; any other action already
    /// has its edit and comes back as it is.
    func resolveCodeAction(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        guard case .object(let action)? = raw else { throw .invalidParams("codeAction/resolve needs a CodeAction object") }
        guard action["edit"] == nil, let uri = action["data"]?["uri"]?.stringValue else { return .result(.object(action)) }
        _ = try DocumentURI.path(fromURI: uri)
        requestQueue.async { [unowned self] in
            guard !context.isCancelled else { return context.reply(.failure(.cancelled)) }
            guard let analysis = analysis(for: uri) else { return context.reply(.failure(.invalidParams("\(uri) is not open"))) }
            let edits = fixAllEdit(for: analysis).map { [$0] } ?? []
            var resolved = action
            resolved["edit"] = converter.workspaceEdit(uri: uri, version: analysis.version, edits: edits, in: analysis.source)
            context.reply(.success(.object(resolved)))
        }
        return .deferred
    }

    /// The whole-document fix as one minimal edit, or nil when nothing changes (or the fix was refused).
    func fixAllEdit(for analysis: Analysis) -> ThemelintCore.TextEdit? {
        guard analysis.diagnostics.contains(where: { $0.fix != nil }) else { return nil }
        guard let document = store[analysis.uri] else { return nil }
        let unsafe = locked { settings.unsafeFixes }
        if let cached = locked({ fixAllCache[analysis.uri] }), cached.source === analysis.source,
            cached.generation == analysis.configGeneration, cached.unsafe == unsafe
        {
            return cached.edit
        }
        let outcome = Fixer.fixAll(
            analysis.source, path: Linter.enginePath(document.path, settings: analysis.settings), settings: analysis.settings, includeUnsafe: unsafe)
        var edit: ThemelintCore.TextEdit?
        if let refusal = outcome.refusal {
            logger.warning("fix all for \(analysis.uri): \(refusal)")
        } else if outcome.changed {
            edit = LSPConverter.minimalEdit(from: analysis.source.bytes, to: outcome.bytes)
        }
        locked { fixAllCache[analysis.uri] = (analysis.source, analysis.configGeneration, unsafe, edit) }
        return edit
    }

    func executeCommand(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        let params = Params(raw)
        let command = try params["command"].string()
        guard command == ServerCapabilities.fixAllCommand else {
            throw .invalidParams("unknown command \"\(command)\" (supported: \(ServerCapabilities.fixAllCommand))")
        }
        let arguments = params["arguments"].exists ? try params["arguments"].array() : []
        guard let first = arguments.first else { throw .invalidParams("\(command) needs the document URI as its first argument") }
        let uri: String
        if let text = first.optionalString { uri = text } else if let text = first["uri"].optionalString { uri = text } else {
            uri = try first["textDocument"]["uri"].string()
        }
        _ = try DocumentURI.path(fromURI: uri)
        guard store[uri] != nil else { throw .invalidParams("\(uri) is not open") }
        guard locked({ client.applyEdit }) else { throw .requestFailed("the client does not support workspace/applyEdit") }
        requestQueue.async { [unowned self] in
            guard !context.isCancelled else { return context.reply(.failure(.cancelled)) }
            guard let analysis = analysis(for: uri), let edit = fixAllEdit(for: analysis) else { return context.reply(.success(.null)) }
            let workspaceEdit = converter.workspaceEdit(uri: uri, version: analysis.version, edits: [edit], in: analysis.source)
            request("workspace/applyEdit", ["label": "themelint: fix all", "edit": workspaceEdit]) { result in
                switch result {
                case .success(let answer):
                    context.reply(.success(["applied": answer["applied"] ?? false]))
                case .failure(let error):
                    context.reply(.failure(.requestFailed("workspace/applyEdit failed: \(error.message)")))
                }
            }
        }
        return .deferred
    }
}
