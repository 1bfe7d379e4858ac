import ThemelintCore
import ThemelintJSON
import XCTest

final class ColorMathTests: XCTestCase {
    /// The 34 reference pairs from Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference Formula".
    static let sharmaPairs: [(LabColor, LabColor, Double)] = [
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
        (LabColor(l: 50, a: 2.8361, b: -74.0200), LabColor(l: 50, a: 0, b: -82.7485), 3.4412),
        (LabColor(l: 50, a: -1.3802, b: -84.2814), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: -1.1848, b: -84.8006), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: -0.9009, b: -85.5211), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
        (LabColor(l: 50, a: -1, b: 2), LabColor(l: 50, a: 0, b: 0), 2.3669),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0009), 7.1792),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0010), 7.1792),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0011), 7.2195),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0012), 7.2195),
        (LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0009, b: -2.4900), 4.8045),
        (LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0010, b: -2.4900), 4.8045),
        (LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0011, b: -2.4900), 4.7461),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 0, b: -2.5), 4.3065),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 61, a: -5, b: 29), 22.8977),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 56, a: -27, b: -3), 31.9030),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 58, a: 24, b: 15), 19.4535),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.1736, b: 0.5854), 1.0000),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.2972, b: 0), 1.0000),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 1.8634, b: 0.5757), 1.0000),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.2592, b: 0.3350), 1.0000),
        (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (LabColor(l: 63.0109, a: -31.0961, b: -5.8663), LabColor(l: 62.8187, a: -29.7946, b: -4.0864), 1.2630),
        (LabColor(l: 61.2901, a: 3.7196, b: -5.3901), LabColor(l: 61.4292, a: 2.2480, b: -4.9620), 1.8731),
        (LabColor(l: 35.0831, a: -44.1164, b: 3.7933), LabColor(l: 35.0232, a: -40.0716, b: 1.5901), 1.8645),
        (LabColor(l: 22.7233, a: 20.0904, b: -46.6940), LabColor(l: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
        (LabColor(l: 36.4612, a: 47.8580, b: 18.3852), LabColor(l: 36.2715, a: 50.5065, b: 21.2231), 1.4146),
        (LabColor(l: 90.8027, a: -2.0831, b: 1.4410), LabColor(l: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
        (LabColor(l: 90.9257, a: -0.5406, b: -0.9208), LabColor(l: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
        (LabColor(l: 6.7747, a: -0.2908, b: -2.4247), LabColor(l: 5.8714, a: -0.0985, b: -2.2286), 0.6377),
        (LabColor(l: 2.0776, a: 0.0795, b: -1.1350), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    func testCIEDE2000MatchesSharmaReferencePairs() {
        for (index, (first, second, expected)) in Self.sharmaPairs.enumerated() {
            XCTAssertEqual(ColorDifference.ciede2000(first, second), expected, accuracy: 0.00005, "pair \(index + 1)")
            XCTAssertEqual(ColorDifference.ciede2000(second, first), expected, accuracy: 0.00005, "pair \(index + 1) reversed")
        }
    }

    /// The palette skips tokens whose lightness alone puts them past the threshold, so the bound
    /// must never exceed the full distance: checked on the reference pairs and 200,000 random ones.
    func testLightnessBoundNeverExceedsCIEDE2000() {
        var pairs = Self.sharmaPairs.map { ($0.0, $0.1) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        for _ in 0..<200_000 {
            let first = LabColor(l: next(0...100), a: next(-128...127), b: next(-128...127))
            // Half the pairs close together, where the bound is tightest and the rotation term largest.
            let spread = pairs.count % 2 == 0 ? 3.0 : 60.0
            pairs.append((first, LabColor(l: min(100, max(0, first.l + next(-spread...spread))), a: first.a + next(-spread...spread), b: first.b + next(-spread...spread))))
        }
        var tight = 0
        for (first, second) in pairs {
            let bound = ColorDifference.lightnessBound(first, second)
            let distance = ColorDifference.ciede2000(first, second)
            XCTAssertLessThanOrEqual(bound, distance + 1e-9, "\(first) \(second)")
            if bound > 0.5 * distance { tight += 1 }
        }
        // A bound of 0 would pass too; it must prune.
        XCTAssertGreaterThan(tight, pairs.count / 10)
    }

    func testHexSpellingsNormalise() {
        XCTAssertEqual(RGBA(hex: "#8F97A4")?.hexString, "#8F97A4")
        XCTAssertEqual(RGBA(hex: "8f97a4")?.hexString, "#8F97A4")
        XCTAssertEqual(RGBA(hex: "0x8F97A4")?.hexString, "#8F97A4")
        XCTAssertEqual(RGBA(hex: "#FFF")?.hexString, "#FFFFFF")
        XCTAssertEqual(RGBA(hex: "#8F97A480")?.hexString, "#8F97A480")
        XCTAssertNil(RGBA(hex: "#12345"))
        XCTAssertNil(RGBA(hex: "brand"))
        XCTAssertTrue(RGBA(red: 143 / 255, green: 151 / 255, blue: 164 / 255).sameColor(as: RGBA(hex: "#8F97A4")!))
    }

    func testHSBAndDisplayP3Conversions() {
        XCTAssertEqual(RGBA(hue: 0, saturation: 1, brightness: 1).hexString, "#FF0000")
        XCTAssertEqual(RGBA(hue: 2.0 / 3.0, saturation: 1, brightness: 1).hexString, "#0000FF")
        XCTAssertEqual(RGBA.fromDisplayP3(red: 1, green: 1, blue: 1).hexString, "#FFFFFF")
        // P3's pure red lies outside sRGB and clamps to sRGB red.
        XCTAssertEqual(RGBA.fromDisplayP3(red: 1, green: 0, blue: 0).hexString, "#FF0000")
        // Greys are the same in both spaces.
        XCTAssertEqual(RGBA.fromDisplayP3(red: 0.6, green: 0.6, blue: 0.6).hexString, RGBA(white: 0.6).hexString)
    }

    func testPaletteMatchingPrefersExactThenOpacityThenNearest() {
        let palette = ColorPalette([
            ColorToken(name: "primary", accessor: "Color.Branding.primary", light: RGBA(hex: "#8F97A4")!, origin: "test"),
            ColorToken(name: "accent", accessor: "Color.Branding.accent", light: RGBA(hex: "#FF6B6B")!, origin: "test"),
        ])
        guard case .exact = palette.match(RGBA(hex: "#8F97A4")!, nearThreshold: 5)?.kind else { return XCTFail("exact") }
        guard case .sameRGB = palette.match(RGBA(hex: "#8F97A480")!, nearThreshold: 5)?.kind else { return XCTFail("opacity") }
        let near = palette.match(RGBA(hex: "#FF6B6C")!, nearThreshold: 5)
        guard case .near(let distance) = near?.kind else { return XCTFail("near") }
        XCTAssertEqual(near?.token.name, "accent")
        XCTAssertLessThan(distance, 1)
        XCTAssertNil(palette.match(RGBA(hex: "#00FF00")!, nearThreshold: 5))
    }

    /// Of tokens with one value, a name a reader could take for SwiftUI's own colour comes last (Sabbath School's
    /// `Color.primary` beside `Color.primary600`), whatever the order declared.
    func testATokenSpelledLikeASystemColourIsNotTheFirstChoice() {
        let blue = RGBA(hex: "#005EC7")!
        let palette = ColorPalette([
            ColorToken(name: "primary", accessor: "Color.primary", light: blue, origin: "test"),
            ColorToken(name: "primary600", accessor: "Color.primary600", light: blue, origin: "test"),
        ])
        XCTAssertEqual(palette.match(blue, nearThreshold: 5)?.token.accessor, "Color.primary600")
        XCTAssertEqual(palette.match(blue, nearThreshold: 5)?.alternatives.map(\.accessor), ["Color.primary"])
    }

    /// Tokens of the nearest value are all near: the rule chooses among them by the part the colour plays
    /// (a stroke takes `dnBorder` over `dnTextTertiary`), so the match carries them as alternatives.
    func testTokensOfTheNearestValueAreAlternatives() {
        let grey = RGBA(hex: "#A4B0C0")!
        let palette = ColorPalette([
            ColorToken(name: "dnTextTertiary", accessor: "Color.dnTextTertiary", light: grey, origin: "test"),
            ColorToken(name: "dnBorder", accessor: "Color.dnBorder", light: grey, origin: "test"),
        ])
        let match = palette.match(RGBA(hex: "#A3B1C6")!, nearThreshold: 5)
        guard case .near = match?.kind else { return XCTFail("near") }
        XCTAssertEqual(match?.token.accessor, "Color.dnTextTertiary")
        XCTAssertEqual(match?.alternatives.map(\.accessor), ["Color.dnBorder"])
    }

    /// Matches are remembered per palette: a copy whose tokens change must not answer from the old ones.
    func testRememberedMatchesFollowTheTokens() {
        let green = RGBA(hex: "#00FF00")!
        var palette = ColorPalette([ColorToken(name: "accent", accessor: "Color.accent", light: RGBA(hex: "#FF6B6B")!, origin: "test")])
        let copy = palette
        XCTAssertNil(palette.match(green, nearThreshold: 5))
        palette.tokens.append(ColorToken(name: "go", accessor: "Color.go", light: green, origin: "test"))
        XCTAssertEqual(palette.match(green, nearThreshold: 5)?.token.name, "go")
        XCTAssertNil(copy.match(green, nearThreshold: 5))
        // The threshold is part of what is remembered.
        XCTAssertNil(copy.match(RGBA(hex: "#FF6B7F")!, nearThreshold: 1))
        XCTAssertEqual(copy.match(RGBA(hex: "#FF6B7F")!, nearThreshold: 10)?.token.name, "accent")
    }

    /// Eight hex digits outside a `"#…"` string may be alpha first: an opaque leading byte and a translucent
    /// last one say so (home-assistant's `Color(hex: "0xFF000F35")` palette); the label decides when present.
    func testEightHexDigitsTakeTheirAlphaFromTheEndThatSaysSo() throws {
        func value(_ argument: String) throws -> String? {
            let code = "import SwiftUI\nstruct V: View {\n var body: some View { Text(\"a\").foregroundColor(Color(\(argument))) }\n}\n"
            return try lint(code, rule: "hardcoded-color").first?.value.flatMap { if case .color(let c) = $0 { return c.hexString } else { return nil } }
        }
        XCTAssertEqual(try value(#"hex: "0xFF000F35""#), "#000F35")
        XCTAssertEqual(try value("hex: 0xFF3933A7"), "#3933A7")
        XCTAssertEqual(try value(##"hex: "#FF000080""##), "#FF000080")  // CSS: red at half opacity
        XCTAssertEqual(try value("hex: 0xD6E0FF80"), "#D6E0FF80")
        XCTAssertEqual(try value("rgba: 0xFF3933A7"), "#FF3933A7")
        XCTAssertEqual(try value("argb: 0x803933A7"), "#3933A780")
    }

    /// A translucent token is not "close" to an opaque literal of its hue: ΔE compares colours, not opacities.
    func testNearMatchesNeedAboutTheSameAlpha() {
        let scrim = ColorToken(name: "scrim", accessor: "Color.scrim", light: RGBA(red: 1, green: 0.23, blue: 0.19, alpha: 0.65), origin: "x")
        let palette = ColorPalette([scrim])
        XCTAssertNil(palette.match(RGBA(hex: "#FF3B30")!, nearThreshold: 5))
        XCTAssertNotNil(palette.match(RGBA(red: 1, green: 0.24, blue: 0.19, alpha: 0.66), nearThreshold: 5))
    }

    /// Pure black and white are chosen on purpose: only a token with exactly that value is named, never a
    /// grey or off-white surface within the near threshold, nor a token whose dark value happens to be black.
    func testBlackAndWhiteMatchOnlyExactly() {
        let surface = ColorToken(name: "surface", accessor: "Color.surface", light: RGBA(hex: "#F5F5F5")!, dark: RGBA(hex: "#000000")!, origin: "x")
        var palette = ColorPalette([surface])
        XCTAssertNil(palette.match(RGBA(hex: "#FFFFFF")!, nearThreshold: 5))
        XCTAssertNil(palette.match(RGBA(hex: "#000000")!, nearThreshold: 5))
        XCTAssertNil(palette.match(RGBA(hex: "#FFFFFF80")!, nearThreshold: 5))
        XCTAssertNotNil(palette.match(RGBA(hex: "#FAFAFA")!, nearThreshold: 5), "an off-white literal is still a near miss")
        palette.tokens.append(ColorToken(name: "onAccent", accessor: "Color.onAccent", light: RGBA(hex: "#FFFFFF")!, origin: "x"))
        XCTAssertEqual(palette.match(RGBA(hex: "#FFFFFF")!, nearThreshold: 5)?.token.name, "onAccent")
    }

    /// Tokens sharing a value are alternatives of each other (one per accessor); the rule then makes
    /// the fix unsafe and names them all.
    func testTokensWithTheSameValueAreAlternatives() throws {
        let white = RGBA(hex: "#FFFFFF")!
        let palette = ColorPalette([
            ColorToken(name: "card", accessor: "Color.card", light: white, origin: "x"),
            ColorToken(name: "onAccent", accessor: "Color.onAccent", light: white, origin: "x"),
            ColorToken(name: "onAccent", accessor: "Color.onAccent", light: white, origin: "y"),
            ColorToken(name: "ink", accessor: "Color.ink", light: RGBA(hex: "#111111")!, origin: "x"),
        ])
        let match = palette.match(white, nearThreshold: 5)
        XCTAssertEqual(match?.token.accessor, "Color.card")
        XCTAssertEqual(match?.alternatives.map(\.accessor), ["Color.onAccent"])
        // Black and white match only exactly: a translucent white is no opaque token at an opacity.
        XCTAssertNil(palette.match(RGBA(hex: "#FFFFFF80")!, nearThreshold: 5))
        XCTAssertEqual(palette.match(RGBA(hex: "#111111")!, nearThreshold: 5)?.alternatives.count, 0)

        let code = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.white) }\n}\n"
        let config: JSON = ["tokens": ["colors": [
            "card": ["light": "#FFFFFF", "accessor": "Color.card"], "onAccent": ["light": "#FFFFFF", "accessor": "Color.onAccent"],
        ]]]
        // The token named for the part the colour plays comes first: text for a foreground, a surface for a background.
        let finding = try XCTUnwrap(try lint(code, config: config, rule: "hardcoded-color").first)
        XCTAssertEqual(finding.fix?.safety, .unsafe)
        XCTAssertEqual(finding.suggestions, ["Color.onAccent", "Color.card"])
        XCTAssertTrue(finding.message.contains("as is Color.card"), finding.message)
        // The other token is the author's to choose instead, over the same span.
        XCTAssertEqual(finding.alternatives.map { $0.edits.map(\.newText) }, [["Color.card"]])
        XCTAssertEqual(finding.alternatives.first?.edits.first.map { [$0.start, $0.end] }, finding.fix?.edits.first.map { [$0.start, $0.end] })
        XCTAssertEqual(finding.alternatives.first?.safety, .unsafe)
        let background = code.replacingOccurrences(of: ".foregroundColor(.white)", with: ".background(Color.white)")
        XCTAssertEqual(try lint(background, config: config, rule: "hardcoded-color").first?.suggestions, ["Color.card", "Color.onAccent"])
        // A tint colours what sits on a surface, as text does.
        let tint = code.replacingOccurrences(of: ".foregroundColor(.white)", with: ".tint(.white)")
        XCTAssertEqual(try lint(tint, config: config, rule: "hardcoded-color").first?.suggestions, ["Color.onAccent", "Color.card"])
        // A surface token that turns dark in dark mode is named as what it is for white text: its light value only.
        let card: JSON = ["tokens": ["colors": ["card": ["light": "#FFFFFF", "dark": "#212121", "accessor": "Color.card"]]]]
        let onCard = try XCTUnwrap(try lint(code, config: card, rule: "hardcoded-color").first)
        XCTAssertTrue(onCard.message.contains("is the light-mode value of Color.card (dark #212121), a theme token named for another role"), onCard.message)
        XCTAssertNil(onCard.fix)
        // Where the modifier says nothing of the part, the palette's order stands.
        let overlay = code.replacingOccurrences(of: ".foregroundColor(.white)", with: ".overlay(Color.white)")
        XCTAssertEqual(try lint(overlay, config: config, rule: "hardcoded-color").first?.suggestions, ["Color.card", "Color.onAccent"])

        // A near colour is offered no token named for the other part (iRate's dark background near its text colour).
        let text: JSON = ["tokens": ["colors": ["primaryText": ["light": "#0A1A2E", "accessor": "AppTheme.primaryText"]]]]
        let near = "import SwiftUI\nstruct V: View {\n    var body: some View { Rectangle().fill(Color(red: 0.08, green: 0.10, blue: 0.16)) }\n}\n"
        let fill = try XCTUnwrap(try lint(near, config: text, rule: "hardcoded-color").first)
        XCTAssertEqual(fill.message, "Hardcoded colour #141A29; use a colour token from the theme")
        XCTAssertEqual(fill.suggestions, [])
        let label = try XCTUnwrap(try lint(near.replacingOccurrences(of: "Rectangle().fill(", with: "Text(\"a\").foregroundColor("), config: text, rule: "hardcoded-color").first)
        XCTAssertEqual(label.suggestions, ["AppTheme.primaryText"])
        // Whatever order the tokens of that value come in, the one for no other part is offered.
        for order in [["primaryText", "brandDark"], ["brandDark", "primaryText"]] {
            let both: JSON = ["tokens": ["colors": .object(JSONObject(order.map { ($0, ["light": "#0A1A2E", "accessor": .string("AppTheme." + $0)]) }))]]
            XCTAssertEqual(try lint(near, config: both, rule: "hardcoded-color").first?.suggestions, ["AppTheme.brandDark"], "\(order)")
        }

        // An `else if` on the colour scheme is no pair a token can replace: the inner `if` is an else-branch.
        let canvas: JSON = ["tokens": ["colors": ["canvas": ["light": "#FFFFFF", "dark": "#000000", "accessor": "Color.canvas"]]]]
        let chain = "import SwiftUI\nstruct V: View {\n    @Environment(\\.colorScheme) var colorScheme\n    let highlighted: Bool\n    var body: some View {\n        if highlighted {\n            Color(red: 0.5, green: 0.2, blue: 0.1)\n        } else if colorScheme == .dark {\n            Color(red: 0, green: 0, blue: 0)\n        } else {\n            Color(red: 1, green: 1, blue: 1)\n        }\n    }\n}\n"
        let chained = try lint(chain, config: canvas, rule: "hardcoded-color")
        XCTAssertEqual(chained.count, 3)
        XCTAssertFalse(chained.contains { $0.message.contains("light/dark pair") })
        let pair = try lint(chain.replacingOccurrences(of: "if highlighted {\n            Color(red: 0.5, green: 0.2, blue: 0.1)\n        } else ", with: ""), config: canvas, rule: "hardcoded-color")
        XCTAssertEqual(pair.map(\.message), ["Hardcoded light/dark pair #FFFFFF / #000000 is the theme token Color.canvas; use Color.canvas"])
    }
}
