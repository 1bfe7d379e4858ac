import DesignSystem
import SwiftUI

struct OfferBanner: View {
    let offer: String

    var body: some View {
        HStack {
            TagView(title: "New")
            Text(offer)
                .foregroundColor(Color(red: 1 / 255, green: 114 / 255, blue: 203 / 255)) // expect: hardcoded-color
            // The warning colour set has no accessor of its own, and `.module` here is not its bundle.
            Image(systemName: "clock")
                .foregroundColor(Color(red: 1, green: 0.584, blue: 0)) // expect: hardcoded-color
            // Near it, but not it: the message keeps the difference.
            Image(systemName: "bolt")
                .foregroundColor(Color(red: 1, green: 0.6, blue: 0)) // expect: hardcoded-color
        }
    }
}
