import ThemelintCore
import ThemelintJSON
@testable import ThemelintServer
import XCTest

/// The publisher splices findings it already serialised into the next notification; the result
/// must be the notification built from scratch, byte for byte once parsed, across edits.
final class DiagnosticPublisherTests: XCTestCase {
    func testSplicedNotificationEqualsOneBuiltFromScratch() throws {
        let converter = LSPConverter(encoding: .utf16)
        let publisher = DiagnosticPublisher()
        var text = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("🇩🇪 Größe").foregroundColor(Color(red: 1, green: 0, blue: 0)).padding(16)
                        Text("b").padding(.horizontal, 8).background(.blue)
                    }
                }
            }
            """
        let uri = "file:///tmp/Card.swift"
        // Each edit moves, removes or adds findings; unchanged ones come from the cache.
        let edits: [(String, String)] = [("", ""), ("padding(16)", "padding(17)"), ("🇩🇪 ", ""), ("VStack(spacing: 12)", "VStack"), ("\n", "\n\n")]
        for (version, (old, new)) in edits.enumerated() {
            if !old.isEmpty, let range = text.range(of: old) { text.replaceSubrange(range, with: new) }
            let source = SourceText(text)
            let diagnostics = try lint(text)
            XCTAssertFalse(diagnostics.isEmpty)
            let spliced = publisher.notification(
                uri: uri, version: version, findings: LintFindings(diagnostics), in: source, converter: converter, keep: true)
            let expected = RPCMessage.notification("textDocument/publishDiagnostics", [
                "uri": .string(uri), "version": JSON(version),
                "diagnostics": .array(diagnostics.map { converter.diagnostic($0, in: source) }),
            ])
            XCTAssertEqual(try JSON.parse(String(decoding: spliced, as: UTF8.self), strict: true), expected, "after edit \(version)")
        }
    }

    /// Typing re-sends each unchanged statement's findings as the bytes last sent: after every kind of
    /// edit (in a later or an earlier statement, a new line, an emoji on a line two statements share, a
    /// suppression, a broken brace) the notification must be, byte for byte, one built from scratch.
    func testStatementsResentAsBytesEqualANotificationBuiltFromScratch() throws {
        let settings = try makeSettings(config: nil)
        let path = "/virtual/Sources/App/Cards.swift"
        var text = """
            import SwiftUI

            struct First: View {
                var body: some View { Text("a").padding(16).foregroundColor(Color(red: 1, green: 0, blue: 0)) }
            }
            struct Badge: View { var body: some View { Text("x") } }; struct Tint: View { var body: some View { Text("y").padding(8) } }

            struct Second: View {
                var body: some View {
                    VStack(spacing: 12) { Text("b").padding(.horizontal, 8).background(.blue) }
                }
            }

            struct Third: View {
                var body: some View { Text("c").padding(24) }
            }
            """
        let edits: [(String, String)] = [
            ("", ""), ("padding(24)", "padding(25)"), ("Text(\"a\")", "Text(\"ab\")"), ("Text(\"x\")", "Text(\"x😀\")"),
            ("struct Second", "\nstruct Second"), ("padding(16)", "padding(16) // themelint:disable-line hardcoded-padding"),
            ("// themelint:disable-line hardcoded-padding", ""), ("struct Third: View {", "struct Third: View {{"), ("{{", "{"),
            ("Text(\"c\")", "Text(\"c\")"),
            // Typing inside a statement: the findings before the edit, and after it on other lines, are copied.
            ("Text(\"b\")", "Text(\"bb\")"), ("VStack(spacing: 12)", "VStack(spacing: 14)"),
            ("Text(\"b", "Text(\"b😀"),
        ]
        let converter = LSPConverter(encoding: .utf16)
        let publisher = DiagnosticPublisher()
        let uri = "file://" + path
        var previous: StatementFindings?
        var reused = 0
        for (version, (old, new)) in edits.enumerated() {
            if !old.isEmpty { text = text.replacingOccurrences(of: old, with: new) }
            let source = SourceText(text)
            let findings = LintEngine.lint(source, path: path, settings: settings, reusing: previous)
            previous = findings.statements
            reused += findings.statements?.samePositions.filter { $0 }.count ?? 0
            let sent = publisher.notification(uri: uri, version: version, findings: findings, in: source, converter: converter, keep: true)
            // Built from the flat list, which the statements' notification never made.
            let fresh = DiagnosticPublisher().notification(
                uri: uri, version: version, findings: LintFindings(findings.diagnostics), in: source, converter: converter, keep: false)
            XCTAssertEqual(String(decoding: sent, as: UTF8.self), String(decoding: fresh, as: UTF8.self), "after edit \(version): \(new)")
        }
        XCTAssertGreaterThan(reused, 10)
        XCTAssertGreaterThan(publisher.findingsCopied, 3)
    }
}
