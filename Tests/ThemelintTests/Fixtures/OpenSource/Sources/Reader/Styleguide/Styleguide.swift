// The app's colours and layout constants, isowords-style: definitions, never findings.

import SwiftUI

extension Color {
    public static let readerInk = hex(0x121212)
    public static let readerPaper = hex(0xFAF7F0)
    public static let unread = Color(red: 0.2, green: 0.6, blue: 0.86)

    public static func hex(_ hex: UInt, opacity: Double = 1) -> Self {
        Self(
            red: Double((hex & 0xFF0000) >> 16) / 255,
            green: Double((hex & 0x00FF00) >> 8) / 255,
            blue: Double(hex & 0x0000FF) / 255,
            opacity: opacity
        )
    }
}

extension CGFloat {
    public static let layoutPadding: CGFloat = 20
    public static func grid(_ n: Int) -> Self { Self(n) * 4 }
}

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .frame(maxWidth: .infinity, minHeight: 44)
            .padding(.horizontal, .grid(4))
            .foregroundColor(.readerPaper)
            .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.readerInk))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
