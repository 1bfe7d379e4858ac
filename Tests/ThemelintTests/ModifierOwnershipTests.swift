import Foundation
@testable import ThemelintCore
import SwiftParser
import SwiftSyntax
import ThemelintJSON
import XCTest

/// Whether a call of a newer modifier's name is SwiftUI's: the project's own overloads and proxies,
/// receivers that cannot be views, and what a file's imports say about where it builds.
final class ModifierOwnershipTests: XCTestCase {
    func overload(_ parameters: [(String, Bool, Bool)]) -> ProjectWrapper {
        ProjectWrapper(
            kind: .overload, name: "m", spelling: ".m()", modifiers: [], origin: "V.swift", line: 1,
            parameters: parameters.map { ProjectWrapper.Parameter(label: $0.0, hasDefault: $0.1, takesClosure: $0.2) })
    }

    func testOverloadsAcceptCallsAsSwiftsForwardScanDoes() {
        // func alert(error: Binding<Error?>)
        let alert = overload([("error", false, false)])
        XCTAssertTrue(alert.accepts(labels: ["error"], trailingClosures: []))
        XCTAssertFalse(alert.accepts(labels: ["isPresented", "error"], trailingClosures: [nil]))
        XCTAssertFalse(alert.accepts(labels: [""], trailingClosures: []))
        // func navigationDestination(item:destination:)
        let destination = overload([("item", false, false), ("destination", false, true)])
        XCTAssertTrue(destination.accepts(labels: ["item"], trailingClosures: [nil]))
        XCTAssertTrue(destination.accepts(labels: ["item", "destination"], trailingClosures: []))
        XCTAssertFalse(destination.accepts(labels: ["for"], trailingClosures: [nil]))
        XCTAssertFalse(destination.accepts(labels: ["item"], trailingClosures: []))
        // func task(id: T, priority: TaskPriority = .userInitiated, _ action: () async -> Void)
        let task = overload([("id", false, false), ("priority", true, false), ("", false, true)])
        XCTAssertTrue(task.accepts(labels: ["id"], trailingClosures: [nil]))
        XCTAssertTrue(task.accepts(labels: ["id", "priority"], trailingClosures: [nil]))
        XCTAssertFalse(task.accepts(labels: [], trailingClosures: [nil]))
        // func contextMenu(menuItems:preview:) with both trailing
        let menu = overload([("menuItems", false, true), ("preview", false, true)])
        XCTAssertTrue(menu.accepts(labels: [], trailingClosures: [nil, "preview"]))
        XCTAssertFalse(menu.accepts(labels: [], trailingClosures: [nil]))
    }

    func lint(_ code: String, target: [String: String], path: String = "/p/Sources/App/V.swift") throws -> [String] {
        let settings = try makeSettings(config: ["deploymentTarget": .object(JSONObject(target.map { ($0.key, JSON.string($0.value)) }))],
                                        selecting: "missing-compat-wrapper")
        let discovered = ProjectDiscovery.scan(sources: [(path, code)]).tokens
        let merged = settings.merging(discovered, selection: RuleSelection(ignore: RuleCatalog.ids.subtracting(["missing-compat-wrapper"])))
        return LintEngine.lint(SourceText(code), path: path, settings: merged).map(\.message)
    }

    /// A method of the project's own view type named after a modifier (the Rick and Morty client's
    /// `extension PagingList { func refreshable(_:) -> Self }`) is what Swift calls on a value built as that
    /// type, through its own methods; after a SwiftUI modifier, or on another view, the call is SwiftUI's.
    func testOwnTypesMethodsNamedLikeModifiersAreTheirs() throws {
        let code = """
            import SwiftUI
            struct PagingList: View {
                var onRefresh: (() -> Void)?
                var body: some View { Text("list") }
            }
            extension PagingList {
                func refreshable(_ onRefresh: @escaping () -> Void) -> Self { var copy = self; copy.onRefresh = onRefresh; return copy }
                func onNewPage(_ action: @escaping () -> Void) -> Self { self }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        PagingList().onNewPage { }.refreshable { print("reload") }
                        PagingList().padding().refreshable { print("SwiftUI's") }
                        List { Text("a") }.refreshable { }
                    }
                }
            }
            """
        let messages = try lint(code, target: ["iOS": "14.0"])
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.hasPrefix("refreshable requires iOS 15.0") })
        XCTAssertEqual(MissingCompatWrapperRule.receiverConstruction(of: call("PagingList().onNewPage { }.refreshable { }")), "PagingList")
        XCTAssertNil(MissingCompatWrapperRule.receiverConstruction(of: call("PagingList().padding().refreshable { }")))
        XCTAssertNil(MissingCompatWrapperRule.receiverConstruction(of: call("list.refreshable { }")))
    }

    /// The outermost call of an expression.
    func call(_ expression: String) -> FunctionCallExprSyntax {
        Parser.parse(source: "let x = " + expression).statements.first!.item.cast(VariableDeclSyntax.self).bindings.first!.initializer!.value
            .cast(FunctionCallExprSyntax.self)
    }

    func testImportsRuleOutThePlatformsAFileCannotBuildFor() throws {
        let body = """
            struct V: View {
                var body: some View { Text("a").task {} }
            }
            """
        let target = ["iOS": "14.0", "macOS": "11.0"]
        XCTAssertEqual(try lint("import SwiftUI\n" + body, target: target).count, 1)
        XCTAssertTrue(try lint("import SwiftUI\n" + body, target: target)[0].contains("if #available(iOS 15.0, macOS 12.0, *)"))
        XCTAssertTrue(try lint("import SwiftUI\nimport UIKit\n" + body, target: target)[0].contains("requires iOS 15.0 but"))
        XCTAssertTrue(try lint("import SwiftUI\nimport AppKit\n" + body, target: target)[0].contains("requires macOS 12.0 but"))
        // Under a platform condition the import says nothing about the rest of the file.
        let conditional = "import SwiftUI\n#if os(iOS)\nimport UIKit\n#endif\n" + body
        XCTAssertTrue(try lint(conditional, target: target)[0].contains("iOS 15.0, macOS 12.0"))
        // `#if canImport(SwiftUI)` holds on every platform: the file is linted, and its AppKit import counts.
        let wrapped = "#if canImport(SwiftUI)\nimport SwiftUI\nimport AppKit\n" + body + "\n#endif\n"
        XCTAssertEqual(try lint(wrapped, target: target).count, 1)
        XCTAssertTrue(try lint(wrapped, target: target)[0].contains("requires macOS 12.0 but"))
        // `import SwiftUICore` (Xcode 16's autocompletion) brings the modifiers too: an extension of `Text` is checked.
        let core = "import SwiftUICore\nextension Text {\n    func title(_ color: Color) -> some View { foregroundStyle(color).task {} }\n}\n"
        XCTAssertEqual(try lint(core, target: ["iOS": "14.0"]).count, 2)
        // A macOS app's file against the iOS 14 guess (no build file): nothing to check.
        XCTAssertEqual(try lint("import SwiftUI\nimport Cocoa\n" + body, target: ["iOS": "14.0"]), [])
    }

    func testMacCatalystCodeIsBuiltForIOSOnly() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    #if targetEnvironment(macCatalyst)
                    Text("a").task {}
                    #endif
                }
            }
            """
        XCTAssertEqual(try lint(code, target: ["iOS": "15.0", "macOS": "11.0"]), [])
        XCTAssertEqual(try lint(code, target: ["iOS": "14.0", "macOS": "11.0"]).count, 1)
    }

    func testACallTheProjectsOwnOverloadAcceptsIsNotSwiftUIs() throws {
        let code = """
            import SwiftUI
            extension View {
                func alert<A>(_ store: A, dismiss: A) -> some View { self }
                func refreshable(isEnabled: Bool, action: @escaping () async -> Void) -> some View { self }
            }
            struct V: View {
                @State var shown = false
                var body: some View {
                    Text("a")
                        .alert(1, dismiss: 2)
                        .refreshable(isEnabled: true) {}
                        .refreshable {}
                        .alert("Title", isPresented: $shown) {}
                }
            }
            """
        let messages = try lint(code, target: ["iOS": "14.0"])
        XCTAssertEqual(messages.map { String($0.prefix(11)) }, ["refreshable", "alert requi"])
    }

    /// `background(_:)` with a style is iOS 15, with a view iOS 13: a style is one of SwiftUI's named
    /// styles as an implicit member, or a member of a style type.
    func testStyleArgumentsPickTheShapeStyleOverload() throws {
        func flagged(_ argument: String) throws -> Bool {
            let code = "import SwiftUI\nstruct V: View {\n var body: some View { Text(\"a\").background(\(argument)) }\n}\n"
            return try !lint(code, target: ["iOS": "14.0"]).isEmpty
        }
        XCTAssertTrue(try flagged(".ultraThinMaterial"))
        XCTAssertTrue(try flagged("Material.ultraThinMaterial"))
        XCTAssertTrue(try flagged(".red.opacity(0.2)"))
        XCTAssertFalse(try flagged("Color.red"))
        XCTAssertFalse(try flagged(".cardBackground"))  // not one of SwiftUI's styles: maybe a library's own overload
        XCTAssertFalse(try flagged("LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)"))
    }

    /// A TCA reducer's `onChange(of:)` builds a reducer, not a view.
    func testContentThatIsNoViewIsNotModified() throws {
        let reducer = """
            import SwiftUI
            import ComposableArchitecture
            @Reducer struct Home {
                var body: some Reducer<State, Action> {
                    BindingReducer()
                        .onChange(of: \\.route) { _, newValue in Reduce { _, _ in .none } }
                }
            }
            struct HomeView: View {
                @State var route = 0
                var body: some View { Text("a").onChange(of: route) { _, _ in } }
            }
            """
        XCTAssertEqual(try lint(reducer, target: ["iOS": "16.0"]).count, 1)
        XCTAssertEqual(try lint("import SwiftUI\nstruct V: View {\n var body: some View { List { Text(\"a\") }.toolbar(removing: .sidebarToggle).focusable() }\n}\n",
                                target: ["iOS": "16.0"]).map { String($0.prefix(9)) }, ["toolbar r", "focusable"])
    }

    /// A helper whose guarded call goes to the file's own method of that name applies no SwiftUI modifier.
    func testHelpersCallingTheFilesOwnOverloadCoverNothing() {
        let code = """
            import SwiftUI
            extension View {
                @ViewBuilder func roundedCorner(_ r: CGFloat) -> some View {
                    if #available(iOS 16.0, *) { self.mask(RoundedRectangle(cornerRadius: r), edgesIgnoringSafeArea: []) } else { self }
                }
                private func mask(_ shape: some Shape, edgesIgnoringSafeArea edges: Edge.Set) -> some View { self }
            }
            """
        let wrappers = ProjectDiscovery.scan(sources: [("/p/ViewExtensions.swift", code)], root: "/p").tokens.wrappers
        XCTAssertEqual(wrappers.map { "\($0.kind.rawValue) \($0.name)" }, ["overload mask"])
    }

    func testReceiversThatCannotBeViews() {
        func receiverMayBeView(_ expression: String) -> Bool {
            let tree = Parser.parse(source: "_ = " + expression)
            let call = tree.statements.first!.item.as(SequenceExprSyntax.self)!.elements.last!.as(FunctionCallExprSyntax.self)!
            return Callee(call.calledExpression)!.receiverMayBeView(call)
        }
        XCTAssertTrue(receiverMayBeView("Text(\"a\").padding().task {}"))
        XCTAssertTrue(receiverMayBeView("content.task {}"))
        XCTAssertTrue(receiverMayBeView("items[0]?.view.task {}"))
        XCTAssertTrue(receiverMayBeView("$0.task {}"))
        XCTAssertFalse(receiverMayBeView("$flag.onChange {}"))
        XCTAssertFalse(receiverMayBeView(".regular.tint(c)"))
        XCTAssertFalse(receiverMayBeView(".regular.tint(c).interactive()"))
        XCTAssertFalse(receiverMayBeView("DynamicIsland { Text(\"a\") }.contentMargins(.trailing, 32, for: .expanded)"))
        XCTAssertTrue(receiverMayBeView("VStack { Text(\"a\") }.contentMargins(.trailing, 32)"))
    }

    /// The fast paths for literals' text give what Foundation's trimming and the character filter give.
    func testLiteralTextFastPathsMatchTheGeneralOnes() {
        for text in ["#FFF", " #FFF ", "\t0x12AB\t", "\u{00A0}#FFFFFF", "#FFFFFF\u{2003}", "", " ", "0xFF_00_FF", "é"] {
            XCTAssertEqual(text.trimmingBlanks, text.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
        for (text, value) in [("16", 16.0), ("1_000", 1000), ("0x1F", 31), ("0X1f", 31), ("0o17", 15), ("0b101", 5), ("0", 0), ("00", 0), ("007", 7)] {
            XCTAssertEqual(NumberLiteral.integerValue(text), value, text)
        }
        XCTAssertEqual(NumberLiteral.floatValue("1_000.5"), 1000.5)
        for (text, target, replacement) in [("D.Content.padding(.{step})", "{step}", "large"), ("{step}", "{step}", "s"), ("{step}{step}x{step}", "{step}", "é"),
                                            ("no placeholder", "{step}", "s"), ("ab", "abc", "x"), ("aaa", "aa", "b"), ("Spacing.{step}.value", "{step}", "")] {
            XCTAssertEqual(text.replacingAll(target, with: replacement), text.replacingOccurrences(of: target, with: replacement), text)
        }
    }

    func testPathsAreNormalisedWithoutTheFileSystem() {
        let cases = [
            ("/a/./b/../c", "/a/c"), ("./gen/Sources/App.swift", "gen/Sources/App.swift"), ("/work/./gen//x.swift", "/work/gen/x.swift"),
            ("../a/b", "../a/b"), ("a/../../b", "../b"), ("/../a", "/a"), (".", "."), ("./", "."), ("/", "/"), ("a/b/..", "a"),
            ("../../x", "../../x"), ("/é/./ü", "/é/ü"), ("a/...", "a/..."), ("..a/b", "..a/b"),
        ]
        for (path, normal) in cases {
            XCTAssertEqual(FilePaths.normalize(path), normal, path)
            XCTAssertEqual(FilePaths.normalizingComponents(path), normal, path)
        }
    }

    func testTokenFileNamesAreReadWordByWord() {
        XCTAssertEqual(FilePaths.words(of: "Color+AppTheme"), ["color", "app", "theme"])
        XCTAssertEqual(FilePaths.words(of: "UIColorPalette_v2"), ["ui", "color", "palette", "v2"])
        XCTAssertEqual(FilePaths.words(of: "Ärger_FarbPalette"), ["ärger", "farb", "palette"])
        // The ASCII path splits as the Unicode one does.
        for name in ["Color+AppTheme", "UIColorPalette_v2", "horizontalPadding", "HTTPServer2Go", "padding_small", "A", "aB", "ABc", "x9Y",
                     "MarginsXL", "__init__", "JSONValue", "iOS17Only", "v2URLs", "Spacing.medium", ""] {
            XCTAssertEqual(FilePaths.asciiWords(of: name), FilePaths.unicodeWords(of: name), name)
        }
        for name in ["Theme.swift", "AppColors.swift", "Color+Palette.swift", "DesignTokens.swift", "DSColorSchemes.swift",
                     "Styleguide.swift", "StyleGuide.swift", "ThemeManager.swift", "R.generated.swift"] {
            XCTAssertTrue(LintContext.isTokenFileName(name), name)
        }
        for name in ["ColorSelectorView.swift", "AccentColorSettings.swift", "ThemePreviewView.swift", "ThemeSettingsScreen.swift",
                     "ProfileView.swift", "Colorful.swift", "TokenListView.swift"] {
            XCTAssertFalse(LintContext.isTokenFileName(name), name)
        }
    }

    /// A state enum that happens to have a case named after a modifier is no compatibility wrapper's:
    /// the wrapper's enum carries the modifiers' arguments, or is made mostly of modifier cases.
    func testOnlyEnumsOfModifierCallsMakeAWrapper() {
        func wrapper(_ cases: String) -> CompatWrapper? {
            let code = "import SwiftUI\nenum FieldState {\n\(cases)\n}\nextension View {\n    func fieldChrome(_ state: FieldState) -> some View { self }\n}\n"
            return ProjectDiscovery.scan(sources: [("/p/Field.swift", code)], root: "/p").tokens.compatWrapper
        }
        XCTAssertNil(wrapper("case normal, focused, error"))
        XCTAssertEqual(wrapper("case listRowSeparator(Visibility)\ncase plain")?.supports, ["listRowSeparator"])
        XCTAssertEqual(wrapper("case scrollDisabled, scrollContentBackground")?.supports, ["scrollDisabled", "scrollContentBackground"])
        XCTAssertNil(wrapper("case scrollDisabled, focused, normal, error, warning"))
    }

    /// In a component, a bare call of one of its own methods or stored closures is not the modifier.
    func testBareCallsOfTheTypesOwnMembersAreNotModifiers() throws {
        let code = """
            import SwiftUI
            struct Pill<S: Shape>: View {
                @ViewBuilder let overlay: () -> S
                var body: some View { Text("a").contentShape(overlay()).background(background()) }
                private func background() -> some View { Color.clear }
            }
            extension View {
                func framed() -> some View { background { Color.clear } }
            }
            """
        let messages = try lint(code, target: ["iOS": "14.0"])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix("background requires iOS 15.0") == true, "\(messages)")
    }
}
