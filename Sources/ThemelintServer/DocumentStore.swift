// DocumentStore owns the open documents: their text, version and incremental edits (LSP ranges in
// the negotiated encoding, converted through SourceText), plus the latest analysis of each. It is
// the one lock the server's threads share for document state.

import Foundation
import SwiftParser
import SwiftSyntax
import ThemelintCore

/// One open document at one version. Immutable: an edit makes a new value.
public struct Document: Sendable {
    public let uri: String
    public let path: String
    public let version: Int
    public let source: SourceText
    /// The last parse this document has, and the edits made since, for incremental re-parsing.
    public var baseParse: IncrementalParseResult?
    public var editsSinceBase: [SourceEdit] = []
    /// Bumped whenever `baseParse` is replaced, so a stale parse is never recorded over a newer one.
    public var baseGeneration = 0
    /// How many incremental parses in a row led to `baseParse` (0: it was a full parse).
    public var baseChainLength = 0
    /// True once the document was changed after it was opened: it is being typed in.
    public var edited = false
    /// While a background rebase runs (`DocumentStore.unsafeBeginRebase`): the edits made since the
    /// text it parses, so its tree can take over however many parses are recorded meanwhile.
    public var pendingRebase: PendingRebase?

    public struct PendingRebase: Sendable {
        let token: Int
        var edits: [SourceEdit]
    }

    /// swift-syntax 603's incremental parser can trap in its lexer on this text (a raw string or a
    /// regex literal may start in it: IncrementalParseGuard), so it is always parsed from scratch.
    public let mustParseFromScratch: Bool

    public init(uri: String, path: String, version: Int, source: SourceText) {
        self.uri = uri
        self.path = path
        self.version = version
        self.source = source
        self.mustParseFromScratch = IncrementalParseGuard.mayEnterUnsafeLexerState(source)
    }
}

/// An LSP `TextDocumentContentChangeEvent`: a range edit, or the whole text when `range` is nil.
public struct ContentChange: Equatable, Sendable {
    public typealias Position = (line: Int, character: Int)
    public let start: Position?
    public let end: Position?
    public let text: String

    public init(range: (start: Position, end: Position)?, text: String) {
        self.start = range?.start
        self.end = range?.end
        self.text = text
    }

    public static func == (lhs: ContentChange, rhs: ContentChange) -> Bool {
        lhs.text == rhs.text && lhs.start?.line == rhs.start?.line && lhs.start?.character == rhs.start?.character
            && lhs.end?.line == rhs.end?.line && lhs.end?.character == rhs.end?.character
    }
}

extension Document {
    /// Applies changes in order, each against the text the previous one produced (as LSP specifies).
    public func applying(_ changes: [ContentChange], version newVersion: Int, encoding: ColumnUnit) -> Document {
        var current = source
        var edits = editsSinceBase
        var base = baseParse
        var generation = baseGeneration
        var chainLength = baseChainLength
        var rebase = pendingRebase
        for change in changes {
            let replacement = Array(change.text.utf8)
            guard let start = change.start, let end = change.end else {
                current = SourceText(bytes: replacement)
                base = nil
                edits = []
                generation += 1
                chainLength = 0
                rebase = nil
                continue
            }
            var lower = current.offset(ofLine: start.line, character: start.character, unit: encoding)
            var upper = current.offset(ofLine: end.line, character: end.character, unit: encoding)
            if upper < lower { swap(&lower, &upper) }
            let edit = SourceEdit(range: AbsolutePosition(utf8Offset: lower)..<AbsolutePosition(utf8Offset: upper), replacement: replacement)
            edits.append(edit)
            rebase?.edits.append(edit)
            current = current.replacing(lower..<upper, with: replacement)
        }
        var document = Document(uri: uri, path: path, version: newVersion, source: current)
        document.baseParse = base
        document.editsSinceBase = edits
        document.baseGeneration = generation
        document.baseChainLength = chainLength
        document.pendingRebase = rebase
        document.edited = true
        return document
    }

    /// How many incremental parses may build on each other before a full one. A tree that reuses
    /// nodes of the previous tree keeps that tree's arena alive (swift-syntax arenas retain the arenas
    /// they borrow from), and each arena holds a copy of the source: an unbroken chain grows by about
    /// the file's size with every parse, for as long as the file is edited. A full parse now and then
    /// starts a fresh arena and frees the chain: per edited file at most this many copies are kept
    /// (13 MB for a 400 KB file). The background parse that ends a chain cost twice the keystrokes'
    /// own work at 16 (callgrind, typing into a 10,000-line file): at 32 it costs half as much.
    public static let maximumIncrementalChain = 32

    /// From this chain length on, the server parses the text afresh off the edit path and rebases the
    /// chain on that tree (`DocumentStore.unsafeBeginRebase`), so the full parse above is a fallback
    /// that a keystroke seldom pays for.
    public static let backgroundRebaseChain = maximumIncrementalChain / 2

    /// True when `parse()` reuses `baseParse`; false when it parses from scratch.
    public var parsesIncrementally: Bool { baseParse != nil && baseChainLength < Self.maximumIncrementalChain && !mustParseFromScratch }

    /// Parses the current text, reusing the previous tree's unchanged nodes when there is one.
    public func parse() -> IncrementalParseResult {
        let transition = (parsesIncrementally ? baseParse : nil).map {
            IncrementalParseTransition(previousIncrementalParseResult: $0, edits: ConcurrentEdits(fromSequential: editsSinceBase))
        }
        return source.bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: transition) }
    }

    /// A parse of `source` from scratch that later edits can build on: what a background rebase needs.
    public static func parseFromScratch(_ source: SourceText) -> IncrementalParseResult {
        source.bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
    }
}

/// A document's lint result at one version and one configuration generation.
public struct Analysis: Sendable {
    public let uri: String
    public let version: Int
    public let configGeneration: Int
    public let source: SourceText
    /// Kept for documents being edited; parsed again on demand (hover) for the others.
    private let storedTree: SourceFileSyntax?
    public let findings: LintFindings
    public let settings: FileSettings

    public init(
        uri: String, version: Int, configGeneration: Int, source: SourceText, tree: SourceFileSyntax?, findings: LintFindings, settings: FileSettings
    ) {
        self.uri = uri
        self.version = version
        self.configGeneration = configGeneration
        self.source = source
        self.storedTree = tree
        self.findings = findings
        self.settings = settings
    }

    public var diagnostics: [Diagnostic] { findings.diagnostics }

    /// Per-statement findings, so the next version re-lints only the statements an edit touched.
    public var statements: StatementFindings? { findings.statements }

    public var tree: SourceFileSyntax { storedTree ?? LintEngine.parse(source) }

    /// True for documents being edited: they keep their tree (and their serialised findings).
    public var isBeingEdited: Bool { storedTree != nil }

    public var resultID: String { "\(version).\(configGeneration).\(findings.count)" }
}

public final class DocumentStore: @unchecked Sendable {
    private let lock = NSLock()
    private var documents: [String: Document] = [:]
    private var analyses: [String: Analysis] = [:]
    /// Base generations are unique across documents and reopenings, so a parse or rebase of a
    /// document that was closed and opened again meanwhile can never pass for the current base.
    private var lastGeneration = 0

    public init() {}

    private func freshGeneration() -> Int {
        lastGeneration += 1
        return lastGeneration
    }

    /// Runs `body` with the store locked; publication checks "still the latest version" inside it.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    public func open(_ document: Document) {
        withLock {
            var document = document
            document.baseGeneration = freshGeneration()
            documents[document.uri] = document
            analyses[document.uri] = nil
        }
    }

    public func close(_ uri: String) {
        withLock {
            documents[uri] = nil
            analyses[uri] = nil
        }
    }

    public subscript(uri: String) -> Document? { withLock { documents[uri] } }

    public var uris: [String] { withLock { Array(documents.keys).sorted() } }
    public var all: [Document] { withLock { documents.values.sorted { $0.uri < $1.uri } } }

    /// Applies an edit; nil when the document is not open.
    @discardableResult
    public func change(_ uri: String, version: Int, changes: [ContentChange], encoding: ColumnUnit) -> Document? {
        withLock {
            guard let document = documents[uri] else { return nil }
            var updated = document.applying(changes, version: version, encoding: encoding)
            if updated.baseGeneration != document.baseGeneration { updated.baseGeneration = freshGeneration() }
            documents[uri] = updated
            return updated
        }
    }

    /// Caller holds the lock (inside `withLock`).
    public func unsafeDocument(_ uri: String) -> Document? { documents[uri] }

    /// Records a parse made from `snapshot`: the new base for later incremental parses. Edits that
    /// arrived since the snapshot stay queued on top of it. Returns the document as updated, or nil
    /// when another parse was recorded (or the document reopened) since. Caller holds the lock.
    @discardableResult
    public func unsafeRecordParse(_ result: IncrementalParseResult, of snapshot: Document) -> Document? {
        guard var document = documents[snapshot.uri], document.baseGeneration == snapshot.baseGeneration,
            document.editsSinceBase.count >= snapshot.editsSinceBase.count
        else { return nil }
        document.editsSinceBase.removeFirst(snapshot.editsSinceBase.count)
        document.baseParse = result
        document.baseGeneration = freshGeneration()
        document.baseChainLength = snapshot.parsesIncrementally ? snapshot.baseChainLength + 1 : 0
        documents[snapshot.uri] = document
        return document
    }

    /// Starts a rebase on a full parse of the base recorded as `generation` (the caller parses its
    /// text off the edit path): from now on the edits since that text are kept aside as well. Returns
    /// the token for `unsafeRebase`, or nil when that base is gone or a rebase is already running.
    public func unsafeBeginRebase(_ uri: String, generation: Int) -> Int? {
        guard var document = documents[uri], document.baseGeneration == generation, document.pendingRebase == nil else { return nil }
        let token = freshGeneration()
        document.pendingRebase = Document.PendingRebase(token: token, edits: document.editsSinceBase)
        documents[uri] = document
        return token
    }

    /// Makes `fresh`, the full parse of a rebase begun with `token`, the base, with the edits made
    /// since its text on top: this ends the chain of arenas however many parses were recorded
    /// meanwhile. Ignored when the text was replaced or the document reopened since.
    @discardableResult
    public func unsafeRebase(_ uri: String, token: Int, on fresh: IncrementalParseResult) -> Bool {
        guard var document = documents[uri], let pending = document.pendingRebase, pending.token == token else { return false }
        document.baseParse = fresh
        document.editsSinceBase = pending.edits
        document.pendingRebase = nil
        document.baseGeneration = freshGeneration()
        document.baseChainLength = 0
        documents[uri] = document
        return true
    }

    public func unsafeRemove(_ uri: String) {
        documents[uri] = nil
        analyses[uri] = nil
    }

    public func unsafeStore(_ analysis: Analysis) { analyses[analysis.uri] = analysis }
    public func unsafeAnalysis(_ uri: String) -> Analysis? { analyses[uri] }

    public func invalidateAnalyses() { withLock { analyses.removeAll() } }
}
