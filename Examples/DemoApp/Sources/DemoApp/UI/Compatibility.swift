//
//  Compatibility.swift
//  DemoApp
//
//  `compatibleCall` applies modifiers that only exist on newer iOS versions
//  and silently does nothing on older ones:
//
//      List { ... }
//          .compatibleCall(.listRowSeparator(.hidden))
//
//  `SwiftUI.Visibility` itself is iOS 15+, so the wrapper takes its own
//  `CompatibleVisibility`; at the call site `.hidden` reads the same.
//

import SwiftUI

public enum CompatibleVisibility {
    case automatic
    case visible
    case hidden

    @available(iOS 15.0, *)
    var visibility: Visibility {
        switch self {
        case .automatic: return .automatic
        case .visible: return .visible
        case .hidden: return .hidden
        }
    }
}

public enum CompatibleModifier {
    /// `listRowSeparator(_:)`, iOS 15+.
    case listRowSeparator(_ visibility: CompatibleVisibility)
    /// `scrollContentBackground(_:)`, iOS 16+.
    case scrollContentBackground(_ visibility: CompatibleVisibility)
    /// `scrollDisabled(_:)`, iOS 16+.
    case scrollDisabled(_ disabled: Bool)
}

public extension View {
    @ViewBuilder
    func compatibleCall(_ modifier: CompatibleModifier) -> some View {
        switch modifier {
        case .listRowSeparator(let visibility):
            if #available(iOS 15, *) {
                self.listRowSeparator(visibility.visibility)
            } else {
                self
            }
        case .scrollContentBackground(let visibility):
            if #available(iOS 16, *) {
                self.scrollContentBackground(visibility.visibility)
            } else {
                self
            }
        case .scrollDisabled(let disabled):
            if #available(iOS 16, *) {
                self.scrollDisabled(disabled)
            } else {
                self
            }
        }
    }
}
