import SwiftUI
import SwiftTheming

class BluoTheme: Themed, Assetable {
    typealias _ColorAsset = ColorAsset
    typealias _FontAsset = EmptyAsset
    typealias _GradientAsset = EmptyAsset
    typealias _ImageAsset = EmptyAsset

    func colorSet(for asset: ColorAsset) -> ColorSet {
        switch asset {
        case .backgroundColor:
            return ColorSet(light: Color(hex: 0xD6E0FF), dark: Color(hex: 0x1C2541))
        case .accentColor:
            return ColorSet(light: Color(hex: 0x3A86FF), dark: Color(hex: 0x8EB8FF))
        case .borderColor:
            return ColorSet(light: Color(hex: 0xB8C4E0), dark: Color(hex: 0x3A4A6B))
        case .fontColor:
            return ColorSet(light: Color(hex: 0x0B132B), dark: Color(hex: 0xF1F4FF))
        }
    }
}
