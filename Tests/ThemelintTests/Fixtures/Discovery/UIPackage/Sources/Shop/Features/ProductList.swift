import SwiftUI
import UI

struct ProductList: View {
    @ObservedObject var model: ProductListModel

    var body: some View {
        if model.isLoading { // expect: prefer-moduled-view
            ProgressView()
        } else if let error = model.error {
            Text(error.localizedDescription)
        } else if let products = model.products {
            List(products) { product in
                VStack(alignment: .leading, spacing: 10) { // expect: hardcoded-spacing
                    Text(product.name)
                        .foregroundColor(Color(red: 0, green: 0, blue: 0)) // expect: hardcoded-color
                    Text(product.price)
                        .foregroundColor(Color(red: 0.2, green: 0.6, blue: 0.4)) // expect: hardcoded-color
                }
                .padding(18) // expect: hardcoded-padding
            }
            .listRowSeparator(.hidden) // expect: missing-compat-wrapper
            .compatibleCall(.scrollContentBackground(.hidden))
        }
    }
}

struct ProductBadge: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(.horizontal, D.Content.padding(.small))
            .background(Color.Branding.primary)
            .padding(7) // expect: hardcoded-padding
    }
}
