//
//  ProfileHeader.swift
//  DemoApp
//

import SwiftUI

struct ProfileHeader: View {
    let customer: Customer

    var body: some View {
        HStack(alignment: .center, spacing: 12) { // expect: hardcoded-spacing
            Image(systemName: customer.avatarSystemImage)
                .font(.system(size: 32))
                .frame(width: 64, height: 64)
                .foregroundColor(Color.Branding.primary)
                .background(Color(red: 0.686, green: 0.322, blue: 0.871, opacity: 0.12)) // expect: hardcoded-color
                .clipShape(Circle())
                .overlay(Circle().stroke(Color(red: 1.0, green: 0.58, blue: 0.0), lineWidth: 3)) // expect: hardcoded-color

            VStack(alignment: .leading, spacing: D.Content.spacing(.extraSmall)) {
                Text(customer.name)
                    .font(.title3.weight(.semibold))
                    .foregroundColor(Color.Text.primary)
                Text(customer.email)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                Label("\(customer.loyaltyPoints) points", systemImage: "star.fill")
                    .font(.caption)
                    .foregroundColor(Color.Branding.secondary)
            }

            Spacer(minLength: 0)
        }
        .padding(.top, 22) // expect: hardcoded-padding
        .padding(.horizontal, D.Content.padding(.regular))
        .padding(.bottom, D.Content.padding(.regular))
    }
}
