import SwiftUI
import UI

@main
struct ShopApp: App {
    init() {
        Theme.setDefault(
            Theme(
                colors: Theme.Colors(
                    primary: .purple,
                    secondary: Color(red: 0.2, green: 0.6, blue: 0.4)
                ),
                text: Theme.Text(
                    primary: .black
                )
            )
        )
    }

    var body: some Scene {
        WindowGroup { ProductList(model: ProductListModel()) }
    }
}
