//
//  Dimensions.swift
//  DemoApp
//
//  Constant dimensions, so spacing is consistent throughout the app.
//  Use them through the `D` typealias: `.padding(D.Content.padding(.large))`.
//

import CoreGraphics

public protocol Sizeable {
    var padding: CGFloat { get }
    var spacing: CGFloat { get }
}

public enum DefaultSize: String, Sizeable {
    case extraSmall
    case small
    case regular
    case large
    case extraLarge

    public var padding: CGFloat {
        switch self {
        case .extraSmall: return 4
        case .small: return 8
        case .regular: return 16
        case .large: return 22
        case .extraLarge: return 26
        }
    }

    public var spacing: CGFloat {
        switch self {
        case .extraSmall: return 4
        case .small: return 8
        case .regular: return 12
        case .large: return 16
        case .extraLarge: return 20
        }
    }
}

public enum Dimensions<Size: Sizeable> {
    public enum Content {
        /// Padding around and inside content, e.g. `.padding(D.Content.padding(.regular))`.
        public static func padding(_ size: Size) -> CGFloat {
            size.padding
        }

        /// Spacing between stacked elements, e.g. `VStack(spacing: D.Content.spacing(.small))`.
        public static func spacing(_ size: Size) -> CGFloat {
            size.spacing
        }
    }
}

typealias D = Dimensions<DefaultSize>
