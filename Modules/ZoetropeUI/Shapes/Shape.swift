import Foundation
import Geometry

/// A 2-D shape drawn as a view (SwiftUI's `Shape`): it takes the whole proposed space (10 × 10
/// points where a dimension is unspecified) and outlines itself in that rectangle; it fills
/// with the foreground style unless `.fill` or `.stroke` says otherwise.
///
/// A shape's `animatableData` animates: when a change to it happens in an animated
/// transaction, each frame draws the shape with the data interpolated.
public protocol Shape: Animatable, View {
    /// The outline in `rect` (the space the shape was given, origin zero).
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal` (default: the proposal, 10 points where a
    /// dimension is unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

extension Shape where AnimatableData == EmptyAnimatableData {
    /// A shape without animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Shape {
    /// A shape has no body: it draws itself.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(eoFill: false)) }
}

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`); `.continuous` corners
/// follow iOS's continuous curvature.
public struct RoundedRectangle: Shape {
    /// The corners' radii in points.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// The largest circle centred in its frame (SwiftUI's `Circle`).
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// The ellipse inscribed in its frame (SwiftUI's `Ellipse`).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle with fully rounded short sides (SwiftUI's `Capsule`).
public struct Capsule: Shape {
    /// The corner style.
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2, style: style)
    }
}
