//
//  Skins.swift
//  Example
//
//  The concrete themes ("skins"). Each one maps every asset key to a light
//  and a dark value. The file name is deliberately neutral: the literals are
//  allowed because they sit inside classes whose names end in `Theme`.
//

import SwiftUI
import SwiftTheming

class BluoTheme: Themed, Assetable {
    typealias _ColorAsset = ColorAsset
    typealias _FontAsset = FontAsset
    typealias _GradientAsset = EmptyAsset
    typealias _ImageAsset = ImageAsset

    func colorSet(for asset: ColorAsset) -> ColorSet {
        switch asset {
        case .backgroundColor:
            return ColorSet(light: Color(hex: 0xD6E0FF), dark: Color(hex: 0x162350))
        case .accentColor:
            return ColorSet(light: Color(hex: 0x788CFF), dark: Color(hex: 0x323D77))
        case .borderColor:
            return ColorSet(light: Color(red: 0.47, green: 0.55, blue: 1.0), dark: Color(red: 0.2, green: 0.24, blue: 0.47))
        case .contentColor:
            return ColorSet(light: .white, dark: Color(white: 0.12))
        case .fontColor:
            return ColorSet(light: .black, dark: .white)
        }
    }

    func fontSet(for asset: FontAsset) -> FontSet {
        switch asset {
        case .titleFont:
            return FontSet(light: .system(.title, design: .rounded), dark: .system(.title, design: .rounded))
        case .staticFont:
            return FontSet(light: .body, dark: .body)
        }
    }

    func imageSet(for asset: ImageAsset) -> ImageSet {
        switch asset {
        case .planetImage:
            return ImageSet(light: Image("bluo-planet-light"), dark: Image("bluo-planet-dark"))
        case .themeIcon:
            return ImageSet(light: Image(systemName: "drop"), dark: Image(systemName: "drop.fill"))
        }
    }
}

class JadoTheme: Themed, Assetable {
    typealias _ColorAsset = ColorAsset
    typealias _FontAsset = FontAsset
    typealias _GradientAsset = EmptyAsset
    typealias _ImageAsset = ImageAsset

    func colorSet(for asset: ColorAsset) -> ColorSet {
        switch asset {
        case .backgroundColor:
            return ColorSet(light: Color(hex: 0xDEF8EA), dark: Color(hex: 0x22442E))
        case .accentColor:
            return ColorSet(light: Color(hex: 0x97DDB4), dark: Color(hex: 0x97DDB4))
        case .borderColor:
            return ColorSet(light: Color(red: 151 / 255, green: 221 / 255, blue: 180 / 255), dark: .green)
        case .contentColor:
            return ColorSet(light: Color.white, dark: Color.black.opacity(0.85))
        case .fontColor:
            return ColorSet(light: Color(UIColor.darkText), dark: Color(UIColor.lightText))
        }
    }

    func fontSet(for asset: FontAsset) -> FontSet {
        switch asset {
        case .titleFont:
            return FontSet(light: .system(.title, design: .serif), dark: .system(.title, design: .serif))
        case .staticFont:
            return FontSet(light: .callout, dark: .callout)
        }
    }

    func imageSet(for asset: ImageAsset) -> ImageSet {
        switch asset {
        case .planetImage:
            return ImageSet(light: Image("jado-planet-light"), dark: Image("jado-planet-dark"))
        case .themeIcon:
            return ImageSet(light: Image(systemName: "leaf"), dark: Image(systemName: "leaf.fill"))
        }
    }
}
