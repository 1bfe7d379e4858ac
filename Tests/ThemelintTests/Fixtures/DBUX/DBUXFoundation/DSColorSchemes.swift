//
//  DSColorSchemes.swift
//  DBUXFoundation
//
//  Adaptive colour schemes of the design system, one per DSAdaptiveFlag, for
//  light and dark appearance. Generated from the DB UX design tokens
//  (db-ux-design-system/core, "adaptive" colour set) and committed as Swift.
//  Views never read these directly: DSThemeModifier injects the right scheme
//  into the environment and components read `\.dsActiveColorScheme`.
//

import SwiftUI

enum DSColorSchemes {

    static func getColorSchemeLight() -> DSThemeColorScheme {
        DSThemeColorScheme(
            neutral: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.966, green: 0.967, blue: 0.969),
                bgBasicLevel2Default: Color(red: 0.916, green: 0.918, blue: 0.922),
                bgBasicTransparentSemiDefault: Color(red: 0.157, green: 0.176, blue: 0.216, opacity: 0.08),
                onBgBasicEmphasis100Default: Color(red: 0.086, green: 0.097, blue: 0.119),
                onBgBasicEmphasis70Default: Color(red: 0.133, green: 0.150, blue: 0.184),
                bgVibrantDefault: Color(red: 0.157, green: 0.176, blue: 0.216),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            brand: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.997, green: 0.960, blue: 0.963),
                bgBasicLevel2Default: Color(red: 0.993, green: 0.900, blue: 0.909),
                bgBasicTransparentSemiDefault: Color(red: 0.925, green: 0.000, blue: 0.086, opacity: 0.08),
                onBgBasicEmphasis100Default: Color(red: 0.509, green: 0.000, blue: 0.047),
                onBgBasicEmphasis70Default: Color(red: 0.786, green: 0.000, blue: 0.073),
                bgVibrantDefault: Color(red: 0.925, green: 0.000, blue: 0.086),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            informational: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.960, green: 0.976, blue: 0.991),
                bgBasicLevel2Default: Color(red: 0.900, green: 0.941, blue: 0.978),
                bgBasicTransparentSemiDefault: Color(red: 0.000, green: 0.412, blue: 0.776, opacity: 0.08),
                onBgBasicEmphasis100Default: Color(red: 0.000, green: 0.227, blue: 0.427),
                onBgBasicEmphasis70Default: Color(red: 0.000, green: 0.350, blue: 0.660),
                bgVibrantDefault: Color(red: 0.000, green: 0.412, blue: 0.776),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            warning: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.999, green: 0.984, blue: 0.960),
                bgBasicLevel2Default: Color(red: 0.998, green: 0.960, blue: 0.900),
                bgBasicTransparentSemiDefault: Color(red: 0.976, green: 0.604, blue: 0.000, opacity: 0.08),
                onBgBasicEmphasis100Default: Color(red: 0.537, green: 0.332, blue: 0.000),
                onBgBasicEmphasis70Default: Color(red: 0.830, green: 0.513, blue: 0.000),
                bgVibrantDefault: Color(red: 0.976, green: 0.604, blue: 0.000),
                onBgVibrantDefault: Color(red: 0.000, green: 0.000, blue: 0.000)
            ),
            successful: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.970, green: 0.982, blue: 0.965),
                bgBasicLevel2Default: Color(red: 0.925, green: 0.956, blue: 0.912),
                bgBasicTransparentSemiDefault: Color(red: 0.247, green: 0.557, blue: 0.125, opacity: 0.08),
                onBgBasicEmphasis100Default: Color(red: 0.136, green: 0.306, blue: 0.069),
                onBgBasicEmphasis70Default: Color(red: 0.210, green: 0.473, blue: 0.106),
                bgVibrantDefault: Color(red: 0.247, green: 0.557, blue: 0.125),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            critical: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.991, green: 0.960, blue: 0.963),
                bgBasicLevel2Default: Color(red: 0.978, green: 0.900, blue: 0.906),
                bgBasicTransparentSemiDefault: Color(red: 0.780, green: 0.000, blue: 0.063, opacity: 0.08),
                onBgBasicEmphasis100Default: Color(red: 0.429, green: 0.000, blue: 0.035),
                onBgBasicEmphasis70Default: Color(red: 0.663, green: 0.000, blue: 0.054),
                bgVibrantDefault: Color(red: 0.780, green: 0.000, blue: 0.063),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            )
        )
    }

    static func getColorSchemeDark() -> DSThemeColorScheme {
        DSThemeColorScheme(
            neutral: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.144, green: 0.156, blue: 0.180),
                bgBasicLevel2Default: Color(red: 0.200, green: 0.213, blue: 0.237),
                bgBasicTransparentSemiDefault: Color(red: 0.860, green: 0.874, blue: 0.895, opacity: 0.12),
                onBgBasicEmphasis100Default: Color(red: 0.970, green: 0.973, blue: 0.978),
                onBgBasicEmphasis70Default: Color(red: 0.910, green: 0.919, blue: 0.932),
                bgVibrantDefault: Color(red: 0.830, green: 0.847, blue: 0.872),
                onBgVibrantDefault: Color(red: 0.000, green: 0.000, blue: 0.000)
            ),
            brand: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.151, green: 0.107, blue: 0.134),
                bgBasicLevel2Default: Color(red: 0.217, green: 0.098, blue: 0.130),
                bgBasicTransparentSemiDefault: Color(red: 0.948, green: 0.300, blue: 0.360, opacity: 0.12),
                onBgBasicEmphasis100Default: Color(red: 0.989, green: 0.850, blue: 0.863),
                onBgBasicEmphasis70Default: Color(red: 0.966, green: 0.550, blue: 0.589),
                bgVibrantDefault: Color(red: 0.936, green: 0.150, blue: 0.223),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            informational: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.096, green: 0.132, blue: 0.175),
                bgBasicLevel2Default: Color(red: 0.088, green: 0.156, blue: 0.226),
                bgBasicTransparentSemiDefault: Color(red: 0.300, green: 0.588, blue: 0.843, opacity: 0.12),
                onBgBasicEmphasis100Default: Color(red: 0.850, green: 0.912, blue: 0.966),
                onBgBasicEmphasis70Default: Color(red: 0.550, green: 0.735, blue: 0.899),
                bgVibrantDefault: Color(red: 0.150, green: 0.500, blue: 0.810),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            warning: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.154, green: 0.143, blue: 0.129),
                bgBasicLevel2Default: Color(red: 0.224, green: 0.183, blue: 0.118),
                bgBasicTransparentSemiDefault: Color(red: 0.983, green: 0.723, blue: 0.300, opacity: 0.12),
                onBgBasicEmphasis100Default: Color(red: 0.996, green: 0.941, blue: 0.850),
                onBgBasicEmphasis70Default: Color(red: 0.989, green: 0.822, blue: 0.550),
                bgVibrantDefault: Color(red: 0.980, green: 0.663, blue: 0.150),
                onBgVibrantDefault: Color(red: 0.000, green: 0.000, blue: 0.000)
            ),
            successful: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.111, green: 0.141, blue: 0.136),
                bgBasicLevel2Default: Color(red: 0.122, green: 0.176, blue: 0.135),
                bgBasicTransparentSemiDefault: Color(red: 0.473, green: 0.690, blue: 0.388, opacity: 0.12),
                onBgBasicEmphasis100Default: Color(red: 0.887, green: 0.934, blue: 0.869),
                onBgBasicEmphasis70Default: Color(red: 0.661, green: 0.801, blue: 0.606),
                bgVibrantDefault: Color(red: 0.360, green: 0.623, blue: 0.256),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            critical: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.143, green: 0.107, blue: 0.133),
                bgBasicLevel2Default: Color(red: 0.197, green: 0.098, blue: 0.127),
                bgBasicTransparentSemiDefault: Color(red: 0.846, green: 0.300, blue: 0.344, opacity: 0.12),
                onBgBasicEmphasis100Default: Color(red: 0.967, green: 0.850, blue: 0.859),
                onBgBasicEmphasis70Default: Color(red: 0.901, green: 0.550, blue: 0.578),
                bgVibrantDefault: Color(red: 0.813, green: 0.150, blue: 0.204),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            )
        )
    }
}

// Free functions kept for the call sites from ADR-02
// (`@Entry var dsThemeColorScheme: DSThemeColorScheme = getColorSchemeLight()`).

func getColorSchemeLight() -> DSThemeColorScheme {
    DSColorSchemes.getColorSchemeLight()
}

func getColorSchemeDark() -> DSThemeColorScheme {
    DSColorSchemes.getColorSchemeDark()
}
