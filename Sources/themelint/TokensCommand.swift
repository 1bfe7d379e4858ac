// `themelint tokens [PATH] [--format json]`: prints the design system discovery found for the
// project PATH belongs to (colour tokens with light/dark values, accessor and origin file:line;
// the padding and spacing scales; compatibility helpers; conflicts), merged with the config, and
// the deployment target the compat rules check against.

import ArgumentParser
import Foundation
import ThemelintCore
import ThemelintJSON

struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the design-system tokens discovered in a project.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A file or directory of the project (default: the current directory).")
    var path: String = "."

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(help: "Use this config file instead of discovering .themelint.json.")
    var config: String?

    func run() throws {
        guard FileIO.exists(path) else { throw fail("\(path): no such file or directory") }
        let project = ProjectSettings(configPath: config)
        project.nameRoots([path])
        let absolute = FilePaths.absolute(path)
        let probe = FileIO.isDirectory(absolute) ? absolute + "/.themelint-probe.swift" : absolute
        let settings: FileSettings
        do { settings = try project.settings(forFile: probe) } catch { throw fail(error.description) }
        let discovered = project.discoveredTokens(forFile: absolute)
        let configuration = settings.configuration
        let root = project.discoveryRoot(forFile: absolute)
        let target = settings.deploymentTarget
        let targets = FileIO.isDirectory(absolute) ? Self.targetsOfSources(under: absolute, project: project) : []
        let output = format == .json
            ? json(configuration, discovered: discovered, root: root, target: target, targets: targets).serialized(.pretty) + "\n"
            : text(configuration, discovered: discovered, root: root, target: target, targets: targets)
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    func origin(_ token: ColorToken) -> String {
        token.provider == "config" ? FilePaths.fileName(token.origin) : token.location
    }

    /// The deployment targets `check` would use for the Swift files below `directory`, with how many
    /// files each, when they are not all the directory's own: a repository whose Xcode project or
    /// package sits in a subfolder (`App/App.xcodeproj`) declares its target there.
    static func targetsOfSources(under directory: String, project: ProjectSettings) -> [(target: DeploymentTarget, files: Int)] {
        var byDirectory: [String: DeploymentTarget] = [:]
        var counts: [(target: DeploymentTarget, files: Int)] = []
        for file in SourceDiscovery.swiftFiles(under: directory) {
            let folder = FilePaths.directory(of: FilePaths.absolute(file))
            if byDirectory[folder] == nil { byDirectory[folder] = (try? project.settings(forFile: file))?.deploymentTarget }
            guard let target = byDirectory[folder] else { continue }
            if let index = counts.firstIndex(where: { $0.target == target }) { counts[index].files += 1 } else { counts.append((target, 1)) }
        }
        return counts.sorted { $0.files > $1.files }
    }

    static func basis(_ target: DeploymentTarget) -> String { target.isInferred ? "inferred" : target.isAssumed ? "assumed" : "declared" }

    func json(
        _ configuration: Configuration, discovered: DiscoveredTokens, root: String, target: DeploymentTarget,
        targets: [(target: DeploymentTarget, files: Int)]
    ) -> JSON {
        func described(_ target: DeploymentTarget) -> [(String, JSON)] {
            [
                ("versions", .object(JSONObject(target.versions.keys.sorted().map { ($0.rawValue, .string(target.versions[$0]!.description)) }))),
                ("origin", .string(target.origin)),
                // "declared", "inferred" (from an API the code uses unguarded: `origin`) or "assumed".
                ("basis", .string(Self.basis(target))),
            ]
        }
        let colors: [JSON] = configuration.colors.tokens.map { token in
            .object(JSONObject([
                ("name", .string(token.name)), ("accessor", .string(token.accessor)),
                ("light", .string(token.light.hexString)), ("dark", token.dark.map { .string($0.hexString) } ?? .null),
                ("origin", .string(origin(token))), ("provider", .string(token.provider)), ("usage", JSON(token.usage)),
                ("environmentKey", token.environmentKey.map { .string($0) } ?? .null),
                ("modifierAccessor", token.modifierAccessor.map { .string($0) } ?? .null),
            ]))
        }
        func scale(_ scale: DimensionScale) -> JSON {
            .object(JSONObject([
                ("accessor", .string(scale.accessorTemplate)),
                ("steps", .object(JSONObject(scale.steps.map { ($0.name, .double($0.value)) }))),
                ("overloadedCalls", .array(scale.overloadedCalls.sorted().map { .string($0) })),
            ]))
        }
        let wrappers: [JSON] = discovered.wrappers.map { wrapper in
            .object(JSONObject([
                ("kind", .string(wrapper.kind.rawValue)), ("name", .string(wrapper.name)), ("use", .string(wrapper.spelling)),
                ("modifiers", .array(wrapper.modifiers.map { .string($0) })), ("origin", .string("\(wrapper.origin):\(wrapper.line)")),
                ("receiverType", wrapper.receiverType.map { .string($0) } ?? .null),
            ]))
        }
        let conflicts: [JSON] = discovered.conflicts.map { conflict in
            .object(JSONObject([("value", .string(conflict.value)), ("accessors", .array(conflict.accessors.map { .string($0) }))]))
        }
        return .object(JSONObject([
            ("version", JSON(1)), ("root", .string(root)), ("files", JSON(discovered.fileCount)),
            ("colors", .array(colors)), ("padding", scale(configuration.padding)), ("spacing", scale(configuration.spacing)),
            ("scaleOrigin", discovered.scaleOrigin.map { .string($0) } ?? .null),
            ("compatWrapper", .object(JSONObject([
                ("name", .string(configuration.compatWrapper.name)),
                ("supports", .array(configuration.compatWrapper.supports.sorted().map { .string($0) })),
            ]))),
            ("wrappers", .array(wrappers)), ("conflicts", .array(conflicts)),
            ("deploymentTarget", .object(JSONObject(described(target)))),
            // What `check` uses for the Swift files below PATH, most files first.
            ("sourceDeploymentTargets", .array(targets.map { .object(JSONObject(described($0.target) + [("files", JSON($0.files))])) })),
        ]))
    }

    func text(
        _ configuration: Configuration, discovered: DiscoveredTokens, root: String, target: DeploymentTarget,
        targets: [(target: DeploymentTarget, files: Int)]
    ) -> String {
        var lines = ["Design system of \(root) (\(discovered.fileCount) files read)", ""]
        let tokens = configuration.colors.tokens
        lines.append("Colours (\(tokens.count))")
        let rows = tokens.map { token -> [String] in
            [token.accessor.replacingAll("{env}", with: "<\(token.environmentKey ?? "env")>"), token.light.hexString,
             token.dark.map(\.hexString) ?? "-", origin(token), token.usage > 0 ? "\(token.usage)" : ""]
        }
        lines += table(["accessor", "light", "dark", "origin", "uses"], rows)
        lines.append("")
        for scale in [configuration.padding, configuration.spacing] {
            // Without a scale of its own the project's literals are advice only: no step is suggested.
            guard configuration.isEstablished(scale.kind) else {
                lines.append("\(scale.kind.capitalized): none found in this project (\(scale.kind) literals are reported as information)")
                continue
            }
            let steps = scale.steps.map { "\($0.name)=\(formatNumber($0.value))" }.joined(separator: " ")
            lines.append("\(scale.kind.capitalized): \(scale.accessorTemplate)  \(steps)")
            if !scale.overloadedCalls.isEmpty {
                lines.append("  (.{step} where passed straight to the project's overload of \(scale.overloadedCalls.sorted().joined(separator: ", ")))")
            }
        }
        // One origin for both scales: say which scales it is for, since it follows the Spacing line.
        if let origin = discovered.scaleOrigin {
            let scales = [configuration.padding, configuration.spacing].map(\.kind).filter(configuration.isEstablished)
            lines.append("  (\(scales.isEmpty ? "scales" : scales.joined(separator: " and ")) from \(origin))")
        }
        lines.append("")
        let wrapperStated = configuration.isEstablished("compatWrapper") ? "" : "  (built-in default: none found in this project)"
        lines.append("Compatibility wrapper: .\(configuration.compatWrapper.name)(…) supports \(configuration.compatWrapper.supports.sorted().joined(separator: ", "))\(wrapperStated)")
        for wrapper in discovered.wrappers {
            let covers = switch wrapper.kind {
            case .overload:
                if let type = wrapper.receiverType {
                    "\(type)'s own \(wrapper.name); calls it accepts on a \(type) are not SwiftUI's"
                } else {
                    "the project's own \(wrapper.name); calls it accepts are not SwiftUI's"
                }
            case .proxy: "what is called through it is the project's, not SwiftUI's"
            case .transform: "runs its closure as it is; an if #available inside the closure guards it"
            default: wrapper.modifiers.isEmpty ? "guards its closure" : wrapper.modifiers.joined(separator: ", ")
            }
            lines.append("  \(wrapper.kind.rawValue) \(wrapper.spelling): \(covers)  (\(wrapper.origin):\(wrapper.line))")
        }
        lines.append("")
        lines.append("Deployment target: \(target) (\(target.originPhrase))")
        // The Swift files below PATH may take theirs from build files in subfolders.
        if targets.contains(where: { $0.target != target }) {
            lines.append("Deployment targets of the Swift files below it, as check uses them:")
            for (other, files) in targets { lines.append("  \(other) (\(other.originPhrase)): \(files) \(files == 1 ? "file" : "files")") }
        }
        if !discovered.conflicts.isEmpty {
            lines.append("")
            lines.append("Conflicts (same value; the first is suggested)")
            for conflict in discovered.conflicts { lines.append("  \(conflict.value): \(conflict.accessors.joined(separator: ", "))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func table(_ header: [String], _ rows: [[String]]) -> [String] {
        var widths = header.map(\.count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
        return [line(header)] + rows.map(line)
    }
}
