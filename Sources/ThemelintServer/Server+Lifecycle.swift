// Server+Lifecycle owns the handshake and teardown: `initialize` (client capabilities, position
// encoding, workspace folders, initializationOptions), `initialized` (dynamic registration of the
// config watcher), `shutdown`, and workspace-folder changes.

import ThemelintCore
import ThemelintJSON

extension Server {
    func initialize(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        let params = Params(raw)
        _ = try params.object()
        if params["capabilities"].exists { _ = try params["capabilities"].object() }
        if params["processId"].exists { _ = try params["processId"].int() }

        let client = ClientCapabilities(params["capabilities"].json)
        var folders: [String] = []
        if let list = params["workspaceFolders"].json?.arrayValue {
            for item in list {
                guard let uri = item["uri"]?.stringValue else { throw .invalidParams("params.workspaceFolders: each folder needs a \"uri\" string") }
                if let path = try? DocumentURI.path(fromURI: uri) { folders.append(path) } else { logger.warning("ignoring workspace folder \(uri): not a file:// URI") }
            }
        } else if let uri = params["rootUri"].optionalString {
            if let path = try? DocumentURI.path(fromURI: uri) { folders.append(path) }
        } else if let path = params["rootPath"].optionalString {
            folders.append(path)
        }
        var settings = ServerSettings()
        settings.logLevel = options.logLevel
        let problems = settings.update(from: params["initializationOptions"].json)
        let encoding = client.negotiatedEncoding()
        locked {
            self.client = client
            self.encoding = encoding
            self.workspaceFolders = folders
        }
        apply(settings)
        for problem in problems { logger.warning("initializationOptions: \(problem)") }
        dispatcher.state = .running
        logger.info("initialized: encoding \(encoding.rawValue), \(client.pullDiagnostics ? "pull" : "push") diagnostics, folders \(folders)")
        return .result([
            "capabilities": ServerCapabilities.json(encoding: encoding, client: client),
            "serverInfo": ["name": "themelint", "version": .string(options.version)],
        ])
    }

    func initialized(_ params: JSON?) {
        let (dynamic, configPath) = locked { (client.watchedFilesDynamicRegistration, settings.configPath) }
        guard dynamic else { return }
        // Config files, the files token discovery reads (theme sources and asset-catalog colour sets),
        // and the build files that declare deployment targets (Package.swift and Project.swift are *.swift).
        var watchers: [JSON] = [
            ["globPattern": "**/.themelint.json"], ["globPattern": "**/*.swift"], ["globPattern": "**/*.colorset/Contents.json"],
            ["globPattern": "**/project.pbxproj"], ["globPattern": "**/*.xcconfig"], ["globPattern": "**/project.{yml,yaml}"],
        ]
        if let configPath { watchers.append(["globPattern": .string(resolve(configPath))]) }
        request("client/registerCapability", [
            "registrations": [[
                "id": "themelint-config-watcher", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(watchers)],
            ]],
        ]) { [logger] result in
            if case .failure(let error) = result { logger.warning("the client refused the config file watcher: \(error)") }
        }
    }

    func shutdown(_ context: RequestContext, _ params: JSON?) throws(ResponseError) -> RequestOutcome {
        locked { shutdownRequested = true }
        dispatcher.state = .shutDown
        scheduler.cancelAll()
        releaseParkedScans()
        return .result(.null)
    }

    func didChangeWorkspaceFolders(_ raw: JSON?) {
        let event = Params(raw)["event"]
        let added = (event["added"].json?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }.compactMap { try? DocumentURI.path(fromURI: $0) }
        let removed = Set((event["removed"].json?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }.compactMap { try? DocumentURI.path(fromURI: $0) })
        locked {
            workspaceFolders.removeAll { removed.contains($0) }
            for folder in added where !workspaceFolders.contains(folder) { workspaceFolders.append(folder) }
            project.nameRoots(added)
        }
    }

    /// A settings path relative to the first workspace folder.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = locked { workspaceFolders.first } ?? FilePaths.currentDirectory
        return FilePaths.resolve(path, relativeTo: base)
    }
}
