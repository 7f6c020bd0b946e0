/// A font request: design (family class), size, weight, italic and digit spacing (a subset of
/// SwiftUI's `Font`).
///
/// Zoetrope does no font shaping: the browser picks the real face from a CSS font stack for the
/// design, and `estimatedWidth(of:)` gives an approximate width for layout.
public struct Font: Hashable, Sendable {
    /// The family class (SwiftUI's `Font.Design`).
    public enum Design: Hashable, Sendable, CaseIterable {
        /// The system sans-serif (CSS `system-ui, sans-serif`).
        case `default`
        /// A serif face (CSS `ui-serif, serif`).
        case serif
        /// A rounded sans-serif (CSS `ui-rounded`, falling back to the system face).
        case rounded
        /// A monospaced face (CSS `ui-monospace, monospace`).
        case monospaced
    }

    /// A font weight on the CSS scale 1…1000 (SwiftUI's `Font.Weight`).
    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS weight, 1…1000 (400 regular, 700 bold). Encoders clamp to that range.
        public var value: Int

        /// Creates a weight from a CSS value, nominally 1…1000.
        ///
        /// - Parameter value: The CSS `font-weight`.
        @inlinable
        public init(_ value: Int) { self.value = value }

        /// 100.
        public static let ultraLight = Weight(100)
        /// 200.
        public static let thin = Weight(200)
        /// 300.
        public static let light = Weight(300)
        /// 400.
        public static let regular = Weight(400)
        /// 500.
        public static let medium = Weight(500)
        /// 600.
        public static let semibold = Weight(600)
        /// 700.
        public static let bold = Weight(700)
        /// 800 (SwiftUI's heavy). The tea timer spec's "heavy = 900" is `.black`.
        public static let heavy = Weight(800)
        /// 900.
        public static let black = Weight(900)

        /// Orders weights by their numeric value (100 thin … 900 black).
        @inlinable
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// The em size in points (≥ 0; encoders turn negative or NaN sizes into 0, which draws nothing).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// The family class.
    public var design: Design
    /// Whether the face is italic.
    public var isItalic: Bool
    /// Whether digits are drawn with equal advances (tabular figures), so changing numbers do
    /// not jiggle. The browser renderer lays out each digit in a cell as wide as its widest digit.
    public var hasMonospacedDigits: Bool

    /// Creates a font.
    ///
    /// - Parameters:
    ///   - size: Em size in points.
    ///   - weight: Weight; defaults to regular.
    ///   - design: Family class; defaults to the system sans-serif.
    ///   - isItalic: Italic face; defaults to false.
    ///   - hasMonospacedDigits: Tabular digits; defaults to false.
    @inlinable
    public init(
        size: Double, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
        hasMonospacedDigits: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    /// A system font of `size` points (SwiftUI's `Font.system(size:weight:design:)`).
    ///
    /// - Parameters:
    ///   - size: Em size in points.
    ///   - weight: Weight; defaults to regular.
    ///   - design: Family class; defaults to the system sans-serif.
    /// - Returns: The font.
    @inlinable
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The same font with another weight.
    @inlinable
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    /// The same font, bold (700).
    @inlinable
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic.
    @inlinable
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// The same font with tabular digits.
    @inlinable
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }

    /// Large title text style: 34 pt regular (iOS default size).
    public static let largeTitle = Font(size: 34)
    /// Title: 28 pt.
    public static let title = Font(size: 28)
    /// Title 2: 22 pt.
    public static let title2 = Font(size: 22)
    /// Title 3: 20 pt.
    public static let title3 = Font(size: 20)
    /// Headline: 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// Body: 17 pt.
    public static let body = Font(size: 17)
    /// Callout: 16 pt.
    public static let callout = Font(size: 16)
    /// Subheadline: 15 pt.
    public static let subheadline = Font(size: 15)
    /// Footnote: 13 pt.
    public static let footnote = Font(size: 13)
    /// Caption: 12 pt.
    public static let caption = Font(size: 12)
    /// Caption 2: 11 pt.
    public static let caption2 = Font(size: 11)
}
