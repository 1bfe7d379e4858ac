//
//  DSThemeModifier.swift
//  DBUXFoundation
//
//  Injects the theme matching the system appearance and sets the neutral
//  scheme as the active one (ADR-02, alternative B: ViewModifier).
//

import SwiftUI

struct DSThemeModifier: ViewModifier {
    @Environment(\.colorScheme) var systemColorScheme

    func body(content: Content) -> some View {
        content
            .themeColorScheme(adaptiveColorScheme)
            .activeColorScheme(adaptiveColorScheme.neutral)
    }

    var adaptiveColorScheme: DSThemeColorScheme {
        systemColorScheme == .dark ? getColorSchemeDark() : getColorSchemeLight()
    }
}

extension View {
    public func dsTheme() -> some View {
        modifier(DSThemeModifier())
    }

    func themeColorScheme(_ theme: DSThemeColorScheme) -> some View {
        environment(\.dsThemeColorScheme, theme)
    }

    func activeColorScheme(_ color: DSAdaptiveColorScheme) -> some View {
        environment(\.dsActiveColorScheme, color)
    }
}
