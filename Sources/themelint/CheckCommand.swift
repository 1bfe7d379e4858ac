import ArgumentParser
import Foundation
import ThemelintCore
import ThemelintReporters

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint Swift files and directories (the default command).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Files or directories to lint; directories are searched recursively. Default: the current directory.")
    var paths: [String] = []

    @Option(help: "Output format: text or json.")
    var format: Format = .text

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

    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix, also apply fixes that may change behaviour.")
    var unsafeFixes = false

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the result cache.")
    var noCache = false

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

    func run() throws {
        var overrides: [Platform: Version] = [:]
        for assignment in deploymentTargets {
            guard let (platform, version) = DeploymentTarget.parseAssignment(assignment) else {
                throw fail("--deployment-target: expected PLATFORM=VERSION such as iOS=15.0, got \"\(assignment)\"")
            }
            overrides[platform] = version
        }
        guard jobs > 0 else { throw fail("--jobs must be at least 1") }
        if unsafeFixes && !fix { throw fail("--unsafe-fixes needs --fix") }
        let selection = RuleSelection(select: try ruleList(select, option: "select"), ignore: try ruleList(ignore, option: "ignore") ?? [])
        if let config, !FileIO.exists(config) { throw fail("\(config): config file not found") }
        let project = ProjectSettings(configPath: config, deploymentOverride: overrides, selection: selection)

        let targets = paths.isEmpty ? ["."] : paths
        for path in targets where !FileIO.exists(path) { throw fail("\(path): no such file or directory") }
        let request = LintRequest(paths: targets, jobs: jobs, fix: fix ? (unsafeFixes ? .all : .safe) : .none)
        let results = Linter.run(request, project: project)

        var hadError = false
        for result in results {
            if let error = result.error {
                FileHandle.standardError.write(Data("themelint: \(error)\n".utf8))
                hadError = true
            }
            if let bytes = result.fixedBytes {
                do { try FileIO.writeAtomically(bytes, to: result.path) } catch {
                    FileHandle.standardError.write(Data("themelint: \(error)\n".utf8))
                    hadError = true
                }
            }
        }
        let report = LintReport(files: results.filter { $0.error == nil })
        let output: String
        switch format {
        case .text: output = TextReporter(useColor: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil).render(report)
        case .json: output = JSONReporter().render(report)
        }
        // After an error, "All checks passed" would be a lie; findings and JSON are still worth printing.
        if !hadError || report.diagnosticCount > 0 || format == .json {
            FileHandle.standardOutput.write(Data(output.utf8))
        }
        if hadError { throw ExitCode(2) }
        let failing = strict ? report.diagnosticCount : report.count(.error)
        if failing > 0 { throw ExitCode(1) }
    }
}
