// Unit tests for the guards against hostile input (README "Hostile input and limits"): what
// FileIO refuses to read and why, the text SourceText refuses to parse, globs that cannot take
// exponential time, `--fix` writes that never overwrite a concurrent edit, and URI paths.

#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import ThemelintCore
import ThemelintJSON
import ThemelintServer
import XCTest

final class HostileInputTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "themelint-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = directory + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    func readError(_ path: String, limit: Int = FileIO.defaultMaximumSourceSize) -> FileIO.ReadError? {
        do {
            _ = try FileIO.readSource(path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    func testReadFileKeepsTheExactSizeAndReadsFilesWithoutASize() throws {
        // A run keeps every file's bytes until its report, so a doubled buffer doubles the run's memory.
        let bytes = Array(repeating: UInt8(ascii: "x"), count: 100_000)
        let read = try FileIO.readFile(write("Sized.swift", bytes))
        XCTAssertEqual(read, bytes)
        XCTAssertLessThan(read.capacity, bytes.count + 4096)
        // procfs reports a size of 0 for files that have content.
        XCTAssertTrue(String(decoding: try FileIO.readFile("/proc/self/status"), as: UTF8.self).contains("Name:"))
        XCTAssertThrowsError(try FileIO.readFile("/proc/self/status", limit: 10))
    }

    func testReadSourceSaysWhyAFileIsNotLinted() throws {
        XCTAssertNil(readError(write("Good.swift", Array("let x = [[1]]\n".utf8))))
        XCTAssertNil(readError(write("Empty.swift", [])))

        let fifo = directory + "/Pipe.swift"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // Opening a FIFO blocks until a writer comes; the read must refuse it at once instead.
        XCTAssertEqual(readError(fifo)?.description, "cannot read the file (it is a FIFO, not a regular file)")
        XCTAssertEqual(readError(directory)?.description, "cannot read the file (it is a directory, not a regular file)")

        XCTAssertEqual(symlink("Nowhere.swift", directory + "/Broken.swift"), 0)
        XCTAssertEqual(readError(directory + "/Broken.swift")?.description, "cannot read the file (a broken symlink to \"Nowhere.swift\")")
        XCTAssertEqual(symlink("Loop.swift", directory + "/Loop.swift"), 0)
        XCTAssertEqual(readError(directory + "/Loop.swift")?.description, "cannot read the file (a symlink loop through \"Loop.swift\")")
        XCTAssertEqual(readError(directory + "/Missing.swift"), .unreadable("no such file or directory"))

        let big = write("Big.swift", Array(repeating: UInt8(ascii: " "), count: 3 << 20))
        XCTAssertEqual(readError(big, limit: 2 << 20), .tooLarge(size: 3 << 20, limit: 2 << 20))
        XCTAssertTrue(readError(big, limit: 2 << 20)!.description.contains("over the 2 MiB limit"))
        XCTAssertNil(readError(big, limit: 3 << 20))

        // A PNG header: not UTF-8 either, but "binary" is what says it best.
        XCTAssertEqual(readError(write("Image.swift", [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x00])), .notSource(.binary(line: 2, column: 1)))
        XCTAssertEqual(readError(write("Nul.swift", Array("let a = 1\nlet\0".utf8))), .notSource(.binary(line: 2, column: 4)))
    }

    func testRefusedTextNamesTheProblemAndItsPosition() {
        XCTAssertNil(SourceText.refusal(for: Array("let s = \"é 🎨\" // [[[ ]]]\n".utf8)))
        XCTAssertEqual(SourceText.refusal(for: Array("ok\nab".utf8) + [0xFF]), .invalidUTF8(byte: 0xFF, line: 2, column: 3))
        // Overlong encodings and UTF-16 surrogates are not UTF-8 either.
        XCTAssertEqual(SourceText.refusal(for: [0x61, 0xC0, 0xAF]), .invalidUTF8(byte: 0xC0, line: 1, column: 2))
        XCTAssertEqual(SourceText.refusal(for: [0xED, 0xA0, 0x80]), .invalidUTF8(byte: 0xED, line: 1, column: 1))
        XCTAssertEqual(SourceText.refusal(for: [0xE2, 0x82]), .invalidUTF8(byte: 0xE2, line: 1, column: 1))
        // ASCII is checked eight bytes at a time: a bad byte at every position of a word is still found.
        for prefix in 0..<20 {
            let ascii = Array(String(repeating: "a", count: prefix).utf8)
            XCTAssertEqual(SourceText.refusal(for: ascii + [0xFF] + Array("bcdefghijk".utf8)), .invalidUTF8(byte: 0xFF, line: 1, column: prefix + 1))
            XCTAssertEqual(SourceText.refusal(for: ascii + [0xC3] + Array("bcdefghijk".utf8)), .invalidUTF8(byte: 0xC3, line: 1, column: prefix + 1))
            XCTAssertNil(SourceText.refusal(for: ascii + Array("é🎨bcdefghijk".utf8)))
        }

        let limit = SourceText.maximumBracketNesting
        let deepest = "let x = " + String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit)
        XCTAssertNil(SourceText.refusal(for: Array(deepest.utf8)))
        // Brackets that close again do not add up.
        XCTAssertNil(SourceText.refusal(for: Array(String(repeating: deepest + "\n", count: 50).utf8)))
        let tooDeep = "let x =\n  " + String(repeating: "[", count: limit + 1) + "1" + String(repeating: "]", count: limit + 1)
        XCTAssertEqual(SourceText.refusal(for: Array(tooDeep.utf8)), .nestedBrackets(depth: limit + 1, line: 2, column: 3 + limit))
    }

    /// `[` in strings, comments and regex literals are not brackets to the parser, so they never
    /// refuse a file: swift-syntax's own tests print ANSI escapes ("\u{1B}[4;39m") by the dozen.
    func testBracketsInStringsCommentsAndRegexesAreNotNesting() {
        let limit = SourceText.maximumBracketNesting
        let ansi = String(repeating: "XCTAssertEqual(text, \"\\u{1B}[4;39mlet x\\u{1B}[0;0m\")\n", count: limit)
        let comments = String(repeating: "// [see below\n/* [ */\n", count: limit)
        let regexes = String(repeating: "let r = /[a-z/\n", count: limit)
        let interpolated = "let s = \"\\(" + String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit) + ") [\"\n"
        for text in [ansi, comments, regexes, ansi + interpolated] {
            XCTAssertNil(SourceText.refusal(for: Array(text.utf8)), text)
        }
        // Inside an interpolation brackets are code again, and the string's own "[" before them do not count.
        let deep = String(repeating: "let s = \"[\"\n", count: limit) + "let t = \"\\(" + String(repeating: "[", count: limit + 1) + "1"
            + String(repeating: "]", count: limit + 1) + ")\"\n"
        XCTAssertEqual(SourceText.refusal(for: Array(deep.utf8)), .nestedBrackets(depth: limit + 1, line: limit + 1, column: 12 + limit))
    }

    /// The bracket pre-filter jumps between brackets with memchr; it must agree with counting byte
    /// by byte (a `]` never takes the depth below zero) on any mix of brackets and other bytes.
    func testBracketPrefilterAgreesWithAByteCount() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("[[]]x\n".utf8)
        for length in [0, 1, 16, 17, 40, 200] {
            for _ in 0..<300 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                var depth = 0
                var exceeded = false
                for byte in bytes {
                    if byte == UInt8(ascii: "[") { depth += 1; exceeded = exceeded || depth > SourceText.maximumBracketNesting }
                    if byte == UInt8(ascii: "]") { depth = max(depth - 1, 0) }
                }
                let fast = bytes.withUnsafeBufferPointer { SourceText.byteBracketDepthExceedsMaximum($0) }
                XCTAssertEqual(fast, exceeded, String(decoding: bytes, as: UTF8.self))
            }
        }
        let ladder = Array((String(repeating: "[", count: 16) + "]" + "[").utf8)
        XCTAssertFalse(ladder.withUnsafeBufferPointer { SourceText.byteBracketDepthExceedsMaximum($0) })
        XCTAssertTrue(Array((String(repeating: "[", count: 16) + "x[").utf8).withUnsafeBufferPointer { SourceText.byteBracketDepthExceedsMaximum($0) })
    }

    func testByteOrderMarkIsNotAColumn() {
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("ab\r\ncd".utf8))
        XCTAssertEqual(text.lineCount, 2)
        XCTAssertEqual(text.position(ofOffset: 4), SourcePosition(offset: 4, line: 1, column: 2))
        XCTAssertEqual(text.lspPosition(ofOffset: 4, unit: .utf16).character, 1)
        XCTAssertEqual(text.offset(ofLine: 0, character: 0, unit: .utf16), 3, "an edit at the start goes after the BOM")
        XCTAssertEqual(text.lineText(0), "ab")
        XCTAssertEqual(text.position(ofOffset: 8), SourcePosition(offset: 8, line: 2, column: 2))
    }

    func testPathologicalGlobsMatchInPolynomialTime() {
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/") + "/" + String(repeating: "a", count: 60) + ".swift"
        let started = Date()
        XCTAssertFalse(Glob(String(repeating: "*a", count: 30) + "*b").matches(deep))
        XCTAssertFalse(Glob(String(repeating: "**/", count: 30) + "x").matches(deep))
        XCTAssertTrue(Glob(String(repeating: "**/", count: 30) + "*.swift").matches(deep))
        XCTAssertTrue(Glob("*a*a*a*.swift").matches(deep))
        XCTAssertTrue(Glob("d0/**/d39").matches(deep), "a directory pattern matches what is below it")
        XCTAssertTrue(Glob("?0/d1/**").matches(deep))
        XCTAssertFalse(Glob("d1/**").matches(deep))
        // Exponential matching took minutes on these; polynomial takes milliseconds even in debug.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testReplaceContentsNeverOverwritesAConcurrentEdit() throws {
        let path = write("View.swift", Array("old".utf8))
        try FileIO.replaceContents(of: path, expecting: Array("old".utf8), with: Array("fixed".utf8))
        XCTAssertEqual(FileIO.read(path), Array("fixed".utf8))

        // Edited by someone else after themelint read it: the edit stays.
        XCTAssertThrowsError(try FileIO.replaceContents(of: path, expecting: Array("old".utf8), with: Array("again".utf8))) { error in
            XCTAssertEqual("\(error)", "\(path): not fixed: the file changed on disk during the run; run themelint again")
        }
        XCTAssertEqual(FileIO.read(path), Array("fixed".utf8))

        let outside = write("Outside.swift", Array("old".utf8))
        let link = directory + "/Link.swift"
        XCTAssertEqual(symlink(outside, link), 0)
        XCTAssertThrowsError(try FileIO.replaceContents(of: link, expecting: Array("old".utf8), with: Array("fixed".utf8))) { error in
            XCTAssertEqual("\(error)", "\(link): not fixed: it is a symlink; fix the file it points to")
        }
        XCTAssertEqual(FileIO.read(outside), Array("old".utf8))
        var info = stat()
        XCTAssertEqual(lstat(link, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link is still a link")
    }

    func testBrokenSwiftLinksAreListedSoReadingReportsThem() throws {
        _ = write("Good.swift", Array("let x = 1\n".utf8))
        XCTAssertEqual(symlink("Nowhere.swift", directory + "/Broken.swift"), 0)
        XCTAssertEqual(symlink(directory, directory + "/Cycle"), 0)
        XCTAssertEqual(mkfifo(directory + "/Pipe.swift", 0o644), 0)
        let names = SourceDiscovery.swiftFiles(under: directory).map(FilePaths.fileName)
        XCTAssertEqual(names, ["Broken.swift", "Good.swift", "Pipe.swift"], "symlinked directories are still not followed")
        // A symlink to a directory named on the command line is followed.
        let link = NSTemporaryDirectory() + "themelint-hostile-link-\(UUID().uuidString)"
        XCTAssertEqual(symlink(directory, link), 0)
        defer { unlink(link) }
        XCTAssertEqual(SourceDiscovery.swiftFiles(under: link).count, 3)
    }

    func testURIPathsAreNormalisedAndNULRefused() throws {
        XCTAssertEqual(try DocumentURI.path(fromURI: "file:///ws/Sources/../Generated/A.swift"), "/ws/Generated/A.swift")
        XCTAssertEqual(try DocumentURI.path(fromURI: "file:///ws/Sources/%2E%2E/%2e%2e/etc/A.swift"), "/etc/A.swift")
        XCTAssertEqual(try DocumentURI.path(fromURI: "file:///../../A.swift"), "/A.swift")
        XCTAssertThrowsError(try DocumentURI.path(fromURI: "file:///ws/A%00.swift")) { error in
            XCTAssertEqual((error as? ResponseError)?.code, ResponseError.invalidParamsCode)
        }
    }

    func testMaxFileSizeIsValidated() throws {
        XCTAssertEqual(try makeSettings(config: ["maxFileSize": 1024]).configuration.maxFileSize, 1024)
        XCTAssertEqual(try makeSettings(config: nil).configuration.maxFileSize, FileIO.defaultMaximumSourceSize)
        for bad: JSON in ["big", -1, 0, 1.5] {
            XCTAssertThrowsError(try makeSettings(config: ["maxFileSize": bad])) { error in
                XCTAssertTrue("\(error)".contains("maxFileSize: expected a positive whole number of bytes"), "\(error)")
            }
        }
    }
}
