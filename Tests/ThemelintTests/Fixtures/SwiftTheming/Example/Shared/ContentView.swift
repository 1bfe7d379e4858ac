//
//  ContentView.swift
//  Example
//
//  Theme switcher. Every colour comes from the asset keys, resolved by the
//  current theme and appearance.
//

import SwiftUI
import SwiftTheming

struct ContentView: View {
    @ThemeProviding var themeProvider
    @State private var isPickerShown = false

    var body: some View {
        NavigationView {
            ZStack {
                Color(ColorAsset.backgroundColor)
                    .ignoresSafeArea()

                VStack {
                    Image(ImageAsset.planetImage)
                        .resizable()
                        .scaledToFit()
                        .frame(maxWidth: 220)

                    Text("SwiftTheming")
                        .font(FontAsset.titleFont)
                        .foregroundColor(.fontColor)

                    Text("Current theme: \(themeProvider.theme.key)")
                        .font(FontAsset.staticFont)
                        .foregroundColor(.accentColor)

                    Button(action: { isPickerShown.toggle() }) {
                        Label("Change theme", systemImage: "paintpalette")
                            .padding()
                            .frame(maxWidth: .infinity)
                            .background(.accentColor)
                            .foregroundColor(.contentColor)
                            .clipShape(Capsule())
                    }
                    .padding(.vertical, 12) // expect: hardcoded-padding
                }
                .padding()
                .background(
                    RoundedRectangle(cornerRadius: 20)
                        .stroke(Color(ColorAsset.borderColor), lineWidth: 2)
                )
                .padding()
            }
            .navigationTitle("Themes")
        }
        .sheet(isPresented: $isPickerShown) {
            ThemePicker(themeProvider: themeProvider)
        }
    }
}

struct ThemePicker: View {
    let themeProvider: ThemeProvider
    @Environment(\.presentationMode) private var presentationMode

    private let themes: [(name: String, theme: Theme)] = [
        ("Bluo", .bluoTheme),
        ("Jado", .jadoTheme),
    ]

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Theme")) {
                    ForEach(themes, id: \.name) { item in
                        Button(item.name) {
                            themeProvider.setTheme(with: item.theme)
                            presentationMode.wrappedValue.dismiss()
                        }
                        .foregroundColor(Color(ColorAsset.fontColor, theme: item.theme))
                        .listRowBackground(Color(ColorAsset.backgroundColor, theme: item.theme))
                    }
                }
                Section(header: Text("Appearance")) {
                    Button("System") { themeProvider.setPreferredAppearance(appearance: .system) }
                    Button("Light") { themeProvider.setPreferredAppearance(appearance: .light) }
                    Button("Dark") { themeProvider.setPreferredAppearance(appearance: .dark) }
                }
            }
            .navigationTitle("Appearance")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .themeProviding()
            .background(Color(hex: 0xD6E0FF))
    }
}
