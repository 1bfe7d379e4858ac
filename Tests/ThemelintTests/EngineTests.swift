import SwiftParser
import SwiftSyntax
@testable import ThemelintCore
import ThemelintJSON
import XCTest

final class EngineTests: XCTestCase {
    let violations = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("x")
                    .padding(16)
                    .padding(.horizontal, 8)
                    .foregroundColor(.red)
            }
        }
        """

    /// `trimmedSource`, which the rules use instead of swift-syntax's costly `trimmedDescription`, is the same
    /// text: over a sample of every rule example's nodes, and nodes with comments, Unicode and missing tokens.
    func testTrimmedSourceIsTrimmedDescription() {
        var sources = RuleCatalog.all.flatMap { ($0.triggering + $0.nonTriggering).map { $0.code.replacingOccurrences(of: "↓", with: "") } }
        sources += ["let x = /* a */ Color.red /* b */ // c\n", "Text(\"é 👋\")  .padding( 8 )", "func f( -> { .padding(", "if #available(iOS 15, *) { x }"]
        var compared = 0
        for source in sources {
            for (index, token) in Parser.parse(source: source).tokens(viewMode: .all).enumerated() where index % 20 == 0 {
                var node: Syntax? = Syntax(token)
                // Up to statements: comparing whole files again for every token would take the suite's time.
                while let current = node, current.totalLength.utf8Length < 400 {
                    XCTAssertEqual(current.trimmedSource, current.trimmedDescription, "in \(source)")
                    compared += 1
                    node = current.parent
                }
            }
        }
        XCTAssertGreaterThan(compared, 2_000)
    }

    /// Without any colour token there is none to use: the finding says where tokens come from.
    func testColourFindingsSayWhereTokensComeFromWhenThereAreNone() throws {
        let withoutTokens = try lint(violations, rule: "hardcoded-color").map(\.message)
        XCTAssertEqual(withoutTokens.count, 1)
        XCTAssertTrue(withoutTokens[0].contains("no colour token with a known value was found"), withoutTokens[0])
        let palette: JSON = ["tokens": ["colors": ["Brand.slate": ["light": "#8F97A4", "accessor": "Color.Brand.slate"]]]]
        let withTokens = try lint(violations, config: palette, rule: "hardcoded-color").map(\.message)
        XCTAssertEqual(withTokens, ["Hardcoded colour .red (#FF3B30); use a colour token from the theme"])
    }

    /// Without a scale of the project's, the message names no step of the seed's `D.Content` (an API the
    /// project may not have) and says where a scale comes from; with one it says "use". A 1-point
    /// hairline is no choice from a scale and is left alone.
    func testDimensionMessagesSayWhenTheProjectHasNoScale() throws {
        let code = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").padding(16).padding(.top, 20).padding(.bottom, 1) }\n}\n"
        let unknown = try lint(code, rule: "hardcoded-padding")
        XCTAssertEqual(unknown.map(\.message), [
            "Hardcoded padding 16; this project has no padding scale to use instead: define one (a Sizeable enum, or CGFloat constants such as `static let small: CGFloat = 8`) or state it under tokens.padding in .themelint.json",
            "Hardcoded padding 20; this project has no padding scale to use instead: define one (a Sizeable enum, or CGFloat constants such as `static let small: CGFloat = 8`) or state it under tokens.padding in .themelint.json",
        ])
        XCTAssertEqual(unknown.flatMap(\.suggestions), [])
        // Nothing to replace them with: advice, not warnings, even where the rule is configured as an error.
        XCTAssertEqual(Set(unknown.map(\.severity)), [.info])
        XCTAssertEqual(Set(try lint(code, config: ["rules": ["hardcoded-padding": "error"]], rule: "hardcoded-padding").map(\.severity)), [.info])
        let own: JSON = ["tokens": ["padding": ["accessor": "Spacing.{step}", "steps": ["s": 8, "m": 16, "l": 24]]]]
        XCTAssertEqual(Set(try lint(code, config: own, rule: "hardcoded-padding").map(\.severity)), [.warning])
        XCTAssertEqual(try lint(code, config: own, rule: "hardcoded-padding").map(\.message), [
            "Hardcoded padding 16; use the padding step m: Spacing.m",
            "Hardcoded padding 20 is not on the padding scale; it lies halfway between m (16) and l (24): Spacing.m or Spacing.l",
        ])
        // One or two named constants are no grid: no nearest step.
        let constants: JSON = ["tokens": ["padding": ["accessor": "Layout.{step}", "steps": ["cardPadding": 16]]]]
        XCTAssertEqual(try lint(code, config: constants, rule: "hardcoded-padding").map(\.message), [
            "Hardcoded padding 16; use the padding step cardPadding: Layout.cardPadding",
            "Hardcoded padding 20 is not one of the project's padding constants (cardPadding 16); name it or use one",
        ])
        // The literal a constant has is a warning; one off them is information, as with no scale at all.
        XCTAssertEqual(try lint(code, config: constants, rule: "hardcoded-padding").map(\.severity), [.warning, .info])
        // However far off (SudokuSwift's one `insets: CGFloat = 2`): one constant has no "far outside".
        let insets: JSON = ["tokens": ["padding": ["accessor": "Constants.{step}", "steps": ["insets": 2]]]]
        let far = try lint(code, config: insets, rule: "hardcoded-padding")
        XCTAssertEqual(far.map(\.severity), [.info, .info])
        XCTAssertEqual(far.first?.message, "Hardcoded padding 16 is not one of the project's padding constants (insets 2); name it or use one")
        // A negative padding or spacing overlaps views on purpose: information, still with the step it equals.
        let overlap = "import SwiftUI\nstruct V: View {\n    var body: some View { LazyVStack(spacing: -16) { Text(\"a\") }.padding(.top, -20) }\n}\n"
        let negative = try lint(overlap, config: own, rule: "hardcoded-padding") + (try lint(overlap, config: ["tokens": ["spacing": ["accessor": "Spacing.{step}", "steps": ["s": 8, "m": 16, "l": 24]]]], rule: "hardcoded-spacing"))
        XCTAssertEqual(negative.map(\.severity), [.info, .info])
        XCTAssertEqual(negative.compactMap(\.fix).map(\.edits.first?.newText), ["-Spacing.m"])
    }

    /// A constant named for some edges is no fix for others (`horizontalPadding` in `.padding(.vertical, 20)`):
    /// it is offered in the editor only, and a constant named for the edges padded comes first.
    func testEdgeNamedConstantsAreNoFixForOtherEdges() throws {
        let scale: JSON = ["tokens": ["padding": ["accessor": "Layout.{step}", "steps": ["horizontalPadding": 20, "verticalPadding": 12, "topPadding": 12, "cardPadding": 16]]]]
        let code = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a")
                        .padding(.horizontal, 20)
                        .padding(.vertical, 20)
                        .padding([.top, .bottom], 12)
                        .padding(.top, 12)
                        .padding(20)
                        .padding(EdgeInsets(top: 12, leading: 20, bottom: 16, trailing: 20))
                }
            }
            """
        let findings = try lint(code, config: scale, rule: "hardcoded-padding")
        XCTAssertEqual(findings.map { $0.fix?.edits.first?.newText }, [
            "Layout.horizontalPadding", nil, "Layout.verticalPadding", "Layout.topPadding", nil, "Layout.topPadding", "Layout.horizontalPadding",
            "Layout.cardPadding", "Layout.horizontalPadding",
        ])
        XCTAssertEqual(findings[1].message, "Hardcoded padding 20 has the value of horizontalPadding, named for other edges; use it if that is the intent, or name this one")
        XCTAssertEqual(findings[1].alternatives.map(\.edits.first?.newText), ["Layout.horizontalPadding"])
        // `.padding(.top, 12)`: both are named for edges it pads; the first declared comes first, and the choice is the author's.
        XCTAssertEqual(findings[3].suggestions.sorted(), ["Layout.topPadding", "Layout.verticalPadding"])
    }

    /// The older onChange form is offered with the versions of the platforms that fall short.
    func testTheOlderOnChangeIsOfferedForThePlatformsThatFallShort() throws {
        let code = "import SwiftUI\nstruct V: View {\n    @State var n = 0\n    var body: some View { Text(\"a\").onChange(of: n) { old, new in } }\n}\n"
        let messages = try lint(code, config: ["deploymentTarget": ["tvOS": "16.0"]], rule: "missing-compat-wrapper").map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasSuffix("or use the one-parameter closure onChange(of:) { newValue in … } (tvOS 14.0) if the old value is not needed"), messages[0])
    }

    /// A colour chain written over several lines is quoted on one line.
    func testColourChainsAreQuotedOnOneLine() throws {
        let code = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Color.black\n            .opacity(0.7)\n    }\n}\n"
        let messages = try lint(code, rule: "hardcoded-color").map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasPrefix("Hardcoded colour Color.black.opacity(0.7) (#000000B3)"), messages[0])
    }

    func testSuppressionForms() throws {
        let base = try lint(violations).map(\.rule)
        XCTAssertEqual(base, ["hardcoded-padding", "hardcoded-padding", "hardcoded-color"])

        let nextLine = violations.replacingOccurrences(
            of: "            .padding(16)", with: "            // themelint:disable-next-line hardcoded-padding\n            .padding(16)")
        XCTAssertEqual(try lint(nextLine).map(\.rule), ["hardcoded-padding", "hardcoded-color"])

        let sameLine = violations.replacingOccurrences(of: ".padding(16)", with: ".padding(16) // themelint:disable-line all")
        XCTAssertEqual(try lint(sameLine).map(\.rule), ["hardcoded-padding", "hardcoded-color"])

        let span = violations
            .replacingOccurrences(of: "        Text(\"x\")", with: "        // themelint:disable hardcoded-padding, hardcoded-color\n        Text(\"x\")")
            .replacingOccurrences(of: "            .padding(.horizontal, 8)", with: "            .padding(.horizontal, 8)\n            // themelint:enable hardcoded-padding")
        XCTAssertNotEqual(span, violations)
        XCTAssertEqual(try lint(span).map(\.rule), [], "the colour stays disabled to the end of the file")

        let file = "/* themelint:disable-file hardcoded-color */\n" + violations
        XCTAssertEqual(try lint(file).map(\.rule), ["hardcoded-padding", "hardcoded-padding"])

        // A directive inside a string literal is text, not a comment.
        let inString = violations.replacingOccurrences(of: "Text(\"x\")", with: "Text(\"// themelint:disable-file all\")")
        XCTAssertEqual(try lint(inString).count, 3)
    }

    func testPreviewsAndTestsAreSkippedUnlessConfigSaysOtherwise() throws {
        let previews = violations + """

            #Preview { Text("p").padding(16) }

            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("p").foregroundColor(.blue) }
            }
            """
        XCTAssertEqual(try lint(previews).count, 3)
        XCTAssertEqual(try lint(previews, config: ["skipPreviews": false]).count, 5)

        XCTAssertEqual(try lint(violations, path: "/p/Tests/AppTests/CardTests.swift").count, 0)
        XCTAssertEqual(try lint(violations, path: "AppUITests/Card.swift").count, 0)
        XCTAssertEqual(try lint("import XCTest\n" + violations).count, 0)
        XCTAssertEqual(try lint(violations, config: ["skipTests": false], path: "Tests/Card.swift").count, 3)
    }

    /// Private helpers only previews use are preview code, through helpers of helpers; one that the
    /// file's own code also uses, or that a helper of such code uses, is not.
    func testPrivateTypesOnlyPreviewsUseArePreviewCode() {
        func previewOnly(_ code: String) -> Set<String> { LintEngine.reach(of: LintEngine.parse(SourceText(code))).previewOnlyTypes }
        let file = """
            struct Screen: View { var body: some View { Row() } }
            private struct Row: View { var body: some View { Badge() } }
            private struct Badge: View { var body: some View { Text("b") } }
            private struct Host: View { var body: some View { Frame { Screen() } } }
            fileprivate struct Frame<C: View>: View { var content: () -> C; var body: some View { content() } }
            private extension Frame { func tinted() -> some View { self } }
            private enum Unused {}
            #if DEBUG
            #Preview { Host() }
            #endif
            """
        XCTAssertEqual(previewOnly(file), ["Host", "Frame"])
        XCTAssertEqual(previewOnly(file.replacingOccurrences(of: "#Preview { Host() }", with: "let host = Host()")), [])
        XCTAssertEqual(previewOnly("private struct Host: View {}\nstruct P: PreviewProvider { static var previews: some View { Host() } }"), ["Host"])
    }

    /// A deployment target nothing declares is a guess: compat findings resting on it are warnings.
    func testCompatFindingsOnAnAssumedTargetAreWarnings() throws {
        let code = "import SwiftUI\nstruct L: View { var body: some View { List { Text(\"a\") }.scrollContentBackground(.hidden) } }\n"
        XCTAssertEqual(try lint(code, rule: "missing-compat-wrapper").map(\.severity), [.warning])
        XCTAssertEqual(try lint(code, config: ["deploymentTarget": ["iOS": "14.0"]], rule: "missing-compat-wrapper").map(\.severity), [.error])
    }

    /// Up to 1 % opacity a colour is the hit-testing trick, not a colour: like opacity 0, not flagged.
    func testNearlyTransparentColoursAreNotFlagged() throws {
        let code = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").background(.black.opacity(0.001)).background(Color.black.opacity(0.02)) } }\n"
        XCTAssertEqual(try lint(code, rule: "hardcoded-color").map(\.message.count).count, 1)
    }

    func testRulesCanBeSwitchedOffAndReSeveritised() throws {
        let diagnostics = try lint(violations, config: ["rules": ["hardcoded-padding": "off", "hardcoded-color": ["severity": "error"]]])
        XCTAssertEqual(diagnostics.map(\.rule), ["hardcoded-color"])
        XCTAssertEqual(diagnostics.first?.severity, .error)
    }

    func testGlobs() {
        XCTAssertTrue(Glob("**/Generated/**").matches("Sources/App/Generated/Colors.swift"))
        XCTAssertFalse(Glob("**/Generated/**").matches("Sources/App/Colors.swift"))
        XCTAssertTrue(Glob("Sources/**/*.swift").matches("Sources/App/View.swift"))
        XCTAssertTrue(Glob("Sources/**/*.swift").matches("Sources/View.swift"))
        XCTAssertFalse(Glob("Sources/*.swift").matches("Sources/App/View.swift"))
        XCTAssertTrue(Glob("*.generated.swift").matches("Sources/Assets.generated.swift"))
        XCTAssertTrue(Glob("Vendor").matches("Vendor/Lib/File.swift"))
    }

    func testPositionsInScalarsUTF16AndCRLF() {
        let text = SourceText("a\r\n🎨é x\nlast")
        XCTAssertEqual(text.lineCount, 3)
        let offset = Array("a\r\n🎨é ".utf8).count
        XCTAssertEqual(text.position(ofOffset: offset), SourcePosition(offset: offset, line: 2, column: 4))
        XCTAssertEqual(text.lspPosition(ofOffset: offset, unit: .utf16).character, 4)
        XCTAssertEqual(text.lspPosition(ofOffset: offset, unit: .utf8).character, 7)
        XCTAssertEqual(text.offset(ofLine: 1, character: 4, unit: .utf16), offset)
        XCTAssertEqual(text.offset(ofLine: 1, character: 1, unit: .utf16), text.lineStarts[1], "inside a surrogate pair clamps back")
        XCTAssertEqual(text.lineText(0), "a")
        XCTAssertEqual(text.offset(ofLine: 9, character: 0, unit: .utf16), text.bytes.count)
    }

    func testFixesThatBreakSyntaxAreRefused() throws {
        let settings = try makeSettings(config: nil)
        let source = SourceText(violations)
        let broken = Fix(message: "break it", edits: [TextEdit(start: 0, end: 0, newText: "}}} (")], safety: .safe)
        let (bytes, applied) = Fixer.apply([broken], to: source.bytes)
        XCTAssertEqual(applied, 1)
        XCTAssertTrue(LintEngine.parse(SourceText(bytes: bytes)).hasError)
        // fixAll itself only applies the rules' own fixes, which keep the file parsing, and reaches a fixed point.
        let outcome = Fixer.fixAll(source, path: "View.swift", settings: settings, includeUnsafe: true)
        XCTAssertNil(outcome.refusal)
        XCTAssertFalse(LintEngine.parse(SourceText(bytes: outcome.bytes)).hasError)
        let again = Fixer.fixAll(SourceText(bytes: outcome.bytes), path: "View.swift", settings: settings, includeUnsafe: true)
        XCTAssertEqual(again.appliedFixes, 0)
    }

    func testOverlappingEditsApplyOnlyTheFirst() {
        let bytes = Array("abcdef".utf8)
        let first = Fix(message: "1", edits: [TextEdit(start: 1, end: 3, newText: "X")], safety: .safe)
        let second = Fix(message: "2", edits: [TextEdit(start: 2, end: 4, newText: "Y")], safety: .safe)
        let third = Fix(message: "3", edits: [TextEdit(start: 5, end: 5, newText: "Z")], safety: .safe)
        let (result, applied) = Fixer.apply([first, second, third], to: bytes)
        XCTAssertEqual(applied, 2)
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "aXdeZf")
    }

    /// `UInt64(...).map(Double.init)` once picked `Double(bitPattern:)`, turning 0x55 into 4e-322.
    func testNumberLiteralsInEveryRadix() {
        XCTAssertEqual(NumberLiteral.integerValue("0x55"), 85)
        XCTAssertEqual(NumberLiteral.integerValue("0o17"), 15)
        XCTAssertEqual(NumberLiteral.integerValue("0b101"), 5)
        XCTAssertEqual(NumberLiteral.integerValue("1_000"), 1000)
        XCTAssertEqual(NumberLiteral.floatValue("7.5"), 7.5)
    }

    func testHexComponentArithmeticIsTheSameColourAsDecimal() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a").foregroundColor(Color(red: 0x55 / 255, green: 0x6B / 255, blue: 0x82 / 255))
                }
            }
            """
        let diagnostics = try lint(code)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.contains("#556B82"), diagnostics[0].message)
    }

    /// A colour assigned to a property is UIKit's when nothing says otherwise (`label.textColor = .gray`,
    /// #808080), and SwiftUI's when the property is declared `Color` (#8E8E93).
    func testAssignedColoursTakeTheDeclaredTypeOfTheProperty() throws {
        let code = """
            import SwiftUI
            struct Badge: View {
                let status: Int
                var body: some View {
                    var badgeColor: Color
                    switch status {
                    case 0: badgeColor = .gray
                    default: badgeColor = .accentColor
                    }
                    return Text("a").foregroundColor(badgeColor)
                }
            }
            final class BadgeCell: UITableViewCell {
                func configure() { textLabel?.textColor = .gray }
            }
            """
        let values = try lint(code, rule: "hardcoded-color").map { $0.message.components(separatedBy: "(").dropFirst().first?.prefix(7) ?? "" }
        XCTAssertEqual(values, ["#8E8E93", "#808080"])
    }

    /// A fixed literal near a token whose dark value differs (EaToo's orange chip near a colour set that is white
    /// in dark mode) says so: the token would not look like the literal in dark mode.
    func testANearMatchNamesTheTokensDarkValueWhenItDiffers() throws {
        let code = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").background(Color(red: 1, green: 0.3, blue: 0.2)).foregroundColor(Color(red: 1, green: 0.3, blue: 0.2)) }\n}\n"
        let adaptive: JSON = ["tokens": ["colors": ["Primary": ["light": "#FA4A36", "dark": "#FEFFFF", "accessor": "Color.primaryChip"]]]]
        XCTAssertEqual(try lint(code, config: adaptive, rule: "hardcoded-color").first?.message,
            "Hardcoded colour #FF4D33 is close to the theme token Color.primaryChip (#FA4A36, ΔE 1.6, dark #FEFFFF); use the token if that is the intent")
        let steady: JSON = ["tokens": ["colors": ["Primary": ["light": "#FA4A36", "accessor": "Color.primaryChip"]]]]
        XCTAssertEqual(try lint(code, config: steady, rule: "hardcoded-color").first?.message,
            "Hardcoded colour #FF4D33 is close to the theme token Color.primaryChip (#FA4A36, ΔE 1.6); use the token if that is the intent")
    }

    /// `.orange` adapts to dark mode; a token with one value does not, so they agree in light mode only.
    func testAnAdaptiveSystemColourMatchesASteadyTokenInLightModeOnly() throws {
        let code = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.orange) }\n}\n"
        let findings = try lint(code, config: ["tokens": ["colors": ["Brand.tempo": "#FF9500"]]], rule: "hardcoded-color")
        XCTAssertEqual(findings.map(\.message), [
            "Hardcoded colour .orange (#FF9500) is the theme token Color.Brand.tempo in light mode (the system colour adapts to dark mode, the token does not); use Color.Brand.tempo",
        ])
        XCTAssertEqual(findings.first?.fix?.safety, .unsafe)
    }

    /// A type nested in a view is the view's, whatever it is called; an array of colours is typed like its
    /// elements; a file-scope constant is a definition, also inside `#if`.
    func testTypesNestedInViewsAndColourArraysAreChecked() throws {
        let code = """
            import SwiftUI
            struct Card: View {
                let theme: Theme
                var body: some View { Text("a").foregroundColor(theme.foreground) }
                enum Theme {
                    case info, warning
                    var foreground: Color { self == .info ? .white : .black }
                }
            }
            func gradient(colors: [Color] = [.red, .orange]) -> LinearGradient {
                LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
            }
            #if DEBUG
            let debugColors: [Color] = [.purple, .blue]  // file scope, inside #if: a definition
            #endif
            """
        let lines = try lint(code, rule: "hardcoded-color").map(\.range.start.line)
        XCTAssertEqual(lines, [7, 7, 10, 10])
    }

    /// Inside a check that names the platform too low, the advice is to raise that check's version.
    func testAShortfallInsideACheckAsksToRaiseIt() throws {
        let code = """
            import SwiftUI
            extension View {
                @ViewBuilder func glassSurface() -> some View {
                    if #available(iOS 26.0, macOS 15.0, *) { self.glassEffect() } else { self }
                }
            }
            """
        let config: JSON = ["deploymentTarget": ["iOS": "16.0", "macOS": "13.0"]]
        XCTAssertEqual(try lint(code, config: config, rule: "missing-compat-wrapper").map(\.message), [
            "glassEffect requires macOS 26.0 but the deployment target is macOS 13.0 (from config); raise the enclosing check's macOS 15.0 to 26.0",
        ])
    }

    /// Suggesting ModuledView to a project that does not have it would be noise.
    func testPreferModuledViewNeedsTheModuleOrExplicitConfig() throws {
        let body = """
            import SwiftUI
            struct ProductsView: View {
                @StateObject var model = ProductsModel()
                var body: some View {
                    if model.isLoading {
                        ProgressView()
                    } else if let error = model.error {
                        Text(error.localizedDescription)
                    } else if let products = model.products {
                        List(products) { Text($0.name) }
                    }
                }
            }
            """
        XCTAssertEqual(try lint(body).map(\.rule), [])
        XCTAssertEqual(try lint(body, config: ["rules": ["prefer-moduled-view": "info"]]).map(\.rule), ["prefer-moduled-view"])
    }

    /// SwiftPM builds for platforms Package.swift does not list, so a check naming one is still needed;
    /// an Xcode project's settings name exactly the platforms it builds for.
    func testObsoleteAvailabilityRespectsWhereTheTargetCameFrom() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    if #available(iOS 15, macOS 12, *) {
                        Text("a").badge(3)
                    } else {
                        Text("a")
                    }
                }
            }
            """
        let configuration = try Configuration.decode([:], path: "<test>", root: "/virtual", knownRules: RuleCatalog.ids)
        func findings(_ origin: String) -> [String] {
            let settings = FileSettings(configuration: configuration, deploymentTarget: DeploymentTarget([.iOS: Version([16])], origin: origin),
                                        selection: RuleSelection(select: ["obsolete-compat-wrapper"]))
            return LintEngine.lint(SourceText(code), path: "V.swift", settings: settings).map(\.rule)
        }
        XCTAssertEqual(findings("Package.swift"), [])
        XCTAssertEqual(findings("project.pbxproj"), ["obsolete-compat-wrapper"])
        XCTAssertEqual(findings(DeploymentTarget.fallback.origin), [])
    }

    /// The suppression pre-filter finds the marker anywhere, the last bytes of the file included.
    func testSuppressionMarkerPrefilter() {
        for (text, expected) in [
            ("themelint:", true), ("let a = 1 // themelint:disable-line all", true), ("x // themelint:", true),
            ("x // themelint", false), ("", false), ("themelin", false), ("tthemelint:", true), ("theme lint:", false),
        ] {
            XCTAssertEqual(LintEngine.containsMarker(Array(text.utf8)), expected, text)
        }
    }

    /// The byte search anchors on the needle's rarest byte, wherever it is in the needle: it must find
    /// exactly what a naive search finds, at the first and last possible places too.
    func testByteSearchAgreesWithANaiveSearch() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("te:ma#<".utf8)
        for _ in 0..<3000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = (0..<Int.random(in: 1...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let naive = haystack.count >= needle.count
                && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
            XCTAssertEqual(ByteSearch.contains(haystack, needle), naive, "\(haystack) \(needle)")
        }
    }

    /// Re-linting after an edit moves the findings of unchanged statements instead of walking them:
    /// line and column shifts (statements sharing a line, emoji and CRLF before them, lines added
    /// and removed) must give exactly the positions of a fresh lint.
    func testReusedStatementFindingsArePlacedLikeAFreshLint() {
        let settings = FileSettings(configuration: Configuration(root: "/virtual"), deploymentTarget: .fallback)
        let text = "import SwiftUI\r\n"
            + "let accent = Color(red: 1, green: 0, blue: 0); struct A: View { var body: some View { Text(\"🎨\").padding(16) } }\r\n"
            + "struct B: View {\n    var body: some View {\n        VStack(spacing: 12) { Text(\"b\").foregroundColor(.red) }\n    }\n}\n"
            + "/* 🇩🇪 */ struct C: View { var body: some View { Text(\"c\").padding(.horizontal, 8) } }\n"
        // Each edit lands before later statements: same line, new lines, fewer lines, wider characters.
        let edits: [(String, String)] = [
            ("import SwiftUI", "import SwiftUI // ü"), ("let accent", "let accentColour"), ("struct B", "\n\nstruct B"),
            ("/* 🇩🇪 */", "/* 🇩🇪🇫🇷 é */"), ("\n\nstruct B", "struct B"), ("import SwiftUI // ü\r\n", "import SwiftUI\r\n\r\n"),
        ]
        XCTAssertEqual(LintEngine.lint(SourceText(text), path: "V.swift", settings: settings).count, 4)
        assertEditsRelintLikeAFreshLint(text, edits, path: "V.swift", settings: settings)
    }

    /// Applies `edits` one after another, each re-lint reusing the last one's statements, and
    /// compares every result with a fresh lint of the same text.
    func assertEditsRelintLikeAFreshLint(
        _ text: String, _ edits: [(String, String)], path: String, settings: FileSettings, file: StaticString = #filePath, line: UInt = #line
    ) {
        var text = text
        var previous = LintEngine.lint(SourceText(text), path: path, settings: settings, reusing: nil)
        for (old, new) in edits {
            text = text.replacingAll(old, with: new)
            let source = SourceText(text)
            let next = LintEngine.lint(source, path: path, settings: settings, reusing: previous.statements)
            XCTAssertEqual(next.diagnostics, LintEngine.lint(source, path: path, settings: settings), "after \(old) -> \(new)", file: file, line: line)
            previous = next
        }
    }

    /// With hundreds of findings to move, the edited statements are walked while the others' findings
    /// are moved on a second core: the result must still be exactly a fresh lint's.
    func testFindingsMovedOnASecondCoreMatchAFreshLint() {
        let settings = FileSettings(configuration: Configuration(root: "/virtual"), deploymentTarget: .fallback)
        let text = "import SwiftUI\n" + (0..<60).map { index in
            """
            struct Card\(index): View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("title \(index)").padding(16).foregroundColor(Color(red: 0.9, green: 0.1, blue: 0.1))
                        Text("body").padding(.horizontal, 8).background(.red)
                    }
                }
            }

            """
        }.joined()
        XCTAssertGreaterThanOrEqual(LintEngine.lint(SourceText(text), path: "Cards.swift", settings: settings).count, 300)
        // Typing in a string of an early statement, adding lines, and an edit in the middle that
        // changes that statement's own findings.
        let edits: [(String, String)] = [
            ("title 1\"", "title 1x\""), ("struct Card2:", "\n\nstruct Card2:"), ("title 30\").padding(16)", "title 30\").padding(20)"),
            ("title 1x\"", "title 1xé🎨\""),
        ]
        assertEditsRelintLikeAFreshLint(text, edits, path: "Cards.swift", settings: settings)
    }

    /// A keystroke inside a body keeps what the file reaches, which is then not read again; an edit to a
    /// header (a type's name or conformance, an import) or, in a file with previews and private types, to
    /// what a body names must be read again. Each re-lint must equal a fresh one.
    func testWhatAFileReachesIsReadAgainOnlyWhenAHeaderChanges() throws {
        let settings = FileSettings(configuration: Configuration(root: "/virtual"), deploymentTarget: .fallback)
        let text = """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("new").padding(12).background(.red) }
            }

            extension Badge {
                static let star = Badge()
            }

            private struct Sample: View {
                var body: some View { Text("sample").foregroundColor(.blue) }
            }

            struct Screen: View {
                var body: some View { Text("screen") }
            }

            #Preview { Sample() }

            """
        let body = try XCTUnwrap(LintEngine.lint(SourceText(text), path: "Badge.swift", settings: settings, reusing: nil).statements)
        let typed = SourceText(text.replacingAll("Text(\"new\")", with: "Text(\"newer\")"))
        let bodyEdit = try XCTUnwrap(LintEngine.lint(typed, path: "Badge.swift", settings: settings, reusing: body).statements)
        XCTAssertEqual(bodyEdit.basis, body.id, "a body edit reuses the statements")
        // The preview-only sample's colour is preview code until the screen uses it too.
        XCTAssertFalse(LintEngine.lint(SourceText(text), path: "Badge.swift", settings: settings).contains { $0.message.contains(".blue") })
        let edits: [(String, String)] = [
            ("Text(\"new\")", "Text(\"newer\")"),
            ("Text(\"screen\")", "Sample()"),
            ("struct Badge: View {", "struct Badge {"),
            ("struct Badge {", "struct Badge: View {"),
            ("import SwiftUI", "import UIKit"),
        ]
        assertEditsRelintLikeAFreshLint(text, edits, path: "Badge.swift", settings: settings)
        // Without previews of private types, only headers are read: whether `Badge` is a view decides
        // whether the colour in its extension's static is a value of the view or a token definition.
        let headersOnly = text.replacingAll("#Preview { Sample() }", with: "").replacingAll("static let star = Badge()", with: "static let tint = Color.red")
        assertEditsRelintLikeAFreshLint(headersOnly, edits.filter { $0.0 != "Text(\"screen\")" }, path: "Badge.swift", settings: settings)
    }

    /// A keystroke's text updates its line table around the edit; it must be the table a fresh read
    /// builds, for inserted and deleted lines, edits at either end, multi-byte text, CR LF files and a BOM.
    func testReplacingUpdatesTheLineTableAsAFreshReadWould() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = ["", "a", "\n", "é", "🎨\n", "\n\n", "x\ny", "\r\n", "\r", "let c = 1\n"].map { Array($0.utf8) }
        let starts: [[UInt8]] = ["import SwiftUI\nstruct V {}\n", "\u{FEFF}import SwiftUI\n\nlet a = 1", "a\r\nb\r\n", "", "\n"].map { Array($0.utf8) }
        for start in starts {
            var text = SourceText(bytes: start)
            for _ in 0..<300 {
                let lower = Int.random(in: 0...text.bytes.count, using: &generator)
                let upper = Int.random(in: lower...min(text.bytes.count, lower + 4), using: &generator)
                let replacement = pieces.randomElement(using: &generator)!
                let edited = text.replacing(lower..<upper, with: replacement)
                let fresh = SourceText(bytes: edited.bytes)
                XCTAssertEqual(edited.lineStarts, fresh.lineStarts, "replacing \(lower)..<\(upper) of \(text.bytes) with \(replacement)")
                guard edited.lineStarts == fresh.lineStarts else { return }
                text = edited
            }
        }
    }
}
