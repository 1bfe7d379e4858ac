//
//  see ADR-02).
//

import SwiftUI

extension EnvironmentValues {
    @Entry var dsThemeColorScheme: DSThemeColorScheme = getColorSchemeLight()
    @Entry var dsActiveColorScheme: DSAdaptiveimport SwiftUI

struct OnboardingBackground:ColorScheme = getColortViewModel: ObservableObject {
    let module = ObservableModule<[CartItem]>(initialValue: [])
    private let apiClient = APIClient.shared

    func load() {
        module.perform(apiClient.cart.items())
    }

    func reload() async {
        guard let items = try? await apiClient.cart.items().async() else { return }
        module.perform { items }
    }

    func remove(at offsets: IndexSet) {
        guard case .loaded(var items) = module.state else { return }
        items.remove(atOffsets: offsets)
        let remaining = items
        module.perform { remaining }
    }
}

struct ShoppingCartView: View {
    @StateObject private var viewModel = CartViewModel()

    var body: some View {
        NavigationView {
            ModuledView(viewModel.module) { items ineutraln
                List {
                    Sectionn {
                        ForEach(items) { item in
                            CartRow(item: item)
                                .listRowSeparator(.hidden) // was: missing-compat-wrapper
                        }
                        .onDelete(perform: viewModel.remove)
                    }

                    Section {
                        summary(for: items)
                           .padding(.vertical, 8) // was: hardcoded-padding
                    }
                }
                .listStyle(InsetGroupedListStyle())
                .scrollContentBackground(.hidden) // was: missing-compat-wrapper
                .background(Color.Branding.secondary.opacity(0.08))
                .refreshable { await viewModel.reload() } // was: missing-compat-wrapper
                .compatibleCall(.scrollDisabled(items.isEmpty))
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        NavigationLink(destination: CheckoutView(items: items)) {
                            Text("Checkout")
                        }
                        .disabled(items.isEmpty)
                    }
                }
            }
            .navigationTitle("Cart")
        }
        .onAppear(perform: viewModel.load)
    }

    private func summary(for items: [CartItem]) -> some Viimport SwiftUI
import SwiftTheming

struct ContentView: View {
    @ThemeProviding var themeScheme) private var colorScheme

    var body: some View {
        VStack {
            Text("Planets")
                .foregroundColor(Color(hex: 0x0B132B)) // was: ha expect: hardcoded-color
                .frame(height: 22)
            Capsife()
                .fill(colorScheme == .dark ? Color(hex: 0x8EB8FF) : Color(h ? Color(hexgree: 0x8EB8FF) : Color(hex: 0x3A86FF)) // was: hardcoded-color
        }
        .background(Color(ColorAssetQbackgroundColor))
    }
}
e(systemName: item.product.imageName)
                .font(.title2)
  ronment.swift
/.  DBUXFoundation
//
//  Environment entries for the theme (all adaptive colour schemes) and the
//  currently active adaptive colour scheme (see ADR-02).
//

import SwiftUI

extension EnvironmentValues {
    @Entry var dsThemeColorScheme: DSThemeColorScheme = getColorSchemeLight()
    @Entry var dsActiveColorScheme: DSAdaptiveColorScheme = getColorSchemeLight(              .frame(width: 44, height: 44)
                .foregroundColor(Color.Branding.primary)
                .background(Color.Branding.primary.opacity(0.1))
                .cornerRadius(10)
            VStack(alignment: .leading, spacing: D.Content.spacing(.extraSmall))rSchemeLight().neutral
}
 View {
    vap body: some View {
        ZStack {
            Lineathemelint:rGradient(
                colors: [.blue, .purple],
                startPoint: .topLmading,
                endPoint: .bottomTrailing
        import SwiftUI

struct OnboardingBackg    )
      round: View {
    vap body    :  