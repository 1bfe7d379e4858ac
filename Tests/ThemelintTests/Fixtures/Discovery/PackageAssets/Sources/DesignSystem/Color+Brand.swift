import SwiftUI

// The package's colours live in its own asset catalog, so every accessor names the module's bundle.
public extension Color {
    static let brand = Color("Brand", bundle: .module)
}
