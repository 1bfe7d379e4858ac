//
//  ContentView.swift
//  DBUXShowcase
//
//  Showcase screen for the adaptive colour schemes. Everything reads its
//  colours from the environment; the two literals marked below are the
//  "quick fix" kind of code the linter is meant to catch.
//

import SwiftUI

struct ContentView: View {
    @Environment(\.dsThemeColorScheme) var themeColorScheme
    @Environment(\.dsActiveColorScheme) var activeColorScheme

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Adaptive colour schemes")
                    .font(.title2.weight(.semibold))
                    .foregroundColor(activeColorScheme.onBgBasicEmphasis100Default)

                ForEach(DSAdaptiveFlag.allCases, id: \.self) { flag in
                    DSNotification(title: title(for: flag), message: "Rendered with the \(flag) scheme.")
                        .dsSetColorScheme(flag)
                }

                Text("Critical Alert")
                    .dsSetColorScheme(.critical)
                    .foregroundColor(themeColorScheme.critical.onBgBasicEmphasis100Default)
                    .padding()
                    .background(Color(red: 0.925, green: 0.0, blue: 0.086)) // expect: hardcoded-color

                Text("Neutral Text")
                    .dsSetColorScheme(.neutral)
                    .foregroundColor(activeColorScheme.onBgBasicEmphasis70Default)
                    .padding(.horizontal, 12) // expect: hardcoded-padding
            }
            .padding()
        }
        .background(activeColorScheme.bgBasicLevel1Default.ignoresSafeArea())
        .dsTheme()
    }

    private func title(for flag: DSAdaptiveFlag) -> String {
        switch flag {
        case .neutral: return "Neutral"
        case .brand: return "Brand"
        case .informational: return "Informational"
        case .warning: return "Warning"
        case .successful: return "Successful"
        case .critical: return "Critical"
        }
    }
}

/// A notification component that only ever reads the *active* scheme, so the
/// caller decides its semantics with `.dsSetColorScheme(_:)`.
struct DSNotification: View {
    @Environment(\.dsActiveColorScheme) var activeColorScheme
    let title: String
    let message: String

    var body: some View {
        HStack(alignment: .top) {
            Rectangle()
                .fill(activeColorScheme.bgVibrantDefault)
                .frame(width: 4)
            VStack(alignment: .leading) {
                Text(title)
                    .font(.headline)
                    .foregroundColor(activeColorScheme.onBgBasicEmphasis100Default)
                Text(message)
                    .font(.subheadline)
                    .foregroundColor(activeColorScheme.onBgBasicEmphasis70Default)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .dsBasicColors(level: 2)
        .overlay(
            RoundedRectangle(cornerRadius: 8)
                .stroke(activeColorScheme.bgBasicTransparentSemiDefault)
        )
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .dsTheme()
        DSNotification(title: "Preview", message: "Literal colours are fine in previews.")
            .padding(16)
            .background(Color(red: 0.925, green: 0.0, blue: 0.086))
            .previewLayout(.sizeThatFits)
    }
}
