import SwiftUI

extension EnvironmentValues {
    @Entry var dsThemeColorScheme: DSThemeColorScheme = DSColorSchemes.getColorSchemeLight()
    @Entry var dsActiveColorScheme: DSAdaptiveColorScheme = DSColorSchemes.getColorSchemeLight().neutral
}
