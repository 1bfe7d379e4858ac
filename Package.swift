// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "themelint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "themelint", targets: ["themelint"]),
        // For the libFuzzer package in Fuzz/, which builds against these modules by path.
        .library(name: "ThemelintJSON", targets: ["ThemelintJSON"]),
        .library(name: "ThemelintCore", targets: ["ThemelintCore"]),
        .library(name: "ThemelintServer", targets: ["ThemelintServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // json-c, wrapped as a system library; every JSON byte in themelint passes through it.
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"])]
        ),
        .target(name: "ThemelintJSON", dependencies: ["CJSONC"]),
        .target(
            name: "ThemelintCore",
            dependencies: [
                "ThemelintJSON",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "ThemelintReporters", dependencies: ["ThemelintCore", "ThemelintJSON"]),
        .target(name: "ThemelintServer", dependencies: ["ThemelintCore", "ThemelintJSON", "ThemelintReporters"]),
        .executableTarget(
            name: "themelint",
            dependencies: [
                "ThemelintCore", "ThemelintJSON", "ThemelintReporters", "ThemelintServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`'s floor: read, parse and walk each file once on all cores (Benchmarks/bench.py).
        .executableTarget(
            name: "themelint-parse-floor",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Benchmarks/ParseFloor"
        ),
        .testTarget(
            name: "ThemelintTests",
            dependencies: ["ThemelintCore", "ThemelintJSON", "ThemelintReporters", "ThemelintServer"],
            // Realistic app sources the tests lint as data; they are not compiled.
            exclude: ["Fixtures"]
        ),
    ]
)
