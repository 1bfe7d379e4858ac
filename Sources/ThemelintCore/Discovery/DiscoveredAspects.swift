// Which settings token discovery can change, so a file linted against its config alone, in the
// same pass that gathered the file's discovery facts, is linted again only when discovery changed
// a setting its rules read. That is what lets a cold run parse each file once.

/// The settings `Configuration.merging(_:)` can change.
public struct DiscoveredAspects: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let colors = DiscoveredAspects(rawValue: 1 << 0)
    public static let padding = DiscoveredAspects(rawValue: 1 << 1)
    public static let spacing = DiscoveredAspects(rawValue: 1 << 2)
    /// The compatibility wrapper and the project's own wrappers (and with them the guard names).
    public static let wrappers = DiscoveredAspects(rawValue: 1 << 3)
    public static let moduledView = DiscoveredAspects(rawValue: 1 << 4)
    /// The byte order of eight hex digits (`HexInitProvider`).
    public static let hexOrder = DiscoveredAspects(rawValue: 1 << 5)
}

enum DimensionKind: String {
    case padding
    case spacing

    /// The discovered aspect this kind's scale is.
    var aspect: DiscoveredAspects { self == .padding ? .padding : .spacing }
}

extension Configuration {
    /// The aspects in which `other` (this configuration with discovered tokens merged) differs.
    func aspects(differingFrom other: Configuration) -> DiscoveredAspects {
        var aspects: DiscoveredAspects = []
        if colors != other.colors { aspects.insert(.colors) }
        func established(_ setting: String) -> Bool { isEstablished(setting) != other.isEstablished(setting) }
        if padding != other.padding || established("padding") { aspects.insert(.padding) }
        if spacing != other.spacing || established("spacing") { aspects.insert(.spacing) }
        if compatWrapper != other.compatWrapper || projectWrappers != other.projectWrappers || established("compatWrapper") {
            aspects.insert(.wrappers)
        }
        if hasModuledView != other.hasModuledView { aspects.insert(.moduledView) }
        if hexAlphaFirst != other.hexAlphaFirst { aspects.insert(.hexOrder) }
        return aspects
    }
}
