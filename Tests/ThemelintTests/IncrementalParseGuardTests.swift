// IncrementalParseGuard must say "may start a regex literal or raw string" for every text in which
// swift-syntax's lexer does start one, and should stay quiet for ordinary SwiftUI code, so that
// typing in it keeps the incremental parse.

import SwiftParser
import SwiftSyntax
import ThemelintCore
import XCTest

@testable import ThemelintServer

final class IncrementalParseGuardTests: XCTestCase {
    private func guards(_ text: String) -> Bool { IncrementalParseGuard.mayEnterUnsafeLexerState(SourceText(text)) }

    private func lexesUnsafeState(_ text: String) -> Bool { IncrementalParseGuard.lexedUnsafeState(Parser.parse(source: text)) }

    func testRegexLiteralsAndRawStringsAreGuarded() {
        let texts = [
            "let pattern = /[a-z]+/",
            "func f() -> Regex<Substring> { return /x+/ }",
            "let m = text.firstMatch(of: /\\d+/)",
            "let r = #/a/b/#",
            "let s = #\"raw\"#",
            "let x = a\n    /b+/",
            "./  `Color.Text.*`; the values behind them",
            "if try? /^ x/.wholeMatch(in: s) != nil {}",
            "/* c *//x+/.ignoresCase()",
        ]
        for text in texts {
            XCTAssertTrue(lexesUnsafeState(text), "the example does not lex a regex or raw string: \(text)")
            XCTAssertTrue(guards(text), text)
        }
    }

    func testOrdinarySwiftUICodeIsNotGuarded() {
        let texts = [
            "let half = geometry.size.width / 2",
            "let third = (a + b) / 3.0",
            "let ratio = width/height",
            "items.map { $0 / 2 }",
            "let total = self / 2",
            "// A comment / with slashes and https://example.com\nlet x = 1",
            "/// Doc comment: width / height.\nstruct A {}",
            "/* block */ let y = 2",
            "let url = \"https://example.com/a/b\"",
            "let c = Color(hex: \"#8F97A4\")",
            "x /= 2",
            "let r = values[0] / values[1]",
            "let s = \"a\" / b",
        ]
        for text in texts {
            XCTAssertFalse(lexesUnsafeState(text), text)
            XCTAssertFalse(guards(text), text)
        }
    }

    /// The property the server relies on: whenever a parse holds a regex or raw-string token, the
    /// guard said so. Checked over every fixture and example file, and variants of each in which
    /// comment markers are mangled (as the fuzzer did) or single bytes around slashes are dropped.
    func testTheGuardCoversEveryTextTheLexerTakesARegexFrom() throws {
        let files = fixtureAndExampleSwiftFiles
        XCTAssertGreaterThan(files.count, 20)
        var checked = 0
        var unsafe = 0
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let bytes = Array(text.utf8)
            var variants = [text, text.replacingOccurrences(of: "\n//", with: "\n./"), text.replacingOccurrences(of: "// ", with: "/ ")]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") && variants.count < 12 {
                for cut in [index - 1, index + 1] where cut >= 0 && cut < bytes.count {
                    var mutated = bytes
                    mutated.remove(at: cut)
                    if let variant = String(validating: mutated, as: UTF8.self) { variants.append(variant) }
                }
            }
            for variant in variants {
                checked += 1
                guard lexesUnsafeState(variant) else { continue }
                unsafe += 1
                XCTAssertTrue(guards(variant), "\(file): a variant lexes a regex or raw string, and the guard missed it")
            }
        }
        // The variants must reach the lexer's regex state often, or the property was never tested.
        XCTAssertGreaterThan(unsafe, 50, "of \(checked) variants")
        print("IncrementalParseGuardTests: \(unsafe) of \(checked) variants lex a regex or raw string")
    }
}
