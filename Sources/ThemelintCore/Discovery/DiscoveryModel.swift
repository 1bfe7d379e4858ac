// What discovery learns from one file ("facts") and what the whole project resolves to
// (`DiscoveredTokens`): colour tokens, dimension scales in the project's own spelling, the
// compatibility wrapper and helpers, usage counts and conflicts. Facts are kept per file so an
// edit re-reads one file and re-resolves, instead of re-running discovery.

import SwiftSyntax

/// A compatibility helper the project defines itself: `compatibleCall`'s enum cases, a
/// `ViewModifier` or `View` extension that wraps modifiers in `if #available`, or a closure helper
/// such as `.modify { }`.
public struct ProjectWrapper: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// `func compatibleCall(_ modifier: CompatibleModifier)` over an enum of modifier cases.
        case enumWrapper = "wrapper"
        /// `struct HiddenSeparators: ViewModifier` with `if #available` inside.
        case viewModifier = "view-modifier"
        /// `func backportScrollDisabled()` in a `View` extension with `if #available` inside.
        case helper
        /// `func ifAvailable16<T: View>(_ transform: (Self) -> T)` that runs its closure behind `#available`:
        /// whatever runs in the closure is guarded.
        case closure
        /// `func modify<T: View>(_ transform: (Self) -> T)` without a check of its own: it guards nothing,
        /// but an `if #available` inside its closure is how it is meant to be used.
        case transform
        /// `func alert(error:)` in a `View` extension, named after a newer modifier: a call its
        /// parameters accept is the project's own method, not SwiftUI's.
        case overload
        /// `var backport: Backport<Self>` in a `View` extension: methods called through it
        /// (`view.backport.task { }`) are the proxy type's, not SwiftUI's.
        case proxy
    }

    /// A parameter of an `overload`, as much of it as matching a call's labels needs.
    public struct Parameter: Equatable, Sendable {
        /// The argument label; "" for `_`.
        public let label: String
        public let hasDefault: Bool
        /// Its type is a function type, so a trailing closure can be passed for it.
        public let takesClosure: Bool

        public init(label: String, hasDefault: Bool, takesClosure: Bool) {
            self.label = label
            self.hasDefault = hasDefault
            self.takesClosure = takesClosure
        }
    }

    public let kind: Kind
    /// The function or type name: `compatibleCall`, `HiddenSeparators`, `backportScrollDisabled`, `modify`.
    public let name: String
    /// How a call site uses it, e.g. `.compatibleCall(.{modifier}(…))`, `.hideSeparators()`.
    public let spelling: String
    /// The modifiers it applies behind an availability check: a name, or a whole call with constant
    /// arguments (`toolbar(.hidden, for: .tabBar)`) when that is the only form it applies.
    public let modifiers: [String]
    public let origin: String
    public let line: Int
    /// An `overload`'s parameters; empty for the other kinds.
    public let parameters: [Parameter]
    /// The project's type an `overload` is a method of (`PagingList` for `extension PagingList { func
    /// refreshable(_:) -> Self }`): only calls on a value built as that type are it. nil in `extension View`.
    public let receiverType: String?

    public init(
        kind: Kind, name: String, spelling: String, modifiers: [String], origin: String, line: Int, parameters: [Parameter] = [],
        receiverType: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.spelling = spelling
        self.modifiers = modifiers
        self.origin = origin
        self.line = line
        self.parameters = parameters
        self.receiverType = receiverType
    }

    /// Whether a call with these argument labels ("" for none) and trailing closures (nil for the
    /// first, unlabelled one) can bind to this overload's parameters. Swift's forward scan, simplified:
    /// arguments match parameters in order, a parameter with a default may be skipped, and an
    /// unlabelled trailing closure takes the next parameter of function type.
    public func accepts(labels: [String], trailingClosures: [String?]) -> Bool {
        var next = parameters.startIndex
        func take(_ matches: (Parameter) -> Bool) -> Bool {
            while next < parameters.endIndex {
                let parameter = parameters[next]
                next += 1
                if matches(parameter) { return true }
                if !parameter.hasDefault { return false }
            }
            return false
        }
        for label in labels where !take({ $0.label == label }) { return false }
        for label in trailingClosures {
            let matched = label.map { label in take { $0.label == label } } ?? take(\.takesClosure)
            if !matched { return false }
        }
        return parameters[next...].allSatisfy(\.hasDefault)
    }

    /// The call-site text for `modifier`.
    public func spelling(for modifier: String) -> String { spelling.replacingAll("{modifier}", with: modifier) }
}

/// Two or more tokens with the same light (and dark) value: the suggestion takes the most used one.
public struct TokenConflict: Equatable, Sendable {
    public let value: String
    /// Accessors, the preferred one first.
    public let accessors: [String]
}

/// The project's design system as discovery found it.
public struct DiscoveredTokens: Equatable, Sendable {
    public var colors: [ColorToken] = []
    public var padding: DimensionScale?
    public var spacing: DimensionScale?
    /// Where the scales came from (`file:line` of the `Sizeable` enum).
    public var scaleOrigin: String?
    public var compatWrapper: CompatWrapper?
    public var wrappers: [ProjectWrapper] = []
    public var conflicts: [TokenConflict] = []
    /// The project declares or uses the seed's `ModuledView` / `ObservableModule`.
    public var hasModuledView = false
    /// The iOS version the code needs, from APIs it uses without an availability check: per directory
    /// of such code, its highest, the highest first. The deployment target where no config or build file
    /// declares one, from the first that a target for iOS builds (see `ProjectSettings`).
    public var targetEvidence: [TargetEvidence] = []
    /// The inference from all the code, whatever builds it.
    public var inferredTarget: DeploymentTarget? { targetEvidence.first?.target }
    /// Eight hex digits are AARRGGBB (true) or RRGGBBAA (false) in the project's own hex initialiser.
    public var hexAlphaFirst: Bool?
    /// `Color.red` where the project's `extension Color` declares its own `red` (`FileFacts.colorShadows`).
    public var shadowedColors: Set<String> = []
    /// The project's `View` methods that take one colour (`func fillView(_ color: Color) -> some View`): what is
    /// passed to them is a colour (`.fillView(.black)`).
    public var colourMethods: Set<String> = []
    /// Files read (Swift sources and colour sets).
    public var fileCount = 0

    public init() {}

    public var isEmpty: Bool {
        colors.isEmpty && padding == nil && spacing == nil && compatWrapper == nil && wrappers.isEmpty && !hasModuledView && inferredTarget == nil
            && hexAlphaFirst == nil && shadowedColors.isEmpty && colourMethods.isEmpty
    }
}

/// What the APIs of one directory's code imply: `@Observable` there, unguarded, needs iOS 17.
public struct TargetEvidence: Sendable, Equatable {
    /// Absolute.
    public let directory: String
    public let target: DeploymentTarget
}

/// A dimension scale the project declares: a `Sizeable` enum's, or constants' (`DimensionConstantsProvider`).
struct SizeableFact: Sendable {
    let typeName: String
    let padding: [DimensionScale.Step]
    let spacing: [DimensionScale.Step]
    let line: Int
    /// How a step is written, for constants (`.{step}`, `Spacing.{step}`); nil for a `Sizeable` enum,
    /// reached through `Dimensions<X>` and the project's alias for it.
    var accessorTemplate: String? = nil
}

/// A colour handed to a constructor of a struct that may be an adaptive colour scheme (DB UX):
/// `DSAdaptiveColorScheme(bgBasicLevel1Default: Color(...))` inside `getColorSchemeLight()`.
struct SchemeValueFact: Sendable {
    let typeName: String
    /// The label the scheme is passed under (`neutral`, `critical`), or "" at the top level.
    let group: String
    let property: String
    let value: RGBA
    let isDark: Bool
    let line: Int
}

/// Everything one file contributes.
struct FileFacts: Sendable {
    var colors: [ColorToken] = []
    var sizeables: [SizeableFact] = []
    /// `typealias D = Dimensions<DefaultSize>`: size type -> alias.
    var dimensionAliases: [String: String] = [:]
    /// `extension CGFloat { init(_ dimension: Dimension) { self.init(dimension.value) } }`: type -> property.
    var cgFloatConversions: [String: String] = [:]
    /// `extension CGFloat { static var xs: CGFloat { Spacing.xs.value } }`: what a `CGFloat` member stands for -> its name.
    var cgFloatStepAliases: [String: String] = [:]
    /// The project's overloads taking a step itself: `func padding(_ edges: Edge.Set, _ padding: Padding)` in
    /// `extension View`, `init(spacing: Spacing, content:)` in `extension VStack`: call -> the step's type.
    var scaleOverloads: [String: String] = [:]
    /// `EnvironmentValues` entries: value type -> key.
    var environmentEntries: [String: String] = [:]
    var schemeValues: [SchemeValueFact] = []
    /// Enums whose cases are named after modifiers: enum -> cases.
    var modifierEnums: [String: [String]] = [:]
    /// `View` extension functions taking one parameter of a named type: function -> (type, line).
    var typedFunctions: [String: (type: String, line: Int)] = [:]
    /// `View` extension functions whose body applies `modifier(X(...))`: X -> how to call the function (`hideTabBar()`, `card(…)`).
    var modifierHelpers: [String: String] = [:]
    var wrappers: [ProjectWrapper] = []
    /// Static colours that name an asset catalog colour: `static let brand = Color("Brand", bundle: .module)`.
    var assetColors: [AssetColorReference] = []
    /// Static colours written as another file's token (`static let lumaInTune = LumaColor.inTune.color`):
    /// their own accessor and the one they name, resolved once every file's tokens are known.
    var tokenAliases: [TokenAlias] = []
    /// APIs used without an availability check that need a newer iOS (`AvailabilityEvidenceProvider`):
    /// API -> the line of its first such use, and the version it needs.
    var availabilityEvidence: [String: (line: Int, version: Version)] = [:]
    /// Types the file declares under one of those APIs' names.
    var declaredEvidenceTypes: Set<String> = []
    /// The byte order the file's hex initialiser gives eight digits (`HexInitProvider`): AARRGGBB when true.
    var hexAlphaFirst: Bool?
    var usage: [String: Int] = [:]
    /// System colour names the project's `extension Color` redeclares (`static let red = Color("statusRed")`),
    /// as `Color.red`: SwiftUI's member is hidden, whether or not the value is known.
    var colorShadows: Set<String> = []
    /// `extension Color { static func designSystem(_ color: Colors) -> Color }` naming colour sets by an
    /// enum's raw values (`ColorSetFunctionProvider`): enum type -> (call with `{case}`, line).
    var colorSetFunctions: [String: (call: String, line: Int)] = [:]
    /// Enums with `String` raw values: enum -> raw value -> case.
    var stringEnums: [String: [String: String]] = [:]
}

/// A token table entry that names another token: `accessor` is its own, `target` the one it is written as.
struct TokenAlias: Equatable, Sendable {
    let accessor: String
    let target: String
    let line: Int
}

/// A token table entry whose value lives in an asset catalog: the colour set gives the value, the
/// declaration the accessor the project already writes (`Color.brand`, not `Color("Brand")`).
struct AssetColorReference: Equatable, Sendable {
    let accessor: String
    /// The colour set's name, as `Color("…")` spells it (`Brand`, `GrocyColors/grocyGray`), or
    /// `symbolPrefix` and its generated symbol, as `Color(.brand)` spells it.
    let asset: String
    let line: Int

    static let symbolPrefix = "symbol:"
}

/// The input every provider reads: one parsed file.
struct DiscoveryFile {
    /// Path relative to the discovery root, as origins are shown.
    let path: String
    let source: SourceText
    let tree: SourceFileSyntax

    func line(_ node: some SyntaxProtocol) -> Int { source.position(ofOffset: node.startOffset).line }

    /// A cheap pre-filter on the bytes: providers skip files that cannot contain what they read.
    func mentions(_ markers: [ByteSearch.Needle]) -> Bool {
        markers.contains { ByteSearch.contains(source.bytes, $0) }
    }
}

/// Every `case` of the switches below a node (nested switches included).
final class SwitchCaseCollector: SyntaxVisitor {
    var cases: [SwitchCaseSyntax] = []

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        cases.append(node)
        return .visitChildren
    }

    /// `case .small, .regular:` -> ["small", "regular"].
    static func caseNames(_ label: SwitchCaseLabelSyntax) -> [String] {
        label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
    }
}

extension Configuration {
    /// Calls whose arguments and closures count as availability guards: the compatibility wrapper and
    /// the project's closure helpers (`.modify { }`).
    public var guardNames: Set<String> {
        Set([compatWrapper.name] + projectWrappers.filter { $0.kind == .closure }.map(\.name))
    }
}
