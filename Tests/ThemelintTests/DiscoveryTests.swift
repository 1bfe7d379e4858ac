import Foundation
import SwiftParser
import SwiftSyntax
@testable import ThemelintCore
import ThemelintJSON
import XCTest

/// Zero-config discovery: one fixture project per design system (no .themelint.json anywhere),
/// linted through the same pipeline as the CLI. Each must produce its annotated findings and the
/// fixes that use the project's own accessors.
final class DiscoveryTests: XCTestCase {
    let fixtures = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Discovery"


    /// Lints a fixture with no config and checks annotations; returns every fix text and suggestion.
    @discardableResult
    func checkZeroConfig(_ system: String, fixes expectedFixes: [String], suggestions expectedSuggestions: [String] = []) throws -> [Diagnostic] {
        let source = fixtures + "/" + system
        XCTAssertTrue(findConfigs(under: source).isEmpty, "\(system) must have no .themelint.json")
        let root = try isolatedCopy(of: source)
        let results = Linter.run(LintRequest(paths: [root], jobs: 2), project: ProjectSettings())
        var all: [Diagnostic] = []
        for result in results {
            XCTAssertNil(result.error)
            guard let text = result.source?.text else { continue }
            var found: [Int: [String]] = [:]
            for diagnostic in result.diagnostics { found[diagnostic.range.start.line, default: []].append(diagnostic.rule) }
            let expected = expectations(in: text)
            for line in Set(found.keys).union(expected.keys).sorted() {
                let messages = result.diagnostics.filter { $0.range.start.line == line }.map(\.message)
                XCTAssertEqual(found[line]?.sorted() ?? [], expected[line] ?? [], "\(system) \(FilePaths.fileName(result.path)):\(line): \(messages)")
            }
            all += result.diagnostics
        }
        let fixTexts = Set(all.compactMap { $0.fix }.flatMap { $0.edits.map(\.newText) })
        for fix in expectedFixes { XCTAssertTrue(fixTexts.contains(fix), "\(system): no fix to \(fix); fixes: \(fixTexts.sorted())") }
        let suggestions = Set(all.flatMap(\.suggestions))
        for suggestion in expectedSuggestions {
            XCTAssertTrue(suggestions.contains(suggestion), "\(system): no suggestion \(suggestion); got \(suggestions.sorted())")
        }
        return all
    }

    /// A run parses each file once: it lints against the config while gathering discovery facts,
    /// and lints again only files whose rules read a setting discovery changed; warm runs take
    /// facts and findings from the cache. Every way must find exactly what linting each file with
    /// the final settings finds, the settings coming from a fresh, uncached discovery.
    func testOneParsePipelineMatchesLintingWithFinalSettings() throws {
        for system in ["UIPackage", "SwiftTheming", "DBUX", "Fiori", "AssetCatalog"] {
            let root = try isolatedCopy(of: fixtures + "/" + system)
            // A UIKit file is linted in the first pass, and must be linted again when discovery
            // changes what its findings say (scales, colour tokens).
            try """
                import UIKit
                final class LegacyCell: UITableViewCell {
                    func style() {
                        contentView.directionalLayoutMargins = .init(top: 8, leading: 16, bottom: 8, trailing: 16)
                        backgroundColor = UIColor(red: 0.176, green: 0.322, blue: 0.871, alpha: 1)
                    }
                }
                """.write(toFile: root + "/LegacyCell.swift", atomically: false, encoding: .utf8)
            let reference = ProjectSettings()
            for run in ["no cache", "filling the cache", "warm", "warm again"] {
                var request = LintRequest(paths: [root], jobs: 2)
                if run != "no cache" { request.cache = ResultCache(directory: root + "/.themelint-cache", toolVersion: "test") }
                let project = ProjectSettings()
                let results = Linter.run(request, project: project)
                XCTAssertGreaterThan(results.flatMap(\.diagnostics).count, 0, system)
                for result in results {
                    let absolute = FilePaths.absolute(result.path)
                    let settings = try reference.settings(forFile: absolute)
                    // The warm run takes the tokens resolved by the run before it from the cache.
                    XCTAssertEqual(try project.settings(forFile: absolute).configuration, settings.configuration, "\(system), \(run)")
                    let source = try XCTUnwrap(result.source)
                    let expected = LintEngine.lint(source, path: Linter.enginePath(absolute, settings: settings), settings: settings)
                    XCTAssertEqual(result.diagnostics, expected, "\(system), \(run): \(result.path)")
                }
            }
        }
    }

    func findConfigs(under root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasSuffix(".themelint.json") { found.append(entry) }
        }
        return found
    }

    func testUIPackageSeed() throws {
        let diagnostics = try checkZeroConfig(
            "UIPackage",
            fixes: ["Color.Text.primary", "Color.Branding.secondary", "D.Content.padding(.regular)", "D.Content.spacing(.regular)",
                    "compatibleCall(."],
            suggestions: ["D.Content.padding(.small)", "ModuledView(module) { data in … }"])
        // The project's own ShopSize scale (18 is its `regular`), not the package default (16).
        XCTAssertTrue(diagnostics.contains { $0.message.contains("D.Content.padding(.regular)") && $0.message.contains("18") })
        // The discovered enum makes wrapping listRowSeparator a safe fix, and the discovered scales the dimension fixes.
        XCTAssertEqual(diagnostics.first { $0.rule == "missing-compat-wrapper" }?.fix?.safety, .safe)
        let dimensionFixes = diagnostics.filter { $0.rule.hasPrefix("hardcoded-") && $0.rule != "hardcoded-color" }.compactMap(\.fix)
        XCTAssertFalse(dimensionFixes.isEmpty)
        XCTAssertTrue(dimensionFixes.allSatisfy { $0.safety == .safe })
    }

    /// Without the UI package (nothing configured or discovered), fixes that name its accessors would
    /// not compile, so none is offered, nor named: the findings stay, saying where a scale comes from.
    func testSeedDefaultsAreNotOfferedAsFixesWhereTheProjectLacksThem() throws {
        let root = try isolatedCopy(of: fixtures + "/UIPackage")
        try FileManager.default.removeItem(atPath: root + "/Sources/UI")
        try FileManager.default.removeItem(atPath: root + "/Sources/Shop/App/ShopSizes.swift")
        let diagnostics = Linter.run(LintRequest(paths: [root], jobs: 2), project: ProjectSettings()).flatMap(\.diagnostics)
        let seedRules: Set<String> = ["hardcoded-padding", "hardcoded-spacing", "missing-compat-wrapper"]
        let seedFindings = diagnostics.filter { seedRules.contains($0.rule) }
        XCTAssertEqual(Set(seedFindings.map(\.rule)), seedRules)
        XCTAssertEqual(seedFindings.compactMap(\.fix).count, 0)
        XCTAssertTrue(seedFindings.contains { $0.message.contains("this project has no padding scale") && $0.suggestions.isEmpty })
        XCTAssertFalse(seedFindings.contains { $0.message.contains("D.Content") || $0.suggestions.contains { $0.contains("D.Content") } })
        XCTAssertTrue(seedFindings.contains { $0.rule == "missing-compat-wrapper" && $0.message.contains("guard it with if #available") })
    }

    func testSwiftTheming() throws {
        let diagnostics = try checkZeroConfig(
            "SwiftTheming", fixes: ["ColorAsset.fontColor", "Color(ColorAsset.borderColor)", "Color(ColorAsset.accentColor)"])
        // The light/dark ternary is one finding, with a safe fix, because the pair matches the asset's ColorSet.
        let pair = diagnostics.first { $0.message.contains("light/dark pair") }
        XCTAssertEqual(pair?.fix?.safety, .safe)
    }

    func testDBUX() throws {
        let diagnostics = try checkZeroConfig(
            "DBUX", fixes: ["activeColorScheme.bgVibrantDefault", "activeColorScheme.onBgBasicEmphasis100Default"])
        // Outside a view that reads \.dsActiveColorScheme there is nothing to suggest.
        let legacy = diagnostics.filter { $0.range.start.line == 22 }
        XCTAssertEqual(legacy.count, 1)
        XCTAssertTrue(legacy.first?.message.hasSuffix("use a colour token from the theme") == true, "\(legacy.map(\.message))")
    }

    func testFiori() throws {
        try checkZeroConfig(
            "Fiori", fixes: ["Color.preferredColor(.secondaryLabel)", "Color.preferredColor(.negativeLabel)", "Color.preferredColor(.primaryBackground)"])
    }

    func testAssetCatalog() throws {
        let diagnostics = try checkZeroConfig("AssetCatalog", fixes: ["Color(.brandPrimary)", "Color(.accent).opacity(0.6)", "Color(.surfaceMuted)"])
        XCTAssertEqual(diagnostics.count, 3)
    }

    /// In a Swift package the colour sets are in the target's bundle: the project's own accessor for
    /// one (`static let brand = Color("Brand", bundle: .module)`) is the fix, and a colour set without
    /// one is named with `bundle: .module`, as an unsafe fix (only its own target reaches it so).
    func testPackageAssetsUseTheProjectsAccessorOrTheModuleBundle() throws {
        let diagnostics = try checkZeroConfig("PackageAssets", fixes: ["Color.brand", "Color(\"Warning\", bundle: .module)"])
        let safety = Dictionary(uniqueKeysWithValues: diagnostics.compactMap { $0.fix }.map { ($0.edits[0].newText, $0.safety) })
        XCTAssertEqual(safety["Color.brand"], .safe)
        XCTAssertEqual(safety["Color(\"Warning\", bundle: .module)"], .unsafe)
        // Outside its target the colour set is named, with no fix: `.module` there is another bundle.
        let outside = diagnostics.filter { $0.message.hasPrefix("Hardcoded colour #FF9500") && $0.fix == nil }
        XCTAssertEqual(outside.count, 1)
        XCTAssertTrue(outside.first?.message.contains("#FF9500 is the colour set \"Warning\" of the package target at Sources/DesignSystem/Resources") == true, outside.first?.message ?? "")
        let near = diagnostics.filter { $0.message.contains("#FF9900") }
        XCTAssertEqual(near.count, 1)
        XCTAssertTrue(near.first?.message.contains("#FF9900 is close to the colour set \"Warning\" (#FF9500, ΔE 1.4) of the package target") == true, near.first?.message ?? "")
        let root = try isolatedCopy(of: fixtures + "/PackageAssets")
        let brand = ProjectSettings().discoveredTokens(forFile: root + "/Sources/Checkout/OfferBanner.swift").colors.first { $0.name == "Brand" }
        XCTAssertEqual(brand?.accessor, "Color.brand")
        XCTAssertEqual(brand?.location, "Sources/DesignSystem/Color+Brand.swift:5")
    }

    /// Scales spelled as constants: IceCubes' `extension CGFloat`, Orbit's `enum Spacing: CGFloat`, a
    /// type of static constants. Names pick the scale; other constants (`cornerRadius`) are no step.
    func testDimensionScalesWrittenAsConstants() throws {
        func scales(_ code: String) -> (padding: DimensionScale?, spacing: DimensionScale?) {
            let tokens = ProjectDiscovery.scan(sources: [("/p/DesignSystem.swift", code)], root: "/p").tokens
            return (tokens.padding, tokens.spacing)
        }
        let extensionScale = scales("""
            import SwiftUI
            extension CGFloat {
                public static let layoutPadding: CGFloat = 20
                public static let dividerPadding: CGFloat = 2
                public static let statusColumnsSpacing: CGFloat = 8
                public static let cornerRadius: CGFloat = 12
            }
            """)
        XCTAssertEqual(extensionScale.padding?.accessorTemplate, ".{step}")
        XCTAssertEqual(extensionScale.padding?.steps.map(\.name), ["layoutPadding", "dividerPadding"])
        XCTAssertEqual(extensionScale.spacing?.steps.map(\.name), ["statusColumnsSpacing"])

        let rawEnum = scales("enum Spacing: CGFloat {\n case xxSmall = 2\n case small = 8\n case medium = 16\n}")
        XCTAssertEqual(rawEnum.padding?.accessorTemplate, "Spacing.{step}.rawValue")
        XCTAssertEqual(rawEnum.spacing?.steps.map(\.value), [2, 8, 16])

        // A raw-value enum named for no scale gives the cases named for one.
        let dimension = scales("enum Dimension: CGFloat {\n case smallSidePadding = 8\n case mediumSidePadding = 16\n case smallSpacing = 4\n case iconSize = 24\n}")
        XCTAssertEqual(dimension.padding?.steps.map(\.name), ["smallSidePadding", "mediumSidePadding"])
        XCTAssertEqual(dimension.padding?.accessorTemplate, "Dimension.{step}.rawValue")
        XCTAssertEqual(dimension.spacing?.steps.map(\.name), ["smallSpacing"])
        // One in a style's extension is that component's geometry (SwiftUI-Design-System-Demo's button capsule).
        let capsule = scales("struct TokenButtonStyle: ButtonStyle {\n func makeBody(configuration: Configuration) -> some View { configuration.label }\n}\nextension TokenButtonStyle {\n enum CapsuleValue: CGFloat {\n case height = 44\n case horizontalMargin = 32\n case verticalMargin = 16\n }\n}")
        XCTAssertNil(capsule.padding)

        let constants = scales("enum Theme {\n enum Spacing {\n static let small: CGFloat = 8\n static let medium: CGFloat = 16\n }\n}")
        XCTAssertEqual(constants.padding?.accessorTemplate, "Theme.Spacing.{step}")
        XCTAssertEqual(constants.spacing?.steps.map(\.name), ["small", "medium"])
        // Steps derived from earlier ones (Tarka's `halfVertical = baseVertical / 2`); a `none = 0` step is no near miss.
        let derived = scales("public enum Spacing {\n static let none: CGFloat = 0\n static let baseVertical: CGFloat = 8\n static let baseHorizontal: CGFloat = 16\n static let halfVertical: CGFloat = baseVertical / 2\n static let doubleHorizontal: CGFloat = (Self.baseHorizontal * 2)\n}")
        XCTAssertEqual(derived.padding?.steps.map(\.value), [0, 8, 16, 4, 32])
        XCTAssertEqual(derived.padding?.nearestStep(to: 2)?.name, "halfVertical")
        XCTAssertEqual(scales("enum Spacing {\n static let none: CGFloat = 0\n static let small: CGFloat = 8\n static let large: CGFloat = 24\n}").padding?.nearestStep(to: 3)?.name, "small")
        // A class holds constants as an enum does (ezQuiz's `class Paddings`).
        let classScale = scales("class Paddings {\n static let small: CGFloat = 8\n static let medium: CGFloat = 16\n static let large: CGFloat = 24\n}")
        XCTAssertEqual(classScale.padding?.accessorTemplate, "Paddings.{step}")
        XCTAssertEqual(classScale.padding?.steps.map(\.value), [8, 16, 24])

        // Nested through an extension of a nested type: only the full path resolves outside it.
        let nested = scales("public enum DS {}\nextension DS { public enum Metrics {} }\nextension DS.Metrics {\n public enum Spacing {\n public static let m: CGFloat = 12\n }\n}")
        XCTAssertEqual(nested.spacing?.accessorTemplate, "DS.Metrics.Spacing.{step}")
        // A design system's generic `spacerN` steps serve paddings and stacks alike; so do `sm`/`md`/`lg`.
        let spacers = scales("public extension CGFloat {\n static let spacer4: CGFloat = 4\n static let spacer8: CGFloat = 8\n static let spacer16: CGFloat = 16\n}")
        XCTAssertEqual(spacers.padding?.steps.map(\.name), ["spacer4", "spacer8", "spacer16"])
        XCTAssertEqual(spacers.spacing?.accessorTemplate, ".{step}")
        XCTAssertEqual(scales("extension CGFloat {\n static let sm: CGFloat = 8\n static let md: CGFloat = 16\n static let lg: CGFloat = 24\n}").spacing?.steps.map(\.name), ["sm", "md", "lg"])
        // Steps written as getters that return a literal.
        let computed = scales("enum AppSpacing {\n static var sm: CGFloat { 8 }\n static var md: CGFloat { return 16 }\n}")
        XCTAssertEqual(computed.spacing?.steps.map(\.value), [8, 16])

        XCTAssertNil(scales("enum Layout {\n static let cornerRadius: CGFloat = 12\n static let iconSize: CGFloat = 24\n}").padding)
        XCTAssertEqual(scales("public enum Spaces {\n public static let half: CGFloat = 4\n public static let one: CGFloat = 8\n}").spacing?.accessorTemplate, "Spaces.{step}")
        // A type named for padding is a padding scale only: the spacing scale stays the default.
        let rowPadding = scales("public enum ListRowPadding {\n public static let horizontal: CGFloat = 16\n public static let vertical: CGFloat = 13\n}")
        XCTAssertEqual(rowPadding.padding?.steps.map(\.name), ["horizontal", "vertical"])
        XCTAssertNil(rowPadding.spacing)

        // Types nested in `extension CGFloat` are implicit members too; a private type is a view's own layout.
        XCTAssertEqual(scales("extension CGFloat {\n enum Margins {\n static let small: CGFloat = 12\n static let medium: CGFloat = 16\n }\n}\nprivate enum CardSpacing {\n static let a: CGFloat = 1\n static let b: CGFloat = 2\n static let c: CGFloat = 3\n}").padding?.accessorTemplate, ".Margins.{step}")
        // Each scale is chosen apart: a padding-only type does not leave spacing on the seed.
        let apart = scales("extension CGFloat {\n enum Margins {\n static let medium: CGFloat = 16\n }\n}\nenum Gaps {\n static let small: CGFloat = 8\n}")
        XCTAssertEqual(apart.padding?.accessorTemplate, ".Margins.{step}")
        XCTAssertEqual(apart.spacing?.accessorTemplate, "Gaps.{step}")
        // Int constants need a conversion where a CGFloat goes.
        XCTAssertEqual(scales("enum Spacing {\n static let small = 8\n static let medium = 16\n}").padding?.accessorTemplate, "CGFloat(Spacing.{step})")
        XCTAssertEqual(scales("enum Spacing: Int {\n case small = 8\n}").spacing?.accessorTemplate, "CGFloat(Spacing.{step}.rawValue)")
        XCTAssertEqual(scales("extension CGFloat {\n static let small = 8\n}").padding?.accessorTemplate, "CGFloat(CGFloat.{step})")
        XCTAssertEqual(scales("enum Spacing {\n static let small = 8.0\n}").padding?.accessorTemplate, "Spacing.{step}")
        // A member named with its type's word serves the type's scale: both.
        XCTAssertEqual(scales("enum AppTheme {\n enum Spacing: CGFloat {\n case spacing8 = 8\n }\n}").padding?.steps.map(\.name), ["spacing8"])
        // A type named for padding alone gives the padding scale, though a spacing type beside it has more steps.
        let both = scales("enum DSPadding {\n static let medium: CGFloat = 12\n}\nenum DSSpacing {\n static let sm: CGFloat = 8\n static let md: CGFloat = 12\n static let lg: CGFloat = 16\n}")
        XCTAssertEqual(both.padding?.accessorTemplate, "DSPadding.{step}")
        XCTAssertEqual(both.spacing?.accessorTemplate, "DSSpacing.{step}")
        // A type named for no scale gives the constants named for one.
        let layout = scales("enum Theme {\n enum Size {\n static let trayPadding: CGFloat = 10\n static let small: CGFloat = 4\n static let rowSpacing: CGFloat = 6\n static let titleLineSpacing: CGFloat = 3\n }\n}\nstruct Card: View {\n static let cardPadding: CGFloat = 16\n}")
        XCTAssertEqual(layout.padding?.steps.map(\.name), ["trayPadding"])
        XCTAssertEqual(layout.padding?.accessorTemplate, "Theme.Size.{step}")
        XCTAssertEqual(layout.spacing?.steps.map(\.name), ["rowSpacing"])
        // One screen's constants, in an extension of the view or a private one, are no scale.
        XCTAssertNil(scales("struct MeView: View {\n var body: some View { EmptyView() }\n}\nextension MeView {\n enum Constant {\n static let buttonPaddingTop: CGFloat = 4\n }\n}").padding)
        XCTAssertNil(scales("private extension Row {\n enum Metric {\n static let labelPadding: CGFloat = 4\n }\n}").padding)
        // A metrics type keeps tuning values beside its steps: fractions, multipliers, thresholds and
        // hairlines are no steps, and a page gutter is a margin as much as a gap.
        let metrics = scales("""
            public enum MRTMetrics {
                public static let pageGutter: CGFloat = 24
                public static let hairline: CGFloat = 0.5
                public static let mapRegionSpanDelta: Double = 0.06
                public static let trackingLegFitPadding: Double = 1.28
                public static let rideRouteDeviationThresholdMeters: Double = 60
                public static let expandedRouteChromeSafeGap: CGFloat = 8
                public static let cardPadding: CGFloat = 16
            }
            """)
        XCTAssertEqual(metrics.padding?.steps.map(\.name), ["pageGutter", "cardPadding"])
        XCTAssertEqual(metrics.spacing?.steps.map(\.name), ["pageGutter", "expandedRouteChromeSafeGap"])
        // MangaBaka's `enum Metrics` keeps control heights and icon sizes beside its gutters and gaps: only
        // constants named for a scale or by a size are steps, so `.padding(.top, 40)` is not fixed to `Metrics.field`.
        let mixed = scales("enum Metrics {\n static let gutter: CGFloat = 18\n static let field: CGFloat = 40\n static let headerPill: CGFloat = 30\n static let tabIcon: CGFloat = 21\n static let gapHero: CGFloat = 16\n static let small: CGFloat = 8\n}")
        XCTAssertEqual(mixed.padding?.steps.map(\.name), ["gutter", "small"])
        XCTAssertEqual(mixed.spacing?.steps.map(\.name), ["gutter", "gapHero", "small"])
        // An app's general namespace (KsArT-IT's News): constants named only by a size are steps of both.
        let general = scales("enum Constants {\n static let small: CGFloat = 8\n static let medium: CGFloat = 16\n static let apiKey = \"k\"\n static let iconSize: CGFloat = 24\n}")
        XCTAssertEqual(general.padding?.steps.map(\.name), ["small", "medium"])
        XCTAssertEqual(general.spacing?.accessorTemplate, "Constants.{step}")
        XCTAssertNil(scales("enum Avatar {\n static let small: CGFloat = 24\n static let large: CGFloat = 48\n}").padding)
        // EXXETA's `class Dimens` of grid units: a namespace for dimensions, its `unitN` steps of both scales.
        let units = scales("class Dimens {\n static let unit6: CGFloat = 6\n static let unit16: CGFloat = 16\n static let unit24: CGFloat = 24\n static let iconSize: CGFloat = 32\n}")
        XCTAssertEqual(units.padding?.steps.map(\.name), ["unit6", "unit16", "unit24"])
        XCTAssertEqual(units.spacing?.accessorTemplate, "Dimens.{step}")
        // GymTracker's `enum AppTheme` keeps its spacing scale as `s4` … `s32` beside colours and a radius `r16`.
        let short = scales("enum AppTheme {\n static let accent = Color.blue\n static let s4: CGFloat = 4\n static let s8: CGFloat = 8\n static let s16: CGFloat = 16\n static let r16: CGFloat = 16\n}")
        XCTAssertEqual(short.padding?.steps.map(\.name), ["s4", "s8", "s16"])
        XCTAssertNil(scales("enum Fonts {\n static let s12: CGFloat = 12\n static let s16: CGFloat = 16\n}").padding)
        // One component's constants (Onboarding-iOS) are no scale for the rest of the project's paddings.
        XCTAssertNil(scales("extension CGFloat {\n static let progressBarHeight: CGFloat = 40\n static let progressBarBottomPadding: CGFloat = 8\n}").padding)
        XCTAssertEqual(scales("extension CGFloat {\n static let progressBarHeight: CGFloat = 40\n static let screenPadding: CGFloat = 16\n}").padding?.steps.map(\.name), ["screenPadding"])
        // NtfyMenuBar's popover geometry: a component's type (`UIConstants.Dashboard`) holding its size beside one
        // margin and one gap is that window's layout, no scale that `.padding(.vertical, 20)` elsewhere is fixed to.
        let popover = scales("struct Dashboard {\n static let width: CGFloat = 320\n static let height: CGFloat = 300\n static let buttonGap: CGFloat = 5\n static let screenMargin: CGFloat = 20\n}")
        XCTAssertNil(popover.padding)
        XCTAssertNil(popover.spacing)
        // So is a namespace's section for one component (`UIConstants.MenuBar`), beside its section for the layout.
        let sections = scales("struct UIConstants {\n struct MenuBar {\n  static let fallbackMargin: CGFloat = 30\n  static let recentMessagesLimit = 5\n }\n struct Layout {\n  static let smallSpacing: CGFloat = 5\n  static let largeSpacing: CGFloat = 20\n }\n}")
        XCTAssertNil(sections.padding)
        XCTAssertEqual(sections.spacing?.steps.map(\.name), ["smallSpacing", "largeSpacing"])
        // The same constants in a type named for the design, or for a scale, still are steps.
        XCTAssertEqual(scales("enum Dimensions {\n static let iconWidth: CGFloat = 24\n static let screenMargin: CGFloat = 20\n}").padding?.steps.map(\.name), ["screenMargin"])
        XCTAssertEqual(scales("enum Layout {\n static let width: CGFloat = 320\n static let screenMargin: CGFloat = 20\n}").padding?.steps.map(\.name), ["screenMargin"])
        // Other geometry kept in a padding type is no step.
        XCTAssertEqual(scales("enum Padding {\n static let horizontal: CGFloat = 24\n static let tabBarHeight: CGFloat = 64\n static let cornerRadius: CGFloat = 12\n}").padding?.steps.map(\.name), ["horizontal"])

        // gem's scale: an extension of a typealias of CGFloat, semantic names written as raw steps; the
        // semantic name is the fix.
        let aliased = scales("""
            public typealias Spacing = CGFloat
            public extension Spacing {
                static let space8: Spacing = 8
                static let space10: Spacing = 10
                static let space16: Spacing = 16
                static let small: CGFloat = space8
                static let medium: CGFloat = Self.space16
                static let unknown: CGFloat = elsewhere
            }
            """)
        XCTAssertEqual(aliased.padding?.accessorTemplate, ".{step}")
        XCTAssertEqual(aliased.padding?.steps.map(\.name), ["small", "space8", "space10", "medium", "space16"])
        XCTAssertEqual(aliased.padding?.exactSteps(for: 16).first?.name, "medium")
        // jorgemrht's DesignSystem: an enum's steps each under a `CGFloat` name of its own, which is what views write.
        let stepEnum = "public enum Spacing {\n case xs, sm, md\n public var value: CGFloat {\n  switch self {\n  case .xs: return 8\n  case .sm: return 12\n  case .md: return 16\n  }\n }\n}\n"
        let named = "extension CGFloat {\n public static var xs: CGFloat { Spacing.xs.value }\n public static var sm: CGFloat { Spacing.sm.value }\n public static var md: CGFloat { Spacing.md.value }\n}\n"
        XCTAssertEqual(scales(stepEnum + named).padding?.accessorTemplate, ".{step}")
        XCTAssertEqual(scales(stepEnum).padding?.accessorTemplate, "Spacing.{step}.value")
        // A step without its name (`md` missing) keeps the enum's own spelling.
        XCTAssertEqual(scales(stepEnum + named.replacingOccurrences(of: " public static var md: CGFloat { Spacing.md.value }\n", with: "")).padding?.accessorTemplate,
                       "Spacing.{step}.value")
        // Radix's grid: an alias named for the layout grid, steps numbered within a size and written as multiples of
        // a fileprivate unit declared in another extension; a sheet's detent beside them is no step.
        let grid = scales("typealias Grid = CGFloat\nextension Grid {\n fileprivate static let unit: Self = 4\n}\nextension Grid {\n static let medium3 = unit * 4\n static let small2 = unit * 2\n static let small3 = unit * 1\n}\nextension CGFloat {\n static let smallDetent: Self = 275\n}")
        XCTAssertEqual(grid.padding?.steps.map(\.name), ["medium3", "small2", "small3"])
        XCTAssertEqual(grid.spacing?.steps.map(\.value), [16, 8, 4])
        XCTAssertEqual(grid.padding?.accessorTemplate, ".{step}")
        XCTAssertNil(scales("extension CGFloat {\n static let smallDetent: Self = 275\n}").padding)
        // The last word says what the value is: Passio's `insetBackgroundRadius` is a radius, whatever `inset` says.
        XCTAssertNil(scales("public struct Custom {\n static let insetBackgroundRadius: CGFloat = 16\n static let buttonCornerRadius: CGFloat = 8\n}").padding)
        // Another alias is named for no scale: its size words are sizes.
        XCTAssertNil(scales("public typealias Sizing = CGFloat\npublic extension Sizing {\n static let small: Sizing = 22\n}").padding)

        // An enum whose property switches over its cases (WeatherXM's `Dimension`): a type named for no
        // scale gives the cases named for one, reached through the property.
        let dimensionCases = """
            enum Dimension: CaseIterable {
            	case minimumPadding
            	case smallSidePadding
            	case smallSpacing
            	case cardCornerRadius
            	case fabButtonsDimension
            }

            extension Dimension {
            	var value: CGFloat {
            		switch self {
            			case .minimumPadding:
            				return 4.0
            			case .smallSidePadding:
            				return 8.0
            			case .smallSpacing:
            				return 6.0
            			case .cardCornerRadius:
            				return 12.0
            			case .fabButtonsDimension:
            				return 56.0
            		}
            	}
            }
            """
        let switched = scales(dimensionCases)
        XCTAssertEqual(switched.padding?.steps.map(\.name), ["minimumPadding", "smallSidePadding"])
        XCTAssertEqual(switched.padding?.accessorTemplate, "Dimension.{step}.value")
        XCTAssertEqual(switched.spacing?.steps.map(\.name), ["smallSpacing"])
        // The same switch in the enum's own body.
        let inBody = dimensionCases.replacingOccurrences(of: "}\n\nextension Dimension {", with: "")
        XCTAssertEqual(scales(inBody).padding?.steps.map(\.value), [4, 8])
        // The project's own conversion (`CGFloat(.smallSidePadding)`) is how its call sites spell a step.
        let converted = scales(dimensionCases + "\nextension CGFloat {\n init(_ dimension: Dimension) {\n self.init(dimension.value)\n }\n}")
        XCTAssertEqual(converted.padding?.accessorTemplate, "CGFloat(.{step})")
        XCTAssertEqual(scales("enum Spacing {\n case small, medium\n var points: Int {\n switch self {\n case .small: 8\n case .medium: 16\n }\n }\n}").spacing?.accessorTemplate, "CGFloat(Spacing.{step}.points)")
        // A component's sizes are no project scale, nor is other geometry switched over a scale's cases.
        XCTAssertNil(scales("enum ButtonSize {\n case sm, md\n var horizontalPadding: CGFloat {\n switch self {\n case .sm: return 12\n case .md: return 16\n }\n }\n}").padding)
        XCTAssertNil(scales("enum Spacing {\n case small\n var cornerRadius: CGFloat {\n switch self {\n case .small: 4\n }\n }\n}").padding)

        // A project's own scale makes the fixes safe, and its spelling is the fix.
        let discovery = ProjectDiscovery.scan(sources: [("/p/DesignSystem.swift", "extension CGFloat {\n static let layoutPadding: CGFloat = 20\n}")], root: "/p")
        let settings = try makeSettings(config: nil)
        let merged = settings.merging(discovery.tokens)
        let view = "import SwiftUI\nstruct Row: View {\n var body: some View { Text(\"a\").padding(.horizontal, 20) }\n}\n"
        let fixes = LintEngine.lint(SourceText(view), path: "/p/Row.swift", settings: merged).compactMap(\.fix)
        XCTAssertEqual(fixes.map(\.edits.first?.newText), [".layoutPadding"])
        XCTAssertEqual(fixes.map(\.safety), [.safe])

        // Constants of one value (fireblocks' Dimens): the one named for the scale comes first, whatever
        // the order declared; the fix is unsafe and the component's constant is an alternative.
        let dimens = "struct Dimens {\n static let alertDialogEditTextMarginTop: Double = 8\n static let paddingSmall: Double = 8\n static let paddingDefault: Double = 16\n static let actionButtonDefaultMargin: Double = 24\n static let paddingLarge1: Double = 24\n}"
        let scale = try XCTUnwrap(scales(dimens).padding)
        XCTAssertEqual(scale.exactSteps(for: 8).map(\.name), ["paddingSmall", "alertDialogEditTextMarginTop"])
        XCTAssertEqual(scale.nearestStep(to: 23)?.name, "paddingLarge1")
        let tied = settings.merging(ProjectDiscovery.scan(sources: [("/p/Dimens.swift", dimens)], root: "/p").tokens)
        let finding = try XCTUnwrap(LintEngine.lint(SourceText(view.replacingOccurrences(of: "20", with: "8")), path: "/p/Row.swift", settings: tied).first)
        XCTAssertEqual(finding.fix?.edits.first?.newText, "Dimens.paddingSmall")
        XCTAssertEqual(finding.fix?.safety, .unsafe)
        XCTAssertEqual(finding.alternatives.map(\.edits.first?.newText), ["Dimens.alertDialogEditTextMarginTop"])
        XCTAssertTrue(finding.message.contains("alertDialogEditTextMarginTop has the same value"), finding.message)
        let unique = try XCTUnwrap(LintEngine.lint(SourceText(view.replacingOccurrences(of: "20", with: "16")), path: "/p/Row.swift", settings: tied).first)
        XCTAssertEqual(unique.fix?.safety, .safe)
        XCTAssertTrue(unique.alternatives.isEmpty)

        // A padding scale and no spacing one (grocery-guru's `Constants.Padding`): a stack's spacing of a padding
        // step's value is offered that step, as information and an editor's choice, never `--fix`'s.
        let paddingOnly = settings.merging(ProjectDiscovery.scan(sources: [("/p/Constants.swift", "enum Constants {\n enum Padding {\n static let S: CGFloat = 8\n static let M: CGFloat = 12\n static let L: CGFloat = 16\n }\n}")], root: "/p").tokens)
        let stacks = "import SwiftUI\nstruct Card: View {\n var body: some View { VStack(spacing: 12) { HStack(spacing: 10) { Text(\"a\") } } }\n}\n"
        let spacing = LintEngine.lint(SourceText(stacks), path: "/p/Card.swift", settings: paddingOnly)
        XCTAssertEqual(spacing.map(\.severity), [.info, .info])
        XCTAssertEqual(spacing.first?.alternatives.map(\.edits.first?.newText), ["Constants.Padding.M"])
        XCTAssertNil(spacing.first?.fix)
        XCTAssertTrue(spacing.last?.message.contains("no spacing scale to use instead") == true, spacing.last?.message ?? "")
    }

    /// A helper's spelling carries its arguments, and a helper that applies one fixed call covers that call only.
    func testHelpersAreSpelledWithTheirArgumentsAndMatchTheirOwnCall() throws {
        let helper = """
            import SwiftUI
            struct HideTabBarModifier: ViewModifier {
                let handleTabBarVisibility: Bool
                func body(content: Content) -> some View {
                    if #available(iOS 16.0, *) { content.toolbar(.hidden, for: .tabBar) } else { content }
                }
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/HideTabBarModifier.swift", helper)], root: "/p").tokens
        XCTAssertEqual(tokens.wrappers.map(\.spelling), [".modifier(HideTabBarModifier(…))"])
        XCTAssertEqual(tokens.wrappers.map(\.modifiers), [["toolbar(.hidden, for: .tabBar)"]])
        let settings = try makeSettings(config: ["deploymentTarget": ["iOS": "14.0"]], selecting: "project-compat-wrappers")
        let merged = settings.merging(tokens, selection: RuleSelection(ignore: RuleCatalog.ids.subtracting(["project-compat-wrappers"])))
        func findings(_ call: String) -> Int {
            let view = "import SwiftUI\nstruct S: View {\n var body: some View {\n if #available(iOS 16.0, *) { Text(\"x\").\(call) } else { Text(\"x\") }\n }\n}\n"
            return LintEngine.lint(SourceText(view), path: "/p/S.swift", settings: merged).count
        }
        XCTAssertEqual(findings("toolbar(.hidden, for: .tabBar)"), 1)
        XCTAssertEqual(findings("toolbar(.visible, for: .navigationBar)"), 0)
    }

    /// Palette types named `…Color`, UIKit values in them (reached through `Color(_:)`), and public
    /// file-scope colour constants are tokens.
    func testPaletteTypesUIKitValuesAndGlobalsAreTokens() {
        let code = """
            import SwiftUI
            public enum AppColor {
                public static let gray700 = UIColor(red: 0x20 / 255, green: 0x21 / 255, blue: 0x22 / 255, alpha: 1)
                public static let accent = Color(red: 0, green: 0.4, blue: 1)
            }
            let universalBackground: Color = Color(red: 248 / 255, green: 248 / 255, blue: 248 / 255)
            private let local = Color(red: 1, green: 0, blue: 0)
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Constants.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(tokens.map(\.accessor).sorted(), ["AppColor.accent", "Color(AppColor.gray700)", "universalBackground"])
        // A file of globals alone (Pokedex's Colors.swift), with no static or switch to point at it.
        let globals = "import SwiftUI\n\nlet gray100 = Color(hex: \"#E6E6E6\")\nlet gray800 = Color(hex: \"#333333\")\n"
        XCTAssertEqual(ProjectDiscovery.scan(sources: [("/p/Colors.swift", globals)], root: "/p").tokens.colors.map(\.accessor), ["gray100", "gray800"])
    }

    /// A colour table written as one `switch self` gives a token per case; a type with several such
    /// switches switches over themes or variants, whose cases are no tokens.
    func testSwitchTablesOfRolesAreTokensAndThoseOfThemesAreNot() {
        let code = """
            import SwiftUI
            enum BrandColor {
                case primary, secondary, custom(Color)
                var color: Color {
                    switch self {
                    case .primary: return Color(red: 0.1, green: 0.4, blue: 0.9)
                    case .secondary: Color(hex: "#FF8800")
                    case .custom(let color): return color
                    }
                }
            }
            enum Theme {
                case light, dark
                var background: UIColor { switch self { case .light: return .white; case .dark: return .black } }
                var text: UIColor { switch self { case .light: return .black; case .dark: return .white } }
            }
            enum Status {
                case ok
                var color: Color { switch self { case .ok: .green } }
            }
            // A list colour the user picks: each case is the system colour of its name, no palette.
            enum ListColor: String, CaseIterable, Codable {
                case pink, yellow, brand
                var color: Color { switch self { case .pink: return .pink; case .yellow: return .yellow; case .brand: return Color(hex: "#123456") } }
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Models.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(tokens.map(\.accessor).sorted(), ["BrandColor.primary.color", "BrandColor.secondary.color"])
        XCTAssertEqual(tokens.first { $0.accessor == "BrandColor.secondary.color" }?.light.hexString, "#FF8800")
    }

    /// UIKit's trait-dependent colours give light and dark values: a ternary, an if/else, a closure
    /// called on the spot, through `Color(_:)` or `Color(uiColor:)`.
    func testDynamicProviderColoursAreLightDarkTokens() {
        let code = """
            import SwiftUI
            extension Color {
                static let appPink: Color = {
                    Color(UIColor { traits in
                        traits.userInterfaceStyle == .dark
                            ? UIColor(red: 0.96, green: 0.51, blue: 0.68, alpha: 1)
                            : UIColor(red: 0.92, green: 0.35, blue: 0.56, alpha: 1)
                    })
                }()
                static let ink = Color(uiColor: UIColor(dynamicProvider: { t in
                    if t.userInterfaceStyle != .dark { return UIColor(white: 0.1, alpha: 1) } else { return .white }
                }))
                static let unknown = Color(UIColor { t in t.horizontalSizeClass == .compact ? .red : .blue })
                static let warningInk = Color(nsColor: NSColor(name: nil) { appearance in
                    appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua
                        ? NSColor(srgbRed: 1, green: 0.71, blue: 0.35, alpha: 1)
                        : NSColor(srgbRed: 0.45, green: 0.22, blue: 0, alpha: 1)
                })
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Colors.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(described(tokens), [
            "Color.appPink #EB598F #F582AD", "Color.ink #1A1A1A #FFFFFF", "Color.warningInk #733800 #FFB559",
        ])
    }

    /// A palette reached through an instance (`Color.theme.accent`, as a widely copied tutorial writes it)
    /// gives its stored colours under that path; private statics, and statics of private extensions and
    /// types, give none, since no other file reaches them.
    func testInstancePalettesAndPrivateStatics() {
        let code = """
            import SwiftUI
            extension Color {
                static let theme = ColorTheme()
                private static let hidden = Color(red: 0.5, green: 0.5, blue: 0.1)
            }
            struct ColorTheme {
                let green = Color(red: 0.2, green: 0.8, blue: 0.4)
                var ink: Color = .black
                static let shared = 1
            }
            struct Unreached { let red = Color(red: 1, green: 0.1, blue: 0.1) }
            private extension Color {
                static let inputText = Color(red: 0, green: 0, blue: 0)
            }
            fileprivate enum LocalPalette {
                static let caret = Color(red: 0.4, green: 0.3, blue: 0.2)
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Color.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(tokens.map(\.accessor).sorted(), ["Color.theme.green", "Color.theme.ink"])
        // Uses followed by `.opacity(…)` count (SwiftUITwitterClone's `Color.theme.text.opacity(0.4)`).
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(Color.theme.ink.opacity(0.4)).background(Color.theme.ink)\n    }\n}\n"
        let used = ProjectDiscovery.scan(sources: [("/p/Color.swift", code), ("/p/V.swift", view)], root: "/p").tokens.colors
        XCTAssertEqual(used.first { $0.accessor == "Color.theme.ink" }?.usage, 2)

        // Another type's instance of a palette (Bloom's `struct Theme { static let colors = Colors() }`); a model that
        // carries a colour beside other data (`Store.shared`) is no palette.
        let held = """
            import SwiftUI
            struct Colors {
                let primary = Color(red: 1, green: 0.945, blue: 0.945)
            }
            struct Theme {
                static let colors = Colors()
            }
            final class Store {
                static let shared = Store()
                let accent = Color(red: 0.2, green: 0.3, blue: 0.9)
                var count = 0
            }
            """
        XCTAssertEqual(ProjectDiscovery.scan(sources: [("/p/Theme.swift", held)], root: "/p").tokens.colors.map(\.accessor), ["Theme.colors.primary"])
    }

    /// SAP's `HexColor(lightColor:darkColor:)` names each colour for the background it sits on, so
    /// `darkColor` is the light-mode value (primaryBackground: white on light, black on dark).
    func testFioriHexColorsAreReadAsSAPDocumentsThem() {
        let palette = """
            struct PaletteV8 {
                var colorDefinitions: [ColorStyle: HexColor] = [
                    .primaryBackground: HexColor(lightColor: "000000FF", darkColor: "FFFFFFFF", elevatedLightColor: "171D23FF"),
                    .primaryLabel: HexColor(lightColor: "F5F6F7FF", darkColor: "223548FF", contrastLightColor: "FFFFFFFF"),
                    .watchLabel: HexColor(lightColor: "D5DADDFF"),
                ]
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/PaletteV8.swift", palette)], root: "/p").tokens.colors
        let values = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, "\($0.light.hexString)/\($0.dark?.hexString ?? "-")") })
        XCTAssertEqual(values, ["primaryBackground": "#FFFFFF/#000000", "primaryLabel": "#223548/#F5F6F7", "watchLabel": "#D5DADD/#D5DADD"])
    }

    /// SwiftTheming's `ColorSet(default:)` is one colour in both modes.
    func testSwiftThemingDefaultColorSets() {
        let theme = """
            import SwiftTheming
            enum ColorAsset: ColorAssetable { case borderColor }
            class BluoTheme: Themed, Assetable {
                func colorSet(for asset: ColorAsset) -> ColorSet {
                    switch asset {
                    case .borderColor: return ColorSet(default: Color(hex: 0x6F7FC3))
                    }
                }
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Theme.swift", theme)], root: "/p").tokens.colors
        XCTAssertEqual(tokens.map { "\($0.accessor) \($0.light.hexString)/\($0.dark?.hexString ?? "-")" }, ["Color(ColorAsset.borderColor) #6F7FC3/#6F7FC3"])
    }

    /// A repository, removed after the test, with one colour set `App/Assets.xcassets/<name>.colorset`.
    func repository(withColourSet name: String, _ contents: String) throws -> String {
        let root = NSTemporaryDirectory() + "themelint-colorset-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        let colorset = root + "/App/Assets.xcassets/\(name).colorset"
        try FileManager.default.createDirectory(atPath: colorset, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try contents.write(toFile: colorset + "/Contents.json", atomically: false, encoding: .utf8)
        return root
    }

    /// SwiftGen's generated colours name their colour sets: the set's value, SwiftGen's accessor.
    func testSwiftGenColorAssetsGiveTheirColourSetsTheGeneratedAccessor() throws {
        let root = try repository(withColourSet: "error", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x3A","green":"0x26","red":"0xCB"}},"idiom":"universal"}]}"#)
        try """
            internal enum Asset {
              internal enum Assets {
                internal static let error = ColorAsset(name: "error")
              }
            }
            """.write(toFile: root + "/App/XCAssets+Generated.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/XCAssets+Generated.swift").colors
        XCTAssertEqual(tokens.map(\.accessor), ["Asset.Assets.error.swiftUIColor"])
        XCTAssertEqual(tokens.first?.light.hexString, "#CB263A")
    }

    /// Without `.git`, a directory the user named is one discovery root with the packages below it when it
    /// is a project itself (an app's Xcode project beside its feature and design-system packages); a
    /// directory of unrelated packages (a download folder, the benchmark corpus) keeps one root per package.
    func testANamedAppDirectoryIsOneRootWithItsPackages() throws {
        let root = NSTemporaryDirectory() + "themelint-named-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        func write(_ text: String, _ relative: String) throws {
            try FileManager.default.createDirectory(atPath: FilePaths.directory(of: root + "/" + relative), withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + relative, atomically: false, encoding: .utf8)
        }
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\")])\n"
        try write(manifest, "Packages/Style/Package.swift")
        try write("import SwiftUI\npublic extension Color { static let brand = Color(red: 0.1, green: 0.2, blue: 0.3) }\n", "Packages/Style/Sources/P/C.swift")
        try write(manifest, "Features/Home/Package.swift")
        try write("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n", "Features/Home/Sources/P/V.swift")
        let view = root + "/Features/Home/Sources/P/V.swift"
        func roots() -> String {
            let settings = ProjectSettings()
            settings.nameRoots([root])
            return settings.discoveryRoot(forFile: view)
        }
        XCTAssertEqual(roots(), root + "/Features/Home")
        try write("// !$*UTF8*$!\n{}\n", "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(roots(), root)
    }

    /// A project that writes Xcode's generated colour symbols as members (`.foregroundStyle(.serverGreen)`,
    /// KMReader) is told `Color.serverGreen`, not `Color("serverGreen")`; a set named like a modifier
    /// (`background`) is no evidence, since `.background(…)` is in every view.
    func testGeneratedColourSymbolsWrittenAsMembersAreTheAccessor() throws {
        let green = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x2E","green":"0x7A","red":"0x1B"}},"idiom":"universal"}]}"#
        let root = try repository(withColourSet: "serverGreen", green)
        let view = "import SwiftUI\nstruct Card: View {\n    var body: some View { Image(systemName: \"server.rack\").foregroundStyle(.serverGreen) }\n}\n"
        try view.write(toFile: root + "/App/Card.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/Card.swift").colors
        XCTAssertEqual(tokens.map(\.accessor), ["Color.serverGreen"])
        XCTAssertEqual(tokens.first?.usage, 1)

        let other = try repository(withColourSet: "background", green)
        try "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").background(.thinMaterial) }\n}\n"
            .write(toFile: other + "/App/Card.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: other + "/App/Card.swift").colors.map(\.accessor), ["Color(\"background\")"])

        // Recipe-SWIFTUI's `bottomColor.colorset` is `.bottom`, which its edges spell: `.padding(.bottom, 40)` is no colour.
        let edges = try repository(withColourSet: "bottomColor", green)
        try "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").padding(.bottom, 40).edgesIgnoringSafeArea(.bottom) }\n}\n"
            .write(toFile: edges + "/App/Card.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: edges + "/App/Card.swift").colors.map(\.accessor), ["Color(\"bottomColor\")"])

        // A member of the project's own struct (`Color.Token.baseColor.brandPrimary`) is no generated symbol either.
        let owned = try repository(withColourSet: "brandPrimary", green)
        try "import SwiftUI\nstruct BaseColor { let brandPrimary = Color(\"brandPrimary\") }\nlet baseColor = BaseColor()\nstruct Card: View {\n    var body: some View { Text(\"a\").foregroundColor(baseColor.brandPrimary) }\n}\n"
            .write(toFile: owned + "/App/Card.swift", atomically: false, encoding: .utf8)
        XCTAssertFalse(ProjectSettings().discoveredTokens(forFile: owned + "/App/Card.swift").colors.map(\.accessor).contains("Color.brandPrimary"))
    }

    /// A token declared over a colour set (`static var darkBrownColor: Color { Color("ButtonColor") }`) counts its
    /// uses written as members, so it wins a tie with an unused token of the same value (Coffee-App).
    func testUsesOfATokenDeclaredOverAColourSetAreCounted() throws {
        let brown = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x46","green":"0x60","red":"0x84"}},"idiom":"universal"}]}"#
        let root = try repository(withColourSet: "ButtonColor", brown)
        try "import SwiftUI\nextension Color {\n    static var darkBrownColor: Color { Color(\"ButtonColor\") }\n}\nstruct Card: View {\n    var body: some View { Text(\"a\").foregroundColor(.darkBrownColor).background(Color.darkBrownColor.opacity(0.2)) }\n}\n"
            .write(toFile: root + "/App/Card.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/Card.swift").colors
        XCTAssertEqual(tokens.map(\.accessor), ["Color.darkBrownColor"])
        XCTAssertEqual(tokens.first?.usage, 2)
        // A modifier call of the token's name is no use of it (SwiftUI-Weather's `Color.font` beside `.font(.title3)`).
        let font = ProjectDiscovery.scan(sources: [
            ("/p/Palette.swift", "import SwiftUI\nextension Color {\n    static let font = Color(red: 0.1, green: 0.2, blue: 0.3)\n}\n"),
            ("/p/V.swift", "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").font(.title3).foregroundColor(.font).font(.body) }\n}\n"),
        ], root: "/p").tokens.colors
        XCTAssertEqual(font.first?.usage, 1)
        // A UIKit token (`Color(Colors.raven)`) reached through a conversion or with an alpha is used (m7mdra's swiftui-ecommerce).
        let uiKit = ProjectDiscovery.scan(sources: [
            ("/p/Colors.swift", "import UIKit\nclass Colors {\n    static let grey = UIColor(red: 0.45, green: 0.49, blue: 0.56, alpha: 1)\n    static let raven = UIColor(red: 0.45, green: 0.49, blue: 0.56, alpha: 1)\n}\n"),
            ("/p/V.swift", "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(Colors.raven.swiftUiColor).background(Color(Colors.raven.withAlphaComponent(0.2))) }\n}\n"),
        ], root: "/p").tokens.colors
        XCTAssertEqual(uiKit.map(\.accessor), ["Color(Colors.grey)", "Color(Colors.raven)"])
        XCTAssertEqual(uiKit.map(\.usage), [0, 2])
    }

    /// A colour set named through the file's own look-up function (swiftui-notes' framework: `static let babyBlue =
    /// getBundleColor("baby_blue")` over `Color(named, bundle: bundle)`) is reached as the static, not as `Color("baby_blue")`,
    /// which would look in the app's bundle; the function may come after its uses.
    func testAColourSetNamedThroughTheFilesOwnLookUpIsReachedAsTheStatic() throws {
        let blue = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xEA","green":"0xDE","red":"0x81"}},"idiom":"universal"}]}"#
        let root = try repository(withColourSet: "baby_blue", blue)
        let palette = """
            import SwiftUI
            public struct NColors {
                public static let other = makeGradient("baby_blue")
                public static let babyBlue = getBundleColor("baby_blue")
                private static var bundle: Bundle? { Bundle(identifier: "luisma.NotesCoreUI") }
                private static func getBundleColor(_ named: String) -> Color { Color(named, bundle: bundle) }
            }
            """
        try palette.write(toFile: root + "/App/NColors.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/NColors.swift").colors
        XCTAssertEqual(tokens.map(\.accessor), ["NColors.babyBlue"])
        XCTAssertEqual(tokens.first?.light.hexString, "#81DEEA")
        // The name may be one of the file's constants, and the call qualified with `Self`.
        let keyed = try repository(withColourSet: "baby_blue", blue)
        try palette.replacingOccurrences(of: "getBundleColor(\"baby_blue\")", with: "Self.getBundleColor(Keys.babyBlue)")
            .appending("\nenum Keys { static let babyBlue = \"baby_blue\" }\n")
            .write(toFile: keyed + "/App/NColors.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: keyed + "/App/NColors.swift").colors.map(\.accessor), ["NColors.babyBlue"])
        // Without the look-up function, the call names nothing.
        let unknown = try repository(withColourSet: "baby_blue", blue)
        try palette.replacingOccurrences(of: "Color(named, bundle: bundle)", with: "Color(.sRGB, white: 0.5)")
            .write(toFile: unknown + "/App/NColors.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: unknown + "/App/NColors.swift").colors.map(\.accessor), ["Color(\"baby_blue\")"])
    }

    /// A test file's uses are no evidence of which token the app writes: a snapshot test that names
    /// `Color.legacyInk` a hundred times does not make it win a tie over the app's `Color.ink`.
    func testUsesInTestFilesAreNotCounted() {
        let palette = "import SwiftUI\nextension Color {\n    static let ink = Color(red: 0.1, green: 0.2, blue: 0.3)\n    static let legacyInk = Color(red: 0.1, green: 0.2, blue: 0.3)\n}\n"
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.ink) }\n}\n"
        let test = "import XCTest\nimport SwiftUI\nfinal class T: XCTestCase {\n    func testInk() { _ = [Color.legacyInk, Color.legacyInk, .legacyInk] }\n}\n"
        let files = [("/p/Palette.swift", palette), ("/p/V.swift", view), ("/p/Tests/T.swift", test)]
        let tokens = ProjectDiscovery.scan(sources: files, root: "/p").tokens.colors
        XCTAssertEqual(tokens.map(\.accessor), ["Color.ink", "Color.legacyInk"])
        XCTAssertEqual(tokens.map(\.usage), [1, 0])
        // The same file without the test import counts.
        let counted = ProjectDiscovery.scan(sources: [files[0], files[1], ("/p/Other.swift", test.replacingOccurrences(of: "import XCTest\n", with: ""))], root: "/p").tokens.colors
        XCTAssertEqual(counted.first { $0.accessor == "Color.legacyInk" }?.usage, 3)
    }

    /// Where the project writes generated symbols as members, a colour set named like one of SwiftUI's own
    /// colours (weQuiz's `Black.colorset`) is still `Color("Black")`: Xcode generates no `Color.black`, and
    /// taking it for one hid every `.black` in the project behind the colour set.
    func testAColourSetNamedLikeASwiftUIColourIsNoGeneratedMember() throws {
        let green = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x2E","green":"0x7A","red":"0x1B"}},"idiom":"universal"}]}"#
        let root = try repository(withColourSet: "serverGreen", green)
        let black = root + "/App/Assets.xcassets/Black.colorset"
        try FileManager.default.createDirectory(atPath: black, withIntermediateDirectories: true)
        try #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.900","blue":"0x16","green":"0x16","red":"0x16"}},"idiom":"universal"}]}"#
            .write(toFile: black + "/Contents.json", atomically: false, encoding: .utf8)
        let view = "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").foregroundStyle(.serverGreen).background(Color.black) }\n}\n"
        try view.write(toFile: root + "/App/Card.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/Card.swift").colors
        XCTAssertEqual(tokens.map(\.accessor).sorted(), ["Color(\"Black\")", "Color.serverGreen"])
    }

    /// `static func designSystem(_ color: Colors) -> Color { .init(color.name, bundle: …) }` over `enum Colors: String`,
    /// in two files (weQuiz): each colour set a case names is reached through the function. A case with a raw value
    /// names the set by it; a set no case names keeps `Color("…")`.
    func testAColourSetFunctionOverAStringEnumIsTheAccessor() throws {
        let set = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xF5","green":"0xF3","red":"0xF1"}},"idiom":"universal"}]}"#
        let root = try repository(withColourSet: "g1", set)
        for name in ["on-main", "other"] {
            let directory = root + "/App/Assets.xcassets/\(name).colorset"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try set.replacingOccurrences(of: "0xF5", with: name == "other" ? "0x10" : "0x20").write(toFile: directory + "/Contents.json", atomically: false, encoding: .utf8)
        }
        try """
            import SwiftUI
            public extension Color {
                static func designSystem(_ color: DesignSystemKit.Colors) -> Color {
                    .init(color.name, bundle: Bundle(identifier: DesignSystemKit.bundleId)!)
                }
            }
            """.write(toFile: root + "/App/Color+Colors.swift", atomically: false, encoding: .utf8)
        try """
            public extension DesignSystemKit {
                enum Colors: String, CaseIterable {
                    case g1
                    case onMain = "on-main"
                    public var name: String { rawValue }
                }
            }
            """.write(toFile: root + "/App/Colors.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/Colors.swift").colors
        XCTAssertEqual(
            tokens.map(\.accessor).sorted(), ["Color(\"other\")", "Color.designSystem(.g1)", "Color.designSystem(.onMain)"])

        // The same function in a type of the project's own (TipCalculator's `ColorHandler.makeColor(.bg1)`); a private one
        // is reachable from its file only.
        try """
            import SwiftUI
            struct ColorHandler {
                static func makeColor(_ color: DesignSystemKit.Colors) -> Color {
                    return Color(color.rawValue)
                }
            }
            private enum Local {
                static func tint(_ color: DesignSystemKit.Colors) -> Color { Color(color.rawValue) }
            }
            """.write(toFile: root + "/App/Color+Colors.swift", atomically: false, encoding: .utf8)
        let handled = ProjectSettings().discoveredTokens(forFile: root + "/App/Colors.swift").colors
        XCTAssertEqual(handled.map(\.accessor).sorted(), ["Color(\"other\")", "ColorHandler.makeColor(.g1)", "ColorHandler.makeColor(.onMain)"])
        // Outside `extension Color`, `Self` is the type's own: `BadgeStyle.make(.g1)` builds no colour.
        try """
            import SwiftUI
            struct BadgeStyle {
                init(_ title: String) {}
                static func make(_ color: DesignSystemKit.Colors) -> Self { .init(color.rawValue) }
            }
            """.write(toFile: root + "/App/Color+Colors.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: root + "/App/Colors.swift").colors.map(\.accessor).sorted(), ["Color(\"g1\")", "Color(\"on-main\")", "Color(\"other\")"])
    }

    /// A colour set in a folder that provides a namespace has Xcode's nested symbol (daily-quiz's `Color.App.purple`),
    /// the accessor once the project writes that namespace so; its implicit spelling (`.App.purple`) counts as a use.
    func testNamespacedColourSetsTakeTheNestedSymbolTheProjectWrites() throws {
        let set = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0x63","red":"0x6C"}},"idiom":"universal"}]}"#
        let root = try repository(withColourSet: "App/purple", set)
        try #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
            .write(toFile: root + "/App/Assets.xcassets/App/Contents.json", atomically: false, encoding: .utf8)
        let view = root + "/App/HomeView.swift"
        try "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"a\") }\n}\n".write(toFile: view, atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: view).colors.map(\.accessor), ["Color(\"App/purple\")"])
        try "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"a\").foregroundColor(Color.App.purple).tint(.App.purple) }\n}\n"
            .write(toFile: view, atomically: false, encoding: .utf8)
        let written = try XCTUnwrap(ProjectSettings().discoveredTokens(forFile: view).colors.first)
        XCTAssertEqual(written.accessor, "Color.App.purple")
        XCTAssertEqual(written.usage, 2)
        XCTAssertEqual(AssetCatalogProvider.nestedSymbol(for: "Brand Colors/primary-text"), "BrandColors.primaryText")
    }

    /// `struct ColorsApp { static let blue = Color("blue") }` (company-travel): the project's name for a
    /// colour set, whatever its type is called, is the accessor; a view's own static is not.
    func testStaticsNamingAColourSetInAnyTypeAreItsAccessor() throws {
        let root = try repository(withColourSet: "blue", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xF7","green":"0x93","red":"0x62"}},"idiom":"universal"}]}"#)
        try """
            import SwiftUI
            struct ColorsApp {
                static let blue = Color("blue")
            }
            struct Banner: View {
                static let tint = Color("blue")
                var body: some View { Text("a") }
            }
            """.write(toFile: root + "/App/ColorsApp.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/ColorsApp.swift").colors
        XCTAssertEqual(tokens.map(\.accessor), ["ColorsApp.blue"])
        XCTAssertEqual(tokens.first?.light.hexString, "#6293F7")
    }

    /// A `String` enum whose colour property is `Color(rawValue)` names a colour set with each case: its
    /// raw value, or its own name. The case's colour is the set's token.
    func testRawValueEnumsNameTheirColourSets() throws {
        let root = try repository(withColourSet: "color_red", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x45","green":"0x45","red":"0xE5"}},"idiom":"universal"}]}"#)
        try """
            import SwiftUI
            enum FancyColor: String, CaseIterable {
                case red = "color_red"
                case missing
                var color: Color { Color(self.rawValue) }
            }
            enum Level: String {
                case red = "color_red"
                var title: String { rawValue.capitalized }
            }
            """.write(toFile: root + "/App/FancyColor.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/FancyColor.swift").colors
        XCTAssertEqual(tokens.map(\.accessor), ["FancyColor.red.color"])
        XCTAssertEqual(tokens.first?.light.hexString, "#E54545")
    }

    /// `static let swAccent = Color(.swAccent)` declares the colour set `sw-accent` through its generated
    /// symbol: the declaration is its accessor. A static literal of the set's light value is the steady
    /// token's colour, not the colour set's, which is another colour in dark mode.
    func testColourSetsDeclaredThroughGeneratedSymbols() throws {
        let root = try repository(withColourSet: "sw-accent",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0x7A","red":"0x00"}},"idiom":"universal"},"#
            + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0xA6","red":"0x00"}},"idiom":"universal"}]}"#)
        try """
            import SwiftUI
            public extension Color {
                static let swAccent = Color(.swAccent)
            }
            enum LegacyColors {
                static let accent = Color(red: 0, green: 122 / 255, blue: 1)
            }
            """.write(toFile: root + "/App/Colors.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/Colors.swift").colors
        XCTAssertEqual(Set(tokens.map(\.accessor)), ["Color.swAccent", "LegacyColors.accent"])
        XCTAssertEqual(tokens.first { $0.accessor == "Color.swAccent" }?.dark?.hexString, "#00A6FF")
        let palette = ColorPalette(tokens)
        let steady = palette.match(RGBA(hex: "#007AFF")!, nearThreshold: 5)
        XCTAssertEqual(steady?.token.accessor, "LegacyColors.accent")
        XCTAssertEqual(steady?.alternatives.count, 0)
        XCTAssertEqual(palette.match(RGBA(hex: "#007AFF")!, nearThreshold: 5, adaptive: true)?.alternatives.count, 1)
    }

    /// `Color(.pencilLead)` where the project's own `extension Color { init!(_ color: C) }` takes `enum C: String` is no
    /// use of Xcode's generated symbols (CryptoTracker, iOS 16): the colour sets keep `Color("…")`, which compiles.
    func testTheProjectsOwnEnumCasesAreNoGeneratedSymbols() throws {
        let root = try repository(withColourSet: "PencilLead", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x75","green":"0x62","red":"0x59"}},"idiom":"universal"}]}"#)
        let view = root + "/App/Card.swift"
        try "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").foregroundColor(Color(.pencilLead)) }\n}\n"
            .write(toFile: view, atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: view).colors.map(\.accessor), ["Color(.pencilLead)"])
        try """
            import SwiftUI
            public extension Color {
                enum C: String { case pencilLead }
                init!(_ color: C) { self.init(uiColor: UIColor(named: color.rawValue.prefix(1).capitalized + color.rawValue.dropFirst())!) }
            }
            """.write(toFile: root + "/App/ColorHelper.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: view).colors.map(\.accessor), ["Color(\"PencilLead\")"])
    }

    /// Where the project has a helper that applies the modifier behind its own check, the advice names it
    /// (and suggests it); without a wrapper of the project's, no fix names the seed's `.compatibleCall`.
    func testCompatAdviceNamesTheProjectsOwnHelper() throws {
        let helper = """
            import SwiftUI
            extension View {
                @ViewBuilder func customOnChange<V: Equatable>(of value: V, perform: @escaping () -> Void) -> some View {
                    if #available(iOS 17, *) { onChange(of: value) { perform() } } else { onChange(of: value) { _ in perform() } }
                }
            }
            """
        let view = "import SwiftUI\nstruct Player: View {\n    @State var on = false\n    var body: some View { Toggle(\"x\", isOn: $on).onChange(of: on) { print(1) } }\n}\n"
        let discovered = ProjectDiscovery.scan(sources: [("/p/Utils/View.swift", helper), ("/p/Player.swift", view)], root: "/p").tokens
        let base = try makeSettings(config: ["deploymentTarget": ["iOS": "16.0"]], selecting: "missing-compat-wrapper")
        let settings = base.merging(discovered, selection: RuleSelection(ignore: RuleCatalog.ids.subtracting(["missing-compat-wrapper"])))
        let findings = LintEngine.lint(SourceText(view), path: "/p/Player.swift", settings: settings)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("use the project's .customOnChange(") == true, findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.suggestions.first?.hasPrefix(".customOnChange("), true)
        XCTAssertNil(findings.first?.fix)

        // Inside the helper, where its own check falls short of another platform, the helper is no advice.
        let multiplatform = try makeSettings(config: ["deploymentTarget": ["iOS": "16.0", "macOS": "13.0"]], selecting: "missing-compat-wrapper")
            .merging(discovered, selection: RuleSelection(ignore: RuleCatalog.ids.subtracting(["missing-compat-wrapper"])))
        let own = LintEngine.lint(SourceText(helper), path: "/p/Utils/View.swift", settings: multiplatform)
        XCTAssertFalse(own.isEmpty)
        XCTAssertTrue(own.allSatisfy { !$0.message.contains("customOnChange") && $0.message.contains("macOS 14.0") }, own.map(\.message).description)

        // A private helper (unstoppable-wallet's `private extension View { func onChangeCompat … }`) is no advice for other files.
        for privateHelper in [helper.replacingOccurrences(of: "extension View", with: "private extension View"),
                              helper.replacingOccurrences(of: "@ViewBuilder func", with: "@ViewBuilder fileprivate func")] {
            let hidden = ProjectDiscovery.scan(sources: [("/p/Utils/View.swift", privateHelper), ("/p/Player.swift", view)], root: "/p").tokens
            let message = LintEngine.lint(SourceText(view), path: "/p/Player.swift", settings: base.merging(hidden, selection: RuleSelection(ignore: RuleCatalog.ids.subtracting(["missing-compat-wrapper"])))).first?.message ?? ""
            XCTAssertTrue(message.contains("guard it with if #available") && !message.contains("customOnChange"), message)
        }
    }

    /// A property of every view whose type is no view is a proxy (`view.backport.task { }` is the
    /// proxy's method); one returning `AnyView` is a view, and what is called on it is SwiftUI's; a plain
    /// value (VideoEditorSwiftUI's `var isSmallScreen: Bool`) has no modifiers to call through it.
    func testProxiesAreNoViews() {
        let code = """
            import SwiftUI
            extension View {
                var backport: Backport<Self> { Backport(self) }
                var typeErased: AnyView { AnyView(self) }
                var isSmallScreen: Bool { UIScreen.main.bounds.height < 700 }
                var screenInset: CGFloat? { nil }
            }
            """
        let wrappers = ProjectDiscovery.scan(sources: [("/p/View+Helpers.swift", code)], root: "/p").tokens.wrappers
        XCTAssertEqual(wrappers.filter { $0.kind == .proxy }.map(\.name), ["backport"])
    }

    /// The spellings of an asset-backed colour a token table may use.
    func testAssetNamesOfColourExpressions() {
        let cases: [(String, String?)] = [
            (#"Color("Brand")"#, "Brand"), (#"Color("Brand", bundle: .module)"#, "Brand"), (#".init("Brand")"#, "Brand"),
            (#"UIColor(named: "Brand")!"#, "Brand"), (#"UIColor(named: "Brand") ?? .black"#, "Brand"),
            (#"Color(uiColor: UIColor(named: "Brand")!)"#, "Brand"), (#"Color("Folder/Brand")"#, "Folder/Brand"),
            (#"Color(name)"#, nil), (#"Color("\(name)")"#, nil), (#"Font("Brand")"#, nil), (#"Color(red: 1, green: 0, blue: 0)"#, nil),
        ]
        for (code, expected) in cases {
            let tree = Parser.parse(source: "let x = " + code)
            let expression = tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!.initializer!.value
            XCTAssertEqual(TokenTableProvider.assetName(of: expression), expected, code)
        }
    }

    func testCatalogListsValuesOriginsAndWrappers() throws {
        let root = try isolatedCopy(of: fixtures + "/UIPackage")
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/Sources/Shop/Features/ProductList.swift")
        let primary = tokens.colors.first { $0.accessor == "Color.Branding.primary" }
        XCTAssertEqual(primary?.light.hexString, "#AF52DE")
        XCTAssertEqual(primary?.dark?.hexString, "#BF5AF2")
        XCTAssertEqual(primary?.location, "Sources/Shop/App/ShopApp.swift:10")
        XCTAssertEqual(tokens.padding?.accessorTemplate, "D.Content.padding(.{step})")
        XCTAssertEqual(tokens.padding?.steps.map(\.value), [6, 18, 30])
        XCTAssertEqual(tokens.compatWrapper?.supports, ["listRowSeparator", "scrollContentBackground", "scrollDisabled"])

        let assets = ProjectSettings().discoveredTokens(forFile: try isolatedCopy(of: fixtures + "/AssetCatalog"))
        let muted = assets.colors.first { $0.name == "surface-muted" }
        XCTAssertEqual(muted?.light.hexString, "#F0F2F7")
        XCTAssertNotNil(muted?.dark)
        XCTAssertEqual(assets.colors.first { $0.name == "AccentColor" }?.light.hexString, "#FF9F3C")
    }

    func testExplicitConfigWinsOverDiscoveredTokens() throws {
        let root = try isolatedCopy(of: fixtures + "/UIPackage")
        let config = ##"{"tokens": {"colors": {"Ink": {"light": "#000000", "accessor": "Color.Ink.primary"}}, "padding": {"steps": {"small": 8}}}}"##
        try config.write(toFile: root + "/.themelint.json", atomically: false, encoding: .utf8)
        let settings = try ProjectSettings().settings(forFile: root + "/Sources/Shop/Features/ProductList.swift")
        let black = settings.configuration.colors.match(RGBA(hex: "#000000")!, nearThreshold: 5)
        XCTAssertEqual(black?.token.accessor, "Color.Ink.primary")
        XCTAssertEqual(settings.configuration.padding.steps.map(\.value), [8])
        // Discovered tokens the config does not mention are still there, underneath.
        XCTAssertTrue(settings.configuration.colors.tokens.contains { $0.accessor == "Color.Branding.secondary" })
        // The spacing scale was not configured, so the project's own applies.
        XCTAssertEqual(settings.configuration.spacing.accessorTemplate, "D.Content.spacing(.{step})")
        XCTAssertEqual(settings.configuration.spacing.steps.map(\.value), [6, 10, 14])
    }

    /// isowords writes its palette with the colour type's own hex factory; uses elsewhere are then
    /// that token, and a bare `hex(…)` outside a colour table is no token.
    func testTokensWrittenWithAHexFactoryAreDiscovered() throws {
        let palette = """
            import SwiftUI
            extension Color {
                public static func hex(_ hex: UInt) -> Self {
                    Self(red: Double((hex & 0xff0000) >> 16) / 255, green: Double((hex & 0x00ff00) >> 8) / 255, blue: Double(hex & 0x0000ff) / 255)
                }
                public static let isowordsBlack = hex(0x121212)
                public static let isowordsOrange = Self.hex(0xEEC38E)
                public static let isowordsRed = Color.hex(0xE1665B)
            }
            struct Board {
                static let size = hex(0x10)
            }
            """
        let discovery = ProjectDiscovery.scan(sources: [("/p/Colors.swift", palette)], root: "/p")
        XCTAssertEqual(discovery.tokens.colors.map(\.accessor).sorted(), ["Color.isowordsBlack", "Color.isowordsOrange", "Color.isowordsRed"])
        XCTAssertEqual(discovery.tokens.colors.first { $0.accessor == "Color.isowordsOrange" }?.light, RGBA(hex: "#EEC38E"))

        let settings = try makeSettings(config: nil)
        let merged = settings.merging(discovery.tokens)
        let view = """
            import SwiftUI
            struct Cell: View {
                var body: some View { Text("a").foregroundColor(.hex(0xEEC38E)) }
            }
            """
        let diagnostics = LintEngine.lint(SourceText(view), path: "/p/Cell.swift", settings: merged)
        XCTAssertEqual(diagnostics.map(\.fix?.edits.first?.newText), ["Color.isowordsOrange"])
    }

    func testMostUsedTokenWinsAConflictAndIsListed() {
        let discovery = ProjectDiscovery.scan(sources: [
            ("/p/Palette.swift", """
            import SwiftUI
            extension Color {
                static let ink = Color(red: 0, green: 0, blue: 0)
                static let headline = Color(red: 0, green: 0, blue: 0)
            }
            """),
            ("/p/View.swift", """
            import SwiftUI
            struct A: View {
                var body: some View {
                    Text("a").foregroundColor(Color.headline).background(Color.headline)
                }
            }
            """),
        ], root: "/p")
        let tokens = discovery.tokens
        XCTAssertEqual(tokens.conflicts.first?.accessors, ["Color.headline", "Color.ink"])
        let match = ColorPalette(tokens.colors).match(RGBA(white: 0), nearThreshold: 5)
        XCTAssertEqual(match?.token.accessor, "Color.headline")
        // Implicit members count as uses: three `.ink` beat two `Color.headline`.
        let implicit = ProjectDiscovery.scan(sources: [
            ("/p/Palette.swift", "import SwiftUI\nextension Color {\n    static let ink = Color(red: 0, green: 0, blue: 0)\n    static let headline = Color(red: 0, green: 0, blue: 0)\n}\n"),
            ("/p/View.swift", "import SwiftUI\nstruct A: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(Color.headline).background(Color.headline).tint(.ink).foregroundStyle(.ink).border(.ink)\n    }\n}\n"),
        ], root: "/p").tokens
        XCTAssertEqual(implicit.conflicts.first?.accessors, ["Color.ink", "Color.headline"])
        // A file-scope constant used by its bare name in a colour modifier, or under an opacity, counts (Trivia-iOS's `darkColor`).
        let bare = ProjectDiscovery.scan(sources: [
            ("/p/Constants.swift", "import SwiftUI\nenum Colors {\n    static let darkColor = Color(red: 0.03, green: 0.13, blue: 0.2)\n}\n"),
            ("/p/Colors.swift", "import SwiftUI\nlet darkColor = Color(red: 0.03, green: 0.13, blue: 0.2)\n"),
            ("/p/View.swift", "import SwiftUI\nstruct A: View {\n    let title: String\n    var body: some View {\n        Text(title).background(darkColor).foregroundColor(darkColor.opacity(0.5)).padding(title.isEmpty ? 0 : 4)\n    }\n}\n"),
        ], root: "/p").tokens
        XCTAssertEqual(bare.conflicts.first?.accessors, ["darkColor", "Colors.darkColor"])
        XCTAssertEqual(bare.colors.first { $0.accessor == "darkColor" }?.usage, 2)
        // Unused, a name read as SwiftUI's own colour comes last, as the rule suggests it last (Workout-App's `Color.primary`).
        let shadowing = ProjectDiscovery.scan(sources: [
            ("/p/Palette.swift", "import SwiftUI\nextension Color {\n    static let primary = Color(red: 1, green: 1, blue: 1)\n    static var theme: Color { Color(red: 1, green: 1, blue: 1) }\n}\n"),
        ], root: "/p").tokens
        XCTAssertEqual(shadowing.conflicts.first?.accessors, ["Color.theme", "Color.primary"])
        XCTAssertEqual(ColorPalette(shadowing.colors).match(RGBA(white: 1), nearThreshold: 5)?.token.accessor, "Color.theme")
    }

    func testEditingAThemeFileUpdatesSuggestionsIncrementally() throws {
        let root = try isolatedCopy(of: fixtures + "/UIPackage")
        let project = ProjectSettings()
        let view = root + "/Sources/Shop/Features/ProductList.swift"
        XCTAssertEqual(try project.settings(forFile: view).configuration.padding.steps.map(\.value), [6, 18, 30])
        let sizes = root + "/Sources/Shop/App/ShopSizes.swift"
        let edited = try String(contentsOfFile: sizes, encoding: .utf8).replacingOccurrences(of: "case .regular: return 18", with: "case .regular: return 20")
        // An unsaved editor buffer first, then the saved file.
        XCTAssertTrue(project.updateDiscovery(for: sizes, contents: Array(edited.utf8)))
        XCTAssertEqual(try project.settings(forFile: view).configuration.padding.steps.map(\.value), [6, 20, 30])
        try edited.write(toFile: sizes, atomically: false, encoding: .utf8)
        XCTAssertFalse(project.invalidateDiscovery(for: sizes), "same content: nothing changed")
        XCTAssertFalse(project.invalidateDiscovery(for: view), "a plain view file changes no token")
    }

    func testDiscoveryRunsOncePerProject() throws {
        let root = try isolatedCopy(of: fixtures + "/Fiori")
        let project = ProjectSettings()
        let first = try project.settings(forFile: root + "/Sources/FioriExample/ObjectItemExample.swift")
        let second = try project.settings(forFile: root + "/Sources/FioriThemeManager/PaletteV6.swift")
        XCTAssertEqual(first.configuration.colors, second.configuration.colors)
        XCTAssertEqual(project.discoveredTokens(forFile: root).fileCount, 2)
    }

    /// A file in no project (no repository, config, package or Xcode project above it) is read with
    /// the Swift files beside it, not the whole tree below its folder: that folder can be `/tmp`.
    func testAFolderOutsideAnyProjectIsReadShallowly() throws {
        let top = NSTemporaryDirectory() + "themelint-loose-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: top + "/deep/er", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: top) }
        for file in ["A.swift", "B.swift", "deep/er/C.swift"] {
            try "import SwiftUI\nstruct V: View { var body: some View { Text(\"\(file)\") } }\n"
                .write(toFile: top + "/" + file, atomically: false, encoding: .utf8)
        }
        let loose = ProjectSettings()
        XCTAssertEqual(loose.discoveryRoot(forFile: top + "/A.swift"), top)
        XCTAssertEqual(loose.discoveredTokens(forFile: top + "/A.swift").fileCount, 2)
        XCTAssertEqual(loose.discoveredTokens(forFile: top + "/deep/er/C.swift").fileCount, 1)
        // XcodeGen's project.yml makes the folder a project (the Xcode project it generates may be missing), read whole.
        try "name: App\n".write(toFile: top + "/project.yml", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: top + "/deep/er/C.swift").fileCount, 3)
        XCTAssertEqual(ProjectSettings().discoveryRoot(forFile: top + "/deep/er/C.swift"), top)
        // Tuist's Project.swift does not: every module of a workspace has one, and the modules share the design system.
        try FileManager.default.removeItem(atPath: top + "/project.yml")
        try "import ProjectDescription\n".write(toFile: top + "/deep/Project.swift", atomically: false, encoding: .utf8)
        let tuist = ProjectSettings()
        tuist.discoveryCache.nameRoots([top])
        XCTAssertEqual(tuist.discoveryRoot(forFile: top + "/deep/er/C.swift"), top)
        try FileManager.default.removeItem(atPath: top + "/deep/Project.swift")
        // A package does.
        try "// swift-tools-version:5.9\n".write(toFile: top + "/Package.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(ProjectSettings().discoveredTokens(forFile: top + "/deep/er/C.swift").fileCount, 4)
    }

    /// Light/dark tokens written with an app's own initialiser or factory, in the spellings apps use,
    /// in nested palette types declared as `extension Color.Kuring`.
    func testLightDarkTokensWrittenWithTheAppsOwnHelpers() {
        let code = """
            import SwiftUI
            extension Color { public struct Kuring {} }
            extension Color.Kuring {
                public static let primary: Color = Self.color(light: Self.from(hex: "3DBD80"), dark: Self.from(hex: "38B178"))
            }
            extension Color {
                static let brandError = Color.adaptive(light: "FF453A", dark: "FF6961")
                static let surface = Color(light: Color(hex: "#F2F3F5"), dark: Color(hex: "#1C1C1E"))
                static let ink = Color(lightColor: .black, darkColor: .white)
                static let notAPair = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#000000"), contrast: .high)
            }
            enum AppColors {
                static let bg = dyn(light: 0xF2F2F7, dark: 0x000000)
                static let tint = dyn(light: 0xF2F2F7, dark: 12)
                private static func dyn(light: UInt32, dark: UInt32) -> Color { Color(UIColor { _ in UIColor(hex: light) }) }
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Palette.swift", code)], root: "/p").tokens.colors
        let found = Dictionary(uniqueKeysWithValues: tokens.map { ($0.accessor, "\($0.light.hexString)/\($0.dark?.hexString ?? "-")") })
        // ev-charging-tracker's `dyn(light: 0xF2F2F7, dark: 0x000000)`: hex integers; a plain integer is no colour.
        XCTAssertEqual(found, [
            "Color.Kuring.primary": "#3DBD80/#38B178", "Color.brandError": "#FF453A/#FF6961", "Color.surface": "#F2F3F5/#1C1C1E",
            "Color.ink": "#000000/#FFFFFF", "AppColors.bg": "#F2F2F7/#000000",
        ])
    }

    /// Where nothing declares a deployment target, APIs the code uses without an availability check
    /// say which iOS it needs at least. Guarded uses, previews, code not built for iOS, names the
    /// project declares itself and other modules' members say nothing.
    func testTheDeploymentTargetIsInferredFromAPIsUsedWithoutAnAvailabilityCheck() throws {
        func inferred(_ files: [(String, String)]) -> DeploymentTarget? {
            ProjectDiscovery.scan(sources: files.map { ("/p/" + $0.0, $0.1) }, root: "/p").tokens.inferredTarget
        }
        let stack = "import SwiftUI\nstruct Root: View {\n    var body: some View {\n        NavigationStack { Text(\"a\") }\n    }\n}\n"
        XCTAssertEqual(inferred([("App/Root.swift", stack)]), .inferred(iOS: Version([16]), from: "NavigationStack (App/Root.swift:4)"))
        XCTAssertEqual(inferred([("App/Root.swift", stack)])?.originPhrase,
            "inferred: no config or build file declares one, and NavigationStack (App/Root.swift:4) is used without an availability check")

        let silent = [
            "import SwiftUI\nstruct Root: View {\n    var body: some View {\n        if #available(iOS 16, *) { NavigationStack { Text(\"a\") } } else { NavigationView { Text(\"a\") } }\n    }\n}\n",
            "import SwiftUI\n@available(iOS 16.0, *)\nstruct Root: View {\n    @State var path = NavigationPath()\n    var body: some View { EmptyView() }\n}\n",
            "import SwiftUI\nfunc root() -> some View {\n    guard #available(iOS 17, *) else { return AnyView(EmptyView()) }\n    return AnyView(ContentUnavailableView(\"None\", systemImage: \"tray\"))\n}\n",
            "import SwiftUI\n#Preview {\n    NavigationStack { Text(\"a\") }\n}\n",
            "import SwiftUI\n#if os(macOS)\nstruct Root: View {\n    var body: some View { NavigationStack { Text(\"a\") } }\n}\n#endif\n",
            "import AppKit\nimport SwiftUI\nstruct Root: View {\n    var body: some View { NavigationStack { Text(\"a\") } }\n}\n",
            "import SwiftUI\nstruct Row: View {\n    var body: some View { Backport.AsyncImage(url: nil) }\n}\n",
            // GRDB's, or any other framework's, `@Model` is no SwiftData model.
            "import GRDB\n@Model final class Item {}\n",
            "import SwiftUI\nfinal class Store: ObservableObject {}\n",
        ]
        for code in silent { XCTAssertNil(inferred([("App/V.swift", code)]), code) }
        // A backport the project declares itself is its own type, wherever it is used.
        let backport = "import SwiftUI\nstruct AsyncImage: View {\n    let url: URL?\n    var body: some View { EmptyView() }\n}\n"
        XCTAssertNil(inferred([("UI/AsyncImage.swift", backport), ("App/Row.swift", "import SwiftUI\nlet row = AsyncImage(url: nil)\n")]))
        // So is a package's type of the package's name (swiftui-navigation-stack's `NavigationStack`, an `ObservableObject`).
        let package = "import SwiftUI\nimport NavigationStack\nstruct Portal: View {\n    @EnvironmentObject private var navigationStack: NavigationStack\n    var body: some View { EmptyView() }\n}\n"
        XCTAssertNil(inferred([("App/Portal.swift", package)]))

        // Foundation's AttributedString is iOS 15; UIKit's NSAttributedString is no use of it.
        let attributed = "import SwiftUI\nstruct Terms: View {\n    var text: AttributedString { AttributedString(\"Terms\") }\n    var body: some View { Text(text) }\n}\n"
        XCTAssertEqual(inferred([("App/Terms.swift", attributed)]), .inferred(iOS: Version([15]), from: "AttributedString (App/Terms.swift:3)"))
        // A type's static member is a use of the type (EaToo's `ContentUnavailableView.search(text:)`).
        let search = "import SwiftUI\nstruct Results: View {\n    let query: String\n    var body: some View { ContentUnavailableView.search(text: query) }\n}\n"
        XCTAssertEqual(inferred([("App/Results.swift", search)]), .inferred(iOS: Version([17]), from: "ContentUnavailableView (App/Results.swift:4)"))
        XCTAssertNil(inferred([("App/Label.swift", "import UIKit\nlet title = NSAttributedString(string: \"a\")\n")]))

        // iOS 16's value-based NavigationLink and layouts, iOS 15's Color(uiColor:); the older initialisers say nothing.
        let link = "import SwiftUI\nstruct Row: View {\n    let id: Int\n    var body: some View {\n        NavigationLink(value: id) { Text(\"row\") }\n    }\n}\n"
        XCTAssertEqual(inferred([("App/Row.swift", link)]), .inferred(iOS: Version([16]), from: "NavigationLink(value:) (App/Row.swift:5)"))
        XCTAssertNil(inferred([("App/Row.swift", link.replacingOccurrences(of: "value: id", with: "destination: Text(\"detail\")"))]))
        let layout = "import SwiftUI\nstruct Bar: View {\n    var body: some View {\n        let stack = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 8))\n        stack { Text(\"a\") }\n    }\n}\n"
        XCTAssertEqual(inferred([("App/Bar.swift", layout)])?.versions[.iOS], Version([16]))
        let converted = "import SwiftUI\nlet separator = Color(uiColor: .separator)\n"
        XCTAssertEqual(inferred([("App/Style.swift", converted)]), .inferred(iOS: Version([15]), from: "Color(uiColor:) (App/Style.swift:2)"))
        XCTAssertNil(inferred([("App/Style.swift", "import SwiftUI\nlet separator = Color(UIColor.separator)\n")]))

        // iOS 15's button roles; a button with a system image (back-deployed to iOS 14) says nothing.
        let roles = "import SwiftUI\nstruct Confirm: View {\n    var body: some View {\n        Button(\"Delete\", role: .destructive) {}\n    }\n}\n"
        XCTAssertEqual(inferred([("App/Confirm.swift", roles)]), .inferred(iOS: Version([15]), from: "Button(role:) (App/Confirm.swift:4)"))
        XCTAssertNil(inferred([("App/Confirm.swift", roles.replacingOccurrences(of: "role: .destructive", with: "systemImage: \"trash\""))]))

        // iOS 17's animation presets are back-deployed (emitted into the app): they build for iOS 13 and say nothing.
        let snappy = "import SwiftUI\nfunc toggle(_ on: Binding<Bool>) {\n    withAnimation(.snappy(duration: 0.8)) { on.wrappedValue.toggle() }\n}\n"
        XCTAssertNil(inferred([("App/Toggle.swift", snappy)]))

        // The newest requirement wins, whatever file it is in.
        let files = [
            ("App/Login.swift", "import SwiftUI\nstruct Login: View {\n    @FocusState var focused: Bool\n    @Environment(\\.dismiss) var dismiss\n    var body: some View { EmptyView() }\n}\n"),
            ("App/Model/Store.swift", "import Observation\n\n@Observable\nfinal class Store {}\n"),
            ("App/Model/Item.swift", "import SwiftData\n@Model final class Item {}\n"),
        ]
        XCTAssertEqual(inferred(files), .inferred(iOS: Version([17]), from: "@Model (App/Model/Item.swift:2)"))
        XCTAssertEqual(inferred([files[0]]), .inferred(iOS: Version([15]), from: "@FocusState (App/Login.swift:3)"))
        // An `@Observable` object read from the environment.
        let environment = "import SwiftUI\nstruct Feed: View {\n    @Environment(\\.colorScheme) var scheme\n    @Environment(AppState.self) private var state\n"
            + "    var body: some View { ForEach(state.items, id: \\.self) { Text($0) } }\n}\n"
        XCTAssertEqual(inferred([("App/Feed.swift", environment)]), .inferred(iOS: Version([17]), from: "@Environment(AppState.self) (App/Feed.swift:4)"))
        XCTAssertNil(inferred([("App/Feed.swift", environment.replacingOccurrences(of: "@Environment(AppState.self)", with: "@EnvironmentObject"))]))
        // iOS 17's toolbar placements are back-deployed to iOS 14 (`@backDeployed(before: iOS 17.0)`): they say nothing.
        let toolbar = "import SwiftUI\nstruct Settings: View {\n    var body: some View {\n        List { }.toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton() } }\n    }\n}\n"
        XCTAssertNil(inferred([("App/Settings.swift", toolbar)]))

        // The finding names the inferred target and stays a warning; what the target covers is no finding.
        let view = """
            import SwiftUI
            struct Feed: View {
                @State var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text(query) }
                            .scrollContentBackground(.hidden)
                            .onChange(of: query) { old, new in print(old, new) }
                    }
                }
            }
            """
        let settings = try makeSettings(config: nil, selecting: "missing-compat-wrapper")
        let discovered = ProjectDiscovery.scan(sources: [("/p/App/Feed.swift", view)], root: "/p").tokens
        let merged = settings.merging(discovered, selection: RuleSelection(select: ["missing-compat-wrapper"]))
        XCTAssertEqual(merged.deploymentTarget.versions, [.iOS: Version([16])])
        let findings = LintEngine.lint(SourceText(view), path: "/p/App/Feed.swift", settings: merged)
        XCTAssertEqual(findings.map(\.message), [
            "onChange requires iOS 17.0 but the deployment target is iOS 16.0 (inferred: no config or build file declares one, and "
                + "NavigationStack (App/Feed.swift:5) is used without an availability check); guard it with if #available(iOS 17.0, *), "
                + "or use the one-parameter closure onChange(of:) { newValue in … } (iOS 14.0) if the old value is not needed",
        ])
        XCTAssertEqual(findings.map(\.severity), [.warning])
        // A configured target is no guess, and nothing overrides it.
        let configured = try makeSettings(config: ["deploymentTarget": ["iOS": "15.0"]]).merging(discovered)
        XCTAssertEqual(configured.deploymentTarget, DeploymentTarget([.iOS: Version([15])], origin: "config"))
    }

    /// A white badge stays white in dark mode: a light/dark token that is white only in light mode
    /// is named as such, without a fix; with no steady token for it, nothing else is offered. As the
    /// colour of text, the surface token is also one of another role.
    func testASteadyWhiteIsOnlyTheLightModeValueOfAnAdaptiveToken() throws {
        let code = """
            import SwiftUI
            extension Color {
                static let surface = Color(light: Color(red: 1, green: 1, blue: 1), dark: Color(red: 0.09, green: 0.11, blue: 0.12))
            }
            struct Badge: View {
                var body: some View { Text("3").background(.white).foregroundColor(.white) }
            }
            """
        let discovered = ProjectDiscovery.scan(sources: [("/p/Badge.swift", code)], root: "/p").tokens
        let settings = try makeSettings(config: nil, selecting: "hardcoded-color").merging(discovered, selection: RuleSelection(select: ["hardcoded-color"]))
        let findings = LintEngine.lint(SourceText(code), path: "/p/Badge.swift", settings: settings)
        XCTAssertEqual(findings.map(\.message), [
            "Hardcoded colour .white (#FFFFFF) is the light-mode value of the theme token Color.surface (dark #171C1F); use Color.surface if the colour should follow the appearance",
            "Hardcoded colour .white (#FFFFFF) is the light-mode value of Color.surface (dark #171C1F), a theme token named for another role; use a token for this part, or Color.surface if that is the intent",
        ])
        XCTAssertEqual(findings.compactMap(\.fix).count, 0)
        XCTAssertEqual(findings.map(\.suggestions), [["Color.surface"], ["Color.surface"]])
    }

    /// Token values written through the file's constants: hex numbers and strings kept in an enum,
    /// components and opacities kept beside the colours.
    func testTokenValuesWrittenThroughTheFilesConstantsAreRead() {
        let code = """
            import SwiftUI

            enum Hex {
                static let gold: UInt32 = 0xC9A84C
                static let ink = "#101820"
            }

            extension Color {
                init(hex: UInt32) { self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255) }
                init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
                static let mrtGold = Color(hex: Hex.gold)
                static let mrtInk = Color(hex: Hex.ink)
            }

            enum EchoTheme {
                static let surfaceComponent: Double = 0.055
                static let dimOpacity: Double = 0.65
                static let surface = Color(red: surfaceComponent, green: surfaceComponent, blue: 0.070)
                static let dim = Color(red: 0.878, green: 0.878, blue: 0.878).opacity(dimOpacity)
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Tokens.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: tokens.map { ($0.accessor, $0.light.hexString) }), [
            "Color.mrtGold": "#C9A84C", "Color.mrtInk": "#101820", "EchoTheme.surface": "#0E0E12", "EchoTheme.dim": "#E0E0E0A6",
        ])
        // A name two types give different values is no constant.
        let clash = code.replacingOccurrences(of: "static let dimOpacity: Double = 0.65", with: "static let dimOpacity: Double = 0.65\n    enum Other { static let surfaceComponent = 0.5 }")
        let clashed = ProjectDiscovery.scan(sources: [("/p/Tokens.swift", clash)], root: "/p").tokens.colors.map(\.accessor)
        XCTAssertFalse(clashed.contains("EchoTheme.surface"), "\(clashed)")
        XCTAssertTrue(clashed.contains("EchoTheme.dim"))
    }

    /// An `@available` ViewModifier applies its modifiers behind that check; a `View` helper that applies
    /// it behind `if #available` (`self.modifier(X(…))`) is how the project applies them. Alone, the
    /// modifier guards nothing: using it needs a check of its own.
    func testAnAvailableViewModifierIsReachedThroughItsHelper() {
        let helper = """
            import SwiftUI

            @available(iOS 15.0, *)
            fileprivate struct RefreshableIos15OnlyModifier: ViewModifier {
                let action: @Sendable () async -> Void

                func body(content: Content) -> some View {
                    content.refreshable(action: action)
                }
            }

            extension View {
                @ViewBuilder
                func refreshableIos15Only(action: @escaping @Sendable () async -> Void) -> some View {
                    if #available(iOS 15.0, *) {
                        self.modifier(RefreshableIos15OnlyModifier(action: action))
                    } else {
                        self
                    }
                }
            }
            """
        let wrappers = ProjectDiscovery.scan(sources: [("/p/Refreshable.swift", helper)], root: "/p").tokens.wrappers
        XCTAssertEqual(wrappers.map(\.spelling), [".refreshableIos15Only(…)"])
        XCTAssertEqual(wrappers.map(\.modifiers), [["refreshable"]])
        let alone = String(helper[..<helper.range(of: "extension View")!.lowerBound])
        XCTAssertEqual(ProjectDiscovery.scan(sources: [("/p/Refreshable.swift", alone)], root: "/p").tokens.wrappers.map(\.spelling), [])
    }

    /// A helper whose branches share styling (`.padding(8)`, `.foregroundStyle(…)`) is a styling helper
    /// that also adopts a newer modifier, no stand-in for it; one whose branches call two forms of a
    /// modifier (`onChange(of:)` with two parameters, and with one) is a compatibility helper.
    func testStylingHelpersAreNoCompatibilityHelpers() {
        let code = """
            import SwiftUI

            extension View {
                @ViewBuilder
                func adaptiveButtonStyle(color: Color = .clear) -> some View {
                    if #available(iOS 26.0, *) {
                        self.foregroundStyle(Color(.label)).padding(8).glassEffect(.regular.tint(color), in: Capsule())
                    } else {
                        self.foregroundStyle(Color(.label)).padding(8).background(Capsule().fill(Color(.systemGray5)))
                    }
                }

                @ViewBuilder
                func onChangeCompat<V: Equatable>(of value: V, perform: @escaping (V) -> Void) -> some View {
                    if #available(iOS 17.0, *) {
                        self.onChange(of: value) { _, new in perform(new) }
                    } else {
                        self.onChange(of: value) { new in perform(new) }
                    }
                }
            }
            """
        let wrappers = ProjectDiscovery.scan(sources: [("/p/View+.swift", code)], root: "/p").tokens.wrappers
        XCTAssertEqual(wrappers.map(\.spelling), [".onChangeCompat(…)"])
    }

    /// A colour set that points at a system colour (`"reference": "systemRedColor"`) takes its values,
    /// light and dark, unless it gives a dark appearance of its own; a semantic colour is not read.
    func testColourSetsReferencingSystemColours() {
        func read(_ json: String) -> AssetCatalogProvider.Colorset? { AssetCatalogProvider.read(Array(json.utf8), name: "Set") }
        let plain = read(#"{"colors":[{"color":{"platform":"ios","reference":"systemRedColor"},"idiom":"universal"}]}"#)
        XCTAssertEqual(plain?.light.hexString, "#FF3B30")
        XCTAssertEqual(plain?.dark?.hexString, "#FF453A")
        let ownDark = read(#"{"colors":[{"color":{"reference":"systemBlueColor"},"idiom":"universal"},"#
            + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}]}"#)
        XCTAssertEqual(ownDark?.light.hexString, "#007AFF")
        XCTAssertEqual(ownDark?.dark?.hexString, "#000000")
        XCTAssertEqual(read(#"{"colors":[{"color":{"reference":"whiteColor"},"idiom":"universal"}]}"#)?.light.hexString, "#FFFFFF")
        XCTAssertNil(read(#"{"colors":[{"color":{"reference":"labelColor"},"idiom":"universal"}]}"#))
        // A dark appearance that references a system colour is that colour's dark value; one that references a
        // colour not read here (SmartHome's `darkTextColor`) leaves the set unknown, not steady.
        let light = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0xD6","green":"0xD7","blue":"0xE3","alpha":"1"}},"idiom":"universal"},"#
        XCTAssertEqual(read(light + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"reference":"systemGray6Color"},"idiom":"universal"}]}"#)?.dark?.hexString, "#1C1C1E")
        XCTAssertNil(read(light + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"reference":"darkTextColor"},"idiom":"universal"}]}"#))
    }

    /// Tokens that convert UIKit's system colours (`Color(.systemGreen)`, `Color(UIColor.systemRed)`)
    /// take their light and dark values; semantic colours and colour-resource symbols are not read so,
    /// and a bare bridge of a system colour under its own name is no token.
    func testTokensConvertingUIKitSystemColours() {
        let code = """
            import SwiftUI
            enum Theme {
                enum Colors {
                    static let success = Color(.systemGreen)
                    static let danger = Color(UIColor.systemRed)
                    static let warning = Color(uiColor: .systemOrange)
                    static let card = Color(uiColor: .systemGray6)
                    static let background = Color(.systemBackground)
                    static let brand = Color(.brandBlue)
                    // A bridge under the system colour's own name (snabble's `Asset+Color`) is no design token.
                    static let systemTeal = Color(.systemTeal)
                    static var darkGray: Color { .init(uiColor: .darkGray) }
                }
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Theme.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(described(tokens), [
            "Theme.Colors.success #34C759 #30D158", "Theme.Colors.danger #FF3B30 #FF453A", "Theme.Colors.warning #FF9500 #FF9F0A",
            "Theme.Colors.card #F2F2F7 #1C1C1E",
        ])
    }

    /// A palette is known by its content, whatever its type is called: coffee-ios's `struct ColorConstants` (with a
    /// gradient built from its colours) and MetaCocktails' own `struct ColorScheme` (with aliases of earlier members).
    /// A type that only keeps a few colours among other statics is no palette.
    func testTypesOfMostlyColoursAreTokenTablesWhateverTheirName() {
        let code = """
            import SwiftUI
            struct ColorConstants {
                static let primary = Color(red: 0.8, green: 0.6, blue: 0.4)
                static let textPrimary = Color.white
                static let borderLight = Color.white.opacity(0.2)
                static let backgroundGradient = LinearGradient(gradient: Gradient(colors: [primary, textPrimary]), startPoint: .top, endPoint: .bottom)
            }
            struct ColorScheme {
                static let background = Color(hex: "#0F0F0F")
                static let interactionTint = Color(hex: "#00B2FF")
                static let tabBarTint = interactionTint
                static let recipeBackground = Color(hex: "#111111")
                static let border = BorderGradient(top: .red, bottom: .blue)
            }
            final class SessionStore {
                static let shared = SessionStore()
                static let timeout = 30
                static let retries = 3
                static let host = "example.com"
                static let okColor = Color(red: 0.1, green: 0.8, blue: 0.2)
                static let badColor = Color(red: 0.9, green: 0.1, blue: 0.2)
                static let midColor = Color(red: 0.9, green: 0.8, blue: 0.2)
            }
            enum ChatDesign {
                static let blue = Color(red: 0.22, green: 0.39, blue: 0.95)
                static let secondary = Color(white: 0.57)
                static let canvas = Color.adaptive(dark: 0, light: 1)
                static let surface = Color.adaptive(dark: 0.1, light: 0.95)
                static let bubble = Color.adaptive(dark: 0.2, light: 0.9)
                static let corner: CGFloat = 12
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Styles.swift", code)], root: "/p").tokens.colors
        // ChatDesign's colours from the project's own factory (`Color.adaptive(dark:light:)`) count as colours, values unknown.
        XCTAssertEqual(tokens.map(\.accessor).sorted(), [
            "ChatDesign.blue", "ChatDesign.secondary",
            "ColorConstants.borderLight", "ColorConstants.primary", "ColorConstants.textPrimary",
            "ColorScheme.background", "ColorScheme.interactionTint", "ColorScheme.recipeBackground", "ColorScheme.tabBarTint",
        ])
    }

    /// btcmap's palette: UIKit tokens from a failable `UIColor(hex:)!`, and the SwiftUI names the project gives them
    /// (`static var brandGreen: Color { Color(UIColor.brandGreen) }`), which replace the bare conversion.
    func testSwiftUINamesOfTheFilesUIKitTokensAreTheirAccessors() {
        let code = """
            import SwiftUI
            extension UIColor {
                convenience init?(hex: String) { return nil }
                static var brandGreen: UIColor { return UIColor(hex: "#10B981")! }
                static let brandRed = UIColor(hex: "#EF4444")!
                static let brandBlue = UIColor(hex: "#3B82F6")!
            }
            extension Color {
                static var brandGreen: Color { Color(UIColor.brandGreen) }
                static var brandRed: Color { Color(uiColor: .brandRed) }
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Color+Brand.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(tokens.map { "\($0.accessor) \($0.light.hexString)" }.sorted(), [
            "Color(UIColor.brandBlue) #3B82F6", "Color.brandGreen #10B981", "Color.brandRed #EF4444",
        ])
    }

    /// Spark's overloads: `func padding(_ edges: Edge.Set = .all, _ padding: Padding)` and `VStack(spacing: Spacing)`
    /// take the enum's case itself, so a literal passed straight to one is fixed to `.medium`; elsewhere (another
    /// stack, a ternary, EdgeInsets) the raw value is what compiles.
    func testTheProjectsOverloadsTakeTheStepItself() throws {
        let scale = """
            import SwiftUI
            enum Padding: CGFloat {
                case small = 8
                case medium = 16
                case large = 24
            }
            enum Spacing: CGFloat {
                case small = 8
                case medium = 16
            }
            extension View {
                func padding(_ edges: Edge.Set = .all, _ padding: Padding) -> some View { self.padding(edges, padding.rawValue) }
            }
            extension VStack where Content: View {
                init(alignment: HorizontalAlignment = .center, spacing: Spacing, @ViewBuilder content: () -> Content) {
                    self.init(alignment: alignment, spacing: spacing.rawValue, content: content)
                }
            }
            """
        let view = """
            import SwiftUI
            struct Toast: View {
                let compact: Bool
                var body: some View {
                    VStack(spacing: 16) {
                        LazyVStack(spacing: 16) { Text("a") }
                        Text("b").padding(.horizontal, 16).padding(compact ? 8 : 24)
                    }
                    .padding(EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))
                }
            }
            """
        let discovery = ProjectDiscovery.scan(sources: [("/p/Scale.swift", scale)], root: "/p")
        XCTAssertEqual(discovery.tokens.padding?.overloadedCalls, ["padding"])
        XCTAssertEqual(discovery.tokens.spacing?.overloadedCalls, ["VStack"])
        let settings = try makeSettings(config: nil).merging(discovery.tokens)
        let fixes = LintEngine.lint(SourceText(view), path: "/p/Toast.swift", settings: settings).compactMap { $0.fix?.edits.first?.newText }
        XCTAssertEqual(fixes, [".medium", "Spacing.medium.rawValue", ".medium", "Padding.small.rawValue", "Padding.large.rawValue", "Padding.medium.rawValue"])
    }

    /// Backpack's scale wraps its lengths (`static var md: BPKSpacing { BPKSpacing(value: 8) }`, declared in an
    /// extension of the type): the steps are read through the wrapper and reached as `BPKSpacing.md.value`, or `.md`
    /// where the project's overload takes the wrapper.
    func testAScaleTypeWrappingItsLengths() throws {
        let scale = """
            import SwiftUI
            public struct BPKSpacing {
                public let value: CGFloat
                init(value: CGFloat) { self.value = value }
            }
            public extension BPKSpacing {
                static var sm: BPKSpacing { BPKSpacing(value: 4) }
                static var md: BPKSpacing { BPKSpacing(value: 8) }
                static var iconText: BPKSpacing { BPKSpacing(value: 8) }
                static var base: BPKSpacing { .init(value: 16) }
            }
            public extension View {
                func padding(_ edge: Edge.Set, _ spacing: BPKSpacing) -> some View { padding(edge, spacing.value) }
            }
            """
        let discovery = ProjectDiscovery.scan(sources: [("/p/BPKSpacing.swift", scale)], root: "/p")
        let padding = try XCTUnwrap(discovery.tokens.padding)
        XCTAssertEqual(padding.accessorTemplate, "BPKSpacing.{step}.value")
        XCTAssertEqual(padding.steps.map(\.value), [4, 8, 8, 16])
        XCTAssertEqual(padding.overloadedCalls, ["padding"])
        let view = "import SwiftUI\nstruct Chip: View {\n    var body: some View { Text(\"a\").padding(.vertical, 8).padding(EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)) }\n}\n"
        let settings = try makeSettings(config: nil).merging(discovery.tokens)
        let fixes = LintEngine.lint(SourceText(view), path: "/p/Chip.swift", settings: settings).compactMap { $0.fix?.edits.first?.newText }
        XCTAssertEqual(fixes, [".md", "BPKSpacing.base.value"])
    }

    /// A design system's semantic tokens written as its primitives from another file (`static let primaryText =
    /// Palette.gray900`), or as a colour set's enum case (guitartuner's `Color.lumaInTune = LumaColor.inTune.color`),
    /// are tokens of their own with the primitive's value; an alias of an alias too, and a name that is no token is none.
    func testTokensWrittenAsAnotherFilesTokenAreAliases() {
        let primitives = "import SwiftUI\nenum Palette {\n    static let gray900 = Color(red: 0.07, green: 0.07, blue: 0.07)\n    static let blue500 = Color(red: 0.2, green: 0.4, blue: 0.9)\n    static let teal = Color.teal\n}\n"
        let semantic = "import SwiftUI\nextension Color {\n    static let primaryText = Palette.gray900\n    static let link = Color.brand\n    static let brand = Palette.blue500\n    static let unknown = Vendor.accent\n}\n"
        let tokens = ProjectDiscovery.scan(sources: [("/p/DS/Semantic.swift", semantic), ("/p/DS/Palette.swift", primitives)], root: "/p").tokens.colors
        let found = Dictionary(tokens.map { ($0.accessor, $0.light.hexString) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(found["Color.primaryText"], "#121212")
        XCTAssertEqual(found["Color.brand"], "#3366E6")
        XCTAssertEqual(found["Color.link"], "#3366E6")
        XCTAssertNil(found["Color.unknown"])
    }

    /// Simple Login's mirror: a UIKit token naming a colour set, and the SwiftUI name the project gives it
    /// (`static var slPurple: Color { Color(.slPurple) }`), which replaces the bare conversion.
    func testSwiftUINamesOfTheFilesColourSetTokensAreTheirAccessors() throws {
        let root = try repository(withColourSet: "AccentColor",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x7C","green":"0x30","red":"0xEE"}},"idiom":"universal"}]}"#)
        let code = """
            import SwiftUI
            extension UIColor {
                static var slPurple: UIColor { UIColor(named: "AccentColor") ?? .purple }
            }
            extension Color {
                static var slPurple: Color { Color(.slPurple) }
            }
            """
        try code.write(toFile: root + "/App/ColorExtensions.swift", atomically: false, encoding: .utf8)
        let tokens = ProjectSettings().discoveredTokens(forFile: root + "/App/ColorExtensions.swift").colors
        XCTAssertEqual(tokens.map { "\($0.accessor) \($0.light.hexString)" }.sorted(), ["Color.slPurple #EE307C"])
    }

    /// Only file-scope variables are globals: a preview's `@State var color: UIColor = .red` (MovieDB) is a
    /// local of the macro's closure, and no token (its accessor, `Color(color)`, names nothing elsewhere).
    func testLocalsOfTopLevelPreviewsAreNoTokens() {
        let code = """
            import SwiftUI
            let brandTint: Color = Color(red: 0.1, green: 0.4, blue: 0.9)

            struct ListIconColorPicker: View {
                static let defaultColors: [UIColor] = [UIColor.systemRed, UIColor.systemBlue]
                @Binding var color: UIColor
                var body: some View { Text("x") }
            }

            #Preview {
                @Previewable @State var color: UIColor = .red
                return ListIconColorPicker(color: $color)
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Picker.swift", code)], root: "/p").tokens.colors
        XCTAssertEqual(tokens.map(\.accessor), ["brandTint"])
    }

    /// A token written as another token of the file, declared before it (`static let danger = red`,
    /// `Self.red`, `Theme.Colors.red`), has that token's value; a name the file does not declare, none.
    func testTokensAliasingEarlierTokens() {
        let code = """
            import SwiftUI
            enum Theme {
                enum Colors {
                    static let red = Color(red: 0.9, green: 0.2, blue: 0.2)
                    static let danger = red
                    static let error = Self.red
                    static let alert = Theme.Colors.red
                    static let dangerTint = danger.opacity(0.24)
                }
            }
            extension Color {
                static let brand = Color(red: 0.1, green: 0.3, blue: 0.8)
                static let accentBrand = brand
                static let unknown = somethingElse
                static let unknownTint = somethingElse.opacity(0.5)
            }
            """
        let tokens = ProjectDiscovery.scan(sources: [("/p/Theme.swift", code)], root: "/p").tokens.colors
        // An earlier token at an opacity (PlantApp's `transparentBlack = black.opacity(0.24)`) is that token's colour at it.
        XCTAssertEqual(tokens.map { "\($0.accessor) \($0.light.hexString)" }, [
            "Theme.Colors.red #E63333", "Theme.Colors.danger #E63333", "Theme.Colors.error #E63333", "Theme.Colors.alert #E63333",
            "Theme.Colors.dangerTint #E633333D", "Color.brand #1A4DCC", "Color.accentBrand #1A4DCC",
        ])
        // Opacities multiply, as SwiftUI applies them: a scrim at 0.2, at 0.5 again, is 0.1.
        let scrims = ProjectDiscovery.scan(sources: [("/p/Theme.swift", "import SwiftUI\nextension Color {\n    static let scrim = Color(red: 0.2, green: 0.2, blue: 0.3).opacity(0.2)\n    static let scrimLight = scrim.opacity(0.5)\n}\n")], root: "/p").tokens.colors
        XCTAssertEqual(scrims.map(\.light.hexString), ["#33334D33", "#33334D1A"])
    }

    /// Eight hex digits are read the way the project's own initialiser reads them: the widely copied
    /// `init(hex:)` assigns `(a, r, g, b)` for eight digits, so `"#80FF0000"` is red at half strength.
    func testEightHexDigitsFollowTheProjectsOwnInitialiser() throws {
        let initialiser = """
            import SwiftUI

            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let a, r, g, b: UInt64
                    switch hex.count {
                    case 3: // RGB (12-bit)
                        (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                    case 6: // RGB (24-bit)
                        (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                    case 8: // ARGB (32-bit)
                        (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
                    default:
                        (a, r, g, b) = (1, 1, 1, 0)
                    }
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
                }
            }
            """
        // Both readings are translucent: read as RRGGBBAA, `#80FF0000` would be transparent, which is never flagged.
        let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundColor(Color(hex: \"#80FF0040\")) } }\n"
        func messages(_ files: [(String, String)]) throws -> [String] {
            let discovered = ProjectDiscovery.scan(sources: files.map { ("/p/" + $0.0, $0.1) }, root: "/p").tokens
            let settings = try makeSettings(config: nil).merging(discovered, selection: RuleSelection(select: ["hardcoded-color"]))
            return LintEngine.lint(SourceText(view), path: "/p/V.swift", settings: settings).map(\.message)
        }
        XCTAssertEqual(ProjectDiscovery.scan(sources: [("/p/ColorHex.swift", initialiser)], root: "/p").tokens.hexAlphaFirst, true)
        XCTAssertTrue(try messages([("ColorHex.swift", initialiser), ("V.swift", view)]).first?.hasPrefix("Hardcoded colour #FF004080") == true)
        // Without the initialiser, "#…" is CSS's RRGGBBAA.
        XCTAssertTrue(try messages([("V.swift", view)]).first?.hasPrefix("Hardcoded colour #80FF0040") == true)
        // An initialiser that assigns `(r, g, b, a)` reads RRGGBBAA.
        let rgba = initialiser.replacingOccurrences(of: "case 8: // ARGB (32-bit)\n            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)",
                                                    with: "case 8:\n            (r, g, b, a) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)")
        XCTAssertNotEqual(rgba, initialiser)
        XCTAssertEqual(ProjectDiscovery.scan(sources: [("/p/ColorHex.swift", rgba)], root: "/p").tokens.hexAlphaFirst, false)
        // A token written with eight digits, in another file, is read the initialiser's way too (VideoEditorSwiftUI's
        // copy of it): the literal of the same text then matches it.
        let theme = "import SwiftUI\nextension Color {\n    static let scrim = Color(hex: \"#80FF0040\")\n    static let ink = Color(hex: 0x1A1A1A)\n}\n"
        let tokens = ProjectDiscovery.scan(sources: [("/p/ColorHex.swift", initialiser), ("/p/Theme.swift", theme)], root: "/p").tokens.colors
        XCTAssertEqual(described(tokens), ["Color.scrim #FF004080 -", "Color.ink #1A1A1A -"])
        XCTAssertEqual(described(ProjectDiscovery.scan(sources: [("/p/Theme.swift", theme)], root: "/p").tokens.colors), ["Color.scrim #80FF0040 -", "Color.ink #1A1A1A -"])
        XCTAssertTrue(try messages([("ColorHex.swift", initialiser), ("Theme.swift", theme), ("V.swift", view)]).first?.contains("is the theme token Color.scrim") == true)
    }

    /// `Color.ink #1A1A1A #FFFFFF`: each token's accessor with its light and dark value.
    func described(_ tokens: [ColorToken]) -> [String] {
        tokens.map { "\($0.accessor) \($0.light.hexString) \($0.dark?.hexString ?? "-")" }
    }
}
