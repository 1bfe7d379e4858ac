//
//  ShoppingCartView.swift
//  DemoApp
//

import SwiftUI

@MainActor
final class CartViewModel: ObservableObject {
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
            ModuledView(viewModel.module) { items in
                List {
                    Section {
                        ForEach(items) { item in
                            CartRow(item: item)
                                .listRowSeparator(.hidden) // expect: missing-compat-wrapper
                        }
                        .onDelete(perform: viewModel.remove)
                    }

                    Section {
                        summary(for: items)
                            .padding(.vertical, 8) // expect: hardcoded-padding
                    }
                }
                .listStyle(InsetGroupedListStyle())
                .scrollContentBackground(.hidden) // expect: missing-compat-wrapper
                .background(Color.Branding.secondary.opacity(0.08))
                .refreshable { await viewModel.reload() } // expect: missing-compat-wrapper
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

    private func summary(for items: [CartItem]) -> some View {
        let total = items.reduce(Decimal(0)) { $0 + $1.total }
        return HStack {
            Text("Total")
                .font(.headline)
                .foregroundColor(Color.Text.primary)
            Spacer()
            Text(Formatters.currency.string(from: total as NSDecimalNumber) ?? "")
                .font(.headline)
                .foregroundColor(Color.Branding.primary)
        }
    }
}

private struct CartRow: View {
    let item: CartItem

    var body: some View {
        HStack(spacing: D.Content.spacing(.regular)) {
            Image(systemName: item.product.imageName)
                .font(.title2)
                .frame(width: 44, height: 44)
                .foregroundColor(Color.Branding.primary)
                .background(Color.Branding.primary.opacity(0.1))
                .cornerRadius(10)
            VStack(alignment: .leading, spacing: D.Content.spacing(.extraSmall)) {
                Text(item.product.name)
                    .font(.body.weight(.semibold))
                    .foregroundColor(Color.Text.primary)
                Text("Qty \(item.quantity)")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(item.formattedTotal)
                .font(.subheadline)
        }
        .padding(.vertical, D.Content.padding(.extraSmall))
    }
}
