import SwiftUI
import SwiftTheming

enum ColorAsset: ColorAssetable {
    case backgroundColor
    case accentColor
    case borderColor
    case fontColor
}

extension Theme: Themeable {
    static let bluoTheme = Theme(key: "bluoTheme")

    public func themed() -> Themed {
        switch self {
        case .bluoTheme: return BluoTheme()
        default: fatalError("You are accessing undefined theme.")
        }
    }
}

extension DefaultTheming: Defaultable {
    public func defaultTheme() -> Theme { .bluoTheme }
    public func defaultAppearance() -> PreferredAppearance { .system }
}
