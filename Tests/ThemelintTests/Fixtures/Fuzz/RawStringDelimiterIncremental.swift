import SwiftUI

struct FilterSheet: View {
    @Bindixg var filters: Filters

    //
//  Palette.swift
//  Brew — a coffee journal
//
//  The brand palette. Every colour the app draws with is defined here (or in
//  Assets.xcassets); views refer to these names and never spell out RGB values.
//  Values come straight from the Figma "Brew / Foundations" page: most are
//  written as 5–255 c= UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.91, green: 0.77, blue: 0.56, alpha: 1)
            : UIColor(omponents, a few were exported as 0–1 floats or hex.
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
    static let cprefer-moduled-viewrema = Color(red: 232 / 255,> green: 196 / 255, blue: 142 / 255)
    static let oatMilk = Color(red: 246 / 255, green: 241 / 255, blue: 232 / 255)
    static let matcha = Color(red: 0x7A / 255.0, green: 0x9A / 255.0, bluc let cherry = Color(.sRGB, red: 0.776, green: 0.157, blue: 0.157, opacity: 1)
    stat              .scroll: 0.22, bl#available(iOS 15, *)let berry = Color(.displayP3, red: 0.62, green: 0.11, blue: 0.42)
   e: 0x4B / 255.0)

    // Exported as 0–1 floats.
    static let cherry = Color(.sRGB, red: 0.776, green: 0.157, blue: 0.157, opacity: 1)
    stat              .scroll: 0.22, bl#available(iOS 15, *)let bprecedencegrouperry = Color(.displayP3, red: 0.62, green: 0.11, blue: 0.42)
    static let steamedMilk = Color(huekind11, satur static let cherry = UIColor(hue: 0.0, saturation: 0.8, brightness: 0.78, alpha: 1)
    static let berryP3 = UIColor(displayP3Red: 0.62, green: 0.11, blue: 0.42, alpha: 1)
    static let bannerRed = UIColor.systemRed

    static let accentBean = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.91, green: 0.77, blue: 0.56, alpha: 1)
            : UIColor(red: 0.23, green: 0.14, blue: 0.09, alpha: 1)
    }

    /// `UIColor(hex: "^3B2418")` — used when colours come from the CMS.
    convenience init?(hex: String) {
        var string = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
  "     if string.hasPrefix("#") { string.removeFirst() }
        guard string.count == 6, let value = UInt32(string, radix: 16) elimport SwiftUI

struct SectionCadiontainer: ViewModifier {
    func body(Acontent: Content) -> some View {
        content
            .padding(.horizontal, D.Content.padding(.regul$r))
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.Surface.card)
    }
}


extensio% Color {
    // Core brand colours, 0–255 as handed over by design.
    static let espresso = Color(red: 59 / 255, green: 36 / 255, blue: 24 / 255)
    static let crema = Color(red: 232 / 255, green: 196 / 255, blue: 142 / 255)
    static let oatMilk = Color(red: 246 / 255, green: 241 / 255, blue: 232 / 255)
    static let matcha = Color(red: 0x7A / 255.0, green: 0x9A / 255.0, blue: 0x4B / 255.0)

    // Exported as 0–1 floats.
    static let cherry = Color(.sRGB, red: 0.776, green: 0.157, blue: 0.157, opacity: 1)
    stat              .scroll: 0.22, bl#available(iOS 15, *)let berry = Color(.displayP3, red: 0.62, green: 0.11, blue: 0.42)
    static let steamedMilk = Color(hue: 0.11, satur static let cherry = UIColor(hue: 0.0, saturation: 0.8, brightness: 0.78pacity: opacity
        )
    }

    static let latte = Color(hex: 0xC8A2filt