import SwiftUI

enum DSColorSchemes {
    static func getColorSchemeLight() -> DSThemeColorScheme {
        DSThemeColorScheme(
            neutral: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.966, green: 0.967, blue: 0.969),
                onBgBasicEmphasis100Default: Color(red: 0.086, green: 0.097, blue: 0.119),
                bgVibrantDefault: Color(red: 0.157, green: 0.176, blue: 0.216),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            ),
            critical: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.998, green: 0.961, blue: 0.961),
                onBgBasicEmphasis100Default: Color(red: 0.520, green: 0.000, blue: 0.020),
                bgVibrantDefault: Color(red: 0.925, green: 0.000, blue: 0.086),
                onBgVibrantDefault: Color(red: 1.000, green: 1.000, blue: 1.000)
            )
        )
    }

    static func getColorSchemeDark() -> DSThemeColorScheme {
        DSThemeColorScheme(
            neutral: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.063, green: 0.071, blue: 0.086),
                onBgBasicEmphasis100Default: Color(red: 0.966, green: 0.967, blue: 0.969),
                bgVibrantDefault: Color(red: 0.780, green: 0.800, blue: 0.830),
                onBgVibrantDefault: Color(red: 0.086, green: 0.097, blue: 0.119)
            ),
            critical: DSAdaptiveColorScheme(
                bgBasicLevel1Default: Color(red: 0.157, green: 0.035, blue: 0.047),
                onBgBasicEmphasis100Default: Color(red: 1.000, green: 0.780, blue: 0.780),
                bgVibrantDefault: Color(red: 1.000, green: 0.380, blue: 0.400),
                onBgVibrantDefault: Color(red: 0.086, green: 0.097, blue: 0.119)
            )
        )
    }
}
