// Colour values and the maths to compare them: normalising every literal spelling to sRGB,
// and CIEDE2000 (Sharma, Wu & Dalal 2005) for "perceptually close" suggestions.

import Foundation

/// An sRGB colour with components in 0...1.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, with or without `#` / `0x`.
    public init?(hex rawText: String) {
        var text = Substring(rawText.trimmingBlanks)
        if text.hasPrefix("#") { text = text.dropFirst() } else if text.hasPrefix("0x") || text.hasPrefix("0X") { text = text.dropFirst(2) }
        guard [3, 4, 6, 8].contains(text.count), let value = UInt64(text, radix: 16) else { return nil }
        self.init(hexDigits: value, digitCount: text.count)
    }

    /// An integer written as hex digits: `0xD6E0FF` (6 digits) or `0xD6E0FF80` (8 digits, alpha last).
    public init(hexDigits value: UInt64, digitCount: Int) {
        func channel(_ shift: UInt64, _ bits: UInt64) -> Double {
            let mask: UInt64 = (1 << bits) - 1
            let raw = Double((value >> shift) & mask)
            return raw / Double(mask)
        }
        switch digitCount {
        case 3: self.init(red: channel(8, 4), green: channel(4, 4), blue: channel(0, 4))
        case 4: self.init(red: channel(12, 4), green: channel(8, 4), blue: channel(4, 4), alpha: channel(0, 4))
        case 8: self.init(red: channel(24, 8), green: channel(16, 8), blue: channel(8, 8), alpha: channel(0, 8))
        default: self.init(red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8))
        }
    }

    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Converts Display P3 components (same transfer curve as sRGB) to sRGB, clamped to the gamut.
    public static func fromDisplayP3(red: Double, green: Double, blue: Double, alpha: Double = 1) -> RGBA {
        let r = linearize(red), g = linearize(green), b = linearize(blue)
        // P3 (D65) -> XYZ -> sRGB, composed into one matrix.
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBA(red: clamp(gamma(sr)), green: clamp(gamma(sg)), blue: clamp(gamma(sb)), alpha: alpha)
    }

    public static func fromLinearSRGB(red: Double, green: Double, blue: Double, alpha: Double = 1) -> RGBA {
        RGBA(red: clamp(gamma(red)), green: clamp(gamma(green)), blue: clamp(gamma(blue)), alpha: alpha)
    }

    /// 8-bit channels, the precision at which two colours count as the same.
    public var bytes: (UInt8, UInt8, UInt8) { (Self.byte(red), Self.byte(green), Self.byte(blue)) }
    public var alphaByte: UInt8 { Self.byte(alpha) }

    /// The four 8-bit channels in one word, RRGGBBAA: what `sameColor` compares.
    public var packedBytes: UInt32 {
        let (r, g, b) = bytes
        return UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(alphaByte)
    }

    public func sameRGB(as other: RGBA) -> Bool { bytes == other.bytes }
    public func sameColor(as other: RGBA) -> Bool { bytes == other.bytes && alphaByte == other.alphaByte }

    /// Pure black or pure white, at any opacity: the ends of the scale, chosen on purpose (white text on
    /// an accent fill, a black scrim), never a near miss of a token's grey.
    public var isBlackOrWhite: Bool {
        let (r, g, b) = bytes
        return r == g && g == b && (r == 0 || r == 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    /// Built as bytes: every colour finding formats one, and `String` concatenation cost more than the match.
    public var hexString: String {
        let (r, g, b) = bytes
        var text: [UInt8] = [UInt8(ascii: "#")]
        text.reserveCapacity(9)
        for value in alphaByte != 255 ? [r, g, b, alphaByte] : [r, g, b] {
            text.append(Self.hexDigits[Int(value >> 4)])
            text.append(Self.hexDigits[Int(value & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public var description: String { hexString }

    static func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    static func linearize(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func gamma(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
    static func clamp(_ c: Double) -> Double { min(max(c, 0), 1) }
}

public struct LabColor: Equatable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// CIE L*a*b* under D65 from sRGB.
    public init(_ color: RGBA) {
        let r = RGBA.linearize(color.red), g = RGBA.linearize(color.green), b = RGBA.linearize(color.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}

public enum ColorDifference {
    /// CIEDE2000 colour difference, with kL = kC = kH = 1.
    public static func ciede2000(_ lab1: LabColor, _ lab2: LabColor) -> Double {
        let radiansPerDegree = Double.pi / 180
        let c1 = (lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
        let c2 = (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = pow(cMean, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * lab1.a
        let a2p = (1 + g) * lab2.a
        let c1p = (a1p * a1p + lab1.b * lab1.b).squareRoot()
        let c2p = (a2p * a2p + lab2.b * lab2.b).squareRoot()

        func hueAngle(_ b: Double, _ ap: Double) -> Double {
            if b == 0 && ap == 0 { return 0 }
            let angle = atan2(b, ap) / radiansPerDegree
            return angle >= 0 ? angle : angle + 360
        }
        let h1p = hueAngle(lab1.b, a1p)
        let h2p = hueAngle(lab2.b, a2p)

        let deltaLp = lab2.l - lab1.l
        let deltaCp = c2p - c1p
        var deltahp = 0.0
        if c1p * c2p != 0 {
            let difference = h2p - h1p
            if abs(difference) <= 180 {
                deltahp = difference
            } else if difference > 180 {
                deltahp = difference - 360
            } else {
                deltahp = difference + 360
            }
        }
        let deltaHp = 2 * (c1p * c2p).squareRoot() * sin(deltahp / 2 * radiansPerDegree)

        let lMeanP = (lab1.l + lab2.l) / 2
        let cMeanP = (c1p + c2p) / 2
        var hMeanP = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                hMeanP = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                hMeanP = (h1p + h2p + 360) / 2
            } else {
                hMeanP = (h1p + h2p - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos((hMeanP - 30) * radiansPerDegree) + 0.24 * cos(2 * hMeanP * radiansPerDegree)
            + 0.32 * cos((3 * hMeanP + 6) * radiansPerDegree) - 0.20 * cos((4 * hMeanP - 63) * radiansPerDegree)
        let deltaTheta = 30 * exp(-pow((hMeanP - 275) / 25, 2))
        let cMeanP7 = pow(cMeanP, 7)
        let rc = 2 * (cMeanP7 / (cMeanP7 + pow(25, 7))).squareRoot()
        let lOffset = pow(lMeanP - 50, 2)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * cMeanP
        let sh = 1 + 0.015 * cMeanP * t
        let rt = -sin(2 * deltaTheta * radiansPerDegree) * rc

        let termL = deltaLp / sl
        let termC = deltaCp / sc
        let termH = deltaHp / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    /// A lower bound of `ciede2000(lab1, lab2)` from lightness alone, for a few multiplications: the
    /// chroma and hue terms with their rotation add a square that is never negative, since
    /// `|rt| <= 2`, so ΔE00 is at least |ΔL'| / S_L.
    public static func lightnessBound(_ lab1: LabColor, _ lab2: LabColor) -> Double {
        let lOffset = ((lab1.l + lab2.l) / 2 - 50) * ((lab1.l + lab2.l) / 2 - 50)
        return abs(lab2.l - lab1.l) / (1 + 0.015 * lOffset / (20 + lOffset).squareRoot())
    }

    public static func ciede2000(_ color1: RGBA, _ color2: RGBA) -> Double {
        ciede2000(LabColor(color1), LabColor(color2))
    }
}
