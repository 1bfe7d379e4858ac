//
//  ProfileView.swift
//  Brew
//
//  A barista's public profile: avatar, streak, stats, favourite brews and badges.
//  Reviewer note: the old version of this screen used .padding(16) and Color.red
//  everywhere — that is what DESIGN-142 is about. (Comments are never findings.)
//

import SwiftUI

// MARK: - Hex colours (design hands these over as strings)

extension Color {
    /// Creates a colour from a CSS-style hex string: "#RGB", "#RRGGBB" or "#AARRGGBB".
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        let a, r, g, b: UInt64
        switch cleaned.count {
        case 3: // RGB (12-bit)
            (a, r, g, b) = (255, (value >> 8) * 17, (value >> 4 & 0xF) * 17, (value & 0xF) * 17)
        case 6: // RGB (24-bit)
            (a, r, g, b) = (255, value >> 16, value >> 8 & 0xFF, value & 0xFF)
        case 8: // ARGB (32-bit)
            (a, r, g, b) = (value >> 24, value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        default:
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue: Double(b) / 255,
            opacity: Double(a) / 255
        )
    }
}

// MARK: - Model

enum StreakLevel: String, Codable {
    case green
    case amber
    case red
}

struct Badge: Identifiable, Hashable {
    let id: String
    var title: String
    var symbol: String
    var colorHex: String
}

struct Brew: Identifiable, Hashable {
    let id: UUID
    var name: String
    var method: String
    var rating: Int
}

struct Barista: Identifiable {
    let id: UUID
    var name: String
    var handle: String
    var avatarName: String
    var bio: String
    var joined: Date
    var followers: Int
    var following: Int
    var streak: StreakLevel = .red
    var brews: [Brew]
    var badges: [Badge]
}

// MARK: - Profile

struct ProfileView: View {
    let barista: Barista

    @State private var isFollowing = false
    @State private var showsDebugHints = false
    @State private var highlight: Color = .orange // expect: hardcoded-color

    private static let ringColor = Color(red: 1.0, green: 0.42, blue: 0.42) // expect: hardcoded-color
    private static let joinedFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    /// Layout constants. Static stored properties of a non-View type are
    /// definition sites, so the colour below is allowed.
    private enum Layout {
        static let avatarSize: CGFloat = 96
        static let ringWidth: CGFloat = 3
        static let statDivider = Color.gray.opacity(0.3)
    }

    private let debugHelp = """
        Layout hints (shown in the debug overlay):
          • .padding(16) around every card
          • Color.red for destructive actions, Color(hex: "#FF6B6B") for hearts
          • .listRowSeparator(.hidden) on iOS 15+
        """
    private let snippet = #"Text("Hi").padding(16).foregroundColor(Color(red: 1, green: 0, blue: 0))"#

    private let columns = [
        GridItem(.flexible(), spacing: 12), // expect: hardcoded-spacing
        GridItem(.flexible(), spacing: 0),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) { // expect: hardcoded-spacing
                header
                bio
                stats
                    .profileCard()
                favouriteBrews
                badges
                if showsDebugHints {
                    Text(debugHelp)
                        .font(.system(.caption, design: .monospaced))
                        .foregroundColor(.secondary)
                }
            }
            .padding(.horizontal)
            .padding(.bottom, 24) // expect: hardcoded-padding
        }
        .accentColor(highlight)
        .background(Color(hex: "#FAF7F2").ignoresSafeArea()) // expect: hardcoded-color
        .navigationTitle(barista.name)
        .navigationBarTitleDisplayMode(.inline)
        .onLongPressGesture { showsDebugHints.toggle() }
    }

    // MARK: Header

    private var header: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 2)
                .fill(
                    Color( // expect: hardcoded-color
                        red: 255 / 255,
                        green: 107 / 255,
                        blue: 107 / 255
                    )
                )
                .frame(height: 4)
                .padding(.top, -4) // expect: hardcoded-padding

            HStack(alignment: .center, spacing: 16) { // expect: hardcoded-spacing
                Image(barista.avatarName)
                    .resizable()
                    .scaledToFill()
                    .frame(width: Layout.avatarSize, height: Layout.avatarSize)
                    .clipShape(Circle())
                    .overlay(Circle().stroke(Self.ringColor, lineWidth: Layout.ringWidth))

                VStack(alignment: .leading, spacing: 4) { // expect: hardcoded-spacing
                    Text(barista.name)
                        .font(.title2.weight(.semibold))
                    Text("@\(barista.handle)")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    StreakPill(level: barista.streak)
                }

                Spacer(minLength: 0)
                followButton
            }
        }
    }

    private var followButton: some View {
        Button(action: { isFollowing.toggle() }) {
            Text(isFollowing ? "Following" : "Follow")
                .font(.subheadline.weight(.bold))
                .foregroundColor(isFollowing ? .primary : .white) // expect: hardcoded-color
                .padding(.vertical, 8) // expect: hardcoded-padding
                .padding(.horizontal, 14) // expect: hardcoded-padding
                .background(
                    Capsule()
                        .fill(isFollowing ? Color.gray.opacity(0.15) : Color(hex: "FF6B6B")) // expect: hardcoded-color x2
                )
        }
        .buttonStyle(PlainButtonStyle())
        .accessibilityLabel(isFollowing ? "Unfollow \(barista.name)" : "Follow \(barista.name)")
    }

    // MARK: Bio

    private var bio: some View {
        VStack(alignment: .leading) {
            Text(barista.bio)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            // TODO: drop the old `.padding(16)` / `Color.red` styling once DESIGN-142 ships.
            Text("Tip: never write .padding(16) or Color.red in a view — use tokens.")
                .font(.footnote)
                .foregroundColor(.secondary)
            Text("Debug: \(showsDebugHints ? ".padding(16)" : "Color.red.opacity(0.5)") for @\(barista.handle)")
                .font(.caption2)
                .foregroundColor(Color(.tertiaryLabel))
            Text("Feed rows use \(".listRowSeparator(.hidden)") since \(barista.joined, formatter: Self.joinedFormatter)")
                .font(.caption2)
                .opacity(showsDebugHints ? 1 : 0)
        }
    }

    // MARK: Stats

    private var stats: some View {
        HStack {
            stat(value: barista.brews.count, label: "Brews")
            Divider().frame(height: 28)
            stat(value: barista.followers, label: "Followers")
            Divider().frame(height: 28)
            stat(value: barista.following, label: "Following")
        }
        .frame(maxWidth: .infinity)
        .padding(
            EdgeInsets(
                top: 12, // expect: hardcoded-padding
                leading: 0,
                bottom: 12, // expect: hardcoded-padding
                trailing: 0
            )
        )
        .background(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(Color(.secondarySystemBackground))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .stroke(Layout.statDivider)
        )
    }

    private func stat(value: Int, label: String) -> some View {
        VStack {
            Text("\(value)")
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity)
    }

    // MARK: Favourite brews

    private var favouriteBrews: some View {
        VStack(alignment: .leading, spacing: 8) { // expect: hardcoded-spacing
            Text("Favourite brews")
                .font(.headline)
            LazyVGrid(columns: columns, spacing: 12) { // expect: hardcoded-spacing
                ForEach(barista.brews) { brew in
                    BrewTile(brew: brew)
                }
            }
        }
    }

    // MARK: Badges

    private var badges: some View {
        VStack(alignment: .leading) {
            Text("Badges")
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(barista.badges) { badge in
                        Label(badge.title, systemImage: badge.symbol)
                            .font(.caption.weight(.medium))
                            .padding(8) // expect: hardcoded-padding
                            .background(Color(hex: badge.colorHex).opacity(0.18))
                            .foregroundColor(Color(hex: badge.colorHex))
                            .clipShape(Capsule())
                    }
                }
            }
            Text("Member since \(barista.joined, formatter: Self.joinedFormatter)")
                .font(.footnote)
                .foregroundColor(Color(hex: "#FF6B6B")) // expect: hardcoded-color
        }
    }
}

// MARK: - Pieces

private struct BrewTile: View {
    let brew: Brew

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(brew.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(brew.method)
                .font(.caption)
                .foregroundColor(.secondary)
            RatingView(rating: brew.rating)
                .padding(.top, 6) // expect: hardcoded-padding
        }
        .padding([.top, .leading],
                 10) // expect: hardcoded-padding
        .padding([.bottom, .trailing])
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white) // expect: hardcoded-color
        .cornerRadius(12)
        .shadow(color: .black.opacity(0.06), radius: 6, x: 0, y: 3) // expect: hardcoded-color
    }
}

private struct RatingView: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 2) { // expect: hardcoded-spacing
            ForEach(0..<5) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
                    .imageScale(.small)
            }
        }
        .foregroundColor(.accentColor)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating) of 5 stars")
    }
}

private struct StreakPill: View {
    let level: StreakLevel

    var body: some View {
        Text(title)
            .font(.caption2.weight(.bold))
            .padding(.horizontal, 8) // expect: hardcoded-padding
            .padding(.vertical, 2) // expect: hardcoded-padding
            .background(Capsule().fill(tint))
            .foregroundColor(.white) // expect: hardcoded-color
    }

    private var title: String {
        switch level {
        case .green: return "On fire"
        case .amber: return "Keep going"
        case .red: return "Streak lost"
        }
    }

    private var tint: Color {
        switch level {
        case .green: return Color(red: 0.30, green: 0.69, blue: 0.31) // expect: hardcoded-color
        case .amber: return Color(hex: "#FFB300") // expect: hardcoded-color
        case .red: return .red // expect: hardcoded-color
        }
    }
}

extension View {
    /// Card chrome used by the profile sections.
    func profileCard() -> some View {
        padding(16) // expect: hardcoded-padding
            .background(Color(.systemBackground))
            .cornerRadius(16)
    }
}

// MARK: - Previews (skipped by default)

#if DEBUG
extension Barista {
    static let sample = Barista(
        id: UUID(),
        name: "Ana Lima",
        handle: "ana.pours",
        avatarName: "avatar-ana",
        bio: "Pour-over nerd. V60, Kalita, and far too many grinders.",
        joined: Date(timeIntervalSince1970: 1_600_000_000),
        followers: 1_204,
        following: 87,
        streak: .red,
        brews: [
            Brew(id: UUID(), name: "Ethiopia Guji", method: "V60", rating: 5),
            Brew(id: UUID(), name: "Kenya AA", method: "AeroPress", rating: 4),
        ],
        badges: [
            Badge(id: "early", title: "Early riser", symbol: "sunrise", colorHex: "#FFB300"),
            Badge(id: "100", title: "100 brews", symbol: "cup.and.saucer", colorHex: "#FF6B6B"),
        ]
    )
}
#endif

#Preview("Profile") {
    NavigationView {
        ProfileView(barista: .sample)
            .padding(16)
            .background(Color.red)
            .foregroundColor(Color(hex: "#FF6B6B"))
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileView(barista: .sample)
                .preferredColorScheme(.dark)
                .background(Color(red: 0.11, green: 0.11, blue: 0.12))
            StreakPill(level: .red)
                .padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                .previewLayout(.sizeThatFits)
            List {
                Text("Row")
                    .listRowSeparator(.hidden)
            }
            VStack(spacing: 12) {
                BrewTile(brew: Barista.sample.brews[0])
            }
        }
    }
}
