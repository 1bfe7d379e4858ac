//
//  ProductCard.swift
//  DemoApp
//

import SwiftUI

struct ProductCard: View {
    let product: Product
    var onAdd: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 2) { // expect: hardcoded-spacing
            ZStack(alignment: .topLeading) {
                Image(systemName: product.imageName)
                    .resizable()
                    .scaledToFit()
                    .frame(height: 96)
                    .frame(maxWidth: .infinity)
                    .padding(D.Content.padding(.regular))
                    .background(Color.Branding.primary.opacity(0.08))
                    .cornerRadius(12)

                if product.isOnSale {
                    Text("SALE")
                        .font(.caption2.weight(.bold))
                        .padding(.horizontal, D.Content.padding(.small))
                        .padding(.vertical, D.Content.padding(.extraSmall))
                        .background(Color(red: 0.2, green: 0.75, blue: 0.35).opacity(0.15)) // expect: hardcoded-color
                        .foregroundColor(Color.Branding.secondary)
                        .clipShape(Capsule())
                        .padding(D.Content.padding(.small))
                }
            }

            Text(product.name)
                .font(.headline)
                .foregroundColor(Color.Text.primary)
                .padding(.top, D.Content.padding(.small))
            Text(product.subtitle)
                .font(.subheadline)
                .foregroundColor(.secondary)

            HStack {
                Text(product.formattedPrice)
                    .font(.headline)
                    .foregroundColor(Color(red: 0.686, green: 0.322, blue: 0.871)) // expect: hardcoded-color
                Spacer()
                Button(action: onAdd) {
                    Image(systemName: "plus.circle.fill")
                        .font(.title2)
                }
                .foregroundColor(Color.Branding.primary)
                .accessibilityLabel("Add \(product.name) to cart")
            }
        }
        .padding(10) // expect: hardcoded-padding
        .background(Color(.systemBackground))
        .cornerRadius(16)
        .shadow(color: Color.Text.primary.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}
