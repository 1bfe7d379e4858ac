import SwiftUI

public enum ColorStyle: String, CaseIterable {
    case primaryLabel
    case secondaryLabel
    case tintColor
    case negativeLabel
    case primaryBackground
}

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
        .primaryLabel: HexColor(lightColor: "1D2D3E", darkColor: "F5F6F7"),
        .secondaryLabel: HexColor(lightColor: "556B82", darkColor: "A9B4BE"),
        .tintColor: HexColor(lightColor: "0070F2", darkColor: "4DB1FF"),
        .negativeLabel: HexColor(lightColor: "AA0808", darkColor: "FF8888"),
        .primaryBackground: HexColor(lightColor: "F5F6F7", darkColor: "1D232A"),
    ]
}
