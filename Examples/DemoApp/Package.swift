// swift-tools-version:5.7
//
// DemoApp — a small shop app built on the UI package conventions
// (Theme, Dimensions, compatibleCall, ModuledView/ObservableModule).
// It ships to iOS 14, which is why iOS 15/16 list modifiers must go
// through `.compatibleCall(...)`.
//
import PackageDescription

let package = Package(
    name: "DemoApp",
    platforms: [
        .iOS(.v14),
    ],
    products: [
        .executable(name: "DemoApp", targets: ["DemoApp"]),
    ],
    targets: [
        .executableTarget(
            name: "DemoApp",
            path: "Sources/DemoApp"
        ),
    ]
)
