import SwiftUI

public enum CompatibleModifier {
    case listRowSeparator(_ visibility: Visibility)
    case scrollContentBackground(_ visibility: Visibility)
    case scrollDisabled(_ disabled: Bool)
}

public extension View {
    @ViewBuilder
    func compatibleCall(_ modifier: CompatibleModifier) -> some View {
        switch modifier {
        case .listRowSeparator(let visibility):
            if #available(iOS 15, *) { self.listRowSeparator(visibility) } else { self }
        case .scrollContentBackground(let visibility):
            if #available(iOS 16, *) { self.scrollContentBackground(visibility) } else { self }
        case .scrollDisabled(let disabled):
            if #available(iOS 16, *) { self.scrollDisabled(disabled) } else { self }
        }
    }
}
