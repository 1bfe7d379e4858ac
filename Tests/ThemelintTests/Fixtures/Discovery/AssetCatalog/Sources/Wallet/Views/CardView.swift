import SwiftUI

struct CardView: View {
    let card: PaymentCard

    var body: some View {
        VStack(alignment: .leading) {
            Text(card.holder)
                .foregroundColor(Color(.brandPrimary))
            Text(card.number)
                .foregroundColor(Color(red: 0.176, green: 0.322, blue: 0.871)) // expect: hardcoded-color
            Text(card.expiry)
                .foregroundColor(Color(red: 255, green: 159, blue: 60).opacity(0.6)) // expect: hardcoded-color
        }
        .background(Color(hex: "#F0F2F7")) // expect: hardcoded-color
    }
}
