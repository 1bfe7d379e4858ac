// Regression tests for what the libFuzzer targets in Fuzz/ found: each feeds the crashing input
// through the same API the target used and checks the property it violated.

#if canImport(Glibc)
import Glibc
#endif
import SwiftSyntax
import ThemelintCore
import ThemelintJSON
import XCTest

@testable import ThemelintServer

final class FuzzRegressionTests: XCTestCase {
    /// fuzz-positions: an offset inside a leading byte order mark gave a negative UTF-8 character
    /// (line 0, character -3), which is not an LSP position.
    func testOffsetInsideByteOrderMarkIsTheStartOfLineZeroInEveryUnit() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("trid".utf8))
        for unit in [ColumnUnit.utf8, .utf16, .scalars] {
            for offset in [-1, 0, 1, 2, 3] {
                let position = source.lspPosition(ofOffset: offset, unit: unit)
                XCTAssertEqual(position.line, 0, "offset \(offset) in \(unit)")
                XCTAssertEqual(position.character, 0, "offset \(offset) in \(unit)")
            }
            XCTAssertEqual(source.lspPosition(ofOffset: 5, unit: unit).character, 2, "\(unit)")
        }
        XCTAssertEqual(source.position(ofOffset: 1).column, 1)
    }

    /// fuzz-framing: a configuration change sent a pull-diagnostics client
    /// `{"method":"workspace/diagnostic/refresh","params":null}`; JSON-RPC 2.0 allows params to be
    /// omitted, never null.
    func testServerRequestsWithoutParametersOmitParams() throws {
        var outputEnds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&outputEnds), 0)
        let server = Server(input: -1, output: outputEnds[1], options: .init(version: "test", logLevel: .off))
        let capabilities = #"{"textDocument": {"diagnostic": {}}, "workspace": {"diagnostics": {"refreshSupport": true}}}"#
        for message in [
            #"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": null, "rootUri": null, "capabilities": \#(capabilities)}}"#,
            #"{"jsonrpc": "2.0", "method": "initialized", "params": {}}"#,
        ] {
            server.handle(Array(message.utf8))
        }
        server.relintOpenDocuments()
        server.requestQueue.sync(flags: .barrier) {}
        close(outputEnds[1])
        defer { close(outputEnds[0]) }

        let reader = MessageReader(source: FileDescriptorSource(fileDescriptor: outputEnds[0]))
        var methods: [String] = []
        while case .message(let body) = reader.next() {
            let message = try JSON.parse(bytes: body, strict: true)
            guard let method = message["method"]?.stringValue else { continue }
            methods.append(method)
            if let params = message["params"] {
                XCTAssertTrue(params.objectValue != nil || params.arrayValue != nil, "\(method) has params \(params)")
            }
            if method == "workspace/diagnostic/refresh" { XCTAssertNil(message["params"]) }
        }
        XCTAssertTrue(methods.contains("workspace/diagnostic/refresh"), "sent \(methods)")
    }

    /// fuzz-engine: cutting "wift" out of `import SwiftUI` left every other statement unchanged, and
    /// their findings were reused although the file could no longer be using SwiftUI at all.
    func testReuseNeedsTheSameFileWideSwiftUIVerdict() {
        let body = """

            struct SettingsView: Vmew {
                var body: some View {
                    Form { Text("a") }
                    .scrollContentBackground(.hidden)
                }
            }

            """
        let settings = FileSettings(configuration: Configuration(root: "/virtual"), deploymentTarget: .fallback)
        let path = "Sources/App/SettingsView.swift"
        let original = SourceText("import SwiftUI\n" + body)
        let first = LintEngine.lint(original, path: path, settings: settings, reusing: nil)
        XCTAssertEqual(first.diagnostics.map(\.rule), ["missing-compat-wrapper"])
        let edited = SourceText("import SUI\n" + body)
        let fresh = LintEngine.lint(edited, path: path, settings: settings)
        XCTAssertEqual(LintEngine.lint(edited, path: path, settings: settings, reusing: first.statements).diagnostics, fresh)
    }

    /// fuzz-engine: after an edit far away (two spaces of indentation cut), swift-syntax's incremental
    /// re-parse of this mangled file splits `0.8` inside unexpected nodes into different tokens than a
    /// fresh parse does. The server lints the incremental tree, so its findings must still be the
    /// fresh ones; the background rebase (`Document.backgroundRebaseChain`) bounds how long such a
    /// tree is kept.
    func testServerFindingsOnAnIncrementallyRecoveredTreeEqualAFreshLint() throws {
        let path = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Fuzz/IncrementalRecovery.swift"
        let old = SourceText(bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
        let new = SourceText(bytes: Array(old.bytes[..<1464] + old.bytes[1466...]))
        var document = Document(uri: "file:///virtual/Example.swift", path: "/virtual/Example.swift", version: 1, source: old)
        document.baseParse = document.parse()
        let start = old.lspPosition(ofOffset: 1464, unit: .utf16)
        let end = old.lspPosition(ofOffset: 1466, unit: .utf16)
        let edited = document.applying([ContentChange(range: ((start.line, start.character), (end.line, end.character)), text: "")], version: 2, encoding: .utf16)
        XCTAssertEqual(edited.source.bytes, new.bytes)
        let incremental = edited.parse().tree
        XCTAssertEqual(incremental.description, new.text)
        let settings = FileSettings(configuration: Configuration(root: "/virtual"), deploymentTarget: .fallback)
        let lintPath = "Sources/App/Example.swift"
        let fresh = LintEngine.lint(new, path: lintPath, settings: settings)
        XCTAssertFalse(fresh.isEmpty)
        XCTAssertEqual(LintEngine.lint(new, path: lintPath, settings: settings, tree: incremental), fresh)
    }

    /// fuzz-engine: cutting "  // C" out of a comment turns its text into code; swift-syntax 603's
    /// incremental re-parse of the result traps in its lexer ("state 'afterRawStringDelimiter'
    /// expects to be positioned at a quote") next to the `"#"` further down. A trap would end the
    /// server, so texts with raw-string delimiters are parsed from scratch.
    func testTextsWithRawStringDelimitersAreNotParsedIncrementally() throws {
        let path = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Fuzz/RawStringDelimiterIncremental.swift"
        let old = SourceText(bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
        XCTAssertEqual(old.slice(2975, 2981), "  // C")
        var document = Document(uri: "file:///virtual/Example.swift", path: "/virtual/Example.swift", version: 1, source: old)
        document.baseParse = document.parse()
        let start = old.lspPosition(ofOffset: 2975, unit: .utf16)
        let end = old.lspPosition(ofOffset: 2981, unit: .utf16)
        let edited = document.applying([ContentChange(range: ((start.line, start.character), (end.line, end.character)), text: "")], version: 2, encoding: .utf16)
        XCTAssertTrue(edited.mustParseFromScratch)
        XCTAssertFalse(edited.parsesIncrementally)
        XCTAssertEqual(edited.parse().tree.description, edited.source.text)
        // Hex colour strings are not delimiters: typing in a SwiftUI file full of them stays incremental.
        XCTAssertFalse(Document(uri: "file:///v/A.swift", path: "/v/A.swift", version: 1, source: SourceText(##"let c = Color(hex: "#8F97A4")"##)).mustParseFromScratch)
    }

    /// fuzz-engine: a mangled doc comment left `./  \`Color.Text.*\`` as code, which swift-syntax
    /// lexes as a regex literal split over two statements. Cutting a few bytes further down and
    /// re-parsing incrementally reused the statement that starts at the regex's closing slash with
    /// the lexer still in the regex's state, and the lexer trapped ("Range requires lowerBound <=
    /// upperBound"). Texts where a regex literal may start are parsed from scratch.
    func testTextsWhereARegexLiteralMayStartAreNotParsedIncrementally() throws {
        for (name, cut) in [("RegexLiteralIncrementalA", 387..<392), ("RegexLiteralIncrementalB", 1143..<1149)] {
            let path = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Fuzz/\(name).swift"
            let old = SourceText(bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
            var document = Document(uri: "file:///virtual/Theme.swift", path: "/virtual/Theme.swift", version: 1, source: old)
            XCTAssertTrue(document.mustParseFromScratch, name)
            document.baseParse = document.parse()
            let start = old.lspPosition(ofOffset: cut.lowerBound, unit: .utf16)
            let end = old.lspPosition(ofOffset: cut.upperBound, unit: .utf16)
            let edited = document.applying([ContentChange(range: ((start.line, start.character), (end.line, end.character)), text: "")], version: 2, encoding: .utf16)
            XCTAssertFalse(edited.parsesIncrementally, name)
            let tree = edited.parse().tree
            XCTAssertEqual(tree.description, edited.source.text, name)
            XCTAssertTrue(tree.tokens(viewMode: .all).contains { $0.tokenKind == .regexSlash }, "\(name) no longer holds the regex literal that trapped")
        }
    }

    /// fuzz-engine (release build): obsolete-compat-wrapper's fix replaced an `if #available` block
    /// (bytes 404..<614) in this mangled file full of `""""""` runs, and swift-syntax 603's incremental
    /// re-parse trapped in `Lexer.Cursor.lexAfterStringLiteral` while reusing a node. With the runs of
    /// quotes turned into plain strings it did not. Texts with multi-line string delimiters are parsed
    /// from scratch. (Debug builds of swift-syntax stop nesting at 20 levels and do not reach the trap.)
    func testTextsWithMultilineStringDelimitersAreNotParsedIncrementally() throws {
        let path = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Fuzz/MultilineQuotesIncremental.swift"
        let old = SourceText(bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
        var document = Document(uri: "file:///virtual/Example.swift", path: "/virtual/Example.swift", version: 1, source: old)
        XCTAssertTrue(document.mustParseFromScratch)
        document.baseParse = document.parse()
        let start = old.lspPosition(ofOffset: 404, unit: .utf16)
        let end = old.lspPosition(ofOffset: 614, unit: .utf16)
        let text = "0x                 $0.scrollContentBackground(.hidden)"
        let edited = document.applying([ContentChange(range: ((start.line, start.character), (end.line, end.character)), text: text)], version: 2, encoding: .utf16)
        XCTAssertFalse(edited.parsesIncrementally)
        XCTAssertEqual(edited.parse().tree.description, edited.source.text)
        XCTAssertTrue(IncrementalParseGuard.lexedUnsafeState(document.baseParse!.tree))
    }

    /// fuzz-json (clean-clone smoke run): a colour token's accessor of nested `[` made the config
    /// check of "is this a Swift expression" run swift-syntax's exponential lookahead for over 25 s.
    /// Text swift-syntax parses (accessors, Package.swift, Tuist manifests) passes the source guard
    /// first. Without it each of these takes hours.
    func testDeeplyNestedBracketsInConfigAndManifestsAreRefusedBeforeParsing() throws {
        let nested = String(repeating: "[", count: 40) + "Color.red" + String(repeating: "]", count: 40)
        let config: JSON = ["tokens": ["colors": ["brand": ["light": "#FF0000", "accessor": .string(nested)]]]]
        XCTAssertThrowsError(try Configuration.decode(config, path: "/virtual/.themelint.json", root: "/virtual", knownRules: RuleCatalog.ids)) { error in
            XCTAssertTrue("\(error)".contains("is not a Swift expression"), "\(error)")
        }
        let manifest = "let package = Package(name: \"x\", platforms: [.iOS(.v16)], products: \(nested))"
        XCTAssertNil(PackageManifest.platforms(in: Array(manifest.utf8)))
        XCTAssertEqual(PackageManifest.platforms(in: Array("let package = Package(name: \"x\", platforms: [.iOS(.v16)])".utf8))?[.iOS], Version([16]))
    }

    /// fuzz-engine (release build): `****/********// …` closes a block comment with the first slash of
    /// `//`, and the lexer took the second for the start of a regex literal. The guard's walk back over
    /// the operator crossed the comment's end and judged the slash left-bound, so the server would
    /// have parsed the text incrementally, where swift-syntax 603 can trap.
    func testASlashRightAfterABlockCommentIsGuarded() throws {
        let path = repositoryRoot + "/Tests/ThemelintTests/Fixtures/Fuzz/CommentEndBeforeSlash.swift"
        let source = SourceText(bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
        XCTAssertTrue(IncrementalParseGuard.lexedUnsafeState(LintEngine.parse(source)))
        XCTAssertTrue(IncrementalParseGuard.mayEnterUnsafeLexerState(source))
    }
}
