// swift-tools-version:5.7
import PackageDescription

// An RSS reader in the style of open-source SwiftUI apps (NetNewsWire, isowords, IceCubes):
// no themelint config, no design-system package, iOS 14 and macOS 12.
let package = Package(
    name: "Reader",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [.library(name: "Reader", targets: ["Reader"])],
    targets: [.target(name: "Reader")]
)
