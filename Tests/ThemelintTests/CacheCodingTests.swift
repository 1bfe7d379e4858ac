import XCTest

@testable import ThemelintCore

final class CacheCodingTests: XCTestCase {
    /// Reference values from the MurmurHash3 x64-128 C implementation (Python's `mmh3.hash_bytes`),
    /// covering the empty input, a tail-only input, and full blocks plus tails of every kind.
    func testDigestMatchesReferenceMurmurHash3() {
        let vectors: [([UInt8], UInt64, UInt64)] = [
            ([], 0, 0),
            (Array("a".utf8), 0x8555_5565_f659_7889, 0xe6b5_3a48_510e_895a),
            (Array("hello".utf8), 0xcbd8_a7b3_41bd_9b02, 0x5b1e_906a_48ae_1d19),
            (Array("The quick brown fox jumps over the lazy dog".utf8), 0xe34b_bc7b_bc07_1b6c, 0x7a43_3ca9_c49a_9347),
            ((0..<31).map(UInt8.init), 0x053d_d3e1_a32c_d094, 0x9ee5_9aef_b400_5490),
        ]
        for (bytes, high, low) in vectors {
            let digest = ContentDigest(bytes)
            XCTAssertEqual(digest.high, high, "\(bytes)")
            XCTAssertEqual(digest.low, low, "\(bytes)")
        }
    }

    func testDigestTellsEveryOneByteChangeApart() {
        let base = Array("Color(red: 0.2, green: 0.4, blue: 0.6)\n".utf8)
        var seen: Set<ContentDigest> = [ContentDigest(base)]
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            XCTAssertTrue(seen.insert(ContentDigest(changed)).inserted, "collision at byte \(index)")
        }
        for length in 0..<base.count { XCTAssertTrue(seen.insert(ContentDigest(Array(base.prefix(length)))).inserted) }
    }

    private func sampleFindings(in source: SourceText) -> [Diagnostic] {
        // The seed's scales and wrapper, stated, so the dimension and compat findings carry fixes.
        var configuration = Configuration.defaults(root: "/tmp")
        configuration.explicitSettings = ["padding", "spacing", "compatWrapper"]
        let settings = FileSettings(configuration: configuration, deploymentTarget: .fallback)
        return LintEngine.lint(source, path: "Sources/App/CardView.swift", settings: settings)
    }

    private let sampleSource = SourceText(
        bytes: Array(
            """
            import SwiftUI

            struct CardView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("Total — ✓").foregroundColor(Color(red: 0.9, green: 0.1, blue: 0.1))
                        Text("x").padding(16).background(Color(hex: "#1E88E5"))
                        List { Text("row").listRowSeparator(.hidden) }
                    }
                }
            }

            """.utf8))

    func testFindingsSurviveTheRoundTrip() throws {
        var findings = sampleFindings(in: sampleSource)
        XCTAssertGreaterThanOrEqual(findings.count, 4, "the sample must exercise fixes, suggestions and values")
        let first = findings[0]
        findings.append(Diagnostic(
            rule: first.rule, severity: .info, message: "halfway", range: first.range, fix: nil, suggestions: ["a", "b"],
            alternatives: ["a", "b"].map { Fix.replacing(first.range.start.offset, first.range.end.offset, with: $0, safety: .unsafe) }))
        XCTAssertTrue(findings.contains { $0.fix != nil } && findings.contains { $0.value != nil })
        let decoded = try ResultCache.decode(ResultCache.encode(findings), source: sampleSource)
        XCTAssertEqual(decoded, findings)
    }

    func testDamagedEntriesAreMissesNeverTraps() {
        let entry = ResultCache.encode(sampleFindings(in: sampleSource))
        for length in 0..<entry.count {
            XCTAssertThrowsError(try ResultCache.decode(Array(entry.prefix(length)), source: sampleSource), "truncated to \(length)")
        }
        for index in entry.indices {
            var damaged = entry
            damaged[index] ^= 0x40
            XCTAssertThrowsError(try ResultCache.decode(damaged, source: sampleSource), "byte \(index) flipped")
        }
        // A well-formed entry for a longer text must not place findings past the end of this one.
        let short = SourceText(bytes: Array("import SwiftUI\n".utf8))
        XCTAssertThrowsError(try ResultCache.decode(entry, source: short))
    }

    func testFactsSurviveTheRoundTrip() throws {
        var facts = FileFacts()
        facts.colors = [ColorToken(name: "brandPrimary", accessor: "Color.Branding.primary", light: RGBA(red: 0.1, green: 0.2, blue: 0.3), dark: nil, origin: "Theme.swift", line: 4)]
        facts.colors[0].eightHexDigits = 0x8019_334D
        facts.sizeables = [SizeableFact(typeName: "DefaultSize", padding: [.init(name: "large", value: 16)], spacing: [], line: 9)]
        facts.dimensionAliases = ["DefaultSize": "D"]
        facts.modifierEnums = ["CompatibleModifier": ["listRowSeparator"]]
        facts.typedFunctions = ["compatibleCall": ("CompatibleModifier", 12)]
        facts.wrappers = [ProjectWrapper(kind: .helper, name: "hideSeparator", spelling: ".hideSeparator()", modifiers: ["listRowSeparator"], origin: "View+Compat.swift", line: 3)]
        facts.usage = [".Branding": 3, ".large": 1]
        let decoded = try FileFacts(entry: facts.entry)
        XCTAssertEqual(decoded.colors, facts.colors)
        XCTAssertEqual(decoded.sizeables.map(\.padding), facts.sizeables.map(\.padding))
        XCTAssertEqual(decoded.dimensionAliases, facts.dimensionAliases)
        XCTAssertEqual(decoded.modifierEnums, facts.modifierEnums)
        XCTAssertEqual(decoded.typedFunctions["compatibleCall"]?.type, "CompatibleModifier")
        XCTAssertEqual(decoded.wrappers, facts.wrappers)
        XCTAssertEqual(decoded.usage, facts.usage)
        XCTAssertThrowsError(try FileFacts(entry: Array(facts.entry.dropLast())))
    }

    /// A cached resolution must be the tokens it was made from, every field of them: a warm run
    /// uses it instead of resolving the project's facts again.
    func testResolvedTokensSurviveTheRoundTrip() throws {
        let discovery = ProjectDiscovery.scan(sources: [
            ("/p/Theme.swift", """
                import SwiftUI
                extension Color {
                    static let brandPrimary = Color(red: 0.1, green: 0.2, blue: 0.3)
                    static let brandDark = Color(hex: "#102030")
                    static let duplicate = Color(red: 0.1, green: 0.2, blue: 0.3)
                }
                enum DefaultSize: Sizeable { case small, large
                    var padding: CGFloat { switch self { case .small: 4; case .large: 16 } }
                    var spacing: CGFloat { switch self { case .small: 2; case .large: 8 } }
                }
                typealias D = Dimensions<DefaultSize>
                enum CompatibleModifier { case listRowSeparator(Visibility), scrollDisabled(Bool) }
                extension View {
                    func compatibleCall(_ modifier: CompatibleModifier) -> some View { self }
                    func hideSeparator() -> some View { if #available(iOS 16, *) { return self.listRowSeparator(.hidden) } else { return self } }
                    func fillView(_ color: Color) -> some View { background(color) }
                }
                struct Screen: ModuledView { var body: some View { Text("x").foregroundColor(.brandPrimary) } }
                """),
        ], root: "/p")
        let tokens = discovery.tokens
        XCTAssertFalse(tokens.colors.isEmpty)
        XCTAssertNotNil(tokens.padding)
        XCTAssertFalse(tokens.conflicts.isEmpty)
        XCTAssertTrue(tokens.hasModuledView)
        XCTAssertEqual(tokens.colourMethods, ["fillView"])
        XCTAssertEqual(try DiscoveredTokens(entry: tokens.entry), tokens)
        XCTAssertThrowsError(try DiscoveredTokens(entry: Array(tokens.entry.dropLast())))
    }

    /// The fast check must agree with the full normalisation it short-circuits.
    /// A pack gives back an entry only under the key it was stored with, keeps or drops the entries a
    /// run did not use as asked, is rewritten only when something changed, and a damaged pack file is
    /// read as empty, never trusted.
    func testPackEntriesFollowTheirKeysAndDamagedPacksAreEmpty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pack"
        let (one, two) = (ContentDigest(Array("one".utf8)), ContentDigest(Array("two".utf8)))
        let first = CachePack(path: path)
        XCTAssertNil(first.entry("/a.swift", key: one))
        first.store([1, 2, 3], for: "/a.swift", key: one)
        first.store([4], for: "/b.swift", key: two)
        XCTAssertTrue(FileIO.makeDirectories(directory))
        try FileIO.writeAtomically(XCTUnwrap(first.changedBytes { _ in true }), to: path)

        let second = CachePack(path: path)
        XCTAssertEqual(second.entry("/a.swift", key: one).map(Array.init), [1, 2, 3])
        XCTAssertNil(second.entry("/a.swift", key: two), "an entry stored under another key")
        XCTAssertNil(second.changedBytes { _ in true }, "nothing changed, nothing to write")
        // Dropping the unused entry rewrites the pack without it.
        let rewritten = try XCTUnwrap(second.changedBytes { _ in false })
        try FileIO.writeAtomically(rewritten, to: path)
        let third = CachePack(path: path)
        XCTAssertEqual(third.entry("/a.swift", key: one).map(Array.init), [1, 2, 3])
        XCTAssertNil(third.entry("/b.swift", key: two))

        for damage in [Array(rewritten.dropLast()), rewritten.map { $0 ^ 0x20 }, [CachePack.format], []] {
            try FileIO.writeAtomically(damage, to: path)
            XCTAssertNil(CachePack(path: path).entry("/a.swift", key: one))
        }
    }

    func testNormalizedPathCheckAgreesWithNormalize() {
        let paths = [
            "/", "", ".", "..", "a", "/a", "/a/", "a//b", "/a/./b", "/a/../b", "./a", "a/..", "/...", "/a/.b", "/a/b.", "/a/..b",
            "//a", "/Users/me/App/Sources/CardView.swift", "Sources/../../x.swift", "a/b/.", "/a/b/..",
        ]
        for path in paths where FilePaths.isNormalized(path) {
            XCTAssertEqual(FilePaths.normalizingComponents(path), path)
        }
        // The paths a run actually sees take the fast way.
        for path in ["/Users/me/App/Sources/CardView.swift", "Sources/App/View+Theme.swift", "/a/.b", "/...", "a"] {
            XCTAssertTrue(FilePaths.isNormalized(path), path)
        }
    }
}
