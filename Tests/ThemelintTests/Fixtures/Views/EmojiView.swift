//
//  EmojiView.swift
//  Brew
//
//  Localised, emoji-heavy labels. Columns in diagnostics count Unicode scalars,
//  so every violation here sits AFTER multi-byte / multi-scalar text on its line.
//  See EmojiView.expected.json for the exact (line, column) of each finding.
//

import SwiftUI

struct Flavor: Identifiable, Hashable {
    let id: String
    let emoji: String
    let name: String
}

struct EmojiView: View {
    let flavors: [Flavor]
    @State private var likes = 0

    var body: some View {
        List {
            Section(header: Text("🎨 Palette").foregroundColor(.red)) { // expect: hardcoded-color
                Text("日本語のタイトル").padding(12) // expect: hardcoded-padding
                Text("Café au lait").foregroundColor(Color.orange) // expect: hardcoded-color
                Label("👨‍👩‍👧 Family plan", systemImage: "person.3").padding(.horizontal, 20) // expect: hardcoded-padding
                Text("❤️ Favorites").background(Color(red: 1.0, green: 0.85, blue: 0.9)) // expect: hardcoded-color
                Text("🇯🇵 東京").listRowSeparator(.hidden) // expect: missing-compat-wrapper
            }

            Section(header: Text("🍓 Smoothies")) {
                ForEach(["🍓", "🫐", "🍋"], id: \.self) { fruit in HStack(spacing: 6) { Text(fruit); Text("Smoothie") } } // expect: hardcoded-spacing
                Text("ｺｰﾋｰ ☕︎ 咖啡").padding(.top, -4) // expect: hardcoded-padding
                Text("한글").foregroundColor(.blue) // expect: hardcoded-color
                Text("🎨").foregroundColor(.red).padding(12) // expect: hardcoded-color, hardcoded-padding
                Text("✨ Crème brûlée").background(/* 背景 🎨 */ Color(hex: "#FFF4E0")) // expect: hardcoded-color
                Text("👍🏽 \(likes)").padding(8) // expect: hardcoded-padding
                Text("\(likes) 🔥 ¡Olé!").font(.caption).padding(.horizontal, 10) // expect: hardcoded-padding
            }

            Section(header: Text("✅ Not findings")) {
                Text("🎨 .padding(16) and Color.red are only text here 🎨")
                Text("日本語 .listRowSeparator(.hidden)")
                    .padding()
                ForEach(flavors) { flavor in
                    Text("\(flavor.emoji) \(flavor.name)") // 🎨 Color.red .padding(16)
                        .foregroundColor(.primary)
                }
            }
        }
        .compatibleCall(.listRowSeparator(.hidden))
    }
}
