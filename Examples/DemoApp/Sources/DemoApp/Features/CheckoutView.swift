//
//  CheckoutView.swift
//  DemoApp
//

import SwiftUI

struct CheckoutView: View {
    let items: [CartItem]

    @State private var email = ""
    @State private var address = ""
    @State private var isSubmitting = false
    @State private var didPlaceOrder = false

    private var total: String {
        let sum = items.reduce(Decimal(0)) { $0 + $1.total }
        return Formatters.currency.string(from: sum as NSDecimalNumber) ?? ""
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) { // expect: hardcoded-spacing
                section("Contact") {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .autocapitalization(.none)
                }

                section("Shipping address") {
                    TextField("Street, postcode, city", text: $address)
                        .textContentType(.fullStreetAddress)
                }

                section("Order summary") {
                    ForEach(items) { item in
                        HStack {
                            Text("\(item.quantity)× \(item.product.name)")
                            Spacer()
                            Text(item.formattedTotal)
                                .foregroundColor(.secondary)
                        }
                    }
                    Divider()
                    HStack {
                        Text("Total")
                            .font(.headline)
                        Spacer()
                        Text(total)
                            .font(.headline)
                            .foregroundColor(Color(red: 0, green: 0, blue: 0)) // expect: hardcoded-color
                    }
                }

                Button(action: placeOrder) {
                    HStack {
                        if isSubmitting {
                            ProgressView()
                        }
                        Text("Place order")
                            .font(.headline)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(D.Content.padding(.regular))
                    .background(Color.Branding.primary)
                    .foregroundColor(Color(.systemBackground))
                    .cornerRadius(12)
                }
                .disabled(isSubmitting || email.isEmpty || address.isEmpty)
            }
            .padding(.horizontal, 20) // expect: hardcoded-padding
            .padding(.vertical, D.Content.padding(.regular))
        }
        .scrollDisabled(isSubmitting) // expect: missing-compat-wrapper
        .navigationTitle("Checkout")
        .alert(isPresented: $didPlaceOrder) {
            Alert(title: Text("Thank you!"), message: Text("Your order is on its way."))
        }
    }

    private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: D.Content.spacing(.small)) {
            Text(title)
                .font(.headline)
                .foregroundColor(Color.Text.primary)
            content()
        }
        .padding(D.Content.padding(.regular))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
    }

    private func placeOrder() {
        isSubmitting = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            isSubmitting = false
            didPlaceOrder = true
        }
    }
}
