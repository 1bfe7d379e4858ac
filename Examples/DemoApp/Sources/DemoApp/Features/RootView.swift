//
//  RootView.swift
//  DemoApp
//
//  Tabs: catalogue, cart and account. Everything in this file sticks to the
//  design tokens — it is the "after" picture for the feature views.
//

import SwiftUI

struct RootView: View {
    var body: some View {
        TabView {
            CatalogView()
                .tabItem { Label("Shop", systemImage: "bag") }
            ShoppingCartView()
                .tabItem { Label("Cart", systemImage: "cart") }
            AccountView(customer: .sample)
                .tabItem { Label("Account", systemImage: "person") }
        }
        .accentColor(Color.Branding.primary)
    }
}

@MainActor
final class CatalogViewModel: ObservableObject {
    let products = ObservableModule<[Product]>(initialValue: [])
    private let apiClient = APIClient.shared

    func load() {
        products.perform {
            let products = try await self.apiClient.products.list().async()
            return products.filter { $0.isVisible }
        }
    }
}

struct CatalogView: View {
    @StateObject private var viewModel = CatalogViewModel()

    private let columns = [
        GridItem(.flexible(), spacing: D.Content.spacing(.regular)),
        GridItem(.flexible(), spacing: D.Content.spacing(.regular)),
    ]

    var body: some View {
        NavigationView {
            ModuledView(viewModel.products) { products in
                ScrollView {
                    LazyVGrid(columns: columns, spacing: D.Content.spacing(.large)) {
                        ForEach(products) { product in
                            ProductCard(product: product)
                        }
                    }
                    .padding(D.Content.padding(.regular))
                }
            }
            .navigationTitle("Shop")
        }
        .onAppear(perform: viewModel.load)
    }
}

struct AccountView: View {
    let customer: Customer

    var body: some View {
        NavigationView {
            List {
                Section {
                    ProfileHeader(customer: customer)
                        .listRowInsets(EdgeInsets())
                        .compatibleCall(.listRowSeparator(.hidden))
                }
                Section(header: Text("Orders")) {
                    NavigationLink("Order history", destination: Text("No orders yet"))
                    NavigationLink("Returns", destination: Text("No returns"))
                }
            }
            .listStyle(InsetGroupedListStyle())
            .compatibleCall(.scrollContentBackground(.hidden))
            .background(Color.Branding.primary.opacity(0.05))
            .navigationTitle("Account")
        }
    }
}
