// Per-file settings: which config governs a file (found by walking up from it), which rules
// run at which severity, and the deployment target (config, CLI, Package.swift, Xcode project).
// Lookups are cached per directory and safe to share between threads.

import Foundation
import SwiftParser
import SwiftSyntax
import ThemelintJSON

/// Rule selection from the command line or the editor, applied on top of the config.
public struct RuleSelection: Sendable, Equatable {
    public var select: Set<String>?
    public var ignore: Set<String>

    public init(select: Set<String>? = nil, ignore: Set<String> = []) {
        self.select = select
        self.ignore = ignore
    }
}

public struct FileSettings: Sendable {
    public let configuration: Configuration
    public let deploymentTarget: DeploymentTarget
    private let severities: [String: Severity]
    /// Everything that can change a file's findings, as text: the result cache keys on its digest.
    public let fingerprint: String
    let fingerprintDigest: ContentDigest

    public init(configuration: Configuration, deploymentTarget: DeploymentTarget, selection: RuleSelection = RuleSelection()) {
        self.configuration = configuration
        self.deploymentTarget = deploymentTarget
        var severities: [String: Severity] = [:]
        for rule in RuleCatalog.all {
            let setting = configuration.rules[rule.id]
            var enabled = setting?.enabled ?? true
            if let select = selection.select { enabled = select.contains(rule.id) }
            if selection.ignore.contains(rule.id) { enabled = false }
            if enabled { severities[rule.id] = setting?.severity ?? rule.defaultSeverity }
        }
        self.severities = severities
        fingerprint = Self.fingerprint(configuration, deploymentTarget, severities)
        fingerprintDigest = ContentDigest(Array(fingerprint.utf8))
    }

    /// These settings with discovered tokens merged under the config, for a file no build file gives
    /// a target: an assumed target gives way to the one the code's own APIs imply, as in `ProjectSettings`.
    public func merging(_ discovered: DiscoveredTokens, selection: RuleSelection = RuleSelection()) -> FileSettings {
        let merged = configuration.merging(discovered)
        let target = deploymentTarget.isAssumed ? merged.inferredDeploymentTarget ?? .fallback : deploymentTarget
        return FileSettings(configuration: merged, deploymentTarget: target, selection: selection)
    }

    /// Built from sorted parts, so it is the same in every process.
    private static func fingerprint(_ config: Configuration, _ deploymentTarget: DeploymentTarget, _ severities: [String: Severity]) -> String {
        var parts = [
            "target=\(deploymentTarget.description) from \(deploymentTarget.origin)",
            "rules=" + severities.keys.sorted().map { "\($0):\(severities[$0]!.rawValue)" }.joined(separator: ","),
            "options=" + config.rules.keys.sorted().map { "\($0):\(JSON.object(config.rules[$0]!.options).serialized())" }.joined(separator: ","),
            "wrapper=\(config.compatWrapper.name):\(config.compatWrapper.supports.sorted().joined(separator: ","))",
            "skip=\(config.skipPreviews),\(config.skipTests)",
        ]
        // Discovered tokens and wrappers change findings too (accessor choice, usage tie-breaks, guards).
        parts += config.colors.tokens.map { token in
            "color=\(token.name)|\(token.accessor)|\(token.light.hexString)|\(token.dark?.hexString ?? "")|"
                + "\(token.modifierAccessor ?? "")|\(token.environmentKey ?? "")|\(token.usage)"
        }
        parts += config.projectWrappers.map { wrapper in
            "wrapper=\(wrapper.kind.rawValue)|\(wrapper.name)|\(wrapper.spelling)|\(wrapper.modifiers.joined(separator: ","))|"
                + wrapper.parameters.map { "\($0.label)\($0.hasDefault ? "=" : "")\($0.takesClosure ? "{}" : "")" }.joined(separator: ",")
                + "|\(wrapper.receiverType ?? "")"
        }
        parts.append("shadowed=" + config.colors.shadowedMembers.sorted().joined(separator: ","))
        parts.append("discovery=\(config.discovery),moduledView=\(config.hasModuledView),hexAlphaFirst=\(config.hexAlphaFirst.map(String.init) ?? "-")")
        parts.append("established=" + ["padding", "spacing", "compatWrapper"].filter(config.isEstablished).joined(separator: ","))
        for scale in [config.padding, config.spacing] {
            parts.append("\(scale.kind)=\(scale.accessorTemplate)|" + scale.steps.map { "\($0.name):\($0.value)" }.joined(separator: ","))
        }
        return parts.joined(separator: "\n")
    }

    /// nil when the rule is disabled for this file.
    public func severity(of rule: String) -> Severity? { severities[rule] }
    public var enabledRules: Set<String> { Set(severities.keys) }

    /// A numeric rule option from config, else the rule file's default.
    public func option(_ name: String, of rule: String) -> Double? {
        configuration.rules[rule]?.options[name]?.doubleValue
            ?? RuleCatalog.descriptor(rule)?.options[name]?["default"]?.doubleValue
    }

    /// Whether include/exclude let this file be linted.
    public func includes(_ absolutePath: String) -> Bool {
        let relative = FilePaths.relative(absolutePath, to: configuration.root)
        if configuration.exclude.contains(where: { Glob($0).matches(relative) }) { return false }
        return configuration.include.isEmpty || configuration.include.contains { Glob($0).matches(relative) }
    }
}

/// Resolves settings for files; one per run (CLI) or per workspace (server).
public final class ProjectSettings: @unchecked Sendable {
    public let explicitConfigPath: String?
    public let deploymentOverride: [Platform: Version]
    public let selection: RuleSelection
    private let lock = NSLock()
    private var configByDirectory: [String: Result<Configuration, ConfigError>] = [:]
    private var targetByDirectory: [String: DeploymentTarget?] = [:]
    /// Package targets (`…/Sources/Name`) whose sources build for UIKit's platforms only.
    private var uiKitOnlyTargets: [String: Bool] = [:]
    private var explicitConfig: Result<Configuration, ConfigError>?
    /// Settings per (directory, discovered), reused while their configuration is unchanged: building
    /// them (rule table, fingerprint) per file was a measurable part of a warm run.
    private var settingsByDirectory: [String: FileSettings] = [:]
    /// The distinct settings made so far: most directories of a project share their config and
    /// target, and building settings (their fingerprint lists every token) is worth doing once.
    private var distinctSettings: [FileSettings] = []
    /// Discovered design-system tokens, once per project root (Discovery/DiscoveryCache.swift).
    let discoveryCache = DiscoveryCache()

    public init(configPath: String? = nil, deploymentOverride: [Platform: Version] = [:], selection: RuleSelection = RuleSelection()) {
        self.explicitConfigPath = configPath.map(FilePaths.absolute)
        self.deploymentOverride = deploymentOverride
        self.selection = selection
    }

    /// Directories the user named (paths on the command line, workspace folders). Files below one
    /// that are in no repository, package or Xcode project take it as their discovery root.
    public func nameRoots(_ directories: [String]) {
        discoveryCache.nameRoots(directories.map { FilePaths.normalize(FilePaths.absolute($0)) }.filter(FileIO.isDirectory))
    }

    /// Forgets cached configs and targets, e.g. after `.themelint.json` changed on disk.
    public func invalidate() {
        lock.lock()
        defer { lock.unlock() }
        configByDirectory.removeAll()
        targetByDirectory.removeAll()
        uiKitOnlyTargets.removeAll()
        settingsByDirectory.removeAll()
        distinctSettings.removeAll()
        explicitConfig = nil
        discoveryCache.removeAll()
    }

    /// Forgets deployment targets read from build files (and the settings built on them), after a
    /// Package.swift, Xcode project, .xcconfig, project.yml or Project.swift changed.
    public func invalidateDeploymentTargets() {
        lock.lock()
        defer { lock.unlock() }
        targetByDirectory.removeAll()
        uiKitOnlyTargets.removeAll()
        settingsByDirectory.removeAll()
        distinctSettings.removeAll()
    }

    /// With `discovered` false, the config alone: what a run lints against while discovery is still
    /// gathering facts (see `DiscoveredAspects`).
    public func settings(forFile path: String, discovered: Bool = true) throws(ConfigError) -> FileSettings {
        let absolute = FilePaths.absolute(path)
        let directory = FilePaths.directory(of: absolute)
        // Discovered tokens go under the config (explicit settings win); merged once per directory.
        let base = try self.configuration(forDirectory: directory)
        let configuration = discovered ? discoveryCache.merged(base, directory: directory) : base
        let key = discovered ? directory : directory + "\u{0}"
        lock.lock()
        if let cached = settingsByDirectory[key], cached.configuration == configuration {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let target = deploymentTarget(for: directory, configuration: configuration)
        lock.lock()
        let shared = distinctSettings.first { $0.deploymentTarget == target && $0.configuration == configuration }
        lock.unlock()
        let settings = shared ?? FileSettings(configuration: configuration, deploymentTarget: target, selection: selection)
        lock.lock()
        settingsByDirectory[key] = settings
        if shared == nil && distinctSettings.count < 64 { distinctSettings.append(settings) }
        lock.unlock()
        return settings
    }

    public func configuration(forDirectory directory: String) throws(ConfigError) -> Configuration {
        lock.lock()
        defer { lock.unlock() }
        if let explicitConfigPath {
            if explicitConfig == nil {
                explicitConfig = Result { () throws(ConfigError) in try Configuration.load(path: explicitConfigPath, knownRules: RuleCatalog.ids) }
            }
            return try explicitConfig!.get()
        }
        return try discoverConfiguration(in: directory).get()
    }

    /// Must be called with the lock held.
    private func discoverConfiguration(in directory: String) -> Result<Configuration, ConfigError> {
        if let cached = configByDirectory[directory] { return cached }
        let candidate = directory == "/" ? "/" + Configuration.fileName : directory + "/" + Configuration.fileName
        let result: Result<Configuration, ConfigError>
        if FileIO.exists(candidate) {
            result = Result { () throws(ConfigError) in try Configuration.load(path: candidate, knownRules: RuleCatalog.ids) }
        } else if directory == "/" || directory == "." || FileIO.exists(directory + "/.git") {
            // Stop at the repository root: a config above it belongs to someone else.
            result = .success(Configuration.defaults(root: directory))
        } else {
            result = discoverConfiguration(in: FilePaths.directory(of: directory))
        }
        configByDirectory[directory] = result
        return result
    }

    private func deploymentTarget(for directory: String, configuration: Configuration) -> DeploymentTarget {
        if !deploymentOverride.isEmpty { return DeploymentTarget(deploymentOverride, origin: "--deployment-target") }
        if let versions = configuration.deploymentTarget, !versions.isEmpty {
            return DeploymentTarget(versions, origin: FilePaths.fileName(configuration.path ?? Configuration.fileName))
        }
        lock.lock()
        let found = discoverTarget(in: directory)
        lock.unlock()
        guard var target = found else { return inferredTarget(configuration) }
        if target.versions[.macOS] != nil, target.versions.count > 1, let sources = Self.targetSourceDirectory(of: directory, origin: target.origin),
            uiKitOnly(sources)
        {
            target.versions[.macOS] = nil
            target.origin += "; macOS left out, as target \(FilePaths.fileName(sources)) uses UIKit"
        }
        return target
    }

    /// The target the code's unguarded APIs imply, from the code a target for iOS may build: `@Observable`
    /// in a watch app's sources (a project's target for watchOS only) says nothing of an iOS target.
    /// A package's platforms are minimums, and it builds for iOS whether it names iOS or not.
    private func inferredTarget(_ configuration: Configuration) -> DeploymentTarget {
        for evidence in configuration.targetEvidence {
            lock.lock()
            let declared = discoverTarget(in: evidence.directory)
            lock.unlock()
            if let declared, declared.versions[.iOS] == nil, declared.origin != "Package.swift" { continue }
            return evidence.target
        }
        return .fallback
    }

    static let uiKitMarkers = (["import UIKit", "extension UI", "UIViewRepresentable", "UIViewControllerRepresentable", "UIApplicationDelegate", "uiColor:"]
        + uiKitTypes).map { ByteSearch.Needle($0) }

    /// Whether the bytes hold `Color(.name)` for one of `uiKitColourNames`: one search for the shared prefix, where a
    /// needle a name cost a pass over every file of a target.
    static func mentionsUIKitColour(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while let at = ByteSearch.firstOffset(of: convertedColour, in: bytes, from: start) {
            let name = at + convertedColour.count
            if uiKitColourBytes.contains(where: { bytes[name...].starts(with: $0) }) { return true }
            start = name
        }
        return false
    }
    private static let convertedColour = Array("Color(.".utf8)
    private static let uiKitColourBytes = uiKitColourNames.map { Array($0.utf8) }

    /// UIKit's semantic colours, which AppKit's `NSColor` names otherwise (`labelColor`) or lacks:
    /// `Color(.systemBackground)` converts a `UIColor`.
    static let uiKitColourNames = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "opaqueSeparator", "placeholderText",
    ]

    /// UIKit types a SwiftUI file reaches through SwiftUI's own import, without `import UIKit`.
    static let uiKitTypes = [
        "UIColor", "UIApplication", "UIScreen", "UIImage", "UIFont", "UIDevice", "UIPasteboard", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIHostingController",
    ]

    /// Whether the file uses UIKit outside `#if`: `Color(uiColor: .systemGray6)`, `UIColor.label`,
    /// `UIApplication.shared`. SwiftUI brings UIKit along on iOS only, so such a file never builds for macOS.
    static func usesUIKit(_ tree: SourceFileSyntax) -> Bool {
        let types = Set(uiKitTypes)
        let colours = Set(uiKitColourNames)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind,
                types.contains(text) || text == "uiColor" && token.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id
                    || colours.contains(text) && isConvertedColour(token)
            else { continue }
            if token.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) == nil { return true }
        }
        return false
    }

    /// The sources of the target a directory's target comes from: a package target's (`…/Sources/Name`), or the folder
    /// of an Xcode project's targets that build it (`project.pbxproj, the targets in CryptoTracker`).
    static func targetSourceDirectory(of directory: String, origin: String) -> String? {
        if origin == "Package.swift" { return packageTargetDirectory(of: directory) }
        guard origin.hasPrefix(XcodeProject.targetsOrigin) else { return nil }
        let folder = origin.dropFirst(XcodeProject.targetsOrigin.count)
        let components = directory.split(separator: "/", omittingEmptySubsequences: false)
        // The folder beside the project: `App/Features/App` is a folder of the target in `App`.
        guard let index = components.indices.last(where: { index in
            index > 0 && components[index] == folder && XcodeProject.hasProject(in: components[..<index].joined(separator: "/"))
        }) else { return nil }
        return components[...index].joined(separator: "/")
    }

    /// `.systemBackground` in `Color(.systemBackground)`: the sole argument of a conversion to SwiftUI's colour.
    private static func isConvertedColour(_ token: TokenSyntax) -> Bool {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
            let argument = member.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1
        else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    }

    /// `…/Sources/Name` for a directory at or below it in a package, when a Package.swift is beside `Sources`.
    static func packageTargetDirectory(of directory: String) -> String? {
        let components = directory.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count, index > 0 else { return nil }
        let package = components[..<index].joined(separator: "/")
        guard FileIO.exists(package + "/Package.swift") else { return nil }
        return components[...(index + 1)].joined(separator: "/")
    }

    /// Packages often list macOS next to iOS only so that `swift build` works on a Mac. A target whose
    /// sources tie it to UIKit (an `import UIKit`, an `extension UIColor`, a `UIViewRepresentable`
    /// outside `#if`, in any of its files) never builds for macOS, so macOS availability is not asked
    /// of any of its files, including those that import only SwiftUI. Sources are parsed only when
    /// their bytes hold one of those ties (`uiKitMarkers`; a `UIColor` used in a view is none), and
    /// each target is decided once.
    private func uiKitOnly(_ target: String) -> Bool {
        lock.lock()
        let known = uiKitOnlyTargets[target]
        lock.unlock()
        if let known { return known }
        let markers = Self.uiKitMarkers
        let result = SourceDiscovery.swiftFiles(under: target).contains { path in
            guard let bytes = FileIO.read(path), markers.contains(where: { ByteSearch.contains(bytes, $0) }) || Self.mentionsUIKitColour(bytes),
                SourceText.refusal(for: bytes) == nil
            else { return false }
            let tree = LintEngine.parse(SourceText(bytes: bytes))
            return LintEngine.reach(of: tree).platformsNotBuilt.contains(.macOS) || Self.usesUIKit(tree)
        }
        lock.lock()
        uiKitOnlyTargets[target] = result
        lock.unlock()
        return result
    }

    /// Must be called with the lock held. The nearest directory whose build files name a target wins.
    private func discoverTarget(in directory: String) -> DeploymentTarget? {
        if let cached = targetByDirectory[directory] { return cached }
        var found = BuildManifests.deploymentTarget(in: directory)
        if found == nil && directory != "/" && directory != "." && !FileIO.exists(directory + "/.git") {
            let parent = FilePaths.directory(of: directory)
            found = discoverTarget(in: parent)
            // A package's platforms are its targets': `Examples/App` beside `Sources` is built by a project
            // of its own, or by what else the package's directory declares, if anything.
            if found?.origin == "Package.swift", !BuildManifests.packageBuilds(FilePaths.fileName(directory), in: parent) {
                found = BuildManifests.deploymentTarget(in: parent, includingPackage: false)
            }
            // `Sources/` beside an Xcode project is the package's, which builds it at SwiftPM's oldest versions when its
            // manifest names no platforms: the app's target is no promise there, and would make every check look always true.
            if found?.origin == "project.pbxproj", BuildManifests.packageWithoutPlatformsBuilds(FilePaths.fileName(directory), in: parent) {
                found = nil
            }
            // An Xcode project's targets each build their own folder: `App Watch App` is the watch app's.
            if found?.origin == "project.pbxproj", let own = XcodeProject.deploymentTarget(in: parent, forFolder: FilePaths.fileName(directory)) {
                found = own
            }
        }
        targetByDirectory[directory] = found
        return found
    }
}
