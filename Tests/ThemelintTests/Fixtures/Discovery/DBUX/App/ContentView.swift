import SwiftUI

struct ContentView: View {
    @Environment(\.dsActiveColorScheme) var activeColorScheme

    var body: some View {
        VStack {
            Text("Critical Alert")
                .foregroundColor(activeColorScheme.onBgBasicEmphasis100Default)
                .background(Color(red: 0.157, green: 0.176, blue: 0.216)) // expect: hardcoded-color
            Text("Neutral Text")
                .foregroundColor(Color(red: 0.086, green: 0.097, blue: 0.119)) // expect: hardcoded-color
        }
        .background(activeColorScheme.bgBasicLevel1Default)
    }
}

/// No environment here: the adaptive tokens cannot be suggested.
struct LegacyBanner: View {
    var body: some View {
        Text("Maintenance tonight")
            .foregroundColor(Color(red: 0.157, green: 0.176, blue: 0.216)) // expect: hardcoded-color
    }
}
