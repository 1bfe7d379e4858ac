// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v14)],
    targets: [
        .target(name: "UI"),
        .executableTarget(name: "Shop", dependencies: ["UI"]),
    ]
)
