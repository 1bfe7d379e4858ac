//
//  Models.swift
//  DemoApp
//

import Combine
import Foundation

struct Product: Identifiable, Hashable, Decodable {
    let id: Int
    var name: String
    var subtitle: String
    var price: Decimal
    var imageName: String
    var isVisible: Bool
    var isOnSale: Bool

    var formattedPrice: String {
        Formatters.currency.string(from: price as NSDecimalNumber) ?? "\(price)"
    }
}

struct CartItem: Identifiable, Hashable {
    let product: Product
    var quantity: Int

    var id: Int { product.id }
    var total: Decimal { product.price * Decimal(quantity) }
    var formattedTotal: String {
        Formatters.currency.string(from: total as NSDecimalNumber) ?? "\(total)"
    }
}

struct Customer: Hashable {
    var name: String
    var email: String
    var avatarSystemImage: String
    var loyaltyPoints: Int
}

enum Formatters {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()
}

/// A stand-in for the real backend: every endpoint returns a publisher.
final class APIClient {
    static let shared = APIClient()

    struct Products {
        func list() -> AnyPublisher<[Product], Error> {
            Just(Product.samples)
                .setFailureType(to: Error.self)
                .delay(for: .milliseconds(400), scheduler: DispatchQueue.main)
                .eraseToAnyPublisher()
        }
    }

    struct Cart {
        func items() -> AnyPublisher<[CartItem], Error> {
            Just(Product.samples.prefix(3).map { CartItem(product: $0, quantity: 1) })
                .setFailureType(to: Error.self)
                .delay(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .eraseToAnyPublisher()
        }
    }

    let products = Products()
    let cart = Cart()
}

extension Product {
    static let samples: [Product] = [
        Product(id: 1, name: "Linen Shirt", subtitle: "Relaxed fit", price: 59, imageName: "tshirt", isVisible: true, isOnSale: false),
        Product(id: 2, name: "Canvas Tote", subtitle: "Organic cotton", price: 24, imageName: "bag", isVisible: true, isOnSale: true),
        Product(id: 3, name: "Trail Runner", subtitle: "Size 42", price: 129, imageName: "figure.walk", isVisible: true, isOnSale: false),
        Product(id: 4, name: "Gift Card", subtitle: "Digital", price: 50, imageName: "giftcard", isVisible: false, isOnSale: false),
    ]
}

extension Customer {
    static let sample = Customer(name: "Sam Rivera", email: "sam@example.com", avatarSystemImage: "person.crop.circle", loyaltyPoints: 1_240)
}
