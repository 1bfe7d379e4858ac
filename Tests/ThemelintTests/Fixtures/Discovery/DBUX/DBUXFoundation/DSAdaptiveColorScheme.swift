import SwiftUI

public struct DSAdaptiveColorScheme: Equatable {
    public let bgBasicLevel1Default: Color
    public let onBgBasicEmphasis100Default: Color
    public let bgVibrantDefault: Color
    public let onBgVibrantDefault: Color
}

public struct DSThemeColorScheme: Equatable {
    public let neutral: DSAdaptiveColorScheme
    public let critical: DSAdaptiveColorScheme
}
