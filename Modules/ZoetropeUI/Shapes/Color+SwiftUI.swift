import Drawing
import Foundation
import Geometry

// SwiftUI's colours that Drawing does not name, with iOS's light-mode system values, and the
// initialisers SwiftUI has.
extension Drawing.Color {
    /// iOS system mint (#00C7BE).
    public static let mint = Color(hex: 0x00C7BE)
    /// iOS system cyan (#32ADE6).
    public static let cyan = Color(hex: 0x32ADE6)
    /// iOS system indigo (#5856D6).
    public static let indigo = Color(hex: 0x5856D6)
    /// iOS system brown (#A2845E).
    public static let brown = Color(hex: 0xA2845E)
    /// The primary label colour (black in light mode).
    public static let primary = Color(hex: 0x000000)
    /// The secondary label colour (#3C3C43 at 60 % opacity in light mode).
    public static let secondary = Color(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, opacity: 0.6)
    /// The accent colour (system blue).
    public static let accentColor = Color(hex: 0x007AFF)

    /// The RGB colour space of `Color(_:red:green:blue:opacity:)` (only sRGB here).
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from sRGB components 0…1 (linear and P3 components are taken as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0…1 (hue wraps).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = Swift.min(Swift.max(saturation, 0), 1), v = Swift.min(Swift.max(brightness, 0), 1)
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}

extension Drawing.Color: View {
    /// A colour has no body: it fills the space it is offered.
    public var body: Never { fatalError("Color has no body") }
}

extension Drawing.Color: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        Rectangle().fill(self).resolve(in: context, path: path.appending("Color"), environment: environment, output: &output)
    }
}
