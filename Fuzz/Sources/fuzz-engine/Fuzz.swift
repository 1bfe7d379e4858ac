// fuzz-engine: the whole lint engine and the fixer over arbitrary source text: any bytes the CLI
// and the server do not refuse (SourceText.refusal: NUL, invalid UTF-8, deep `[` nesting). All
// rules run, under settings taken from the rule files' example configs (so palettes, scales,
// wrappers and deployment targets make the fix paths run), and for a third of the inputs also
// under the input's own discovered tokens. Checked:
// - every finding is well-formed (bounds, positions, sorted, enabled rule, non-overlapping fix edits);
// - the CLI's first pass (linted before discovery, settled after) equals a lint with the final settings;
// - fixing either refuses and changes nothing, or changes the text without breaking its syntax;
// - re-linting an edited text while reusing the previous findings (the server's incremental path)
//   equals a fresh lint; so does linting the server's incremental re-parse of the edited document;
// - the server's incremental-parse guard sees every regex literal and raw string the lexer makes;
// - the discovery facts the first pass gathers on its lint walk equal the providers' own walks'.

import FuzzSupport
import SwiftParser
import SwiftSyntax
@testable import ThemelintCore
import ThemelintJSON
@testable import ThemelintServer

/// One way to configure a lint: a rule example's config (merged over its rule's example config).
struct Variant {
    let settings: FileSettings
    let path: String
    let discover: Bool
}

let variants: [Variant] = {
    var seen = Set<String>()
    var result: [Variant] = []
    for rule in RuleCatalog.all {
        for example in rule.triggering + rule.nonTriggering {
            let config: JSON
            switch (rule.exampleConfig, example.config) {
            case (nil, nil): config = [:]
            case (let base?, nil): config = base
            case (nil, let own?): config = own
            case (let base?, let own?): config = JSON.deepMerge(base, own)
            }
            let path = "/virtual/Sources/App/" + (example.fileName ?? "Example.swift")
            let key = config.serialized() + "|" + path + "|\(example.discover)"
            guard seen.insert(key).inserted else { continue }
            do {
                let configuration = try Configuration.decode(config, path: "<fuzz>", root: "/virtual", knownRules: RuleCatalog.ids)
                let target = configuration.deploymentTarget.map { DeploymentTarget($0, origin: "config") } ?? .fallback
                result.append(Variant(settings: FileSettings(configuration: configuration, deploymentTarget: target), path: path, discover: example.discover))
            } catch {
                fatalError("rule example config of \(rule.id) does not decode: \(error)")
            }
        }
    }
    return result
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    // What the CLI and the server refuse to lint (binary, invalid UTF-8, parser-hostile nesting)
    // never reaches the engine; fuzz-positions checks the refusal itself.
    if SourceText.refusal(for: bytes) != nil { return 0 }
    // Choices come from a hash, so every input (including the plain-source seeds) is source text only.
    let hash = fuzzHash(bytes)
    let variant = variants[Int(hash % UInt64(variants.count))]
    let source = SourceText(bytes: bytes)
    var settings = variant.settings
    if variant.discover || (hash >> 8) % 3 == 0 {
        let discovered = ProjectDiscovery.scan(sources: [(variant.path, source.text)]).tokens
        settings = settings.merging(discovered)
    }
    let path = variant.path
    let includeUnsafe = (hash >> 16) & 1 == 0

    let tree = LintEngine.parse(source)
    // The server parses incrementally only texts the guard clears; swift-syntax 603 can trap when
    // it resumes in a regex-literal or raw-string lexer state, so the guard must see every one.
    fuzzCheck(!IncrementalParseGuard.lexedUnsafeState(tree) || Document(uri: "file://" + variant.path, path: variant.path, version: 1, source: source).mustParseFromScratch,
        "the tree has a regex literal or raw string the incremental-parse guard did not see")
    let findings = LintEngine.lint(source, path: path, settings: settings, tree: tree, reusing: nil)
    let (diagnostics, statements) = (findings.diagnostics, findings.statements)
    checkFindings(diagnostics, in: source, settings: settings)

    // The CLI's first pass: linted under the config alone, settled once discovery is done; the same
    // walk gathers the facts of the providers that ride on it, which must equal their own walks'.
    var walkedFacts = ProjectDiscovery.facts(for: path, root: "/virtual", source: source, tree: tree, walkedByLint: true)
    var deferred: DeferredLint!
    ProjectDiscovery.collectWhileLinting(path, root: "/virtual", source: source, tree: tree, into: &walkedFacts) {
        deferred = LintEngine.lintDeferring(source, path: path, settings: variant.settings, tree: tree, discovery: $0)
    }
    fuzzCheck(walkedFacts.entry == ProjectDiscovery.facts(for: path, root: "/virtual", source: source, tree: tree).entry,
        "discovery facts gathered on the lint walk differ from the providers' own walks")
    if deferred.consulted.isDisjoint(with: variant.settings.configuration.aspects(differingFrom: settings.configuration)) {
        let settled = LintEngine.settle(deferred, source: source, settings: settings)
        fuzzCheck(settled == diagnostics, "a first-pass lint settled after discovery differs from a lint with the final settings:\n\(settled)\nvs\n\(diagnostics)")
    }

    // Each input takes one of two paths (a hash bit), so an execution costs about three parses and lints.
    let edited: SourceText
    let editedTree: SourceFileSyntax
    let freshFindings: [Diagnostic]
    if (hash >> 17) & 1 == 0 {
        let outcome = Fixer.fixAll(source, path: path, settings: settings, includeUnsafe: includeUnsafe)
        let fixed = SourceText(bytes: outcome.bytes)
        checkFindings(outcome.remaining, in: fixed, settings: settings)
        if let refusal = outcome.refusal {
            fuzzCheck(outcome.bytes == bytes && outcome.appliedFixes == 0 && !outcome.changed, "a refused fix (\(refusal)) changed the text")
        }
        guard outcome.changed else {
            fuzzCheck(outcome.bytes == bytes, "no fix applied but the text changed")
            return 0
        }
        fuzzCheck(outcome.bytes != bytes, "\(outcome.appliedFixes) fixes were applied but the text is unchanged (a fix that fixes nothing)")
        edited = fixed
        editedTree = LintEngine.parse(edited)
        fuzzCheck(tree.hasError || !editedTree.hasError, "fixes introduced a syntax error without refusing")
        freshFindings = outcome.remaining
    } else {
        // The input with a few whole scalars cut out, as an editor cuts: later statements move.
        var cut = bytes
        if !cut.isEmpty {
            var start = Int((hash >> 20) % UInt64(cut.count))
            var end = min(start + Int((hash >> 40) % 16) + 1, cut.count)
            while start > 0 && cut[start] & 0xC0 == 0x80 { start -= 1 }
            while end < cut.count && cut[end] & 0xC0 == 0x80 { end += 1 }
            cut.removeSubrange(start..<end)
        }
        // Cutting a `]` can nest brackets deeper than the refusal allows.
        if SourceText.refusal(for: cut) != nil { return 0 }
        edited = SourceText(bytes: cut)
        editedTree = LintEngine.parse(edited)
        freshFindings = LintEngine.lint(edited, path: path, settings: settings, tree: editedTree)
        checkFindings(freshFindings, in: edited, settings: settings)
    }
    // The server's re-lint of the new version, reusing the unchanged statements' findings.
    let reused = LintEngine.lint(edited, path: path, settings: settings, tree: editedTree, reusing: statements).diagnostics
    fuzzCheck(reused == freshFindings, "re-lint reusing unchanged statements differs from a fresh lint:\n\(reused)\nvs\n\(freshFindings)")

    if (hash >> 48) % 8 == 0 { checkIncrementalDocument(from: source, to: edited, editedTree: editedTree, findings: freshFindings, path: path, settings: settings) }
    return 0
}

func checkFindings(_ diagnostics: [Diagnostic], in source: SourceText, settings: FileSettings) {
    let count = source.bytes.count
    var previous: (Int, String)?
    for diagnostic in diagnostics {
        let (start, end) = (diagnostic.range.start, diagnostic.range.end)
        fuzzCheck(0 <= start.offset && start.offset <= end.offset && end.offset <= count, "\(diagnostic.rule) range \(start.offset)..<\(end.offset) outside \(count) bytes")
        fuzzCheck(start == source.position(ofOffset: start.offset) && end == source.position(ofOffset: end.offset), "\(diagnostic.rule) line/column disagree with its offsets")
        fuzzCheck(RuleCatalog.descriptor(diagnostic.rule) != nil, "unknown rule \(diagnostic.rule)")
        // Compat findings on an assumed deployment target are capped at warning: they rest on a guess.
        // A padding or spacing literal in a project without that scale, or a negative one, is information only;
        // so is one off a scale of one or two named constants, which is no grid, however far off.
        let configured = settings.severity(of: diagnostic.rule)
        let cap: Severity
        switch diagnostic.rule {
        case "missing-compat-wrapper": cap = settings.deploymentTarget.isAssumed ? .warning : .error
        case "hardcoded-padding", "hardcoded-spacing":
            let value = if case .number(let value)? = diagnostic.value { value } else { 0.0 }
            let padding = diagnostic.rule == "hardcoded-padding"
            let scale = padding ? settings.configuration.padding : settings.configuration.spacing
            let grid = scale.steps.count >= 3 || !scale.exactSteps(for: abs(value)).isEmpty
            cap = settings.configuration.isEstablished(padding ? "padding" : "spacing") && value >= 0 && grid ? .error : .info
        default: cap = .error
        }
        let expected = configured.map { min($0, cap) }
        fuzzCheck(expected == diagnostic.severity, "\(diagnostic.rule) reported at \(diagnostic.severity), configured \(String(describing: configured))")
        fuzzCheck(!diagnostic.message.isEmpty, "\(diagnostic.rule) has an empty message")
        if let previous { fuzzCheck(previous <= (start.offset, diagnostic.rule), "findings are not sorted by offset and rule") }
        previous = (start.offset, diagnostic.rule)
        guard let fix = diagnostic.fix else { continue }
        fuzzCheck(!fix.edits.isEmpty, "\(diagnostic.rule) fix has no edits")
        let edits = fix.edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        for (index, edit) in edits.enumerated() {
            fuzzCheck(0 <= edit.start && edit.start <= edit.end && edit.end <= count, "\(diagnostic.rule) fix edit \(edit.start)..<\(edit.end) outside \(count) bytes")
            if index > 0 { fuzzCheck(edits[index - 1].end <= edit.start, "\(diagnostic.rule) fix edits overlap: \(edits)") }
        }
    }
}

/// The server's path for an edit: the old document's parse is reused by an incremental parse of the
/// new text, and the new text is linted with that tree. Both must match a fresh parse and lint.
func checkIncrementalDocument(
    from old: SourceText, to new: SourceText, editedTree: SourceFileSyntax, findings: [Diagnostic], path: String, settings: FileSettings
) {
    // Documents reach the server as JSON strings, so only valid UTF-8 applies.
    guard String(validating: old.bytes, as: UTF8.self) != nil, String(validating: new.bytes, as: UTF8.self) != nil,
        let edit = LSPConverter.minimalEdit(from: old.bytes, to: new.bytes)
    else { return }
    var document = Document(uri: "file://" + path, path: path, version: 1, source: old)
    document.baseParse = document.parse()
    let start = old.lspPosition(ofOffset: edit.start, unit: .utf16)
    let end = old.lspPosition(ofOffset: edit.end, unit: .utf16)
    let change = ContentChange(range: ((start.line, start.character), (end.line, end.character)), text: edit.newText)
    let updated = document.applying([change], version: 2, encoding: .utf16)
    fuzzCheck(updated.source.bytes == new.bytes, "applying the minimal edit as an LSP change did not give the new text")
    let incremental = updated.parse().tree
    fuzzCheck(incremental.description == new.text, "incremental re-parse does not hold the new text")
    // In error recovery swift-syntax's incremental parser may split unexpected text into other tokens
    // than a fresh parse, and recover into other nodes, so findings in such text can differ too
    // (FuzzRegressionTests keeps an input of the first kind; the server's background rebase replaces
    // such trees with a fresh parse). Text that parses without errors must come out the same.
    guard !editedTree.hasError else { return }
    fuzzCheck(sameShape(incremental, editedTree), "incremental re-parse differs from a fresh parse")
    let linted = LintEngine.lint(updated.source, path: path, settings: settings, tree: incremental)
    fuzzCheck(linted == findings, "linting the incremental tree differs from a fresh lint")
}

/// Same tokens (kind and text) held by the same kinds of nodes.
func sameShape(_ left: SourceFileSyntax, _ right: SourceFileSyntax) -> Bool {
    var rightTokens = right.tokens(viewMode: .all).makeIterator()
    for token in left.tokens(viewMode: .all) {
        guard let other = rightTokens.next(), token.tokenKind == other.tokenKind, token.parent?.kind == other.parent?.kind,
            token.leadingTrivia == other.leadingTrivia, token.trailingTrivia == other.trailingTrivia
        else { return false }
    }
    return rightTokens.next() == nil
}
