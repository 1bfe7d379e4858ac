// The deployment target a project's build files declare, for `missing-compat-wrapper`: SwiftPM's
// Package.swift, an Xcode project (and the .xcconfig files it names), XcodeGen's project.yml and
// Tuist's Project.swift. Swift manifests are read with swift-syntax; the others are not Swift, so
// they are read as plain text.

import Foundation
import SwiftParser
import SwiftSyntax

public enum BuildManifests {
    /// What the build files in `directory` itself declare, first of: Package.swift, an Xcode project,
    /// project.yml, Project.swift. nil when none of them names a version.
    static func deploymentTarget(in directory: String, includingPackage: Bool = true) -> DeploymentTarget? {
        // Read as any Swift source is: a manifest the parser cannot take in reasonable time is skipped.
        if includingPackage, let bytes = try? FileIO.readSource(directory + "/Package.swift"),
            let versions = PackageManifest.platforms(in: bytes), !versions.isEmpty
        {
            return DeploymentTarget(versions, origin: "Package.swift")
        }
        if let project = XcodeProject.deploymentTarget(in: directory) { return project }
        for name in ["project.yml", "project.yaml"] where FileIO.exists(directory + "/" + name) {
            let versions = XcodeGenSpec.deploymentTargets(atPath: directory + "/" + name)
            if !versions.isEmpty { return DeploymentTarget(versions, origin: name) }
        }
        if let bytes = try? FileIO.readSource(directory + "/Project.swift") {
            let versions = TuistManifest.deploymentTargets(in: bytes)
            if !versions.isEmpty { return DeploymentTarget(versions, origin: "Project.swift") }
            // Tuist projects often pass a constant their helpers declare (`deploymentTargets: .app`).
            if let helpers = TuistManifest.helperTargets(above: directory) { return helpers }
        }
        return nil
    }

    /// Whether the package in `directory` builds the sources of its subdirectory `name`: true where
    /// there is no package, or its manifest cannot be read.
    static func packageBuilds(_ name: String, in directory: String) -> Bool {
        guard let package = package(in: directory) else { return true }
        return PackageManifest.holdsTargetSources(name, targetPaths: package.targetPaths)
    }

    /// Whether `directory` has a Package.swift that names no platforms and builds the sources of its subdirectory `name`.
    static func packageWithoutPlatformsBuilds(_ name: String, in directory: String) -> Bool {
        guard let package = package(in: directory), package.platforms?.isEmpty ?? true else { return false }
        return PackageManifest.holdsTargetSources(name, targetPaths: package.targetPaths)
    }

    /// The manifest in `directory`, parsed once; nil where there is none or it cannot be read.
    private static func package(in directory: String) -> (platforms: [Platform: Version]?, targetPaths: [String])? {
        guard let bytes = try? FileIO.readSource(directory + "/Package.swift") else { return nil }
        return PackageManifest.contents(of: bytes)
    }

    /// Whether a change to `path` can change a deployment target: the files read above.
    public static func isBuildFile(_ path: String) -> Bool {
        let name = FilePaths.fileName(path)
        return ["Package.swift", "project.pbxproj", "project.yml", "project.yaml", "Project.swift"].contains(name) || name.hasSuffix(".xcconfig")
            || path.contains("/ProjectDescriptionHelpers/")
    }

    /// Build-setting names of the deployment targets, as Xcode, xcconfig files and generators spell them.
    static let settingKeys: [(String, Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The leading version of a setting's value: `16.0;`, `"15.4"`, `15.0 // comment`. nil for
    /// `$(inherited)` and other references, which name no version here.
    static func leadingVersion(_ value: Substring) -> Version? {
        let text = value.drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }.prefix { $0.isNumber || $0 == "." }
        return Version(String(text))
    }

    /// Keeps the lowest version per platform: code must build for every target that compiles it.
    static func lower(_ versions: inout [Platform: Version], _ platform: Platform, _ version: Version) {
        versions[platform] = min(versions[platform] ?? version, version)
    }
}

/// Reads `platforms:` and the targets' `path:` from a Package.swift, with swift-syntax.
public enum PackageManifest {
    public static func platforms(in bytes: [UInt8]) -> [Platform: Version]? { read(bytes)?.versions }

    /// The platforms and the `path:` of each target (`.target(name: "Kit", path: "Kit/Sources")`), from one parse.
    static func contents(of bytes: [UInt8]) -> (platforms: [Platform: Version]?, targetPaths: [String])? {
        read(bytes).map { ($0.versions, $0.paths) }
    }

    /// Whether a package's top-level directory `name` holds target sources: the conventional
    /// `Sources`, `Tests` and `Plugins`, or where a target's `path:` points. An example app beside
    /// them (`Examples/App`, `Demo/`) is built by a project of its own, not by the package.
    static func holdsTargetSources(_ name: String, targetPaths: [String]) -> Bool {
        ["Sources", "Tests", "Plugins", "Snippets"].contains(name) || targetPaths.contains { path in
            let first = path.split(separator: "/").first { $0 != "." }
            return first == nil || first.map(String.init) == name
        }
    }

    private static func read(_ bytes: [UInt8]) -> PlatformsFinder? {
        guard SourceText.refusal(for: bytes) == nil else { return nil }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = PlatformsFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder
    }

    private final class PlatformsFinder: SyntaxVisitor {
        var versions: [Platform: Version]?
        var paths: [String] = []

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if node.label?.text == "path", let path = node.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
                let call = node.parent?.parent?.as(FunctionCallExprSyntax.self),
                let kind = Callee(call.calledExpression)?.name, kind.hasSuffix("arget") || kind == "macro" || kind == "plugin"
            {
                paths.append(path)  // not `.package(path: "../Local")`
                return .skipChildren
            }
            // The `Package(platforms:)` argument only: `.when(platforms: [.linux])` in a target's
            // settings comes first in many manifests and names no versions.
            guard versions == nil, node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self),
                let call = node.parent?.parent?.as(FunctionCallExprSyntax.self), Callee(call.calledExpression)?.name == "Package"
            else {
                return .visitChildren
            }
            versions = Self.versions(in: array)
            return .skipChildren
        }

        /// `package.platforms = [.iOS(.v14), …]` after `let package = Package(name: …)`, and `+= […]`.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "platforms",
                target.base?.as(DeclReferenceExprSyntax.self) != nil, let array = elements[2].as(ArrayExprSyntax.self)
            else {
                return .visitChildren
            }
            if elements[1].is(AssignmentExprSyntax.self) {
                versions = Self.versions(in: array)
            } else if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                versions = (versions ?? [:]).merging(Self.versions(in: array)) { _, added in added }
            }
            return .skipChildren
        }

        private static func versions(in array: ArrayExprSyntax) -> [Platform: Version] {
            var result: [Platform: Version] = [:]
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let callee = Callee(call.calledExpression), let platform = Platform(spelling: callee.name),
                    callee.name != "macCatalyst", let argument = call.arguments.first
                else { continue }
                if let member = argument.expression.as(MemberAccessExprSyntax.self),
                    let version = Version(member.declName.baseName.text)
                {
                    result[platform] = version
                } else if let string = argument.expression.as(StringLiteralExprSyntax.self),
                    let text = string.representedLiteralValue, let version = Version(text)
                {
                    result[platform] = version
                }
            }
            return result
        }
    }
}

/// Reads `*_DEPLOYMENT_TARGET` build settings from an Xcode project file (per target, in
/// XcodeProjectTargets.swift), or, when the project sets none itself, from the .xcconfig files it
/// names (and the files they `#include`).
public enum XcodeProject {
    /// The versions of the targets of the project in `directory` whose sources are in its folder
    /// `folder`; nil when no target there claims the folder, or no project parses.
    /// The origin of a folder's target, followed by the folder: what `ProjectSettings` finds the folder by.
    static let targetsOrigin = "project.pbxproj, the targets in "

    static func deploymentTarget(in directory: String, forFolder folder: String) -> DeploymentTarget? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        var versions: [Platform: Version] = [:]
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            guard let bytes = FileIO.read("\(directory)/\(entry)/project.pbxproj"),
                let own = targetVersions(in: bytes, folder: folder)
            else { continue }
            for (platform, version) in own { BuildManifests.lower(&versions, platform, version) }
        }
        return versions.isEmpty ? nil : DeploymentTarget(versions, origin: targetsOrigin + folder)
    }

    public static func deploymentTarget(in directory: String) -> DeploymentTarget? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        var versions: [Platform: Version] = [:]
        var configNames: Set<String> = []
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            guard let bytes = FileIO.read("\(directory)/\(entry)/project.pbxproj") else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            // Per target where the file parses; every setting in it where it does not.
            for (platform, version) in targetVersions(in: bytes) ?? parse(text) { BuildManifests.lower(&versions, platform, version) }
            configNames.formUnion(xcconfigNames(in: text))
        }
        if !versions.isEmpty { return DeploymentTarget(versions, origin: "project.pbxproj") }
        guard !configNames.isEmpty else { return nil }
        var origin: String?
        for path in XcconfigFiles.find(named: configNames, under: directory) {
            guard let found = XcconfigFiles.settings(at: path) else { continue }
            for (platform, version) in found.versions { BuildManifests.lower(&versions, platform, version) }
            origin = origin ?? FilePaths.fileName(found.file)
        }
        return origin.map { DeploymentTarget(versions, origin: $0) }
    }

    /// `KEY = value` lines, as project.pbxproj and .xcconfig files both write them; a conditional
    /// setting (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 15.0`) counts too.
    public static func parse(_ text: String) -> [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            for (key, platform) in BuildManifests.settingKeys {
                guard let keyRange = line.range(of: key) else { continue }
                // Not the tail of another setting's name (`RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET`).
                if keyRange.lowerBound > line.startIndex, line[line.index(before: keyRange.lowerBound)].isLetter
                    || line[line.index(before: keyRange.lowerBound)] == "_" { continue }
                var rest = line[keyRange.upperBound...]
                if rest.first == "[", let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...] }
                rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
                guard rest.first == "=", let version = BuildManifests.leadingVersion(rest.dropFirst()) else { continue }
                BuildManifests.lower(&versions, platform, version)
            }
        }
        return versions
    }

    /// The file names of the .xcconfig files a project.pbxproj refers to (`path = Configs/Base.xcconfig;`).
    static func xcconfigNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) where line.contains(".xcconfig") {
            for word in line.split(whereSeparator: { " \t;\"=".contains($0) }) where word.hasSuffix(".xcconfig") {
                names.insert(FilePaths.fileName(String(word)))
            }
        }
        return names
    }
}

/// .xcconfig files: found by name near the project that uses them, read with their `#include`s.
enum XcconfigFiles {
    /// Directories that hold dependencies or build products, never the project's own configs.
    static let skippedDirectories: Set<String> = ["Pods", "Carthage", "node_modules", "build", "DerivedData", "Build", "vendor"]

    /// Files named one of `names` in `root` or up to four levels below it, in a stable order.
    static func find(named names: Set<String>, under root: String, depth: Int = 4) -> [String] {
        guard depth >= 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = root + "/" + entry
            if names.contains(entry) {
                found.append(path)
            } else if !skippedDirectories.contains(entry), !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcassets"),
                FileIO.isPlainDirectory(path)
            {
                found += find(named: names, under: path, depth: depth - 1)
            }
        }
        return found
    }

    /// The file's deployment targets and the file that sets them: the file itself, else the first
    /// file it `#include`s that does.
    static func settings(at path: String, depth: Int = 3) -> (versions: [Platform: Version], file: String)? {
        guard depth >= 0, let bytes = FileIO.read(path) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let own = XcodeProject.parse(text)
        if !own.isEmpty { return (own, path) }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("#include") {
            let quoted = line.split(separator: "\"")
            guard quoted.count >= 2 else { continue }
            let name = String(quoted[1])
            if let found = settings(at: name.hasPrefix("/") ? name : FilePaths.directory(of: path) + "/" + name, depth: depth - 1) { return found }
        }
        return nil
    }
}

/// Reads deployment targets from an XcodeGen spec (project.yml) and the specs it includes:
/// `options.deploymentTarget`, a target's `deploymentTarget` (with its `platform`), and
/// `*_DEPLOYMENT_TARGET` settings, for the platforms the targets build for (`options.deploymentTarget`
/// only sets defaults: `macOS: 14.0` there does not make an iOS app build for macOS). YAML is read by
/// indentation, which is all these keys need.
enum XcodeGenSpec {
    /// What one spec file says.
    struct Declared {
        var versions: [Platform: Version] = [:]
        /// The targets' `platform:` and `supportedDestinations:`.
        var platforms: Set<Platform> = []
        /// `include:` paths, as written (relative to the spec's directory).
        var includes: [String] = []
    }

    /// The deployment targets of the spec at `path`, following `include:` (at most 32 specs, each read once).
    static func deploymentTargets(atPath path: String) -> [Platform: Version] {
        var merged = Declared()
        var seen: Set<String> = []
        var pending = [FilePaths.normalize(path)]
        while let next = pending.popLast(), seen.count < 32 {
            guard seen.insert(next).inserted, let bytes = try? FileIO.readFile(next, limit: 1 << 20) else { continue }
            let declared = read(String(decoding: bytes, as: UTF8.self))
            for (platform, version) in declared.versions { BuildManifests.lower(&merged.versions, platform, version) }
            merged.platforms.formUnion(declared.platforms)
            pending += declared.includes.map { FilePaths.resolve($0, relativeTo: FilePaths.directory(of: next)) }
        }
        return restricted(merged)
    }

    /// One spec's deployment targets, without its includes.
    static func deploymentTargets(_ text: String) -> [Platform: Version] { restricted(read(text)) }

    /// The versions of the platforms some target builds for; all of them when no target says.
    private static func restricted(_ declared: Declared) -> [Platform: Version] {
        declared.platforms.isEmpty ? declared.versions : declared.versions.filter { declared.platforms.contains($0.key) }
    }

    static func read(_ text: String) -> Declared {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Line.init)
        var declared = Declared()
        func children(of index: Int) -> ArraySlice<Line> {
            lines[(index + 1)...].prefix { $0.isBlank || $0.indent > lines[index].indent }
        }
        for (index, line) in lines.enumerated() {
            switch line.key {
            case "include":
                let items = line.value.isEmpty
                    ? children(of: index).compactMap { $0.key == "path" ? $0.value : $0.key.isEmpty && !$0.value.isEmpty ? $0.value : nil }
                    : inlineList(line.value).map { $0.hasPrefix("path:") ? String($0.dropFirst(5)).trimmingCharacters(in: .whitespaces) : $0 }
                declared.includes += items.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
            case "platform", "supportedDestinations":
                let names = line.value.isEmpty ? children(of: index).map(\.value) : inlineList(line.value)
                declared.platforms.formUnion(names.compactMap { Platform(spelling: $0) })
            default:
                break
            }
        }
        declared.versions = versions(lines)
        return declared
    }

    /// `[iOS, macOS]`, `{path: a.yml}` items, or a single value.
    private static func inlineList(_ value: String) -> [String] {
        value.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " {}\"'"))
        }.filter { !$0.isEmpty }
    }

    private static func versions(_ lines: [Line]) -> [Platform: Version] {
        var versions: [Platform: Version] = [:]
        for (index, line) in lines.enumerated() {
            if line.key == "deploymentTarget" {
                if let version = BuildManifests.leadingVersion(line.value[...]) {
                    // `deploymentTarget: "15.0"` in a target applies to that target's `platform:`.
                    if let platform = siblingPlatform(of: index, in: lines) { BuildManifests.lower(&versions, platform, version) }
                } else if line.value.isEmpty {
                    for child in lines[(index + 1)...].prefix(while: { $0.isBlank || $0.indent > line.indent }) {
                        guard let platform = Platform(spelling: child.key), let version = BuildManifests.leadingVersion(child.value[...]) else { continue }
                        BuildManifests.lower(&versions, platform, version)
                    }
                } else if line.value.hasPrefix("{") {
                    // `deploymentTarget: {iOS: '17.0', macOS: '14.6'}`
                    for pair in inlineList(line.value) {
                        let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
                        guard parts.count == 2, let platform = Platform(spelling: parts[0]), let version = BuildManifests.leadingVersion(parts[1][...])
                        else { continue }
                        BuildManifests.lower(&versions, platform, version)
                    }
                }
            } else if let platform = BuildManifests.settingKeys.first(where: { $0.0 == line.key })?.1,
                let version = BuildManifests.leadingVersion(line.value[...])
            {
                BuildManifests.lower(&versions, platform, version)
            }
        }
        return versions
    }

    /// The `platform:` key beside line `index` in the same mapping.
    private static func siblingPlatform(of index: Int, in lines: [Line]) -> Platform? {
        let indent = lines[index].indent
        let before = lines[..<index].reversed().prefix { $0.isBlank || $0.indent >= indent }
        let after = lines[(index + 1)...].prefix { $0.isBlank || $0.indent >= indent }
        return (before + after).first { $0.indent == indent && $0.key == "platform" }.flatMap { Platform(spelling: $0.value) }
    }

    struct Line {
        let indent: Int
        let key: String
        let value: String
        var isBlank: Bool { key.isEmpty && value.isEmpty }

        init(_ raw: Substring) {
            var body = raw.prefix { $0 != "#" }
            indent = body.prefix { $0 == " " }.count
            body = body.drop { $0 == " " || $0 == "-" }
            guard let colon = body.firstIndex(of: ":") else {
                (key, value) = ("", body.trimmingCharacters(in: .whitespaces))
                return
            }
            key = body[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            value = body[body.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
        }
    }
}

/// Reads deployment targets from a Tuist manifest (Project.swift), with swift-syntax:
/// `deploymentTargets: .iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, the older
/// `deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone)`, and
/// `"IPHONEOS_DEPLOYMENT_TARGET": "15.0"` in a settings dictionary.
enum TuistManifest {
    /// The targets the project's `Tuist/ProjectDescriptionHelpers` declare, found in `directory` or up
    /// to three levels above it (a manifest in `Projects/App/` beside a `Tuist/` folder at the root):
    /// the lowest per platform, as with several targets.
    static func helperTargets(above directory: String) -> DeploymentTarget? {
        var current = directory
        for _ in 0..<4 {
            // The project's helpers, and its local plugins' (`Plugins/DependencyPlugin/ProjectDescriptionHelpers/…`).
            let plugins = (try? FileManager.default.contentsOfDirectory(atPath: current + "/Plugins")) ?? []
            let folders = (["Tuist/ProjectDescriptionHelpers"] + plugins.sorted().map { "Plugins/\($0)/ProjectDescriptionHelpers" })
                .filter { FileIO.isDirectory(current + "/" + $0) }
            if !folders.isEmpty {
                var versions: [Platform: Version] = [:]
                for folder in folders {
                    for path in SourceDiscovery.swiftFiles(under: current + "/" + folder) {
                        guard let bytes = try? FileIO.readSource(path) else { continue }
                        for (platform, version) in deploymentTargets(in: bytes) { BuildManifests.lower(&versions, platform, version) }
                    }
                }
                return versions.isEmpty ? nil : DeploymentTarget(versions, origin: folders.count == 1 ? folders[0] : "Tuist/ProjectDescriptionHelpers and Plugins")
            }
            let parent = FilePaths.directory(of: current)
            if parent == current || FileIO.exists(current + "/.git") { break }
            current = parent
        }
        return nil
    }

    static func deploymentTargets(in bytes: [UInt8]) -> [Platform: Version] {
        guard SourceText.refusal(for: bytes) == nil else { return [:] }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let constants = StringConstants(viewMode: .sourceAccurate)
        constants.walk(tree)
        let finder = Finder(constants: constants.values)
        finder.walk(tree)
        return finder.versions
    }

    /// `let deploymentTargetVersion = "15.0"`: the manifest's string constants, which
    /// `.iOS(deploymentTargetVersion)` and `"\(deploymentTargetVersion)"` name.
    private final class StringConstants: SyntaxVisitor {
        var values: [String: String] = [:]

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
                let text = node.initializer?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            {
                values[name] = text
            }
            return .skipChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        var versions: [Platform: Version] = [:]
        let constants: [String: String]

        init(constants: [String: String]) {
            self.constants = constants
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard let label = node.label?.text, label == "deploymentTargets" || label == "deploymentTarget",
                let call = node.expression.as(FunctionCallExprSyntax.self), let callee = Callee(call.calledExpression)
            else { return .visitChildren }
            read(call, callee: callee.name)
            return .skipChildren
        }

        /// `.iOS("17.0")`, `.iOS(targetVersion: "15.0", devices: …)`, `.multiplatform(iOS: "17.0", macOS: "14.0")`.
        private func read(_ call: FunctionCallExprSyntax, callee: String) {
            if let platform = Platform(spelling: callee) {
                if let argument = call.arguments.first(where: { $0.label == nil || $0.label?.text == "targetVersion" }) {
                    record(platform, argument.expression)
                }
            } else if callee == "multiplatform" {
                for argument in call.arguments {
                    if let platform = argument.label.flatMap({ Platform(spelling: $0.text) }) { record(platform, argument.expression) }
                }
            }
        }

        /// The types the walk is inside extensions of: `Self` in `extension DeploymentTarget { static let app: Self = … }`.
        private var extended: [String] = []
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extended.append(LintEngine.lastName(of: node.extendedType))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { extended.removeLast() }

        /// `let appTargets: DeploymentTargets = .iOS("17.0")`, `static let app = DeploymentTargets.iOS("17.0")`,
        /// `static let current: Self = .iOS(targetVersion: "16.0", …)` in an extension of either type.
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let value = node.initializer?.value, let call = value.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return .visitChildren }
            var typeName = node.typeAnnotation.map { LintEngine.lastName(of: $0.type) } ?? member.base.flatMap(Callee.lastName(of:))
            if typeName == "Self" { typeName = extended.last }
            guard typeName == "DeploymentTargets" || typeName == "DeploymentTarget" else { return .visitChildren }
            read(call, callee: member.declName.baseName.text)
            return .skipChildren
        }

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            if let key = string(node.key), let platform = BuildManifests.settingKeys.first(where: { $0.0 == key })?.1 {
                record(platform, node.value)
            }
            return .visitChildren
        }

        /// A version in a string literal, or in `.string("15.0")` as Tuist's SettingValue spells it.
        private func record(_ platform: Platform, _ expression: ExprSyntax) {
            var text = string(expression)
            if text == nil, let call = expression.as(FunctionCallExprSyntax.self), Callee(call.calledExpression)?.name == "string",
                let argument = call.arguments.first
            {
                text = string(argument.expression)
            }
            if let text, let version = BuildManifests.leadingVersion(text[...]) { BuildManifests.lower(&versions, platform, version) }
        }

        /// A string literal, a string constant of the manifest, or a literal that only interpolates one.
        private func string(_ expression: ExprSyntax) -> String? {
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return constants[name] }
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            if let text = literal.representedLiteralValue { return text }
            guard literal.segments.count == 1, let interpolated = literal.segments.first?.as(ExpressionSegmentSyntax.self),
                interpolated.expressions.count == 1, let inner = interpolated.expressions.first, inner.label == nil
            else { return nil }
            return string(inner.expression)
        }
    }
}
