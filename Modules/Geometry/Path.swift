/// A resolution-independent outline made of straight lines and Bézier curves, in points
/// (origin top-left, y down), mirroring SwiftUI's `Path`.
///
/// A path is a value: a list of `Element`s grouped into sub-paths, each started by a move.
/// Equality and hashing compare the elements exactly.
public struct Path: Hashable, Sendable {
    /// One drawing element, as in SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the start of the current sub-path, which ends it.
        case closeSubpath
    }

    /// The elements, in drawing order.
    public private(set) var elements: [Element] = []

    /// Where the current sub-path started, or nil when there is no current point.
    private var subpathStart: Point?

    /// The end of the last element, or nil for an empty path.
    public private(set) var currentPoint: Point?

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running `build` on an empty one.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Creates a path made of `elements`, replayed through the building methods.
    public init<S: Sequence>(elements: S) where S.Element == Element {
        for e in elements { append(e) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, as the matching building method would.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight line from the current point to `point`. With no current point the line
    /// starts a new sub-path at `point` instead (recorded as a move), so nothing is drawn.
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point` pulled toward `control`.
    /// With no current point, starts a new sub-path at `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point` with two control points.
    /// With no current point, starts a new sub-path at `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current sub-path with a straight line to its start. The current point becomes
    /// that start. Does nothing when there is no open sub-path.
    public mutating func closeSubpath() {
        guard let start = subpathStart, let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
        currentPoint = start
    }

    /// Adds a closed rectangle sub-path: (minX, minY) → (maxX, minY) → (maxX, maxY) →
    /// (minX, maxY) → close, i.e. clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: Rect) {
        guard !rect.isNull else { return }
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds an open polyline: a move to the first point, then lines through the rest.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Creates a closed rectangle path (see `addRect(_:)`).
    public init(_ rect: Rect) {
        addRect(rect)
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p.applying(transform))
            case .line(let p): out.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c):
                out.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                out.addCurve(
                    to: p.applying(transform), control1: c1.applying(transform),
                    control2: c2.applying(transform))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// Appends every element of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: AffineTransform = .identity) {
        for e in path.applying(transform).elements { append(e) }
    }

    /// Calls `body` with each element in order (SwiftUI's `forEach`).
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for e in elements { try body(e) }
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
