// Hover owns what the server says about the value under the cursor: for a hardcoded colour or
// dimension (found by the engine's own diagnostics) its value and the nearest design tokens with
// their distances; for a token reference, its value (light and dark) and where it is defined.

import SwiftSyntax
import ThemelintCore
import ThemelintJSON

public struct HoverContent: Equatable, Sendable {
    public let markdown: String
    public let start: Int
    public let end: Int
}

public enum HoverBuilder {
    public static func hover(at offset: Int, in analysis: Analysis) -> HoverContent? {
        let covering = analysis.diagnostics
            .filter { $0.range.start.offset <= offset && offset <= $0.range.end.offset }
            .sorted { ($0.range.end.offset - $0.range.start.offset) < ($1.range.end.offset - $1.range.start.offset) }
        let configuration = analysis.settings.configuration
        for diagnostic in covering {
            let (start, end) = (diagnostic.range.start.offset, diagnostic.range.end.offset)
            switch diagnostic.rule {
            case "hardcoded-color":
                guard case .color(let color)? = diagnostic.value else { continue }
                return HoverContent(markdown: colorLiteral(color, palette: configuration.colors, source: analysis.source.slice(start, end)), start: start, end: end)
            case "hardcoded-padding", "hardcoded-spacing":
                guard case .number(let value)? = diagnostic.value else { continue }
                let scale = diagnostic.rule == "hardcoded-padding" ? configuration.padding : configuration.spacing
                return HoverContent(markdown: dimensionLiteral(value, scale: scale), start: start, end: end)
            default:
                continue
            }
        }
        return tokenReference(at: offset, in: analysis)
    }

    // MARK: Literals

    static func describe(_ color: RGBA) -> String {
        let (r, g, b) = color.bytes
        let alpha = color.alpha < 1 ? ", alpha \(formatNumber((color.alpha * 100).rounded() / 100))" : ""
        return "`\(color.hexString)` (rgb \(r), \(g), \(b)\(alpha))"
    }

    static func colorLiteral(_ color: RGBA, palette: ColorPalette, source: String) -> String {
        var text = "**Hardcoded colour** \(describe(color))\n\n"
        guard !palette.tokens.isEmpty else {
            return text + "No colour tokens are configured (`tokens.colors` in `.themelint.json`), so there is nothing to compare with."
        }
        let ranked = palette.tokens.map { ($0, ColorDifference.ciede2000(color, $0.light)) }.sorted { $0.1 < $1.1 }.prefix(3)
        text += "Nearest theme tokens (CIEDE2000 ΔE; under 1 is indistinguishable, under 5 close):\n\n"
        for (token, distance) in ranked {
            let exact = token.light.sameColor(as: color) ? " — exact match" : token.light.sameRGB(as: color) ? " — same RGB, different alpha" : ""
            text += "- `\(token.accessor)` `\(token.light.hexString)` — ΔE \(formatNumber((distance * 10).rounded() / 10))\(exact)\n"
        }
        return text
    }

    static func dimensionLiteral(_ value: Double, scale: DimensionScale) -> String {
        let magnitude = abs(value)
        var text = "**Hardcoded \(scale.kind)** `\(formatNumber(value))` pt\n\n"
        let ranked = scale.steps.sorted { (abs($0.value - magnitude), $0.value) < (abs($1.value - magnitude), $1.value) }.prefix(3)
        text += "Nearest \(scale.kind) steps:\n\n"
        for step in ranked {
            let difference = step.value - magnitude
            let delta = difference == 0 ? "exact" : (difference > 0 ? "+" : "") + formatNumber(difference) + " pt"
            text += "- `\(scale.accessor(for: step))` = \(formatNumber(step.value)) — \(delta)\n"
        }
        return text
    }

    // MARK: Token references

    static func tokenReference(at offset: Int, in analysis: Analysis) -> HoverContent? {
        guard offset <= analysis.source.bytes.count, let token = analysis.tree.token(at: AbsolutePosition(utf8Offset: min(offset, max(analysis.source.bytes.count - 1, 0)))) else { return nil }
        let configuration = analysis.settings.configuration
        var colors: [String: ColorToken] = [:]
        for color in configuration.colors.tokens { colors[color.accessor] = color }
        var dimensions: [String: (DimensionScale, DimensionScale.Step)] = [:]
        for scale in [configuration.padding, configuration.spacing] {
            for step in scale.steps { dimensions[scale.accessor(for: step)] = (scale, step) }
        }
        var node: Syntax? = Syntax(token)
        var depth = 0
        while let current = node, depth < 8 {
            defer {
                node = current.parent
                depth += 1
            }
            guard current.is(ExprSyntax.self) else { continue }
            let text = current.trimmedSource
            guard text.utf8.count < 200 else { break }
            if let color = colors[text] ?? implicitColor(current, colors: configuration.colors) {
                return HoverContent(
                    markdown: colorToken(color, root: analysis.settings.configuration.root), start: current.startOffset, end: current.endOffset)
            }
            if let (scale, step) = dimensions[text] {
                let origin = scale == DimensionScale.defaultPadding || scale == DimensionScale.defaultSpacing
                    ? "the built-in default scale" : "`tokens.\(scale.kind)` in \(configuration.path.map { link($0) } ?? "the configuration")"
                return HoverContent(
                    markdown: "**\(scale.kind.capitalized) token** `\(text)`\n\nValue: \(formatNumber(step.value)) pt (step `\(step.name)`)\n\nDefined by \(origin)",
                    start: current.startOffset, end: current.endOffset)
            }
        }
        return nil
    }

    /// `.brandPrimary` where a `Color.brandPrimary` token exists.
    static func implicitColor(_ node: Syntax, colors: ColorPalette) -> ColorToken? {
        guard let member = node.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.text
        return colors.tokens.first { $0.accessor.hasSuffix("." + name) }
    }

    static func colorToken(_ token: ColorToken, root: String) -> String {
        var text = "**Colour token** `\(token.accessor)`\n\n- light: \(describe(token.light))\n"
        if let dark = token.dark {
            text += "- dark: \(describe(dark))\(dark.sameColor(as: token.light) ? " (same as light)" : "")\n"
        } else {
            text += "- dark: not set (the light value is used)\n"
        }
        text += "\nDefined in \(definition(of: token, root: root))"
        return text
    }

    /// Discovered tokens know their Swift or asset file and line; configured ones live in the config file.
    static func definition(of token: ColorToken, root: String) -> String {
        guard let line = token.line else { return link(token.origin, key: token.name) }
        let path = token.origin.hasPrefix("/") ? token.origin : FilePaths.resolve(token.origin, relativeTo: root)
        return "[\(token.origin):\(line)](\(DocumentURI.uri(fromPath: path))#L\(line))"
    }

    /// A Markdown link to a config file, at the line that names `key` when it can be found.
    static func link(_ path: String, key: String? = nil) -> String {
        var line: Int?
        if let key, let bytes = FileIO.read(path) {
            let source = SourceText(bytes: bytes)
            let needle = "\"\(key)\""
            line = (0..<source.lineCount).first { source.lineText($0).contains(needle) }.map { $0 + 1 }
        }
        let uri = DocumentURI.uri(fromPath: path) + (line.map { "#L\($0)" } ?? "")
        return "[\(FilePaths.fileName(path))\(line.map { ":\($0)" } ?? "")](\(uri))"
    }
}

extension Server {
    func hover(_ context: RequestContext, _ raw: JSON?) throws(ResponseError) -> RequestOutcome {
        let params = Params(raw)
        let uri = try params.documentURI()
        let position = try params["position"].position()
        requestQueue.async { [unowned self] in
            guard !context.isCancelled else { return context.reply(.failure(.cancelled)) }
            guard let analysis = analysis(for: uri) else { return context.reply(.success(.null)) }
            let converter = self.converter
            let offset = analysis.source.offset(ofLine: position.line, character: position.character, unit: converter.encoding)
            guard let content = HoverBuilder.hover(at: offset, in: analysis) else { return context.reply(.success(.null)) }
            let markdown = locked { client.hoverMarkdown }
            context.reply(.success([
                "contents": ["kind": .string(markdown ? "markdown" : "plaintext"), "value": .string(content.markdown)],
                "range": converter.range(content.start, content.end, in: analysis.source),
            ]))
        }
        return .deferred
    }
}
