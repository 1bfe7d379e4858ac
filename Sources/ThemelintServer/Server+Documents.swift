// Server+Documents owns text synchronisation and pushed diagnostics: didOpen/didChange/didSave/
// didClose, the analysis of a document version through the shared engine, and publishing, which
// re-checks under the store's lock that the version is still current (superseded results are dropped).

import ThemelintCore
import ThemelintJSON

extension Server {
    func didOpen(_ raw: JSON?) {
        let item = Params(raw)["textDocument"]
        guard let uri = item["uri"].optionalString, let text = item["text"].optionalString else {
            logger.error("didOpen: textDocument.uri and textDocument.text are required")
            return
        }
        let path: String
        do { path = try DocumentURI.path(fromURI: uri) } catch {
            logger.warning("didOpen: \(error.message)")
            return
        }
        let version = item["version"].json?.intValue ?? 0
        store.open(Document(uri: uri, path: path, version: version, source: SourceText(text)))
        scheduleLint(uri, delay: 0)
    }

    func didChange(_ raw: JSON?) {
        let params = Params(raw)
        do {
            let uri = try params["textDocument"]["uri"].string()
            let version = try params["textDocument"]["version"].int()
            var changes: [ContentChange] = []
            for change in try params["contentChanges"].array() {
                let text = try change["text"].string()
                changes.append(ContentChange(range: change["range"].exists ? try change["range"].range() : nil, text: text))
            }
            guard store.change(uri, version: version, changes: changes, encoding: locked { encoding }) != nil else {
                logger.warning("didChange for a document that is not open: \(uri)")
                return
            }
            scheduleLint(uri, delay: locked { settings.debounceMilliseconds })
        } catch {
            logger.error("didChange: \(error.message)")
        }
    }

    func didSave(_ raw: JSON?) {
        guard let uri = Params(raw)["textDocument"]["uri"].optionalString, let path = try? DocumentURI.path(fromURI: uri) else { return }
        if FilePaths.fileName(path) == ".themelint.json" {
            configFilesChanged([(path, deleted: false)])
        } else {
            buildFilesChanged([path])
            sourcesChanged([path])
        }
    }

    /// A saved or changed Swift file or colour set may define tokens: discovery re-reads just that
    /// file, and open documents are re-linted only when the discovered tokens actually changed.
    func sourcesChanged(_ paths: [String]) {
        let candidates = paths.filter { $0.hasSuffix(".swift") || ($0.hasSuffix("/Contents.json") && $0.contains(".colorset/")) }
        guard !candidates.isEmpty else { return }
        let project = locked { self.project }
        var tokensChanged = false
        for path in candidates where project.invalidateDiscovery(for: path) { tokensChanged = true }
        if tokensChanged {
            logger.info("design tokens changed; re-linting open documents")
            // Analyses are cached per config generation; new tokens are a new generation.
            locked { configGeneration += 1 }
            relintOpenDocuments()
        }
    }

    func didClose(_ raw: JSON?) {
        guard let uri = Params(raw)["textDocument"]["uri"].optionalString else { return }
        scheduler.cancel(uri)
        publisher.forget(uri)
        let push: Bool = locked {
            fixAllCache[uri] = nil
            return !client.pullDiagnostics
        }
        wakeWorkspaceScans()
        store.withLock {
            store.close(uriUnlocked: uri)
            if push { notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]) }
        }
    }

    func scheduleLint(_ uri: String, delay: Int) {
        wakeWorkspaceScans()
        guard !locked({ client.pullDiagnostics }) else { return }
        scheduler.schedule(uri, afterMilliseconds: delay) { [unowned self] in lintAndPublish(uri) }
    }

    /// Re-lints every open document (after a configuration change).
    func relintOpenDocuments() {
        let (pull, refresh) = locked { (client.pullDiagnostics, client.diagnosticRefresh) }
        wakeWorkspaceScans()
        if pull {
            if refresh { request("workspace/diagnostic/refresh") }
            return
        }
        for uri in store.uris { scheduleLint(uri, delay: 0) }
    }

    func lintAndPublish(_ uri: String) {
        guard let analysis = analysis(for: uri) else { return }
        let converter = self.converter
        store.withLock {
            guard let current = store.unsafeDocument(uri), current.version == analysis.version,
                analysis.configGeneration == locked({ configGeneration })
            else {
                logger.debug("dropped diagnostics for superseded \(uri) version \(analysis.version)")
                return
            }
            send(body: publisher.notification(
                uri: uri, version: analysis.version, findings: analysis.findings, in: analysis.source,
                converter: converter,
                keep: analysis.isBeingEdited))
        }
    }

    /// The analysis of the document's current version: cached, or computed now on the calling thread.
    func analysis(for uri: String) -> Analysis? {
        guard let document = store[uri] else { return nil }
        let generation = locked { configGeneration }
        if let cached = store.withLock({ store.unsafeAnalysis(uri) }), cached.version == document.version, cached.configGeneration == generation {
            return cached
        }
        let settings = fileSettings(for: document.path)
        if let refusal = FileIO.sourceProblem(in: document.source.bytes, limit: settings.configuration.maxFileSize) {
            reportRefusal("\(document.path): \(refusal)")
            // Never parsed: an empty tree, so hover and code actions find nothing to work on either.
            let analysis = Analysis(
                uri: uri, version: document.version, configGeneration: generation, source: document.source,
                tree: LintEngine.parse(SourceText(bytes: [])), findings: .none, settings: settings)
            store.withLock { if store.unsafeDocument(uri)?.version == document.version { store.unsafeStore(analysis) } }
            return analysis
        }
        let parse = document.parse()
        // The last analysis of this document (an older version): its unchanged statements are not walked again.
        let previous = store.withLock { store.unsafeAnalysis(uri)?.statements }
        let findings = settings.includes(document.path)
            ? LintEngine.lint(document.source, path: Linter.enginePath(document.path, settings: settings), settings: settings, tree: parse.tree, reusing: previous) : .none
        // Only documents being typed in keep their syntax tree (for the next incremental parse and for
        // hover); a document that was only opened keeps its text and findings, so a thousand open
        // files do not hold a thousand trees.
        let analysis = Analysis(
            uri: uri, version: document.version, configGeneration: generation, source: document.source,
            tree: document.edited ? parse.tree : nil, findings: findings, settings: settings)
        let rebase = store.withLock { () -> Int? in
            let recorded = document.edited ? store.unsafeRecordParse(parse, of: document) : nil
            if store.unsafeDocument(uri)?.version == document.version { store.unsafeStore(analysis) }
            guard let recorded, recorded.baseChainLength >= Document.backgroundRebaseChain else { return nil }
            return store.unsafeBeginRebase(uri, generation: recorded.baseGeneration)
        }
        if let rebase { rebaseInBackground(uri, token: rebase, text: document.source) }
        return analysis
    }

    /// Parses `text` (the base just recorded) from scratch off the edit path and rebases the
    /// document's incremental chain on it (see `Document.backgroundRebaseChain`). Only the text is
    /// captured, so the old chain is not kept alive by the queued work.
    func rebaseInBackground(_ uri: String, token: Int, text: SourceText) {
        rebaseQueue.async { [weak self] in
            let fresh = Document.parseFromScratch(text)
            guard let self else { return }
            store.withLock { _ = store.unsafeRebase(uri, token: token, on: fresh) }
        }
    }
}

extension Server {
    /// Logs why a document or file is not linted; the first time, the user also sees it.
    func reportRefusal(_ message: String) {
        logger.warning("not linting \(message)")
        guard locked({ reportedRefusals.insert(message).inserted }) else { return }
        showMessage(.warning, "themelint: \(message)")
    }
}

extension DocumentStore {
    /// `close` for callers already inside `withLock`.
    func close(uriUnlocked uri: String) {
        unsafeRemove(uri)
    }
}
