//
//  ColorModifiers.swift
//  DBUXFoundation
//
//  Switches the active adaptive colour scheme for a subtree, plus the small
//  set of colour modifiers components use to read it.
//

import SwiftUI

public enum DSAdaptiveFlag: Hashable, CaseIterable {
    case neutral
    case brand
    case informational
    case warning
    case successful
    case critical
}

struct DSSetColorSchemeModifier: ViewModifier {
    @Environment(\.dsThemeColorScheme) var themeColorScheme
    var flag: DSAdaptiveFlag

    func body(content: Content) -> some View {
        content.environment(\.dsActiveColorScheme, themeColorScheme[flag])
    }
}

/// Paints the view with the active scheme's basic background and emphasis text.
struct DSBasicColorsModifier: ViewModifier {
    @Environment(\.dsActiveColorScheme) var activeColorScheme
    var level: Int

    func body(content: Content) -> some View {
        content
            .foregroundColor(activeColorScheme.onBgBasicEmphasis100Default)
            .background(level > 1 ? activeColorScheme.bgBasicLevel2Default : activeColorScheme.bgBasicLevel1Default)
    }
}

/// Paints the view with the active scheme's vibrant (filled) colours.
struct DSVibrantColorsModifier: ViewModifier {
    @Environment(\.dsActiveColorScheme) var activeColorScheme

    func body(content: Content) -> some View {
        content
            .foregroundColor(activeColorScheme.onBgVibrantDefault)
            .background(activeColorScheme.bgVibrantDefault)
            .accentColor(activeColorScheme.onBgVibrantDefault)
    }
}

extension View {
    public func dsSetColorScheme(_ flag: DSAdaptiveFlag) -> some View {
        self.modifier(DSSetColorSchemeModifier(flag: flag))
    }

    public func dsBasicColors(level: Int = 1) -> some View {
        modifier(DSBasicColorsModifier(level: level))
    }

    public func dsVibrantColors() -> some View {
        modifier(DSVibrantColorsModifier())
    }
}
