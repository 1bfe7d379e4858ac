// swift-tools-version:6.0
// libFuzzer targets for themelint, built against the parent package by path. Build and run them
// with `make fuzz` / `make fuzz-smoke` (Fuzz/fuzz.py); see Fuzz/README.md.
import PackageDescription

let package = Package(
    name: "themelint-fuzz",
    dependencies: [
        .package(name: "themelint", path: ".."),
    ],
    targets: [
        // Property checks and input slicing shared by the fuzz targets.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "fuzz-json",
            dependencies: [
                "FuzzSupport",
                .product(name: "ThemelintJSON", package: "themelint"),
                .product(name: "ThemelintCore", package: "themelint"),
                .product(name: "ThemelintServer", package: "themelint"),
            ]
        ),
        .executableTarget(
            name: "fuzz-framing",
            dependencies: [
                "FuzzSupport",
                .product(name: "ThemelintJSON", package: "themelint"),
                .product(name: "ThemelintCore", package: "themelint"),
                .product(name: "ThemelintServer", package: "themelint"),
            ]
        ),
        .executableTarget(
            name: "fuzz-engine",
            dependencies: [
                "FuzzSupport",
                .product(name: "ThemelintJSON", package: "themelint"),
                .product(name: "ThemelintCore", package: "themelint"),
                .product(name: "ThemelintServer", package: "themelint"),
            ]
        ),
        .executableTarget(
            name: "fuzz-positions",
            dependencies: [
                "FuzzSupport",
                .product(name: "ThemelintCore", package: "themelint"),
                .product(name: "ThemelintServer", package: "themelint"),
            ]
        ),
    ]
)
