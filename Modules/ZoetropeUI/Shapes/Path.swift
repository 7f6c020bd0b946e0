import Foundation
import Geometry

/// The outline of a 2-D shape (SwiftUI's `Path`), in points with the origin top-left and y
/// down. Angles grow clockwise on screen; as in SwiftUI, `clockwise: false` in `addArc` sweeps
/// toward increasing angles (clockwise on screen).
///
/// A path is also a `Shape` that draws itself wherever it is placed (its own coordinates are
/// used as they are).
public struct Path: Equatable, @unchecked Sendable {
    /// Geometry's path with the same elements.
    var storage: Geometry.Path

    /// An empty path.
    public init() { storage = Geometry.Path() }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// The rectangle `rect`.
    public init(_ rect: CGRect) { storage = Geometry.Path(Rect(rect)) }

    /// A rounded rectangle with corner radius `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = Geometry.Path(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage = Geometry.Path(roundedRect: Rect(rect), cornerSize: Size(cornerSize), style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { storage = Geometry.Path(ellipseIn: Rect(rect)) }

    init(_ path: Geometry.Path) { storage = path }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle containing every point of the path (its control points excluded).
    public var boundingRect: CGRect { storage.isEmpty ? .zero : CGRect(storage.boundingRect) }

    /// The end of the last element, if any.
    public var currentPoint: CGPoint? { storage.currentPoint.map(CGPoint.init) }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { storage.move(to: Point(end)) }

    /// Adds a straight line to `end`.
    public mutating func addLine(to end: CGPoint) { storage.addLine(to: Point(end)) }

    /// Adds a quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        storage.addQuadCurve(to: Point(end), control: Point(control))
    }

    /// Adds a cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: Point(end), control1: Point(control1), control2: Point(control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { storage.closeSubpath() }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addPath(Geometry.Path(Rect(rect)), transform: transform.geometry)
    }

    /// Adds closed rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds straight lines through `points` (a new subpath at the first).
    public mutating func addLines(_ points: [CGPoint]) { storage.addLines(points.map(Point.init)) }

    /// Adds a rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        storage.addRoundedRect(in: Rect(rect), cornerSize: Size(cornerSize), style: style, transform: transform.geometry)
    }

    /// Adds the ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addEllipse(in: Rect(rect), transform: transform.geometry)
    }

    /// Adds a circular arc about `center` from `startAngle` to `endAngle` (see the type's note on
    /// `clockwise`).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        storage.addArc(center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: transform.geometry)
    }

    /// Adds a circular arc of `delta` from `startAngle`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        storage.addRelativeArc(center: Point(center), radius: Double(radius), startAngle: startAngle, delta: delta, transform: transform.geometry)
    }

    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        storage.addArc(tangent1End: Point(tangent1End), tangent2End: Point(tangent2End), radius: Double(radius), transform: transform.geometry)
    }

    /// Adds `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage, transform: transform.geometry)
    }

    /// The path transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { Path(storage.applying(transform.geometry)) }

    /// The path moved by (`dx`, `dy`) points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { Path(storage.offsetBy(dx: Double(dx), dy: Double(dy))) }

    /// The part of the path between the fractions `from` and `to` (0…1) of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(storage.trimmedPath(from: Double(from), to: Double(to))) }

    /// Whether `p` is inside the path (non-zero winding, or even-odd with `eoFill`).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { storage.contains(Point(p), eoFill: eoFill) }
}

extension Path: Shape {
    /// The path itself, in its own coordinates.
    public func path(in rect: CGRect) -> Path { self }
}
