import SwiftUI

public enum ColorStyle: String, CaseIterable {
    case primaryLabel
    case secondaryLabel
    case tintColor
    case negativeLabel
    case primaryBackground
}

/// As SAP's FioriThemeManager names them: `lightColor` for the dark background, `darkColor` for the light one.
public struct HexColor {
    let lightColor: String
    let darkColor: String

    public init(lightColor: String, darkColor: String) {
        self.lightColor = lightColor
        self.darkColor = darkColor
    }
}

struct PaletteV6 {
    let colorDefinitions: [ColorStyle: HexColor] = [
        .primaryLabel: HexColor(lightColor: "F5F6F7", darkColor: "1D2D3E"),
        .secondaryLabel: HexColor(lightColor: "A9B4BE", darkColor: "556B82"),
        .tintColor: HexColor(lightColor: "4DB1FF", darkColor: "0070F2"),
        .negativeLabel: HexColor(lightColor: "FF8888", darkColor: "AA0808"),
        .primaryBackground: HexColor(lightColor: "1D232A", darkColor: "F5F6F7"),
    ]
}
