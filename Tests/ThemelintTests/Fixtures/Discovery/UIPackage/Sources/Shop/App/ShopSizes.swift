import SwiftUI
import UI

/// The shop overrides the package's default sizes with its own grid.
enum ShopSize: String, Sizeable {
    case small
    case regular
    case large

    var padding: CGFloat {
        switch self {
        case .small: return 6
        case .regular: return 18
        case .large: return 30
        }
    }

    var spacing: CGFloat {
        switch self {
        case .small: return 6
        case .regular: return 10
        case .large: return 14
        }
    }
}

typealias D = Dimensions<ShopSize>
