// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16)],
    products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
    targets: [
        .target(name: "DesignSystem", resources: [.process("Resources")]),
        .target(name: "Checkout", dependencies: ["DesignSystem"]),
    ]
)
