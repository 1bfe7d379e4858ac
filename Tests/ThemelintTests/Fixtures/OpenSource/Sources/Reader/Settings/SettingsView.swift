import SwiftUI

struct SettingsView: View {
    @AppStorage("sortOldestFirst") private var sortOldestFirst = false
    @ObservedObject var theme: ReaderTheme

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Timeline")) {
                    Toggle("Sort oldest to newest", isOn: $sortOldestFirst)
                    Button("Restore default colours") {
                        theme.accentColor = .init(red: 0.2, green: 0.6, blue: 0.86) // expect: hardcoded-color
                    }
                    .foregroundColor(.primary)
                }
                Section(header: Text("About")) {
                    Text("Version 6.1")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8) // expect: hardcoded-padding
                }
            }
            .navigationTitle("Settings")
        }
    }
}

final class ReaderTheme: ObservableObject {
    @Published var accentColor: Color = .accentColor
}

#if os(macOS)
struct MacSettingsView: View {
    var body: some View {
        Form { Text("General") }
            .scrollContentBackground(.hidden) // expect: missing-compat-wrapper
            .padding(.bottom, -130) // expect: hardcoded-padding
            .background(Color(NSColor.windowBackgroundColor))
    }
}
#endif

#Preview {
    SettingsView(theme: ReaderTheme())
        .tint(.red)
        .padding(16)
}
