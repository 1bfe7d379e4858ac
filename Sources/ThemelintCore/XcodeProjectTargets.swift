// Deployment targets per target of an Xcode project: project.pbxproj read as the OpenStep property
// list it is, so each target's platforms come from its own SDKROOT / SUPPORTED_PLATFORMS and its
// versions from its own build settings over the project's. A macOS command-line tool or a test
// bundle in an iOS app's project then no longer imposes its platform on the app's SwiftUI views.

/// A value of an OpenStep ("old-style ASCII") property list.
enum OpenStepValue: Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var array: [OpenStepValue] { if case .array(let items) = self { items } else { [] } }
    var dictionary: [String: OpenStepValue]? { if case .dictionary(let entries) = self { entries } else { nil } }

    /// nil for text that is not a whole property list (an XML or binary plist, a truncated file).
    static func parse(_ bytes: [UInt8]) -> OpenStepValue? {
        var parser = Parser(bytes: bytes)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipTrivia()
        return parser.index == bytes.count ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// project.pbxproj nests a handful of levels; a deeper file is not one.
        static let maximumDepth = 64

        mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {  // /* ... */
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {  // // ...
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) -> OpenStepValue? {
            guard depth < Self.maximumDepth else { return nil }
            skipTrivia()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [String: OpenStepValue] = [:]
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(entries)
                    }
                    guard case .string(let key)? = value(depth: depth + 1), expect("="), let entry = value(depth: depth + 1), expect(";") else {
                        return nil
                    }
                    entries[key] = entry
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [OpenStepValue] = []
                while true {
                    skipTrivia()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipTrivia()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            case UInt8(ascii: "\""):
                return quoted()
            default:
                let start = index
                while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
                return index > start ? .string(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
            }
        }

        private mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        private mutating func quoted() -> OpenStepValue? {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return .string(String(decoding: text, as: UTF8.self)) }
                if byte == UInt8(ascii: "\\"), index < bytes.count {
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    default: text.append(escaped)
                    }
                } else {
                    text.append(byte)
                }
            }
            return nil
        }

        /// Unquoted strings: identifiers, numbers, paths and the `$`/`-`/`+` of build settings.
        private static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "_$/:.-+".utf8.contains(byte)
            }
        }
    }
}

extension XcodeProject {
    /// Products whose code is not an app's views: their platforms and versions do not constrain the
    /// SwiftUI files of the project (a macOS command-line tool beside an iOS app, test bundles).
    static let unconstrainingProducts: Set<String> = [
        "com.apple.product-type.tool", "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// SDK names in SDKROOT and SUPPORTED_PLATFORMS, and the platform whose availability they use.
    static let sdkPlatforms: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The lowest deployment target per platform over the project's native targets, each target's
    /// settings laid over the project's configuration of the same name. Tools and test bundles count
    /// only in a project that has nothing else (the Swift files beside it are theirs). nil when the
    /// file is not an OpenStep property list with a PBXProject; empty when no target sets a version.
    /// With `folder`, only the targets whose sources live in that folder beside the project count
    /// (`App Watch App`: the watch target's watchOS 10, not the app's iOS 16); nil when none does.
    static func targetVersions(in bytes: [UInt8], folder: String? = nil) -> [Platform: Version]? {
        guard let objects = OpenStepValue.parse(bytes)?.dictionary?["objects"]?.dictionary,
            let project = objects.values.lazy.compactMap(\.dictionary).first(where: { $0["isa"]?.string == "PBXProject" })
        else { return nil }
        let folders = folder == nil ? [:] : sourceFolders(objects, project: project)
        func configurations(_ list: OpenStepValue?) -> [(name: String, settings: [String: OpenStepValue])] {
            guard let id = list?.string, let ids = objects[id]?.dictionary?["buildConfigurations"]?.array else { return [] }
            return ids.compactMap { id in
                guard let configuration = id.string.flatMap({ objects[$0]?.dictionary }) else { return nil }
                return (configuration["name"]?.string ?? "", configuration["buildSettings"]?.dictionary ?? [:])
            }
        }
        let projectSettings = Dictionary(configurations(project["buildConfigurationList"]).map { ($0.name, $0.settings) }) { first, _ in first }
        var constraining: [Platform: Version] = [:]
        var others: [Platform: Version] = [:]
        for id in project["targets"]?.array ?? [] {
            guard let target = id.string.flatMap({ objects[$0]?.dictionary }), target["isa"]?.string == "PBXNativeTarget" else { continue }
            if let folder, !(folders[id.string!] ?? []).contains(folder) { continue }
            let constrains = !unconstrainingProducts.contains(target["productType"]?.string ?? "")
            for (name, own) in configurations(target["buildConfigurationList"]) {
                let settings = (projectSettings[name] ?? [:]).merging(own) { _, targetValue in targetValue }
                for (key, platform) in BuildManifests.settingKeys where platforms(of: settings).contains(platform) {
                    guard let version = settings[key]?.string.flatMap({ BuildManifests.leadingVersion($0[...]) }) else { continue }
                    if constrains { BuildManifests.lower(&constraining, platform, version) } else { BuildManifests.lower(&others, platform, version) }
                }
            }
        }
        if folder != nil, constraining.isEmpty, others.isEmpty { return nil }
        return constraining.isEmpty ? others : constraining
    }

    /// The folders beside the project that hold each target's sources (target id -> folder names):
    /// its synchronized folders (Xcode 16), the top-level groups of the files it compiles, and a folder
    /// named as the target (Xcode's own layout: `App`, `App Watch App`, `AppWidgetExtension`).
    static func sourceFolders(_ objects: [String: OpenStepValue], project: [String: OpenStepValue]) -> [String: Set<String>] {
        // Each group or file's parent, to find the top-level group (a child of the main group) above a file.
        var parents: [String: String] = [:]
        for (id, object) in objects {
            guard let group = object.dictionary, group["isa"]?.string == "PBXGroup" else { continue }
            for child in group["children"]?.array ?? [] { if let child = child.string { parents[child] = id } }
        }
        let main = project["mainGroup"]?.string
        func folder(ofGroup id: String) -> String? {
            guard let group = objects[id]?.dictionary else { return nil }
            return group["path"]?.string ?? group["name"]?.string
        }
        var result: [String: Set<String>] = [:]
        for id in project["targets"]?.array ?? [] {
            guard let id = id.string, let target = objects[id]?.dictionary else { continue }
            var names: Set<String> = []
            for name in [target["name"]?.string, target["productName"]?.string] { if let name { names.insert(name) } }
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let path = group.string.flatMap({ objects[$0]?.dictionary?["path"]?.string }) { names.insert(path) }
            }
            for phase in target["buildPhases"]?.array ?? [] {
                guard let phase = phase.string.flatMap({ objects[$0]?.dictionary }), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in phase["files"]?.array ?? [] {
                    guard var node = file.string.flatMap({ objects[$0]?.dictionary?["fileRef"]?.string }) else { continue }
                    // Up to the group just below the main group.
                    var depth = 0
                    while let parent = parents[node], parent != main, depth < 64 { node = parent; depth += 1 }
                    if parents[node] == main, let name = folder(ofGroup: node) { names.insert(name) }
                }
            }
            result[id] = names
        }
        return result
    }

    /// The platforms a configuration builds for: SUPPORTED_PLATFORMS, else SDKROOT; with neither
    /// (or `SDKROOT = auto`), every platform it names a deployment target for.
    static func platforms(of settings: [String: OpenStepValue]) -> Set<Platform> {
        let sdks = settings["SUPPORTED_PLATFORMS"]?.string ?? settings["SDKROOT"]?.string ?? "auto"
        let named = Set(sdks.split(separator: " ").compactMap { sdkPlatforms[String($0)] })
        return named.isEmpty ? Set(BuildManifests.settingKeys.filter { settings[$0.0] != nil }.map(\.1)) : named
    }
}
