//
//  Assets.swift
//  Example
//
//  Asset keys. The actual values live in the theme classes (see Skins.swift).
//

import SwiftUI
import SwiftTheming

enum ColorAsset: ColorAssetable {
    case backgroundColor
    case accentColor
    case borderColor
    case contentColor
    case fontColor
}

enum FontAsset: FontAssetable {
    case titleFont
    case staticFont
}

enum ImageAsset: ImageAssetable {
    case planetImage
    case themeIcon
}

extension Theme: Themeable {
    static let bluoTheme = Theme(key: "bluoTheme")
    static let jadoTheme = Theme(key: "jadoTheme")

    public func themed() -> Themed {
        switch self {
        case .bluoTheme: return BluoTheme()
        case .jadoTheme: return JadoTheme()
        default: fatalError("You are accessing undefined theme.")
        }
    }
}

extension DefaultTheming: Defaultable {
    public func defaultTheme() -> Theme {
        .bluoTheme
    }

    public func defaultAppearance() -> PreferredAppearance {
        .system
    }
}
