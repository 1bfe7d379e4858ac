// Regression tests for what the libFuzzer targets in Fuzz/ found: each feeds the crashing input
// through the same API the target used and checks the property it violated.

import ThemelintCore
import XCTest

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
}
