// Deployment targets read from build files: Package.swift, Xcode projects and their .xcconfig
// files, XcodeGen's project.yml and Tuist's Project.swift, and which directory's files win.
import Foundation
@testable import ThemelintCore
import XCTest

final class BuildManifestTests: XCTestCase {
    func testPackageManifestPlatforms() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            // platforms: [.iOS(.v12)] in a comment does not count
            let linuxOnly: [SwiftSetting] = [.define("USE_EPOLL", .when(platforms: [.linux]))]
            let package = Package(
                name: "App",
                platforms: [
                    .iOS(.v16_4), .macOS("13.3"), .watchOS(.v9), .macCatalyst(.v15)
                ],
                targets: [.target(name: "App")]
            )
            """
        let versions = PackageManifest.platforms(in: Array(manifest.utf8))
        XCTAssertEqual(versions?[.iOS], Version([16, 4]))
        XCTAssertEqual(versions?[.macOS], Version([13, 3]))
        XCTAssertEqual(versions?[.watchOS], Version([9]))
        XCTAssertNil(versions?[.tvOS])
        XCTAssertNil(PackageManifest.platforms(in: Array("let package = Package(name: \"x\")".utf8)))

        // Set after the initialiser, as some packages do (Brick_SwiftUI), and extended with `+=`.
        let assigned = """
            let package = Package(name: "Brick", targets: [.target(name: "Brick")])
            package.platforms = [.iOS(.v14), .tvOS(.v14), .macOS(.v11)]
            package.platforms += [.watchOS(.v7), .iOS(.v15)]
            """
        let later = PackageManifest.platforms(in: Array(assigned.utf8))
        XCTAssertEqual(later?[.iOS], Version([15]))
        XCTAssertEqual(later?[.macOS], Version([11]))
        XCTAssertEqual(later?[.watchOS], Version([7]))
    }

    func testXcodeProjectTakesTheLowestTargetPerPlatform() {
        let project = """
            IPHONEOS_DEPLOYMENT_TARGET = 16.0;
            IPHONEOS_DEPLOYMENT_TARGET = 15.4;
            MACOSX_DEPLOYMENT_TARGET = "13.0";
            """
        let versions = XcodeProject.parse(project)
        XCTAssertEqual(versions[.iOS], Version([15, 4]))
        XCTAssertEqual(versions[.macOS], Version([13]))
    }

    func testXcodeSettingsReadConditionsAndCommentsButNotOtherNames() {
        let text = """
            "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 15.2;
            RECOMMENDED_MACOSX_DEPLOYMENT_TARGET = 10.13;
            MACOSX_DEPLOYMENT_TARGET = 12.0 // the app's floor
            TVOS_DEPLOYMENT_TARGET = $(inherited);
            """
        let versions = XcodeProject.parse(text)
        XCTAssertEqual(versions, [.iOS: Version([15, 2]), .macOS: Version([12])])
    }

    /// An iOS app's project with a watch app, a multiplatform widget target, a macOS command-line
    /// tool, unit tests and a leftover project-level macOS setting, as Xcode writes project.pbxproj.
    static let mixedProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXNativeTarget section */
        		A1 /* Groceries */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "Groceries" */;
        			buildPhases = (
        				S1 /* Sources */,
        			);
        			name = Groceries;
        			productName = Groceries;
        			productType = "com.apple.product-type.application";
        		};
        		A2 /* GroceriesWatch */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L2;
        			name = GroceriesWatch;
        			productType = "com.apple.product-type.application";
        		};
        		A3 /* codegen */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L3;
        			name = codegen;
        			productType = "com.apple.product-type.tool";
        		};
        		A4 /* GroceriesTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L4;
        			name = GroceriesTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		A5 /* Widgets */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L5;
        			name = Widgets;
        			productType = "com.apple.product-type.app-extension";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		P0 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L0 /* Build configuration list for PBXProject "Groceries" */;
        			mainGroup = G0;
        			targets = (
        				A1 /* Groceries */,
        				A2 /* GroceriesWatch */,
        				A3 /* codegen */,
        				A4 /* GroceriesTests */,
        				A5 /* Widgets */,
        			);
        		};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        		C0D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 10.15; SDKROOT = iphoneos; "OTHER_LDFLAGS[arch=*]" = ("-ObjC", ); }; name = Debug; };
        		C0R /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 10.15; SDKROOT = iphoneos; }; name = Release; };
        		C1D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Groceries/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		C2D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 9.0; }; name = Debug; };
        		C3D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 11.0; }; name = Debug; };
        		C4D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
        		C5D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
        				MACOSX_DEPLOYMENT_TARGET = 14.0;
        				SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
        			}; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C0D /* Debug */, C0R /* Release */, ); defaultConfigurationName = Release; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1D, ); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C2D, ); };
        		L3 = {isa = XCConfigurationList; buildConfigurations = (C3D, ); };
        		L4 = {isa = XCConfigurationList; buildConfigurations = (C4D, ); };
        		L5 = {isa = XCConfigurationList; buildConfigurations = (C5D, ); };
        /* End XCConfigurationList section */
        	};
        	rootObject = P0 /* Project object */;
        }

        """

    func testXcodeProjectTargetsConstrainOnlyTheirOwnPlatforms() {
        let bytes = Array(Self.mixedProject.utf8)
        // The app (iOS 16 from the project), the watch app, and the multiplatform widgets' macOS 14;
        // not the tool's macOS 11, the tests' iOS 15 or the project's leftover macOS 10.15.
        XCTAssertEqual(XcodeProject.targetVersions(in: bytes), [.iOS: Version([16]), .watchOS: Version([9]), .macOS: Version([14])])
        XCTAssertEqual(XcodeProject.parse(Self.mixedProject), [.iOS: Version([15]), .watchOS: Version([9]), .macOS: Version([10, 15])],
            "every setting, as for a file that is not a property list")
        // A project of nothing but a tool (and its tests): the files beside it are the tool's.
        let toolOnly = Self.mixedProject.replacingOccurrences(of: "A1 /* Groceries */,", with: "")
            .replacingOccurrences(of: "A2 /* GroceriesWatch */,", with: "").replacingOccurrences(of: "A5 /* Widgets */,", with: "")
        XCTAssertEqual(XcodeProject.targetVersions(in: Array(toolOnly.utf8)), [.macOS: Version([11]), .iOS: Version([15])])
        XCTAssertNil(XcodeProject.targetVersions(in: Array(Self.mixedProject.dropLast(3).utf8)), "a truncated file is not a property list")
        XCTAssertNil(XcodeProject.targetVersions(in: Array(("{" + String(repeating: "a = {", count: 100)).utf8)))
    }

    /// Comments between tokens never change what a project file says, and no cut or corrupted copy
    /// of it traps the reader (seeded, so a failure repeats).
    func testProjectFileReaderIgnoresCommentsAndSurvivesDamage() {
        let bytes = Array(Self.mixedProject.utf8)
        let original = OpenStepValue.parse(bytes)
        XCTAssertNotNil(original)
        var generator = SeededGenerator(seed: 7)
        // Line ends: in this file never inside a string or a block comment.
        let gaps = bytes.indices.filter { bytes[$0] == 0x0A }
        for _ in 0..<300 {
            var commented = bytes
            for gap in gaps.shuffled(using: &generator).prefix(5).sorted(by: >) {
                commented.insert(contentsOf: Array((Bool.random(using: &generator) ? " /* ( } = ; */ " : " // { (\n").utf8), at: gap)
            }
            XCTAssertTrue(OpenStepValue.parse(commented) == original, String(decoding: commented, as: UTF8.self))
        }
        for _ in 0..<2_000 {
            var damaged = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            for _ in 0..<Int.random(in: 0...4, using: &generator) where !damaged.isEmpty {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = XcodeProject.targetVersions(in: damaged)
            _ = XcodeGenSpec.deploymentTargets(String(decoding: damaged, as: UTF8.self))
        }
    }

    func testXcodeGenSpecOptionsTargetsAndSettings() {
        let spec = """
            name: Groceries
            options:
              bundleIdPrefix: com.example
              deploymentTarget:
                iOS: "16.0"   # phones
                watchOS: 9.0
            targets:
              Groceries:
                type: application
                platform: iOS
                deploymentTarget: "15.4"
                sources: [Groceries]
              GroceriesMac:
                type: application
                deploymentTarget: "13.0"
                platform: macOS
              Widget:
                platform: tvOS
                settings:
                  base:
                    TVOS_DEPLOYMENT_TARGET: 17.0
            """
        let versions = XcodeGenSpec.deploymentTargets(spec)
        // options.deploymentTarget is a default per platform: no target builds for watchOS.
        XCTAssertEqual(versions, [.iOS: Version([15, 4]), .macOS: Version([13]), .tvOS: Version([17])])
        XCTAssertEqual(XcodeGenSpec.deploymentTargets("name: App\ntargets:\n  App:\n    deploymentTarget: \"15.0\"\n"), [:],
            "a version without a platform names no target")
    }

    /// Element X's and Bitwarden's layout: the options in an included spec, the targets in another, an
    /// iOS app whose options also name macOS.
    func testXcodeGenSpecsFollowIncludesAndTheTargetsPlatforms() throws {
        let root = NSTemporaryDirectory() + "themelint-xcodegen-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App/SupportingFiles", withIntermediateDirectories: true)
        func write(_ path: String, _ text: String) throws { try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8) }
        try write("project.yml", """
            name: App
            include:
              - path: project-common.yml
              - App/SupportingFiles/target.yml
              - project.yml
            """)
        try write("project-common.yml", "options:\n  deploymentTarget: {iOS: '17.0', macOS: '14.6'}\ninclude: [project.yml]\n")
        try write("App/SupportingFiles/target.yml", "targets:\n  App:\n    type: application\n    platform: iOS\n")
        XCTAssertEqual(XcodeGenSpec.deploymentTargets(atPath: root + "/project.yml"), [.iOS: Version([17])])
        XCTAssertEqual(BuildManifests.deploymentTarget(in: root)?.versions, [.iOS: Version([17])])

        try write("App/SupportingFiles/target.yml", "targets:\n  App:\n    type: application\n    supportedDestinations: [iOS, macOS]\n")
        XCTAssertEqual(XcodeGenSpec.deploymentTargets(atPath: root + "/project.yml"), [.iOS: Version([17]), .macOS: Version([14, 6])])
    }

    func testTuistManifestForms() {
        let manifest = """
            import ProjectDescription
            // deploymentTargets: .iOS("12.0") in a comment does not count
            let project = Project(
                name: "Groceries",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "com.example.app",
                            deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0")),
                    Target(name: "Legacy", platform: .iOS, product: .framework, bundleId: "com.example.legacy",
                           deploymentTarget: .iOS(targetVersion: "16.2", devices: [.iphone, .ipad])),
                    .target(name: "Watch", destinations: [.appleWatch], product: .app, bundleId: "com.example.watch",
                            settings: .settings(base: ["WATCHOS_DEPLOYMENT_TARGET": .string("10.0"), "SWIFT_VERSION": "5.9"])),
                ]
            )
            """
        let versions = TuistManifest.deploymentTargets(in: Array(manifest.utf8))
        XCTAssertEqual(versions, [.iOS: Version([16, 2]), .macOS: Version([14]), .watchOS: Version([10])])

        // A version held in a constant of the manifest, passed as it is or interpolated.
        let constant = """
            import ProjectDescription
            private let deploymentTargetVersion = "26.0"
            var unrelated = "12.0"
            let project = Project(
                name: "App",
                settings: .settings(base: ["IPHONEOS_DEPLOYMENT_TARGET": "\\(deploymentTargetVersion)"]),
                targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "x", deploymentTargets: .iOS(deploymentTargetVersion))]
            )
            """
        XCTAssertEqual(TuistManifest.deploymentTargets(in: Array(constant.utf8)), [.iOS: Version([26])])
        XCTAssertEqual(TuistManifest.deploymentTargets(in: Array(constant.replacingOccurrences(of: "deploymentTargetVersion)", with: "unrelated)").utf8)), [:], "a var is no constant")
    }

    /// A Project.swift that passes a constant (`deploymentTargets: .app`) takes the targets the project's
    /// `Tuist/ProjectDescriptionHelpers` declare, from a folder above the manifest.
    func testTuistHelpersDeclareTheTargetsAManifestPasses() throws {
        let root = try temporaryRepository()
        try Self.write("""
            import ProjectDescription
            let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a.b", deploymentTargets: .app)])
            """, to: root + "/Projects/App/Project.swift")
        try Self.write("""
            import ProjectDescription
            public extension DeploymentTargets {
                static let app: DeploymentTargets = .iOS("17.0")
                static let widget = DeploymentTargets.iOS("16.4")
            }
            let watch = DeploymentTargets.watchOS("10.0")
            let unrelated = Version("9.0")
            """, to: root + "/Tuist/ProjectDescriptionHelpers/Targets.swift")
        let target = BuildManifests.deploymentTarget(in: root + "/Projects/App")
        XCTAssertEqual(target?.versions, [.iOS: Version([16, 4]), .watchOS: Version([10])])
        XCTAssertEqual(target?.origin, "Tuist/ProjectDescriptionHelpers")
        XCTAssertTrue(BuildManifests.isBuildFile(root + "/Tuist/ProjectDescriptionHelpers/Targets.swift"))
        // AppStore-Clone's `static let current: Self = .iOS(targetVersion: "16.0", …)` in an extension of the type.
        try Self.write("""
            import ProjectDescription
            public extension DeploymentTarget {
                static let current: Self = .iOS(targetVersion: "16.0", devices: [.iphone])
            }
            extension Project {
                static let unrelated: Self = .iOS(targetVersion: "12.0")
            }
            """, to: root + "/Tuist/ProjectDescriptionHelpers/Targets.swift")
        XCTAssertEqual(BuildManifests.deploymentTarget(in: root + "/Projects/App")?.versions, [.iOS: Version([16])])
    }

    /// ttokdog keeps its targets in a local plugin's helpers, in a subfolder:
    /// `Plugins/DependencyPlugin/ProjectDescriptionHelpers/Environment/Project+Environment.swift`.
    func testTuistPluginHelpersDeclareTheTargetsToo() throws {
        let root = try temporaryRepository()
        try Self.write("""
            import ProjectDescription
            import DependencyPlugin
            let project = Project.app(name: "App", deploymentTargets: Project.Environment.deploymentTarget)
            """, to: root + "/Projects/App/Project.swift")
        try Self.write("""
            import ProjectDescription
            public extension Project {
                enum Environment {
                    public static let deploymentTarget: DeploymentTargets = .iOS("18.0")
                }
            }
            """, to: root + "/Plugins/DependencyPlugin/ProjectDescriptionHelpers/Environment/Project+Environment.swift")
        let target = BuildManifests.deploymentTarget(in: root + "/Projects/App")
        XCTAssertEqual(target?.versions, [.iOS: Version([18])])
        XCTAssertEqual(target?.origin, "Plugins/DependencyPlugin/ProjectDescriptionHelpers")
        XCTAssertTrue(BuildManifests.isBuildFile(root + "/Plugins/DependencyPlugin/ProjectDescriptionHelpers/Environment/Project+Environment.swift"))
    }

    func testTargetComesFromTheNearestDirectoryThatNamesOne() throws {
        let root = try temporaryRepository()
        func write(_ relative: String, _ text: String) throws { try Self.write(text, to: root + "/" + relative) }
        // An Xcode project that leaves the target to an .xcconfig, which takes it from a file it includes.
        try write("App.xcodeproj/project.pbxproj",
            "A1 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Configs/Base.xcconfig; sourceTree = \"<group>\"; };\n")
        try write("Configs/Base.xcconfig", "// Shared settings\n#include \"Shared/Platform.xcconfig\"\nSWIFT_VERSION = 5.0\n")
        try write("Configs/Shared/Platform.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.1\n")
        try write("Pods/Target Support Files/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n")
        try write("App/Views/ContentView.swift", "import SwiftUI\n")
        // A package inside the repository with its own project.yml wins for its own files.
        try write("Tools/Kit/project.yml", "options:\n  deploymentTarget:\n    macOS: \"13.0\"\n")
        try write("Tools/Kit/Sources/Kit.swift", "import SwiftUI\n")

        let settings = ProjectSettings()
        let app = try settings.settings(forFile: root + "/App/Views/ContentView.swift").deploymentTarget
        XCTAssertEqual(app, DeploymentTarget([.iOS: Version([16, 1])], origin: "Platform.xcconfig"))
        let kit = try settings.settings(forFile: root + "/Tools/Kit/Sources/Kit.swift").deploymentTarget
        XCTAssertEqual(kit, DeploymentTarget([.macOS: Version([13])], origin: "project.yml"))
    }

    /// A package's platforms hold for its targets' sources only: an example app beside them is built by
    /// a project of its own (here an Xcode project in the package's directory), or by nothing declared.
    func testPackagePlatformsCoverOnlyTheTargetsSources() throws {
        let root = try temporaryRepository()
        func write(_ relative: String, _ text: String) throws { try Self.write(text, to: root + "/" + relative) }
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit", platforms: [.iOS(.v17), .macOS(.v13)], dependencies: [.package(path: "../Shared")],
                targets: [.target(name: "Kit"), .target(name: "Lib", path: "Custom/Lib")])
            """)
        for file in ["Sources/Kit/V.swift", "Custom/Lib/V.swift", "Tests/KitTests/T.swift", "Examples/App/V.swift", "Demo/V.swift"] {
            try write(file, "import SwiftUI\n")
        }
        try write("Demo/Demo.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n")
        let settings = ProjectSettings()
        func target(_ file: String) throws -> DeploymentTarget { try settings.settings(forFile: root + "/" + file).deploymentTarget }
        let package = DeploymentTarget([.iOS: Version([17]), .macOS: Version([13])], origin: "Package.swift")
        for file in ["Sources/Kit/V.swift", "Custom/Lib/V.swift", "Tests/KitTests/T.swift"] { XCTAssertEqual(try target(file), package, file) }
        XCTAssertEqual(try target("Demo/V.swift"), DeploymentTarget([.iOS: Version([16])], origin: "project.pbxproj"))
        XCTAssertTrue(try target("Examples/App/V.swift").isAssumed)

        // With an Xcode project beside the manifest, files outside the package's targets are the project's.
        try write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        XCTAssertEqual(try ProjectSettings().settings(forFile: root + "/Examples/App/V.swift").deploymentTarget,
            DeploymentTarget([.iOS: Version([15])], origin: "project.pbxproj"))

        // A manifest that names no platforms builds its targets at SwiftPM's oldest versions: the Xcode project's
        // target beside it is no promise for them (SwiftUi-Weather), so nothing is declared there; the app's folder keeps it.
        try write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n")
        try write("App/V.swift", "import SwiftUI\n")
        let fresh = ProjectSettings()
        XCTAssertTrue(try fresh.settings(forFile: root + "/Sources/Kit/V.swift").deploymentTarget.isAssumed)
        XCTAssertEqual(try fresh.settings(forFile: root + "/App/V.swift").deploymentTarget, DeploymentTarget([.iOS: Version([15])], origin: "project.pbxproj"))
    }

    /// A target inferred from the code fills in only where no build file declares one, and it changes
    /// no finding's fate by itself: a cached run and a fresh one agree.
    func testAnInferredTargetFillsInOnlyWhereNoBuildFileDeclaresOne() throws {
        let root = try temporaryRepository()
        func write(_ relative: String, _ text: String) throws { try Self.write(text, to: root + "/" + relative) }
        let view = "import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n        NavigationStack { List { Text(\"a\") }.refreshable { } }\n    }\n}\n"
        try write("App/Feed.swift", view)
        try write("Kit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v14)])\n")
        try write("Kit/Sources/Kit/Feed.swift", view.replacingOccurrences(of: "NavigationStack", with: "NavigationView"))

        let settings = ProjectSettings()
        let app = try settings.settings(forFile: root + "/App/Feed.swift").deploymentTarget
        XCTAssertEqual(app, .inferred(iOS: Version([16]), from: "NavigationStack (App/Feed.swift:5)"))
        XCTAssertTrue(app.isAssumed)
        let kit = try settings.settings(forFile: root + "/Kit/Sources/Kit/Feed.swift").deploymentTarget
        XCTAssertEqual(kit, DeploymentTarget([.iOS: Version([14])], origin: "Package.swift"))
        // `.refreshable` (iOS 15) is flagged in the package only, and the first pass settles to the same.
        for jobs in [1, 2] {
            let results = Linter.run(LintRequest(paths: [root], jobs: jobs), project: ProjectSettings(selection: RuleSelection(select: ["missing-compat-wrapper"])))
            XCTAssertEqual(results.filter { !$0.diagnostics.isEmpty }.map { FilePaths.relative($0.path, to: root) }, ["Kit/Sources/Kit/Feed.swift"])
        }
    }

    /// Code a target for other platforms builds says nothing of an iOS target (CourtSide's watch app):
    /// `@Observable` in the watch app's folder does not make the project's other files iOS 17.
    func testCodeBuiltOnlyForWatchOSInfersNoIOSTarget() throws {
        let root = try temporaryRepository()
        func write(_ relative: String, _ text: String) throws { try Self.write(text, to: root + "/" + relative) }
        try write("App/W.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            	objects = {
            		P = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L0; targets = (TW); };
            		G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            		C0 = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            		TW = {isa = PBXNativeTarget; name = "W Watch App"; fileSystemSynchronizedGroups = (SG); buildConfigurationList = LW; productType = "com.apple.product-type.application"; };
            		SG = {isa = PBXFileSystemSynchronizedRootGroup; path = "W Watch App"; sourceTree = "<group>"; };
            		LW = {isa = XCConfigurationList; buildConfigurations = (CW); };
            		CW = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 10.0; }; };
            	};
            	rootObject = P;
            }
            """)
        try write("App/W Watch App/Settings.swift", "import Observation\n\n@Observable\nfinal class Settings {}\n")
        let shared = "import SwiftUI\n\nstruct Court: View {\n    var body: some View {\n        ScrollView { Text(\"a\") }\n            .scrollDisabled(true)\n    }\n}\n"
        try write("Shared.swift", shared)
        let settings = ProjectSettings()
        XCTAssertEqual(try settings.settings(forFile: root + "/App/W Watch App/Settings.swift").deploymentTarget.versions, [.watchOS: Version([10])])
        XCTAssertEqual(try settings.settings(forFile: root + "/Shared.swift").deploymentTarget, .fallback)
        // The same code in a folder no build file claims is evidence.
        try write("Models/Settings.swift", "import Observation\n\n@Observable\nfinal class Settings {}\n")
        XCTAssertEqual(try ProjectSettings().settings(forFile: root + "/Shared.swift").deploymentTarget,
            .inferred(iOS: Version([17]), from: "@Observable (Models/Settings.swift:3)"))
    }

    /// A package that lists macOS beside iOS, whose target ties itself to UIKit in one file (an
    /// unguarded `extension UIColor`, without even importing UIKit), never builds that target for
    /// macOS: none of its files is held to macOS availability. A target without such a file still is,
    /// and a UIKit type used under `#if os(iOS)` does not count.
    func testPackageTargetsThatUseUIKitAreNotBuiltForMacOS() throws {
        let root = try temporaryRepository()
        func write(_ relative: String, _ text: String) throws { try Self.write(text, to: root + "/" + relative) }
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "UI", platforms: [.iOS(.v15), .macOS(.v11)], targets: [.target(name: "CodeUI"), .target(name: "Shared")])
            """)
        try write("Sources/CodeUI/Theme/Colors.swift", "import SwiftUI\n\nextension UIColor {\n    static let bg = UIColor(named: \"bg\")!\n}\n")
        let view = "import SwiftUI\n\nstruct Bubble: View {\n    var body: some View {\n        Text(\"x\").overlay { Color.clear }\n    }\n}\n"
        try write("Sources/CodeUI/Views/Bubble.swift", view)
        try write("Sources/Shared/Bubble.swift", view)
        try write("Sources/Shared/Platform.swift", "#if os(iOS)\nimport UIKit\nextension UIColor {\n    static let bg = UIColor.white\n}\n#endif\n")

        let settings = ProjectSettings()
        let uiKit = try settings.settings(forFile: root + "/Sources/CodeUI/Views/Bubble.swift").deploymentTarget
        XCTAssertEqual(uiKit.versions, [.iOS: Version([15])])
        XCTAssertTrue(uiKit.origin.hasPrefix("Package.swift; macOS left out"), uiKit.origin)
        let shared = try settings.settings(forFile: root + "/Sources/Shared/Bubble.swift").deploymentTarget
        XCTAssertEqual(shared, DeploymentTarget([.iOS: Version([15]), .macOS: Version([11])], origin: "Package.swift"))
        let results = Linter.run(LintRequest(paths: [root + "/Sources"], jobs: 1), project: ProjectSettings(selection: RuleSelection(select: ["missing-compat-wrapper"])))
        let flagged = results.filter { !$0.diagnostics.isEmpty }.map { FilePaths.relative($0.path, to: root) }
        XCTAssertEqual(flagged, ["Sources/Shared/Bubble.swift"])
    }

    /// Xcode's multiplatform template lists macOS beside iOS, but a target whose sources extend `UIApplication`
    /// outside `#if` (CryptoTracker) never builds for macOS: its folder is held to iOS only.
    func testXcodeTargetsThatUseUIKitAreNotBuiltForMacOS() throws {
        let root = try temporaryRepository()
        try Self.write("""
            // !$*UTF8*$!
            {
            	objects = {
            		P = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L0; targets = (TA); };
            		G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            		C0 = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            		TA = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (SG); buildConfigurationList = LA; productType = "com.apple.product-type.application"; };
            		SG = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            		LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
            		CA = {isa = XCBuildConfiguration; name = Release; buildSettings = { SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; IPHONEOS_DEPLOYMENT_TARGET = 16.1; MACOSX_DEPLOYMENT_TARGET = 12.6; }; };
            	};
            	rootObject = P;
            }
            """, to: root + "/App.xcodeproj/project.pbxproj")
        try Self.write("import SwiftUI\n\nstruct CoinList: View {\n    var body: some View { Text(\"a\") }\n}\n", to: root + "/App/Views/CoinList.swift")
        let settings = ProjectSettings()
        XCTAssertEqual(try settings.settings(forFile: root + "/App/Views/CoinList.swift").deploymentTarget.versions, [.iOS: Version([16, 1]), .macOS: Version([12, 6])])
        try Self.write("import SwiftUI\n\nextension UIApplication {\n    func endEditing() {}\n}\n", to: root + "/App/UIApplication+Extension.swift")
        let target = try ProjectSettings().settings(forFile: root + "/App/Views/CoinList.swift").deploymentTarget
        XCTAssertEqual(target.versions, [.iOS: Version([16, 1])])
        XCTAssertTrue(target.origin.hasSuffix("; macOS left out, as target App uses UIKit"), target.origin)
        // A subfolder of the same name is in the same target, decided the same way.
        try Self.write("import SwiftUI\n", to: root + "/App/Features/App/V.swift")
        XCTAssertEqual(try ProjectSettings().settings(forFile: root + "/App/Features/App/V.swift").deploymentTarget, target)
    }

    /// An Xcode project's targets each hold the folders of their sources: a file takes the versions of
    /// the targets that build its folder (found by synchronized folder, by the groups of the files a
    /// target compiles, or by the target's name), and the whole project's where no target claims it.
    func testXcodeTargetsGiveTheirOwnFoldersTheirPlatforms() throws {
        let root = try temporaryRepository()
        try Self.write("""
            // !$*UTF8*$!
            {
            	objects = {
            		P = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L0; targets = (TA, TW, TX); };
            		G0 = {isa = PBXGroup; children = (GA, GS); sourceTree = "<group>"; };
            		GA = {isa = PBXGroup; children = (GV); path = Meditation; sourceTree = "<group>"; };
            		GV = {isa = PBXGroup; children = (F1); path = Views; sourceTree = "<group>"; };
            		F1 = {isa = PBXFileReference; path = Timer.swift; sourceTree = "<group>"; };
            		GS = {isa = PBXGroup; children = (F2); path = Shared; sourceTree = "<group>"; };
            		F2 = {isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
            		B1 = {isa = PBXBuildFile; fileRef = F1; };
            		B2 = {isa = PBXBuildFile; fileRef = F2; };
            		B3 = {isa = PBXBuildFile; fileRef = F2; };
            		SA = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            		SW = {isa = PBXSourcesBuildPhase; files = (B3); };
            		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            		C0 = {isa = XCBuildConfiguration; name = Release; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
            		TA = {isa = PBXNativeTarget; name = Meditationstimer; buildPhases = (SA); buildConfigurationList = LA; productType = "com.apple.product-type.application"; };
            		LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
            		CA = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
            		TW = {isa = PBXNativeTarget; name = "Meditationstimer Watch App"; buildPhases = (SW); buildConfigurationList = LW; productType = "com.apple.product-type.application"; };
            		LW = {isa = XCConfigurationList; buildConfigurations = (CW); };
            		CW = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 10.0; }; };
            		TX = {isa = PBXNativeTarget; name = Widget; fileSystemSynchronizedGroups = (SG); buildConfigurationList = LX; productType = "com.apple.product-type.app-extension"; };
            		SG = {isa = PBXFileSystemSynchronizedRootGroup; path = MeditationWidget; sourceTree = "<group>"; };
            		LX = {isa = XCConfigurationList; buildConfigurations = (CX); };
            		CX = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
            	};
            	rootObject = P;
            }
            """, to: root + "/Meditationstimer.xcodeproj/project.pbxproj")
        let settings = ProjectSettings()
        func target(_ folder: String) throws -> DeploymentTarget {
            try Self.write("import SwiftUI\n", to: root + "/" + folder + "/V.swift")
            return try settings.settings(forFile: root + "/" + folder + "/V.swift").deploymentTarget
        }
        XCTAssertEqual(try target("Meditation/Views").versions, [.iOS: Version([16])])
        XCTAssertEqual(try target("Meditationstimer Watch App").versions, [.watchOS: Version([10])])
        XCTAssertEqual(try target("MeditationWidget").versions, [.iOS: Version([17])])
        XCTAssertEqual(try target("Shared").versions, [.iOS: Version([16]), .watchOS: Version([10])])
        // A folder no target claims keeps the whole project's.
        XCTAssertEqual(try target("Scripts").versions, [.iOS: Version([16]), .watchOS: Version([10])])
        XCTAssertEqual(try target("Meditationstimer Watch App").origin, "project.pbxproj, the targets in Meditationstimer Watch App")
    }

    /// UIKit reached through SwiftUI's import, without `import UIKit` (Onboarding-iOS): `Color(uiColor:)`,
    /// `UIColor`, `UIApplication.shared` outside `#if` tie the target to iOS too.
    func testUIKitTypesUsedInBodiesRuleOutMacOSForTheTarget() throws {
        func usesUIKit(_ code: String) -> Bool { ProjectSettings.usesUIKit(LintEngine.parse(SourceText(code))) }
        XCTAssertTrue(usesUIKit("import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"a\").background(Color(uiColor: .systemGray6)) }\n}\n"))
        XCTAssertTrue(usesUIKit("import SwiftUI\nfunc open(_ url: URL) { UIApplication.shared.open(url) }\n"))
        // UIKit's semantic colours converted (Drink-Cafe's `Color(.systemBackground)`): AppKit has no such `NSColor`.
        XCTAssertTrue(usesUIKit("import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"a\").background(Color(.systemBackground)) }\n}\n"))
        XCTAssertFalse(usesUIKit("import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"a\").background(Color(.systemRed)).tint(.label) }\n}\n"))
        XCTAssertFalse(usesUIKit("import SwiftUI\n#if canImport(UIKit)\nlet gray = Color(uiColor: .systemGray6)\n#else\nlet gray = Color(nsColor: .windowBackgroundColor)\n#endif\n"))
        XCTAssertFalse(usesUIKit("import SwiftUI\nstruct Row: View {\n    let uiColor: Color\n    var body: some View { Text(\"UIColor\").foregroundColor(uiColor) }\n}\n"))

        let root = try temporaryRepository()
        try Self.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Onboarding", platforms: [.iOS(.v16), .macOS(.v10_15)], targets: [.target(name: "Onboarding")])
            """, to: root + "/Package.swift")
        try Self.write("""
            import SwiftUI

            struct AnswerButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .foregroundStyle(.secondary)
                        .background(Color(uiColor: .systemGray6))
                }
            }
            """, to: root + "/Sources/Onboarding/ButtonStyles/AnswerButtonStyle.swift")
        let target = try ProjectSettings().settings(forFile: root + "/Sources/Onboarding/ButtonStyles/AnswerButtonStyle.swift").deploymentTarget
        XCTAssertEqual(target.versions, [.iOS: Version([16])])
        XCTAssertTrue(target.origin.hasPrefix("Package.swift; macOS left out"), target.origin)
    }

    /// The same ties, file by file: an extension or adoption of a UIKit type outside `#if` rules out
    /// macOS for the file, as an unconditional `import UIKit` does.
    func testUIKitTypesAtTheTopLevelRuleOutMacOSForTheirFile() {
        func notBuilt(_ code: String) -> Set<Platform> { LintEngine.reach(of: LintEngine.parse(SourceText(code))).platformsNotBuilt }
        XCTAssertTrue(notBuilt("extension UIColor { static let x = UIColor.red }").contains(.macOS))
        XCTAssertTrue(notBuilt("struct Map: UIViewRepresentable {}").contains(.macOS))
        XCTAssertTrue(notBuilt("final class AppDelegate: NSObject, UIApplicationDelegate {}").contains(.macOS))
        XCTAssertTrue(notBuilt("struct Web: NSViewRepresentable {}").contains(.iOS))
        XCTAssertEqual(notBuilt("#if canImport(UIKit)\nextension UIColor {}\n#endif"), [])
        XCTAssertEqual(notBuilt("// extension UIColor {}\nlet name = \"extension UIColor\""), [])
        XCTAssertEqual(notBuilt("extension UIConstants {}\nstruct V: View {}"), [])
    }

    /// An empty directory that looks like a repository root, removed after the test.
    func temporaryRepository() throws -> String {
        let root = NSTemporaryDirectory() + "themelint-manifests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
