import FioriSwiftUICore
import SwiftUI

struct ObjectItemExample: View {
    var body: some View {
        List {
            ObjectItem(title: {
                Text("Rouja Pakiman")
                    .foregroundColor(Color.preferredColor(.primaryLabel))
            }, subtitle: {
                Text("Developer")
                    .foregroundColor(Color(red: 0.333, green: 0.42, blue: 0.51)) // expect: hardcoded-color
            }, status: {
                Text("Available")
                    .foregroundColor(.preferredColor(.tintColor))
            })
            Button("Escalate") {}
                .foregroundColor(Color(hex: "#AA0808")) // expect: hardcoded-color
        }
        .listRowBackground(Color(red: 0.96, green: 0.965, blue: 0.97)) // expect: hardcoded-color
    }
}
