// Server+Diagnostics owns pulled diagnostics: `textDocument/diagnostic` (resultId, unchanged
// reports) and `workspace/diagnostic` over every Swift file in the workspace folders, with
// work-done progress ($/progress begin/report/end) and cancellation between files. A workspace
// request that would report nothing new is held open (long-polled) until a document or the
// configuration changes, so clients that re-ask at once do not rescan the workspace in a loop.

import Dispatch
import ThemelintCore
import ThemelintJSON

extension Server {
    func documentDiagnostic(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        let params = Params(raw)
        let uri = try params.documentURI()
        let previous = params["previousResultId"].optionalString
        requestQueue.async { [unowned self] in
            guard !context.isCancelled else { return context.reply(.failure(.cancelled)) }
            let converter = self.converter
            if let analysis = analysis(for: uri) {
                if previous == analysis.resultID {
                    return context.reply(.success(["kind": "unchanged", "resultId": .string(analysis.resultID)]))
                }
                let items = JSON.array(analysis.diagnostics.map { converter.diagnostic($0, in: analysis.source) })
                return context.reply(.success(["kind": "full", "resultId": .string(analysis.resultID), "items": items]))
            }
            // Not open: the file on disk.
            guard let path = try? DocumentURI.path(fromURI: uri), let report = diskReport(path: path, uri: uri, previous: previous, converter: converter) else {
                return context.reply(.success(["kind": "full", "items": []]))
            }
            context.reply(.success(report))
        }
        return .deferred
    }

    /// A report for a file that is not open, or nil when it cannot be read or is excluded.
    func diskReport(path: String, uri: String, previous: String?, converter: LSPConverter) -> JSON? {
        let settings = fileSettings(for: path)
        guard settings.includes(path) else { return nil }
        let bytes: [UInt8]
        do { bytes = try FileIO.readSource(path, limit: settings.configuration.maxFileSize) } catch {
            // A file deleted since the scan listed it is only logged; anything else is shown once.
            if case .unreadable = error { logger.info("not linting \(path): \(error)") } else { reportRefusal("\(path): \(error)") }
            return nil
        }
        let resultID = "disk.\(locked { configGeneration }).\(ContentDigest(bytes).hex)"
        if previous == resultID { return ["kind": "unchanged", "uri": .string(uri), "version": .null, "resultId": .string(resultID)] }
        let source = SourceText(bytes: bytes)
        let diagnostics = LintEngine.lint(source, path: Linter.enginePath(path, settings: settings), settings: settings)
        return [
            "kind": "full", "uri": .string(uri), "version": .null, "resultId": .string(resultID),
            "items": .array(diagnostics.map { converter.diagnostic($0, in: source) }),
        ]
    }

    func workspaceDiagnostic(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        let params = Params(raw)
        var previous: [String: String] = [:]
        if params["previousResultIds"].exists {
            for item in try params["previousResultIds"].array() {
                previous[try item["uri"].string()] = try item["value"].string()
            }
        }
        let token = params["workDoneToken"].json.flatMap { $0.isNull ? JSON?.none : $0 }
        if let token {
            requestQueue.async { [unowned self, previous] in scanWorkspace(context, previous: previous, token: token) }
        } else if locked({ client.workDoneProgress }) {
            let created = JSON.string("themelint-workspace-\(context.id)")
            request("window/workDoneProgress/create", ["token": created]) { [unowned self, previous] result in
                let token: JSON? = (try? result.get()) != nil ? created : nil
                requestQueue.async { [unowned self, previous] in scanWorkspace(context, previous: previous, token: token) }
            }
        } else {
            requestQueue.async { [unowned self, previous] in scanWorkspace(context, previous: previous, token: nil) }
        }
        return .deferred
    }

    func scanWorkspace(_ context: RequestContext, previous: [String: String], token: JSON?, mayPark: Bool = true) {
        func progress(_ value: JSON) {
            if let token { notify("$/progress", ["token": token, "value": value]) }
        }
        let (folders, changesAtStart) = locked { (workspaceFolders, workspaceChanges) }
        let open = store.all
        let openByPath = Dictionary(open.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [String] = []
        var seen = Set<String>()
        for folder in folders {
            for file in SourceDiscovery.swiftFiles(under: folder) {
                let absolute = FilePaths.absolute(file)
                if seen.insert(absolute).inserted { files.append(absolute) }
            }
        }
        for document in open where seen.insert(document.path).inserted { files.append(document.path) }

        progress(["kind": "begin", "title": "themelint", "message": .string("Linting \(files.count) Swift files"), "percentage": 0, "cancellable": false])
        let converter = self.converter
        // The result is assembled as JSON text, each file's report serialised where it was made: as
        // one tree, a report of 150,000 findings took over a gigabyte.
        var body = Array(#"{"items":["#.utf8)
        var itemCount = 0
        var allUnchanged = true
        func append(_ item: [UInt8]) {
            if itemCount > 0 { body.append(UInt8(ascii: ",")) }
            itemCount += 1
            body.append(contentsOf: item)
        }
        func append(_ item: JSON) { append(Array(item.serialized(.compact).utf8)) }
        var lastPercent = 0
        // Files on disk are linted on every core, a batch at a time; between batches the request can be
        // cancelled and progress reported. Open documents answer from their analysis, in order.
        let batchSize = 64
        for batchStart in stride(from: 0, to: files.count, by: batchSize) {
            if context.isCancelled {
                progress(["kind": "end", "message": "Cancelled"])
                return context.reply(.failure(.cancelled))
            }
            let batch = Array(files[batchStart..<min(batchStart + batchSize, files.count)])
            var reports = [(text: [UInt8], unchanged: Bool)?](repeating: nil, count: batch.count)
            reports.withUnsafeMutableBufferPointer { buffer in
                let slots = UnsafeMutableSendableBuffer(buffer)
                DispatchQueue.concurrentPerform(iterations: batch.count) { [unowned self] index in
                    guard openByPath[batch[index]] == nil else { return }
                    let uri = DocumentURI.uri(fromPath: batch[index])
                    guard let report = diskReport(path: batch[index], uri: uri, previous: previous[uri], converter: converter) else { return }
                    slots.buffer[index] = (Array(report.serialized(.compact).utf8), report["kind"]?.stringValue == "unchanged")
                }
            }
            for (path, report) in zip(batch, reports) {
                if let document = openByPath[path], let analysis = analysis(for: document.uri) {
                    if previous[document.uri] == analysis.resultID {
                        append(["kind": "unchanged", "uri": .string(document.uri), "version": JSON(analysis.version), "resultId": .string(analysis.resultID)])
                    } else {
                        allUnchanged = false
                        append([
                            "kind": "full", "uri": .string(document.uri), "version": JSON(analysis.version), "resultId": .string(analysis.resultID),
                            "items": .array(analysis.diagnostics.map { converter.diagnostic($0, in: analysis.source) }),
                        ])
                    }
                } else if let report {
                    allUnchanged = allUnchanged && report.unchanged
                    append(report.text)
                }
            }
            let done = batchStart + batch.count
            let percent = done * 100 / max(files.count, 1)
            if percent >= lastPercent + 10 || done == files.count {
                lastPercent = percent
                progress(["kind": "report", "message": .string("\(done)/\(files.count) files"), "percentage": JSON(percent)])
            }
        }
        body.append(contentsOf: "]}".utf8)
        // The park decision comes before the progress ends, so a change seen after "end" always wakes it.
        if mayPark, !previous.isEmpty, allUnchanged {
            // Parked only if nothing changed while scanning; otherwise that change's wake-up was missed.
            let parked: Bool = locked {
                guard workspaceChanges == changesAtStart else { return false }
                parkedWorkspaceScans[context.id] = (context, previous)
                return true
            }
            if parked {
                progress(["kind": "end", "message": .string("Linted \(files.count) files; nothing new")])
                logger.debug("workspace/diagnostic \(context.id): nothing new; held until something changes")
                return
            }
        }
        progress(["kind": "end", "message": .string("Linted \(files.count) files")])
        context.reply(serializedResult: body)
        // The report of a whole workspace is built in memory; do not keep its pages for the daemon's lifetime.
        body = []
        Memory.returnFreePages()
    }

    /// Re-runs held workspace requests (debounced): something they report on may have changed.
    func wakeWorkspaceScans() {
        let idle: Bool = locked {
            workspaceChanges += 1
            return parkedWorkspaceScans.isEmpty
        }
        guard !idle else { return }
        scheduler.schedule("$/workspace-diagnostic", afterMilliseconds: locked { settings.debounceMilliseconds } * 2) { [unowned self] in
            let parked = locked {
                defer { parkedWorkspaceScans.removeAll() }
                return Array(parkedWorkspaceScans.values)
            }
            for (context, previous) in parked {
                requestQueue.async { [unowned self] in scanWorkspace(context, previous: previous, token: nil, mayPark: false) }
            }
        }
    }

    /// A held workspace request named by $/cancelRequest is answered at once.
    func cancelParkedScan(_ id: RequestID) {
        guard let (context, _) = locked({ parkedWorkspaceScans.removeValue(forKey: id) }) else { return }
        context.reply(.failure(.cancelled))
    }

    /// At shutdown every held request gets an (empty) answer.
    func releaseParkedScans() {
        let parked = locked {
            defer { parkedWorkspaceScans.removeAll() }
            return Array(parkedWorkspaceScans.values)
        }
        for (context, _) in parked { context.reply(.success(["items": []])) }
    }
}
