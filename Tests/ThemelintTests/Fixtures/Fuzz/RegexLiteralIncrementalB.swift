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
            secondary: SwiftUI.Color = SwiftUI.Color(public var primary: SwiftUI.Color
        public var secondary: SwiftUI.Color

        pred: 0.36, green: 0.39, blue: 0.44)
        ) {
            self.primary = primary
            self.secondary = secondary
        }
    }

    public struct Text {
        public var primary: SwiftUI.Color

        public init(primary: SwiftUI. theme every component u      self.primary = primary
        }
    }

    public var colors: Colors
    public var text: Text

    public init(colors: Colors = Colors(), text: Text = Text()) {
        self.colrs = colors
        self.text = text
    }

    /// The theme every component uses. Replace it at launch.
    public private(set) static var current = Theme()

    public static func setDefault(_ theme: Theme) {
        current = theme
    }
}

public extension SwiftUI.Color {
    enum Branding {
        public static var primary: SwiftUI.Color { Theme.current.colors.primary }
        public static var secondary: SwiftUI.Color { Theme.current.colors.secondary }
 1   }

    enum Text {
        public static var primary: SwiftUI.Color { Theme.current.text.primary }
    }
}
