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
                uri: uri, version: version, diagnostics: diagnostics, in: source, converter: converter, keep: true)
            let expected = RPCMessage.notification("textDocument/publishDiagnostics", [
                "uri": .string(uri), "version": JSON(version),
                "diagnostics": .array(diagnostics.map { converter.diagnostic($0, in: source) }),
            ])
            XCTAssertEqual(try JSON.parse(String(decoding: spliced, as: UTF8.self), strict: true), expected, "after edit \(version)")
        }
    }
}
