//
//  ProductPage.swift
//  NorthwindSwiftUI
//
//  Edits a single product. Records are plain, Equatable values, so checking
//  for unsaved changes is just a comparison with the snapshot.
//

import SwiftUI
import Northwind

struct ProductPage: View {

  @Environment(\.database) private var database

                 let snapshot : Product
                 let onSave   : ( Product ) -> Void
  @State private var product  : Product = Product(id: 0, productName: "")
  @State private var error    : Swift.Error?

  private var hasChanges : Bool {
    snapshot != product
  }

  var body: some View {
    Form {
      ProductForm(product: $product)
    }
    .formStyle(.grouped)
    .navigationTitle(product.productName)
    .onChange(of: snapshot) { product = $0 }
    .onAppear               { product = snapshot }
    .toolbar {
      ToolbarItem(placement: .destructiveAction) {
        Button("Revert") { product = snapshot }
          .disabled(!hasChanges)
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save", action: save)
          .disabled(!hasChanges)
      }
    }
    .alert("Could not save product",
           isPresented: .constant(error != nil),
           actions: { Button("OK") { error = nil } },
           message: { Text(error.map { "\($0)" } ?? "") })
  }

  private func save() {
    do {
      try database.update(product)
      onSave(product)
    }
    catch {
      self.error = error
    }
  }
}

struct ProductForm: View {

  @Binding var product : Product

  private var isDiscontinued : Binding<Bool> {
    Binding(get: { product.discontinued != "0" },
            set: { product.discontinued = $0 ? "1" : "0" })
  }

  private var price : Binding<Double> {
    Binding(get: { product.unitPrice ?? 0 },
            set: { product.unitPrice = $0 })
  }

  var body: some View {
    Section("Product") {
      TextField("Name", text: $product.productName)
      LabeledContent("ID", value: product.id, format: .number)
      TextField("Quantity per Unit",
                text: Binding(get: { product.quantityPerUnit ?? "" },
                              set: { product.quantityPerUnit = $0.isEmpty ? nil : $0 }))
    }
    Section("Pricing") {
      TextField("Unit Price", value: price, format: .currency(code: "USD"))
      #if os(iOS)
        .keyboardType(.decimalPad)
      #endif
      Stepper("In stock: \(product.unitsInStock ?? 0)",
              value: Binding(get: { product.unitsInStock ?? 0 },
                             set: { product.unitsInStock = $0 }),
              in: 0...10_000)
      Toggle("Discontinued", isOn: isDiscontinued)
    }
  }
}
