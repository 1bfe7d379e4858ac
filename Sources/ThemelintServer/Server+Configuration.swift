// Server+Configuration owns where settings come from and what happens when they change:
// editor settings (initializationOptions, didChangeConfiguration), edits to `.themelint.json` and to
// the build files that declare deployment targets, seen through didChangeWatchedFiles or didSave,
// and the rule that a broken config is reported with window/showMessage while the last good one
// stays in force.

import ThemelintCore
import ThemelintJSON

extension Server {
    /// Installs new editor settings; rebuilds the project settings when they affect linting.
    func apply(_ new: ServerSettings) {
        let resolvedConfigPath = new.configPath.map(resolve)  // before taking the lock: resolve takes it too
        let changed: Bool = locked {
            let old = settings
            settings = new
            let affectsLint = old.configPath != new.configPath || old.selection != new.selection || configGeneration == 0
            if affectsLint {
                project = ProjectSettings(configPath: resolvedConfigPath, selection: new.selection)
                project.nameRoots(workspaceFolders)
                configGeneration += 1
                reportedConfigErrors = []
            }
            return affectsLint
        }
        logger.configure(level: new.logLevel, clientSink: new.logToClient ? { [weak self] level, message in
            self?.notify("window/logMessage", ["type": JSON(level.messageType), "message": .string(message)])
        } : nil)
        if changed, let path = resolvedConfigPath {
            do { _ = try Configuration.load(path: path, knownRules: RuleCatalog.ids) } catch {
                reportConfigError(error)
            }
        }
        if changed { relintOpenDocuments() }
    }

    func didChangeConfiguration(_ raw: JSON?) {
        var settings = locked { self.settings }
        let problems = settings.update(from: raw?["settings"])
        for problem in problems {
            logger.warning("settings: \(problem)")
        }
        if !problems.isEmpty { showMessage(.warning, "themelint settings: " + problems.joined(separator: "; ")) }
        apply(settings)
    }

    func didChangeWatchedFiles(_ raw: JSON?) {
        var changed: [(String, deleted: Bool)] = []
        for change in Params(raw)["changes"].json?.arrayValue ?? [] {
            guard let uri = change["uri"]?.stringValue, let path = try? DocumentURI.path(fromURI: uri) else { continue }
            changed.append((path, deleted: change["type"]?.intValue == 3))
        }
        let configPath = locked { settings.configPath }.map(resolve)
        // Only config files: a client with a broad watcher must not get package.json validated as a config.
        let relevant = changed.filter { FilePaths.fileName($0.0) == ".themelint.json" || $0.0 == configPath }
        if !relevant.isEmpty { configFilesChanged(relevant) }
        buildFilesChanged(changed.map(\.0))
        sourcesChanged(changed.filter { !relevant.map(\.0).contains($0.0) }.map(\.0))
    }

    /// A Package.swift, Xcode project, .xcconfig, project.yml or Project.swift may declare another
    /// deployment target: targets are read again and open documents re-linted.
    func buildFilesChanged(_ paths: [String]) {
        let files = paths.filter(BuildManifests.isBuildFile)
        guard !files.isEmpty else { return }
        let project = locked {
            configGeneration += 1
            return self.project
        }
        project.invalidateDeploymentTargets()
        store.invalidateAnalyses()
        logger.info("deployment targets re-read after changes to \(files)")
        relintOpenDocuments()
    }

    /// Validates changed config files; only when all of them load is the cache dropped and every open document re-linted.
    func configFilesChanged(_ files: [(String, deleted: Bool)]) {
        for (path, deleted) in files where !deleted {
            do {
                _ = try Configuration.load(path: path, knownRules: RuleCatalog.ids)
            } catch {
                logger.error("config not reloaded: \(error)")
                showMessage(.error, "themelint: \(error) (keeping the last good configuration)")
                return
            }
        }
        let project = locked {
            configGeneration += 1
            reportedConfigErrors = []
            return self.project
        }
        project.invalidate()
        store.invalidateAnalyses()
        logger.info("configuration reloaded after changes to \(files.map(\.0))")
        relintOpenDocuments()
    }

    /// Settings for a file. A broken config is reported once and the file keeps its last good settings.
    func fileSettings(for path: String) -> FileSettings {
        let (project, selection) = locked { (self.project, settings.selection) }
        do {
            let settings = try project.settings(forFile: path)
            locked { lastGoodSettings[path] = settings }
            return settings
        } catch {
            reportConfigError(error)
            if let last = locked({ lastGoodSettings[path] }) { return last }
            return FileSettings(
                configuration: .defaults(root: FilePaths.directory(of: path)), deploymentTarget: .fallback, selection: selection)
        }
    }

    func reportConfigError(_ error: ConfigError) {
        let first = locked { reportedConfigErrors.insert(error.description).inserted }
        guard first else { return }
        logger.error("config error: \(error)")
        showMessage(.error, "themelint: \(error) (keeping the last good configuration)")
    }
}
