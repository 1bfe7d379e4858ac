import ArgumentParser
import Foundation
import ThemelintCore
import ThemelintReporters

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint Swift files and directories (the default command).")

    static let formats = ["text", "json", "sarif", "junit", "checkstyle", "github", "gitlab"]

    @Argument(help: "Files or directories to lint; directories are searched recursively. `-` reads stdin. Default: the current directory.")
    var paths: [String] = []

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format: \(Check.formats.joined(separator: ", ")). Repeatable as NAME:FILE to write several reports in one run.",
        valueName: "name[:file]"))
    var formats: [String] = []

    @Option(help: "Write the report to this file instead of stdout.")
    var output: String?

    @Option(help: "Use this config file instead of discovering .themelint.json.")
    var config: String?

    @Flag(help: "Exit 1 on any finding, not only on errors.")
    var strict = false

    @Option(help: "Only run these rules (comma-separated ids).")
    var select: String?

    @Option(help: "Do not run these rules (comma-separated ids).")
    var ignore: String?

    @Option(name: .customLong("deployment-target"), help: "Override the deployment target, e.g. iOS=15.0 (repeatable, one per platform).")
    var deploymentTargets: [String] = []

    @Flag(help: "Apply safe fixes in place (atomically; refused if the result would not parse).")
    var fix = false

    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff, also apply fixes that may change behaviour.")
    var unsafeFixes = false

    @Flag(help: "Print a unified diff of the fixes instead of writing them; exit 1 when there would be changes.")
    var diff = false

    @Option(name: .customLong("stdin-filename"), help: "With `-`: the path stdin stands for (config discovery, exclusion, reporting).")
    var stdinFilename: String?

    @Option(name: .customLong("diff-base"), help: "Report only findings on lines added or changed since this git ref.")
    var diffBase: String?

    @Option(name: .customLong("baseline"), help: "Report only findings that are not recorded in this baseline file.")
    var baselinePath: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this baseline file and exit 0.")
    var writeBaselinePath: String?

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the result cache.")
    var noCache = false

    @Option(name: .customLong("cache-path"), help: "Cache directory (default: .themelint-cache at the project root).")
    var cachePath: String?

    @Flag(help: "Print the number of findings per rule instead of each finding (text format).")
    var statistics = false

    @Option(help: "Number of files linted in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func ruleList(_ text: String?, option: String) throws -> Set<String>? {
        guard let text else { return nil }
        let ids = Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        if let unknown = ids.subtracting(RuleCatalog.ids).sorted().first {
            throw fail("--\(option): unknown rule \"\(unknown)\" (run `themelint rules` for the list)")
        }
        return ids
    }

    /// (format, destination file or nil for stdout), validated.
    func reportTargets() throws -> [(String, String?)] {
        var targets: [(String, String?)] = []
        for spec in formats.isEmpty ? ["text"] : formats {
            let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
            guard let name = parts.first, Check.formats.contains(name) else {
                throw fail("--format: unknown format \"\(spec)\" (expected one of \(Check.formats.joined(separator: ", ")), optionally NAME:FILE)")
            }
            targets.append((name, parts.count > 1 ? parts[1] : nil))
        }
        if let output {
            guard let index = targets.firstIndex(where: { $0.1 == nil }) else { throw fail("--output: every --format already names its file") }
            targets[index].1 = output
        }
        if targets.filter({ $0.1 == nil }).count > 1 { throw fail("--format: only one report can go to stdout; give the others a file (NAME:FILE)") }
        return targets
    }

    func reporter(_ name: String) -> any Reporter {
        switch name {
        case "json": return JSONReporter()
        case "sarif": return SARIFReporter(sourceRoot: FilePaths.currentDirectory, toolVersion: themelintVersion)
        case "junit": return JUnitReporter()
        case "checkstyle": return CheckstyleReporter()
        case "github": return GitHubReporter()
        case "gitlab": return GitLabReporter()
        default:
            return TextReporter(useColor: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        }
    }

    func run() throws {
        var overrides: [Platform: Version] = [:]
        for assignment in deploymentTargets {
            guard let (platform, version) = DeploymentTarget.parseAssignment(assignment) else {
                throw fail("--deployment-target: expected PLATFORM=VERSION such as iOS=15.0, got \"\(assignment)\"")
            }
            overrides[platform] = version
        }
        guard jobs > 0 else { throw fail("--jobs must be at least 1") }
        if unsafeFixes && !fix && !diff { throw fail("--unsafe-fixes needs --fix or --diff") }
        let targets = try reportTargets()
        let selection = RuleSelection(select: try ruleList(select, option: "select"), ignore: try ruleList(ignore, option: "ignore") ?? [])
        if let config, !FileIO.exists(config) { throw fail("\(config): config file not found") }
        let project = ProjectSettings(configPath: config, deploymentOverride: overrides, selection: selection)
        let fixMode: LintRequest.FixMode = (fix || diff) ? (unsafeFixes ? .all : .safe) : .none

        let readsStdin = paths == ["-"]
        if paths.contains("-") && !readsStdin { throw fail("`-` (stdin) cannot be combined with other paths") }
        if stdinFilename != nil && !readsStdin { throw fail("--stdin-filename needs `-` as the path") }

        var results: [FileResult]
        if readsStdin {
            let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            let name = stdinFilename ?? "<stdin>.swift"
            let absolute = FilePaths.absolute(name)
            let settings: FileSettings
            do { settings = try project.settings(forFile: absolute) } catch { throw fail(error.description) }
            guard settings.includes(absolute) else {
                // Excluded by config: echo the source unchanged when fixing, so editors and hooks lose nothing.
                if fix { FileHandle.standardOutput.write(Data(bytes)) }
                return
            }
            if let refusal = FileIO.sourceProblem(in: bytes, limit: settings.configuration.maxFileSize) {
                // Not linted; a fixing hook still gets its input back unchanged.
                if fix { FileHandle.standardOutput.write(Data(bytes)) }
                throw fail("\(name): \(refusal)")
            }
            results = [Linter.lint(bytes: bytes, path: name, absolutePath: absolute, settings: settings, fix: fixMode)]
        } else {
            let roots = paths.isEmpty ? ["."] : paths
            for path in roots { if let reason = FileIO.missingReason(path) { throw fail("\(path): \(reason)") } }
            project.nameRoots(roots)
            var request = LintRequest(paths: roots, jobs: jobs, fix: fixMode)
            request.followsEdits = false
            if !noCache {
                request.cache = ResultCache(
                    directory: cachePath ?? ResultCache.defaultDirectory(from: FilePaths.currentDirectory), toolVersion: themelintVersion)
            }
            let progress = ProgressBar.ifInteractive()
            if let progress {
                request.progress = { done, total in progress.update(done: done, total: total) }
            }
            results = Linter.run(request, project: project)
            progress?.finish()
        }

        var hadError = false
        for result in results {
            if let error = result.error {
                FileHandle.standardError.write(Data("themelint: \(error)\n".utf8))
                hadError = true
            }
        }

        // --diff shows what --fix would write, and writes nothing.
        if diff {
            var changed = false
            for result in results {
                guard let bytes = result.fixedBytes, let original = result.originalSource else { continue }
                changed = true
                FileHandle.standardOutput.write(Data(UnifiedDiff.make(old: original.text, new: String(decoding: bytes, as: UTF8.self), path: result.path).utf8))
            }
            if hadError { throw ExitCode(2) }
            throw ExitCode(changed ? 1 : 0)
        }

        if fix {
            if readsStdin {
                // The fixed source goes to stdout; the report of what is left goes to stderr.
                let result = results[0]
                FileHandle.standardOutput.write(Data((result.fixedBytes ?? result.source?.bytes ?? []) ))
                let report = LintReport(files: results)
                FileHandle.standardError.write(Data(TextReporter(useColor: false).render(report).utf8))
                throw ExitCode(exitStatus(report))
            }
            for result in results {
                guard let bytes = result.fixedBytes, let original = result.originalSource else { continue }
                do { try FileIO.replaceContents(of: result.path, expecting: original.bytes, with: bytes) } catch {
                    FileHandle.standardError.write(Data("themelint: \(error)\n".utf8))
                    hadError = true
                }
            }
        }

        var kept = results.filter { $0.error == nil }
        if let writeBaselinePath {
            let baseline = Baseline.from(kept, directory: FilePaths.directory(of: FilePaths.absolute(writeBaselinePath)))
            do { try FileIO.writeAtomically(Array(baseline.serialized().utf8), to: writeBaselinePath) } catch { throw fail("\(error)") }
            FileHandle.standardError.write(Data("themelint: recorded \(baseline.entries.count) findings in \(writeBaselinePath)\n".utf8))
            throw ExitCode(hadError ? 2 : 0)
        }
        if let baselinePath {
            let baseline: Baseline
            do { baseline = try Baseline.load(path: baselinePath) } catch { throw fail(error.description) }
            kept = kept.map(baseline.filter)
        }
        if let diffBase {
            let changes: GitChanges
            do { changes = try GitChanges.since(diffBase, in: FilePaths.currentDirectory) } catch { throw fail(error.description) }
            kept = kept.map(changes.filter)
        }

        let report = LintReport(files: kept)
        for (format, destination) in targets {
            let reporter: any Reporter = format == "text" && statistics ? StatisticsReporter() : reporter(format)
            if let destination {
                _ = FileIO.makeDirectories(FilePaths.directory(of: FilePaths.absolute(destination)))
                do {
                    let file = try FileIO.AtomicFile(path: destination)
                    let stream = ReportStream { bytes throws(FileIO.WriteError) in try file.write(bytes) }
                    reporter.write(report, to: stream)
                    try stream.finish()
                    try file.commit()
                } catch { throw fail("\(error)") }
            } else if !hadError || report.diagnosticCount > 0 || format != "text" {
                // After an error, "All checks passed" would be a lie; findings and machine formats still print.
                // A failed write to stdout (a reader that went away) is not an error of the lint.
                let stream = ReportStream { bytes in _ = FileIO.writeAll(bytes, to: STDOUT_FILENO) }
                reporter.write(report, to: stream)
                if format == "text", let last = stream.lastByte, last != UInt8(ascii: "\n") { stream.write("\n") }
                try? stream.finish()
            }
        }
        keptUntilExit = [results, report, project]
        if hadError { throw ExitCode(2) }
        throw ExitCode(exitStatus(report))
    }

    func exitStatus(_ report: LintReport) -> Int32 {
        (strict ? report.diagnosticCount : report.count(.error)) > 0 ? 1 : 0
    }
}

/// A one-line progress bar on stderr, drawn only for interactive runs that take a moment.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    static func ifInteractive() -> ProgressBar? {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil ? ProgressBar() : nil
    }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        // Quiet for the first half second, then at most ten redraws a second.
        guard now.timeIntervalSince(started) > 0.5, now.timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
        lastDraw = now
        drawn = true
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) files".utf8))
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}

/// What a run built, kept until the process exits: freeing 100,000 findings and the discovery
/// tables one by one took longer than the exit that returns all of it at once.
nonisolated(unsafe) private var keptUntilExit: [Any] = []
