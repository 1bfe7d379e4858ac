//
//  ProductList.swift
//  NorthwindSwiftUI
//
//  Fetches the products using the `.task` modifier, re-running the query
//  whenever the search string changes.
//

import SwiftUI
import Northwind

@available(iOS 16.0, macOS 13, *)
struct ProductsList: View {

  @Environment(\.database) private var database

  @Binding var products        : [ Product ]
  @Binding var selectedProduct : Product.ID?

  @State private var searchString = ""

  var body: some View {
    List(products, selection: $selectedProduct) {
      ProductCell(product: $0)
    }
    .searchable(text: $searchString)
    .task(id: searchString) {
      do {
        products = try await database.products.fetch(orderBy: \.productName) {
          $0.productName.contains(
            searchString.trimmingCharacters(in: .whitespacesAndNewlines),
            caseInsensitive: true
          )
        }
      }
      catch {
        print("Could not fetch products:", error)
      }
    }
    .refreshable {
      products = (try? await database.products.fetch(orderBy: \.productName)) ?? products
    }
    .navigationTitle("Products")
  }
}

struct ProductCell: View {

  let product : Product

  private var isDiscontinued : Bool {
    product.discontinued != "0"
  }

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(product.productName)
          .strikethrough(isDiscontinued)
        if let quantity = product.quantityPerUnit {
          Text(quantity)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      Spacer()
      if let price = product.unitPrice {
        Text(price, format: .currency(code: "USD"))
          .font(.callout)
          .foregroundStyle(.secondary)
      }
    }
    .listRowSeparator(isDiscontinued ? .hidden : .automatic)
  }
}
