/// Insets from the four edges of a rectangle, in points (left-to-right layout: leading is the
/// left edge, trailing the right edge).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the leading (left) edge, in points.
    public var leading: Double
    /// Inset from the bottom edge, in points.
    public var bottom: Double
    /// Inset from the trailing (right) edge, in points.
    public var trailing: Double

    /// Creates insets from the four edges, in points; each defaults to 0.
    @inlinable
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Equal insets on every edge.
    @inlinable
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

extension Rect {
    /// The rectangle shrunk by `insets` (negative insets grow it). Returns `.null` if the result
    /// would have a negative width or height.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.size.width - insets.leading - insets.trailing
        let h = s.size.height - insets.top - insets.bottom
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.origin.x + insets.leading, y: s.origin.y + insets.top, width: w, height: h)
    }
}
