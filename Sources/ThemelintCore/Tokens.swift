// The design system as themelint knows it: colour tokens and dimension scales, and the
// lookups that turn a hardcoded value into the project's own accessor.

import Foundation

public struct ColorToken: Equatable, Sendable {
    public let name: String
    public let accessor: String
    public let light: RGBA
    public let dark: RGBA?
    /// Where the token was declared, e.g. ".themelint.json".
    public let origin: String

    public init(name: String, accessor: String, light: RGBA, dark: RGBA? = nil, origin: String) {
        self.name = name
        self.accessor = accessor
        self.light = light
        self.dark = dark
        self.origin = origin
    }

    /// True when the token looks the same in dark mode, so swapping a fixed literal for it keeps behaviour.
    public var isAppearanceIndependent: Bool { dark == nil || dark!.sameColor(as: light) }
}

public struct ColorMatch: Sendable {
    public enum Kind: Sendable {
        case exact
        /// Same RGB, different alpha: the fix is `token.opacity(alpha)`.
        case sameRGB
        case near(deltaE: Double)
    }
    public let token: ColorToken
    public let kind: Kind
}

public struct ColorPalette: Equatable, Sendable {
    public var tokens: [ColorToken]

    public init(_ tokens: [ColorToken] = []) { self.tokens = tokens }

    /// The best token for a literal: an exact match first, then same RGB, then the nearest within `threshold`.
    public func match(_ color: RGBA, nearThreshold threshold: Double) -> ColorMatch? {
        if let token = tokens.first(where: { $0.light.sameColor(as: color) }) {
            return ColorMatch(token: token, kind: .exact)
        }
        if let token = tokens.first(where: { $0.light.sameRGB(as: color) }) {
            return ColorMatch(token: token, kind: .sameRGB)
        }
        let lab = LabColor(color)
        var best: (ColorToken, Double)?
        for token in tokens {
            let distance = ColorDifference.ciede2000(lab, LabColor(token.light))
            if distance < threshold, distance < (best?.1 ?? .infinity) { best = (token, distance) }
        }
        return best.map { ColorMatch(token: $0.0, kind: .near(deltaE: $0.1)) }
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

    public init(kind: String, accessorTemplate: String, steps: [Step]) {
        self.kind = kind
        self.accessorTemplate = accessorTemplate
        self.steps = steps
    }

    public func accessor(for step: Step) -> String {
        accessorTemplate.replacingAll("{step}", with: step.name)
    }

    public func exactStep(for value: Double) -> Step? { steps.first { $0.value == value } }

    /// The closest step by absolute difference; ties go to the smaller step.
    public func nearestStep(to value: Double) -> Step? {
        steps.min { abs($0.value - value) < abs($1.value - value) || (abs($0.value - value) == abs($1.value - value) && $0.value < $1.value) }
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
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// Formats a number as Swift source would write it: `16`, `7.5`, `-1.5`.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
