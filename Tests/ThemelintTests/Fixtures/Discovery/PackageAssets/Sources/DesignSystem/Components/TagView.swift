import SwiftUI

public struct TagView: View {
    let title: String

    public init(title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.caption.bold())
            .foregroundColor(Color(red: 1, green: 0.584, blue: 0)) // expect: hardcoded-color
            .background(Capsule().fill(Color.brand.opacity(0.12)))
    }
}
