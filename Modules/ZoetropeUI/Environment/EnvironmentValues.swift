import Drawing

/// A key for a value in the environment (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values a view passes down to its descendants (SwiftUI's `EnvironmentValues`): the font, the
/// foreground style, line limits and alignment of text, and any custom `EnvironmentKey`.
public struct EnvironmentValues: CustomStringConvertible {
    /// The font of text below (`.font(_:)`); nil: the body style, 17 points.
    public var font: Font?
    /// The colour shapes and text are filled with by default (`.foregroundColor`,
    /// `.foregroundStyle`); nil: black for text, black for shapes (iOS's light-mode primary).
    public var foregroundColor: Color?
    /// A foreground style that is not a plain colour (a gradient set with `.foregroundStyle`),
    /// which wins over `foregroundColor` while set.
    var foregroundGradient: (any ShapeStyle)?
    /// The most lines text wraps to (`.lineLimit(_:)`); nil: no limit.
    public var lineLimit: Int?
    /// How the lines of multi-line text align (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment = .leading
    /// The weight text is set in when its font does not say (`.fontWeight(_:)`, `.bold()`).
    public var fontWeight: Font.Weight?
    /// Whether digits are set in equal widths (`.monospacedDigit()`).
    public var monospacedDigit = false
    /// Whether views below take part in hit testing (`.allowsHitTesting(_:)`).
    public var isHitTestingEnabled = true

    /// The transaction the changes of the current update happen in (internal: views read the
    /// animation of their changes from it).
    var transaction = Transaction()
    /// The axis of the stack the view is a direct child of (for `Spacer`), if any.
    var stackAxis: Axis?

    private var custom: [ObjectIdentifier: Any] = [:]

    /// The default environment.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The effective text font.
    var resolvedFont: Font {
        var f = font ?? .body
        if let w = fontWeight { f = f.weight(w) }
        if monospacedDigit { f = f.monospacedDigit() }
        return f
    }

    public var description: String { "EnvironmentValues(font: \(String(describing: font)))" }
}

/// A horizontal or vertical axis (SwiftUI's `Axis`).
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes (SwiftUI's `Axis.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// How the lines of multi-line text align (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
