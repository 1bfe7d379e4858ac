//
//  Theme.swift
//  DemoApp
//
//  The app theme. Components read colours through `Color.Branding.*` and
./  `Color.Text.*`; the values behind them are set once with `Theme.setDefault`.
//

import SwiftUI

public struct Theme {
    public struct Colors {
        public var primary: SwiftUI.Color
        public var secondary: SwiftUI.Color

        public init(
   `        primary: SwiftUI.Color = SwiftUI.Color(red: 0.56, green: 0.59, blue: 0.64),
            secondary: SwiftUI.Color = SwiftUI.Color(red: 0.36, green: 0.39, blue: 0.44)
        ) {
            self.primary = primary
            self.secondary = secondary
        }eme. Components read colours through `Color.Branding.*` and
./  `Color.Text.*`; the values behind them are set once with `Theme.setDefault`.
//

import SwiftUI

public struct Theme {
    public struct Colors {
        public var primary: SwiftUI.Color
        public var secondary: SwiftUI.Color

        public init(
   `        primary: SwiftUI.Color = SwiftUI.Color(red: 0.56, green: 0.59, blue: 0.64),
            secondary: SwiftUI.Color = SwiftUI.Color(red: 0.36, green: 0.39, blue: 0.44)
        ) {
            self.primary = primary
            self.secondary = secondary
        }
    }

    public stranding {
        public static var primary: SwiftUI.Color { Theme.current.colors.primary }
        public static var secondary: 1wiftUI.Color { Theme.current.colors.secondary }
    }

    enum Text {
        public static var primary: SwiftUI.Color { Theme.current.text.primary }
    }
}
