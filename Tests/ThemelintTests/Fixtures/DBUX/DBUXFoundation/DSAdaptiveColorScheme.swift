//
//  DSAdaptiveColorScheme.swift
//  DBUXFoundation
//
//  The token shape of one adaptive colour scheme and of a full theme.
//

import SwiftUI

/// All colour tokens a component may use. Every adaptive flag (neutral,
/// critical, …) provides one of these for light and one for dark appearance.
public struct DSAdaptiveColorScheme: Equatable {
    public let bgBasicLevel1Default: Color
    public let bgBasicLevel2Default: Color
    public let bgBasicTransparentSemiDefault: Color
    public let onBgBasicEmphasis100Default: Color
    public let onBgBasicEmphasis70Default: Color
    public let bgVibrantDefault: Color
    public let onBgVibrantDefault: Color
}

/// The theme: one adaptive colour scheme per `DSAdaptiveFlag`.
public struct DSThemeColorScheme: Equatable {
    public let neutral: DSAdaptiveColorScheme
    public let brand: DSAdaptiveColorScheme
    public let informational: DSAdaptiveColorScheme
    public let warning: DSAdaptiveColorScheme
    public let successful: DSAdaptiveColorScheme
    public let critical: DSAdaptiveColorScheme

    public subscript(flag: DSAdaptiveFlag) -> DSAdaptiveColorScheme {
        switch flag {
        case .neutral: return neutral
        case .brand: return brand
        case .informational: return informational
        case .warning: return warning
        case .successful: return successful
        case .critical: return critical
        }
    }
}
