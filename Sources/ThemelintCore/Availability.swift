// OS platforms, versions and deployment targets: what the project promises to run on.

public enum Platform: String, CaseIterable, Sendable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Accepts the spellings used by `@available`, `#available`, `Package.swift` and people.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "ios", "iosapplicationextension", "maccatalyst", "maccatalystapplicationextension": self = .iOS
        case "macos", "osx", "macosapplicationextension", "osxapplicationextension": self = .macOS
        case "tvos", "tvosapplicationextension": self = .tvOS
        case "watchos", "watchosapplicationextension": self = .watchOS
        case "visionos", "xros", "visionosapplicationextension": self = .visionOS
        default: return nil
        }
    }
}

public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let components: [Int]

    public init(_ components: [Int]) {
        var trimmed = components
        while trimmed.count > 1 && trimmed.last == 0 { trimmed.removeLast() }
        self.components = trimmed.isEmpty ? [0] : trimmed
    }

    /// "15", "15.0", "16.4.1"; also `v16_4` as `Package.swift` spells it.
    public init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("v") { body = body.dropFirst() }
        let parts = body.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        self.init(parts.map { $0! })
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public var description: String {
        components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
    }
}

/// The minimum OS versions the code must run on, one per targeted platform. Platforms absent
/// from the map are not targeted, so APIs are not checked against them.
public struct DeploymentTarget: Equatable, Sendable, CustomStringConvertible {
    public var versions: [Platform: Version]
    /// Where the versions came from, for messages ("Package.swift", ".themelint.json", "default").
    public var origin: String

    /// Not declared anywhere but inferred from the code (`inferred(iOS:from:)`); `origin` names the evidence.
    public private(set) var isInferred = false

    public init(_ versions: [Platform: Version], origin: String) {
        self.versions = versions
        self.origin = origin
    }

    public static let fallback = DeploymentTarget([.iOS: Version([14, 0])], origin: "default")

    /// The iOS version an API the code uses without an availability check needs; `evidence` says
    /// which API and where (`NavigationStack (App/RootView.swift:12)`).
    public static func inferred(iOS version: Version, from evidence: String) -> DeploymentTarget {
        var target = DeploymentTarget([.iOS: version], origin: evidence)
        target.isInferred = true
        return target
    }

    /// The target without what was inferred from the code: the fallback in its place. An inferred
    /// target may still change with discovery, and is a guess to warn by, not to remove code by.
    public var ignoringInference: DeploymentTarget { isInferred ? .fallback : self }

    /// No config or build file declares it: the fallback, or a floor inferred from the code. Either
    /// is a guess, so what rests on it warns rather than fails.
    public var isAssumed: Bool { isInferred || origin == Self.fallback.origin }

    /// Where the versions came from, as a message says it.
    public var originPhrase: String {
        if isInferred { return "inferred: no config or build file declares one, and \(origin) is used without an availability check" }
        return isAssumed ? "assumed: no config or build file declares one" : "from \(origin)"
    }

    public var description: String {
        versions.keys.sorted().map { "\($0.rawValue) \(versions[$0]!)" }.joined(separator: ", ")
    }

    /// Parses `iOS=15.0` (the CLI flag's form).
    public static func parseAssignment(_ text: String) -> (Platform, Version)? {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let platform = Platform(spelling: parts[0]), let version = Version(parts[1]) else { return nil }
        return (platform, version)
    }
}
