//
//  Palette.swift
//  Brew — a coffee journal
//
//  The brand palette. Every colour the app draws with is defined here (or in
//  Assets.xcassets); views refer to these names and never spell out RGB values.
//  Values come straight from the Figma "Brew / Foundations" page: most are
//  written as 0–255 components, a few were exported as 0–1 floats or hex.
//

import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// MARK: - Roast levels (used by the palette helpers below)

enum RoastLevel: String, CaseIterable, Codable {
    case light
    case medium
    case dark
}

// MARK: - SwiftUI

extension Color {
    // Core brand colours, 0–255 as handed over by design.
    static let espresso = Color(red: 59 / 255, green: 36 / 255, blue: 24 / 255)
    static let crema = Color(red: 232 / 255, green: 196 / 255, blue: 142 / 255)
    static let oatMilk = Color(red: 246 / 255, green: 241 / 255, blue: 232 / 255)
    static let matcha = Color(red: 0x7A / 255.0, green: 0x9A / 255.0, blue: 0x4B / 255.0)

    // Exported as 0–1 floats.
    static let cherry = Color(.sRGB, red: 0.776, green: 0.157, blue: 0.157, opacity: 1)
    static let cold = Color(.sRGBLinear, red: 0.05, green: 0.22, blue: 0.45)
    static let berry = Color(.displayP3, red: 0.62, green: 0.11, blue: 0.42)
    static let steamedMilk = Color(hue: 0.11, saturation: 0.06, brightness: 0.98)
    static let roastShadow = Color(white: 0, opacity: 0.18)
    static let divider = Color(white: 0.86)

    // Multi-line definitions are fine too.
    static let caramel = Color(
        red: 0.78,
        green: 0.52,
        blue: 0.24,
        opacity: 1.0
    )

    // Semantic aliases — this is what views should use.
    static let cardBackground = oatMilk
    static let primaryText = espresso
    static let destructive = Color.red
    static let success: Color = .green
    static let rating: [Color] = [.red, .orange, .yellow, .green]

    /// The bean-bag accent: adapts to light and dark mode through UIKit.
    static let accentBean = Color(UIColor.accentBean)
}

// MARK: - Hex initialisers (definitions, not uses)

extension Color {
    /// `Color(hex: 0xC8A27A)` — 24-bit RGB packed into an integer.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }

    static let latte = Color(hex: 0xC8A27A)
    static let mocha = Color(hex: 0x6F4E37, opacity: 0.9)
}

#if canImport(UIKit)
extension UIColor {
    // UIKit twins of the brand colours, for UINavigationBarAppearance & friends.
    static let espresso = UIColor(red: 59 / 255, green: 36 / 255, blue: 24 / 255, alpha: 1)
    static let crema = UIColor(red: 0.91, green: 0.77, blue: 0.56, alpha: 1.0)
    static let oatMilk = UIColor(white: 0.95, alpha: 1)
    static let matcha = #colorLiteral(red: 0.4784313725, green: 0.6039215686, blue: 0.2941176471, alpha: 1)
    static let cherry = UIColor(hue: 0.0, saturation: 0.8, brightness: 0.78, alpha: 1)
    static let berryP3 = UIColor(displayP3Red: 0.62, green: 0.11, blue: 0.42, alpha: 1)
    static let bannerRed = UIColor.systemRed

    static let accentBean = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.91, green: 0.77, blue: 0.56, alpha: 1)
            : UIColor(red: 0.23, green: 0.14, blue: 0.09, alpha: 1)
    }

    /// `UIColor(hex: "#3B2418")` — used when colours come from the CMS.
    convenience init?(hex: String) {
        var string = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if string.hasPrefix("#") { string.removeFirst() }
        guard string.count == 6, let value = UInt32(string, radix: 16) else { return nil }
        self.init(
            red: CGFloat((value & 0xFF0000) >> 16) / 255,
            green: CGFloat((value & 0x00FF00) >> 8) / 255,
            blue: CGFloat(value & 0x0000FF) / 255,
            alpha: 1
        )
    }

    static let cmsFallback = UIColor(hex: "#3B2418") ?? .espresso
}
#elseif canImport(AppKit)
extension NSColor {
    static let espresso = NSColor(calibratedRed: 59 / 255, green: 36 / 255, blue: 24 / 255, alpha: 1)
    static let crema = NSColor(srgbRed: 0.91, green: 0.77, blue: 0.56, alpha: 1)
    static let divider = NSColor(calibratedWhite: 0.86, alpha: 1)
}
#endif

extension CGColor {
    static let espressoShadow = CGColor(red: 59 / 255, green: 36 / 255, blue: 24 / 255, alpha: 0.25)
    static let hairline = CGColor(gray: 0.8, alpha: 1)
}

// MARK: - Palette namespace

enum AppPalette {
    enum Roast {
        static let light = Color(red: 199 / 255, green: 153 / 255, blue: 107 / 255)
        static let medium = Color(red: 0.55, green: 0.36, blue: 0.20)
        static let dark = Color(red: 0.30, green: 0.18, blue: 0.10)
    }

    /// Series colours for the brew-history charts, in order.
    static let chartSeries: [Color] = [.espresso, .crema, .matcha, .cherry, .orange, .teal]

    static func tint(for roast: RoastLevel) -> Color {
        switch roast {
        case .light: return Roast.light
        case .medium: return Roast.medium
        case .dark: return Color(red: 0.30, green: 0.18, blue: 0.10)
        }
    }

    static func background(for roast: RoastLevel, pressed: Bool) -> Color {
        let base: Color = roast == .dark ? .black : .white
        return pressed ? base.opacity(0.8) : base
    }

    static var heroGradient: LinearGradient {
        LinearGradient(
            gradient: Gradient(colors: [
                Color(red: 0.91, green: 0.77, blue: 0.56),
                Color(red: 0.23, green: 0.14, blue: 0.09),
            ]),
            startPoint: .top,
            endPoint: .bottom
        )
    }
}

// File-scope constants are definitions as well.
let brandGradientStops: [Gradient.Stop] = [
    .init(color: Color(red: 0.91, green: 0.77, blue: 0.56), location: 0),
    .init(color: Color(red: 0.23, green: 0.14, blue: 0.09), location: 1),
]
