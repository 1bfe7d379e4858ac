// The design system as themelint knows it: colour tokens and dimension scales, and the
// lookups that turn a hardcoded value into the project's own accessor.

import Foundation

public struct ColorToken: Equatable, Sendable {
    public let name: String
    public let accessor: String
    public var light: RGBA { didSet { (lightLab, lightBytes) = (LabColor(light), light.packedBytes) } }
    public let dark: RGBA?
    /// Where the token was declared: a config file, or the Swift / asset file discovery read it from.
    public let origin: String
    /// 1-based line in `origin` for discovered tokens; nil for config tokens.
    public var line: Int?
    /// The provider that discovered the token ("config" for `.themelint.json`).
    public var provider: String = "config"
    /// What to write when the colour is the sole argument of a colour modifier, e.g. SwiftTheming's
    /// `.foregroundColor(ColorAsset.fontColor)` instead of `.foregroundColor(Color(ColorAsset.fontColor))`.
    public var modifierAccessor: String?
    /// The environment value the accessor reads through (DB UX's `dsActiveColorScheme`): the token is
    /// offered only inside types that declare `@Environment(\.key) var name`, and `{env}` in the
    /// accessor becomes that `name`.
    public var environmentKey: String?
    /// How often the project's code already references the accessor; breaks ties between tokens with the same value.
    public var usage: Int = 0
    /// `light` in CIE L*a*b*, computed once: nearest-token matching compares every literal with every token.
    private(set) var lightLab: LabColor
    /// `light` in 8-bit channels, computed once, as `lightLab` is: exact matching compares every token too.
    private(set) var lightBytes: UInt32
    private let targetFolder: String?
    /// The eight hex digits the token was written with (`Color(hex: "59000000")`): which byte is alpha is the
    /// project's own `init(hex:)`'s choice, known only once every file is read (`ProjectDiscovery`).
    public var eightHexDigits: UInt64?

    public init(name: String, accessor: String, light: RGBA, dark: RGBA? = nil, origin: String, line: Int? = nil) {
        self.name = name
        self.accessor = accessor
        self.light = light
        self.lightLab = LabColor(light)
        self.lightBytes = light.packedBytes
        self.targetFolder = Self.targetFolder(accessor: accessor, origin: origin)
        self.dark = dark
        self.origin = origin
        self.line = line
    }

    /// `Color("name", bundle: .module)`: the colour set is in a package target's bundle, which that
    /// target alone reaches as `.module`.
    public var isTargetLocal: Bool { accessor.hasSuffix(", bundle: .module)") }

    /// For a target-local token, whether a file at `path` is in its target (`…/Sources/DesignSystem/`,
    /// read from where the colour set is); always true for other tokens.
    public func isReachable(from path: String) -> Bool {
        guard let targetFolder else { return true }
        return ("/" + path).containsText(targetFolder)
    }

    /// `/…/Sources/Target/` for a target-local token, found once: every finding asks `isReachable`.
    private static func targetFolder(accessor: String, origin: String) -> String? {
        guard accessor.hasSuffix(", bundle: .module)"), let sources = origin.range(of: "Sources/", options: .backwards) else { return nil }
        let target = origin[sources.upperBound...].prefix { $0 != "/" }
        return "/" + origin[..<sources.upperBound] + target + "/"
    }

    /// True when the token looks the same in dark mode, so swapping a fixed literal for it keeps behaviour.
    public var isAppearanceIndependent: Bool { dark == nil || dark!.sameColor(as: light) }

    /// `origin:line` for discovered tokens, the origin alone for configured ones.
    public var location: String { line.map { "\(origin):\($0)" } ?? origin }

    /// The accessor as written in a scope whose environment bindings are `environment` (key -> variable name).
    public func accessor(environment: [String: String]) -> String? {
        guard let key = environmentKey else { return accessor }
        return environment[key].map { accessor.replacingAll("{env}", with: $0) }
    }
}

public struct ColorMatch: Sendable {
    public enum Kind: Sendable {
        case exact
        /// Same RGB as an opaque token: the fix is `token.opacity(literal alpha)`.
        case sameRGB
        case near(deltaE: Double)
        /// The token's dark-mode value exactly, and no light value is close: a literal copied from a dark design.
        case darkValue
    }
    public let token: ColorToken
    public let kind: Kind
    /// Other tokens (other accessors) with exactly the value `token` has: which one the literal means
    /// is the author's call, so a fix to `token` is no longer behaviour-preserving in intent.
    public var alternatives: [ColorToken] = []
}

public struct ColorPalette: Equatable, Sendable {
    public var tokens: [ColorToken] { didSet { memo = MatchMemo() } }
    /// Matches already made, shared by the copies of this palette (every file's settings hold one):
    /// code repeats a few colours, and each new literal is compared with every token in L*a*b*.
    private var memo = MatchMemo()

    /// Members of `Color` the project declares itself whatever their value (`static let red = Color("statusRed")`).
    public var shadowedMembers: Set<String> = []
    /// The project's `View` methods whose one parameter is a `Color` (`DiscoveredTokens.colourMethods`).
    public var colourMethods: Set<String> = []

    public init(_ tokens: [ColorToken] = []) { self.tokens = tokens }

    public static func == (lhs: ColorPalette, rhs: ColorPalette) -> Bool { lhs.tokens == rhs.tokens && lhs.shadowedMembers == rhs.shadowedMembers && lhs.colourMethods == rhs.colourMethods }

    /// Whether some token is reached as `accessor` (`Color.cyan`): a set made once per palette.
    public func declares(accessor: String) -> Bool { shadowedMembers.contains(accessor) || memo.accessors(of: tokens).contains(accessor) }

    /// The words of a token's accessor (`AppColors.Text.onAccent`: app, colors, text, on, accent), split once per palette.
    func words(of token: ColorToken) -> [String] { memo.words(of: token.accessor) }

    /// The best token for a literal: an exact match first, then same RGB, then the nearest within `threshold`.
    /// Among tokens with the same value, the one listed first wins unless another is used more in the
    /// project (configured tokens come first and have no usage count, so they win ties with discovered
    /// ones). Environment-scoped tokens are skipped unless `environment` binds their key. A literal that
    /// looks the same in both appearances (`adaptive` false) is the same colour as a token that does too,
    /// and only light-mode's as one with a dark value: an exact token of the first kind wins.
    public func match(_ color: RGBA, nearThreshold threshold: Double, environment: [String: String] = [:], adaptive: Bool = false) -> ColorMatch? {
        // Only which keys the environment binds decides which tokens are usable.
        let key = MatchMemo.Key(color: color, threshold: threshold, environmentKeys: environment.keys.sorted(), adaptive: adaptive)
        return memo.value(for: key) { computeMatch(color, nearThreshold: threshold, environment: environment, adaptive: adaptive) }
    }

    /// Works on token indices: copying a token retains its half-dozen strings, per token and literal.
    private func computeMatch(_ color: RGBA, nearThreshold threshold: Double, environment: [String: String], adaptive: Bool) -> ColorMatch? {
        let usable = tokens.indices.filter { Self.isUsable(tokens[$0], in: environment) }
        let bytes = color.packedBytes
        var exact = usable.filter { tokens[$0].lightBytes == bytes }
        if !adaptive, exact.count > 1 {
            let steady = exact.filter { tokens[$0].isAppearanceIndependent }
            if !steady.isEmpty { exact = steady }
        }
        if let token = preferred(exact) {
            return ColorMatch(token: token, kind: .exact, alternatives: alternatives(to: token, among: exact))
        }
        // Pure black and white are chosen on purpose: only an exact token stands for them, not a
        // translucent one rescaled (a 4 % shadow is no 8 % divider at half strength) nor a near one.
        if color.isBlackOrWhite { return nil }
        // `token.opacity(x)` takes an opaque token's colour at the literal's strength. A translucent token
        // is a colour at a strength of its own (a 20 % divider): half of it is no design decision.
        let sameRGB = usable.filter { tokens[$0].lightBytes == bytes | 0xFF }
        if let token = preferred(sameRGB) {
            return ColorMatch(token: token, kind: .sameRGB, alternatives: alternatives(to: token, among: sameRGB))
        }
        // A system colour that adapts to the appearance is near a token in one appearance at most.
        if adaptive { return nil }
        let lab = LabColor(color)
        var best: (index: Int, distance: Double)?
        for index in usable {
            // ΔE compares colours, not opacities: a 65 % scrim is not "close" to an opaque literal of its hue.
            guard abs(tokens[index].light.alpha - color.alpha) <= Self.nearAlphaTolerance else { continue }
            // Most tokens differ too much in lightness alone; the margin covers rounding in the full formula.
            guard ColorDifference.lightnessBound(lab, tokens[index].lightLab) < threshold + 1e-9 else { continue }
            let distance = ColorDifference.ciede2000(lab, tokens[index].lightLab)
            if distance < threshold, distance < (best?.distance ?? .infinity) { best = (index, distance) }
        }
        if let best {
            // Tokens of the nearest one's value are as near: the rule picks among them by the part the colour plays.
            let same = usable.filter { tokens[$0].lightBytes == tokens[best.index].lightBytes && tokens[$0].dark == tokens[best.index].dark }
            let token = preferred(same) ?? tokens[best.index]
            return ColorMatch(token: token, kind: .near(deltaE: best.distance), alternatives: alternatives(to: token, among: same))
        }
        return preferred(usable.filter { tokens[$0].dark?.sameColor(as: color) == true && !tokens[$0].isAppearanceIndependent })
            .map { ColorMatch(token: $0, kind: .darkValue) }
    }

    /// The candidates other than `token` that mean the same colour under another accessor, one per
    /// accessor (`#if os` alternatives of one accessor are one token to the reader).
    private func alternatives(to token: ColorToken, among candidates: [Int]) -> [ColorToken] {
        var seen: Set<String> = [token.accessor]
        return candidates.compactMap { index in
            let candidate = tokens[index]
            return seen.insert(candidate.accessor).inserted ? candidate : nil
        }
    }

    /// How far apart in alpha a literal and a token may be for the token to be named as close.
    static let nearAlphaTolerance = 0.05

    /// A token whose light and dark values are both exactly `light` / `dark` (a literal pair in
    /// `colorScheme == .dark ? … : …` branches or in `ColorSet(light:dark:)`).
    public func matchPair(light: RGBA, dark: RGBA, environment: [String: String] = [:]) -> ColorToken? {
        preferred(tokens.indices.filter {
            Self.isUsable(tokens[$0], in: environment) && tokens[$0].light.sameColor(as: light) && (tokens[$0].dark ?? tokens[$0].light).sameColor(as: dark)
        })
    }

    /// Environment-scoped tokens are offered only where `environment` binds their key.
    private static func isUsable(_ token: ColorToken, in environment: [String: String]) -> Bool {
        token.environmentKey.map { environment[$0] != nil } ?? true
    }

    /// The first candidate (indices into `tokens`), unless a later one is used strictly more often.
    /// Usage is counted per accessor, so it says nothing for an accessor that also names another
    /// value (`#if os` alternatives): a fix to one value would raise the count of the other and
    /// change the next run's choice. Such tokens count as unused.
    func preferred(_ candidates: [Int]) -> ColorToken? {
        func usage(_ token: ColorToken) -> Int {
            guard token.usage > 0 else { return 0 }
            let shared = tokens.contains {
                $0.accessor == token.accessor
                    && !($0.light.sameColor(as: token.light) && ($0.dark ?? $0.light).sameColor(as: token.dark ?? token.light))
            }
            return shared ? 0 : token.usage
        }
        // Then a name a reader cannot take for SwiftUI's own colour: `Color.primary600` over the project's `Color.primary`.
        func rank(_ token: ColorToken) -> (Int, Int) { (usage(token), Self.readsAsSystemColour(token.accessor) ? 0 : 1) }
        guard let first = candidates.first else { return nil }
        var best = first
        var bestRank = rank(tokens[first])
        for candidate in candidates.dropFirst() {
            let candidateRank = rank(tokens[candidate])
            if candidateRank > bestRank { (best, bestRank) = (candidate, candidateRank) }
        }
        return tokens[best]
    }

    /// `Color.primary`, `Color.red`: an accessor spelled as one of SwiftUI's own colours.
    static func readsAsSystemColour(_ accessor: String) -> Bool {
        let parts = accessor.split(separator: ".")
        guard parts.count == 2, parts[0] == "Color" else { return false }
        return NamedColor.all[String(parts[1])] != nil || ["primary", "secondary", "accentColor", "clear"].contains(parts[1])
    }
}

/// A bounded, lock-protected cache of `ColorPalette.match` results (a daemon keeps its palette for
/// days, so the size is capped rather than trusted to the colours in the code).
private final class MatchMemo: @unchecked Sendable {
    struct Key: Hashable {
        let color: RGBA
        let threshold: Double
        let environmentKeys: [String]
        let adaptive: Bool
    }

    private static let capacity = 4096
    private let lock = NSLock()
    private var matches: [Key: ColorMatch?] = [:]
    private var accessorSet: Set<String>?
    private var accessorWords: [String: [String]] = [:]

    func words(of accessor: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = accessorWords[accessor] { return known }
        let words = FilePaths.words(of: accessor)
        accessorWords[accessor] = words
        return words
    }

    func accessors(of tokens: [ColorToken]) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let accessorSet { return accessorSet }
        let made = Set(tokens.map(\.accessor))
        accessorSet = made
        return made
    }

    func value(for key: Key, compute: () -> ColorMatch?) -> ColorMatch? {
        lock.lock()
        if let known = matches[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let match = compute()
        lock.lock()
        if matches.count < Self.capacity { matches[key] = match }
        lock.unlock()
        return match
    }
}

/// A padding or spacing scale: named steps and the accessor template that reaches them.
public struct DimensionScale: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public let name: String
        public let value: Double
    }

    public let kind: String
    /// `{step}` is replaced by the step name: "D.Content.padding(.{step})".
    public let accessorTemplate: String
    public let steps: [Step]
    /// Calls the project overloads to take a step of the scale itself (`func padding(_ edges: Edge.Set, _ padding: Padding)`,
    /// `extension VStack { init(spacing: Spacing, …) }`): a literal passed straight to one is written `.medium`.
    public var overloadedCalls: Set<String> = []

    public init(kind: String, accessorTemplate: String, steps: [Step]) {
        self.kind = kind
        self.accessorTemplate = accessorTemplate
        self.steps = steps
    }

    public func accessor(for step: Step) -> String {
        accessorTemplate.replacingAll("{step}", with: step.name)
    }

    /// The step as the argument of `call`: `.medium` where the project overloads it for the scale's type.
    public func accessor(for step: Step, passedTo call: String?) -> String {
        if let call, overloadedCalls.contains(call) { return "." + step.name }
        return accessor(for: step)
    }

    /// The steps of exactly this value, the one to use first: a name made of scale and size words
    /// (`paddingSmall`, `m`, `spacing2`) before one named for a component (`alertDialogEditTextMarginTop`),
    /// else in the order declared.
    public func exactSteps(for value: Double) -> [Step] {
        let matching = steps.filter { $0.value == value }
        guard matching.count > 1 else { return matching }
        return matching.filter { Self.isGenericName($0.name) } + matching.filter { !Self.isGenericName($0.name) }
    }

    static let genericWords = DimensionConstantsProvider.sizeWords.union([
        "padding", "paddings", "spacing", "spacings", "space", "spacer", "margin", "margins", "inset", "insets", "gap", "gutter", "size",
        "none", "zero", "extra", "x",
    ])

    /// Whether every word of the name, digits aside, is a scale or size word.
    static func isGenericName(_ name: String) -> Bool {
        FilePaths.words(of: name).allSatisfy { word in
            let letters = String(word.prefix { !$0.isNumber })
            return letters.isEmpty || genericWords.contains(letters)
        }
    }

    /// The closest step by absolute difference; ties go to the smaller step, and among steps of one value to `exactSteps`' first.
    /// A `none = 0` step is no near miss for a real distance: 4 between 0 and 8 is 8's, not a padding of nothing.
    public func nearestStep(to value: Double) -> Step? {
        steps.lazy.filter { $0.value != 0 || value == 0 }
            .min { abs($0.value - value) < abs($1.value - value) || (abs($0.value - value) == abs($1.value - value) && $0.value < $1.value) }
            .flatMap { exactSteps(for: $0.value).first }
    }

    static let stepNames = ["extraSmall", "small", "regular", "large", "extraLarge"]

    /// The seed's `DefaultSize` padding.
    public static let defaultPadding = DimensionScale(
        kind: "padding", accessorTemplate: "D.Content.padding(.{step})",
        steps: zip(stepNames, [4.0, 8, 16, 22, 26]).map { Step(name: $0, value: $1) })

    /// The seed's `DefaultSize` spacing.
    public static let defaultSpacing = DimensionScale(
        kind: "spacing", accessorTemplate: "D.Content.spacing(.{step})",
        steps: zip(stepNames, [4.0, 8, 12, 16, 20]).map { Step(name: $0, value: $1) })
}

extension String {
    public func replacingAll(_ target: String, with replacement: String) -> String {
        // Over UTF-8 bytes: Foundation's `range(of:)` compared Unicode-aware, and this runs per finding.
        // The text between matches is copied whole.
        let text = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return self }
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index + needle.count <= text.count {
            if text[index] == needle[0] && text[index..<index + needle.count].elementsEqual(needle) {
                if result.isEmpty { result.reserveCapacity(text.count + replacement.utf8.count) }
                result += text[copied..<index]
                result += replacement.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        result += text[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

/// Formats a number as Swift source would write it: `16`, `7.5`, `-1.5`.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
