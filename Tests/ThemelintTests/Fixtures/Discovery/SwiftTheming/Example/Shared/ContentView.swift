import SwiftUI
import SwiftTheming

struct ContentView: View {
    @ThemeProviding var themeProvider
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text("Planets")
                .foregroundColor(Color(hex: 0x0B132B)) // expect: hardcoded-color
            Text("Subtitle")
                .foregroundColor(ColorAsset.fontColor)
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color(hex: 0xB8C4E0)) // expect: hardcoded-color
                .frame(height: 44)
            Capsule()
                .fill(colorScheme == .dark ? Color(hex: 0x8EB8FF) : Color(hex: 0x3A86FF)) // expect: hardcoded-color
        }
        .background(Color(ColorAsset.backgroundColor))
    }
}
