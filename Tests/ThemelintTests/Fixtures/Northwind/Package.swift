// swift-tools-version:5.7
//
// NorthwindSwiftUI — a small SwiftUI app on top of the Lighter-generated
// Northwind SQLite API. The main implementation targets iOS 16 / macOS 13
// because it uses NavigationSplitView.
//
import PackageDescription

let package = Package(
  name: "NorthwindSwiftUI",

  platforms: [ .iOS(.v16), .macOS(.v13) ],

  products: [
    .executable(name: "NorthwindSwiftUI", targets: [ "NorthwindSwiftUI" ])
  ],

  dependencies: [
    .package(url: "https://github.com/Lighter-swift/NorthwindSQLite.swift.git",
             from: "1.0.0")
  ],

  targets: [
    .executableTarget(
      name: "NorthwindSwiftUI",
      dependencies: [
        .product(name: "Northwind", package: "NorthwindSQLite.swift")
      ]
    )
  ]
)
