//
//  ThemeEnvironment.swift
//  DBUXFoundation
//
//  Environment entries for the theme (all adaptive colour schemes) and the
//  currently active adaptive colour scheme (see ADR-02).
//

import SwiftUI

extension EnvironmentValues {
    @Entry var dsThemeColorScheme: DSThemeColorScheme = getColorSchemeLight()
    @Entry var dsActiveColorScheme: DSAdaptiveColorScheme = getColorSchemeLight().neutral
}
