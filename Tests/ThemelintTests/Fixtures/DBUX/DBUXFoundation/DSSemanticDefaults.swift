//
//  DSSemanticDefaults.swift
//  DBUXFoundation
//
//  Fallbacks for hosting contexts where the theme environment has not been
//  injected yet (e.g. a UIHostingController created from UIKit code before
//  `.dsTheme()` runs). Everything in here extends a type whose name ends in
//  `ColorScheme`, so the literals below are token definitions, not usages.
//

import SwiftUI

extension DSAdaptiveColorScheme {
    /// A neutral scheme built from the raw DB UX base values.
    static func fallback(for colorScheme: ColorScheme) -> DSAdaptiveColorScheme {
        if colorScheme == .dark {
            return DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.102, green: 0.114, blue: 0.137),
                bgBasicLevel2Default: Color(red: 0.141, green: 0.153, blue: 0.180),
                bgBasicTransparentSemiDefault: Color(white: 1, opacity: 0.12),
                onBgBasicEmphasis100Default: .white,
                onBgBasicEmphasis70Default: Color(white: 0.78),
                bgVibrantDefault: Color(red: 0.800, green: 0.820, blue: 0.850),
                onBgVibrantDefault: .black
            )
        }
        return DSAdaptiveColorScheme(
            bgBasicLevel1Default: .white,
            bgBasicLevel2Default: Color(red: 0.961, green: 0.961, blue: 0.969),
            bgBasicTransparentSemiDefault: Color(red: 0.157, green: 0.176, blue: 0.216, opacity: 0.08),
            onBgBasicEmphasis100Default: Color(red: 0.157, green: 0.176, blue: 0.216),
            onBgBasicEmphasis70Default: Color(red: 0.392, green: 0.412, blue: 0.451),
            bgVibrantDefault: Color(red: 0.157, green: 0.176, blue: 0.216),
            onBgVibrantDefault: .white
        )
    }

    /// A copy with the vibrant background dimmed, used for disabled controls.
    func disabled() -> DSAdaptiveColorScheme {
        DSAdaptiveColorScheme(
            bgBasicLevel1Default: bgBasicLevel1Default,
            bgBasicLevel2Default: bgBasicLevel2Default,
            bgBasicTransparentSemiDefault: bgBasicTransparentSemiDefault,
            onBgBasicEmphasis100Default: onBgBasicEmphasis70Default,
            onBgBasicEmphasis70Default: onBgBasicEmphasis70Default.opacity(0.6),
            bgVibrantDefault: Color(red: 0.627, green: 0.647, blue: 0.671),
            onBgVibrantDefault: Color.white.opacity(0.8)
        )
    }
}
