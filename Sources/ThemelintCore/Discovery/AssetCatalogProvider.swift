// Reads asset catalogs with ThemelintJSON (json-c): every `*.xcassets/**/*.colorset/Contents.json`,
// with sRGB, extended sRGB, display-p3 and grey colour spaces, components written as 0–1 decimals,
// 0–255 integers or hex bytes, references to system colours (`"reference": "systemRedColor"`), and
// the light / dark (luminosity) appearances. A colour set is reached
// as `Color("name")`, or as the generated `Color(.name)` symbol when the project already uses that form.

import Foundation
import ThemelintJSON

enum AssetCatalogProvider {
    struct Colorset {
        let name: String
        let light: RGBA
        let dark: RGBA?
    }

    /// Parses one colour set; nil when the file is not a readable colour set.
    static func read(_ bytes: [UInt8], name: String) -> Colorset? {
        guard let json = try? JSON.parse(bytes: bytes), let entries = json["colors"]?.arrayValue else { return nil }
        var light: RGBA?
        var dark: RGBA?
        /// A system colour's own dark value, for a set whose "any" entry points at one.
        var referencedDark: RGBA?
        /// A dark appearance that points at a colour not read here (`"reference": "darkTextColor"`): the set changes in
        /// dark mode to something unknown, and taking it for a steady colour would make fixes to it look safe.
        var unreadableDark = false
        for entry in entries {
            if let idiom = entry["idiom"]?.stringValue, idiom != "universal", idiom != "iphone", idiom != "ipad", idiom != "mac" { continue }
            guard let color = entry["color"] else { continue }
            var appearance = "any"
            for item in entry["appearances"]?.arrayValue ?? [] {
                guard item["appearance"]?.stringValue == "luminosity", let kind = item["value"]?.stringValue else {
                    appearance = "other"  // high contrast variants are not what a literal means
                    break
                }
                appearance = kind
            }
            let reference = systemReference(color)
            // A dark appearance that references a system colour takes that colour's own dark value.
            let referenced = appearance == "dark" ? reference.map { $0.dark ?? $0.light } : reference?.light
            guard let value = rgba(color) ?? referenced else {
                if appearance == "dark" { unreadableDark = true }
                continue
            }
            if entry["appearances"] == nil, let referenced = reference?.dark { referencedDark = referencedDark ?? referenced }
            switch appearance {
            case "any": light = light ?? value
            case "light": light = value
            case "dark": dark = dark ?? value
            default: break
            }
        }
        guard let light, dark != nil || !unreadableDark else { return nil }
        return Colorset(name: name, light: light, dark: dark ?? referencedDark)
    }

    /// `{"platform": "ios", "reference": "systemRedColor"}`: a set that points at a system colour, with
    /// its light and (for the adaptive ones) dark value. Semantic colours (`labelColor`) are not read.
    static func systemReference(_ color: JSON) -> (light: RGBA, dark: RGBA?)? {
        guard let reference = color["reference"]?.stringValue, reference.hasSuffix("Color") else { return nil }
        let name = String(reference.dropLast(5))
        guard let named = NamedColor.all[name] else { return nil }
        // `systemRed` is SwiftUI's `red`; `redColor` is UIKit's fixed class colour.
        return (named.uiKit, name.hasPrefix("system") ? ColorExpression.systemDarkValue(name) : nil)
    }

    static func rgba(_ color: JSON) -> RGBA? {
        guard let components = color["components"] else { return nil }
        let space = color["color-space"]?.stringValue ?? "srgb"
        func component(_ key: String) -> Double? {
            guard let value = components[key] else { return nil }
            if let number = value.doubleValue { return number > 1 ? number / 255 : number }
            guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            return !text.contains(".") && number > 1 ? number / 255 : number
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") {
            return space.contains("linear") ? RGBA.fromLinearSRGB(red: white, green: white, blue: white, alpha: alpha) : RGBA(white: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        switch space {
        case "display-p3": return RGBA.fromDisplayP3(red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb": return RGBA.fromLinearSRGB(red: red, green: green, blue: blue, alpha: alpha)
        default:
            return RGBA(red: RGBA.clamp(red), green: RGBA.clamp(green), blue: RGBA.clamp(blue), alpha: alpha)
        }
    }

    /// The symbol Xcode generates for a colour set: `brand-primary` -> `brandPrimary`, `AccentColor` -> `accent`.
    static func symbol(for name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard var first = words.first else { return name }
        first = first.prefix(1).lowercased() + first.dropFirst()
        var symbol = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.hasSuffix("Color"), symbol.count > 5 { symbol.removeLast(5) }
        return symbol
    }

    /// The generated symbol of a colour set in namespace folders, under types named for them: `App/purple`
    /// is `App.purple` (reached as `Color.App.purple`). Nil for a set in no namespace.
    static func nestedSymbol(for name: String) -> String? {
        let parts = name.split(separator: "/").map(String.init)
        guard parts.count > 1 else { return nil }
        let types = parts.dropLast().map { part -> String in
            let camel = symbol(for: part)
            return camel.prefix(1).uppercased() + camel.dropFirst()
        }
        return (types + [symbol(for: parts.last!)]).joined(separator: ".")
    }

    /// The colour set's name as `Color("…")` takes it: the folder name, namespaced by folders that
    /// set `provides-namespace`.
    static func name(ofColorsetDirectory directory: String) -> String {
        var name = String(FilePaths.fileName(directory).dropLast(".colorset".count))
        var parent = FilePaths.directory(of: directory)
        while !parent.hasSuffix(".xcassets"), parent != "/", parent != "." {
            if let bytes = FileIO.read(parent + "/Contents.json"), let json = try? JSON.parse(bytes: bytes),
                json["properties"]?["provides-namespace"]?.boolValue == true
            {
                name = FilePaths.fileName(parent) + "/" + name
            }
            parent = FilePaths.directory(of: parent)
        }
        return name
    }
}
