import SwiftUI

public protocol Sizeable {
    var padding: CGFloat { get }
    var spacing: CGFloat { get }
}

public enum Dimensions<Size: Sizeable> {
    public enum Content {
        public static func padding(_ size: Size) -> CGFloat { size.padding }
        public static func spacing(_ size: Size) -> CGFloat { size.spacing }
    }
}
