//
//  MainView.swift
//  NorthwindSwiftUI
//
//  The main view is a three-pane NavigationSplitView: sidebar with the
//  sections, a list of products and the product page.
//  (The sidebar enum is not called `Section`, so SwiftUI's `Section` stays
//  usable in the forms.)
//

import SwiftUI
import Northwind

enum SidebarSection: String, Hashable, CaseIterable, Identifiable {
  case products, categories, suppliers

  var id : Self { self }

  var title : String {
    switch self {
      case .products   : return "Products"
      case .categories : return "Categories"
      case .suppliers  : return "Suppliers"
    }
  }

  var systemImage : String {
    switch self {
      case .products   : return "shippingbox"
      case .categories : return "square.grid.2x2"
      case .suppliers  : return "building.2"
    }
  }
}

@available(iOS 16.0, macOS 13, *)
struct ContentView: View {

  @Environment(\.database) private var database

  @State private var section           : SidebarSection?    = .products
  @State private var products          : [ Product ] = []
  @State private var selectedProductID : Product.ID?

  private var product : Product? {
    guard let id = selectedProductID else { return nil }
    return products.first(where: { $0.id == id })
  }

  var body: some View {
    NavigationSplitView(
      sidebar: {
        Sidebar(section: $section)
          .navigationSplitViewColumnWidth(min: 180, ideal: 200)
      },
      content: {
        switch section {
          case .products, .none:
            ProductsList(products: $products,
                         selectedProduct: $selectedProductID)
          case .some(let other):
            Text("\(other.title) are not implemented yet.")
              .foregroundStyle(.secondary)
        }
      },
      detail: {
        if let product {
          ProductPage(snapshot: product, onSave: updateSavedProduct)
        }
        else {
          Text("Select a product")
            .font(.title2)
            .foregroundStyle(.tertiary)
        }
      }
    )
  }

  private func updateSavedProduct(_ product: Product) {
    guard let idx = products.firstIndex(where: { $0.id == product.id }) else {
      return
    }
    products[idx] = product
  }
}

struct Sidebar: View {

  @Binding var section : SidebarSection?

  var body: some View {
    List(SidebarSection.allCases, selection: $section) { section in
      Label(section.title, systemImage: section.systemImage)
        .tag(section)
    }
    .listStyle(.sidebar)
    .navigationTitle("Northwind")
  }
}
