/// A resolution-independent outline made of straight lines and Bézier curves, in points
/// (origin top-left, y down), mirroring SwiftUI's `Path`.
///
/// A path is a value: a list of `Element`s grouped into sub-paths. The building methods keep
/// the list in a normal form: every sub-path starts with a `move`, and a segment added after
/// `closeSubpath()` first gets an implicit move to the closed sub-path's start (as Core Graphics
/// does). Equality and hashing compare the elements exactly (never a description string).
///
/// The path keeps its tight bounds up to date as it is built, so `boundingRect` costs O(1) and
/// `contains(_:eoFill:)` rejects a point outside the bounds in a few nanoseconds — a scene can
/// hit-test thousands of shapes per tap without an index.
///
/// Non-finite coordinates (NaN, ±∞) are stored as given, so equality still reflects them, but
/// every query (bounds, hit test, length, trim, flattening) ignores any segment that touches a
/// non-finite point.
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

    /// The path's state, shared copy-on-write between copies: a path is one reference wide, so
    /// values that hold paths (a drawing operation, a frame's operation list) stay small and
    /// copying a path retains one object. Only `unique()` hands it out for writing.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        /// The elements, in drawing order.
        @exclusivity(unchecked) var elements: [Element] = []
        /// Where the current sub-path started, or nil when there is no current point.
        @exclusivity(unchecked) var subpathStart: Point?
        /// The end of the last element, or nil for an empty path.
        @exclusivity(unchecked) var currentPoint: Point?
        /// Tight bounds of the finite segments so far, as raw extremes (`+∞…−∞` when none).
        @usableFromInline @exclusivity(unchecked) var bounds = SegmentBounds()

        init() {}

        /// A copy with room for at least `capacity` elements.
        func copy(capacity: Int) -> Storage {
            let copy = Storage()
            copy.elements.reserveCapacity(capacity)
            copy.elements.append(contentsOf: elements)
            copy.subpathStart = subpathStart
            copy.currentPoint = currentPoint
            copy.bounds = bounds
            return copy
        }

        /// The storage of every empty path until it is first changed.
        static let empty = Storage()
    }

    @usableFromInline var storage: Storage = .empty

    /// The storage, made unique first (copied when another path shares it), for writing. A
    /// path's first element reserves room for 8, so small shapes are built in one allocation.
    @inline(__always)
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(capacity: Swift.max(8, storage.elements.count))
        }
        return storage
    }

    /// The elements, in drawing order.
    public var elements: [Element] { storage.elements }

    /// Where the current sub-path started, or nil when there is no current point.
    private var subpathStart: Point? { storage.subpathStart }

    /// The end of the last element, or nil for an empty path. After `closeSubpath()` it is the
    /// start of the closed sub-path.
    public var currentPoint: Point? { storage.currentPoint }

    /// Tight bounds of the finite segments so far, as raw extremes (`+∞…−∞` when none).
    @usableFromInline var bounds: SegmentBounds { storage.bounds }

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running `build` on an empty one.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Creates a path made of `elements`, replayed through the building methods (so the result
    /// is in normal form: a segment without a current point becomes a move, and a segment after
    /// a close is preceded by a move to the closed sub-path's start).
    public init<S: Sequence>(elements: S) where S.Element == Element {
        for e in elements { append(e) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.elements.isEmpty }

    /// Whether the last sub-path is open: there is a current point and the last element is not
    /// `closeSubpath`.
    var hasOpenSubpath: Bool {
        guard let last = storage.elements.last else { return false }
        return last != .closeSubpath
    }

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

    /// Starts a new sub-path at `point`. A lone move draws nothing and does not count toward
    /// `boundingRect`.
    public mutating func move(to point: Point) {
        let storage = unique()
        storage.elements.append(.move(to: point))
        storage.subpathStart = point
        storage.currentPoint = point
    }

    /// Returns the start point of a new segment: the current point, after inserting the implicit
    /// move that follows a close. Nil when there is no current point.
    private mutating func segmentStart() -> Point? {
        guard let current = currentPoint else { return nil }
        if storage.elements.last == .closeSubpath { move(to: current) }
        return current
    }

    /// Adds a straight line from the current point to `point`. With no current point the line
    /// starts a new sub-path at `point` instead (recorded as a move), so nothing is drawn.
    public mutating func addLine(to point: Point) {
        guard let start = segmentStart() else { return move(to: point) }
        let storage = unique()
        storage.elements.append(.line(to: point))
        storage.bounds.addLine(start, point)
        storage.currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point` pulled toward `control`.
    /// With no current point, starts a new sub-path at `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard let start = segmentStart() else { return move(to: point) }
        let storage = unique()
        storage.elements.append(.quadCurve(to: point, control: control))
        storage.bounds.addQuad(start, control, point)
        storage.currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point` with two control points.
    /// With no current point, starts a new sub-path at `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard let start = segmentStart() else { return move(to: point) }
        let storage = unique()
        storage.elements.append(.curve(to: point, control1: control1, control2: control2))
        storage.bounds.addCubic(start, control1, control2, point)
        storage.currentPoint = point
    }

    /// Closes the current sub-path with a straight line to its start. The current point becomes
    /// that start. Does nothing when there is no open sub-path (an empty path, or right after
    /// another close).
    public mutating func closeSubpath() {
        guard let start = subpathStart, let current = currentPoint, hasOpenSubpath else { return }
        let storage = unique()
        storage.elements.append(.closeSubpath)
        storage.bounds.addLine(current, start)
        storage.currentPoint = start
    }

    /// Adds a closed rectangle sub-path: (minX, minY) → (maxX, minY) → (maxX, maxY) →
    /// (minX, maxY) → close, i.e. clockwise on screen from the top-left corner. A rect with a
    /// negative size is standardized first; the null rect adds nothing.
    public mutating func addRect(_ rect: Rect) {
        guard !rect.isNull else { return }
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds each rectangle as its own closed sub-path (see `addRect(_:)`).
    public mutating func addRects(_ rects: [Rect]) {
        for r in rects { addRect(r) }
    }

    /// Adds an open polyline: a move to the first point, then lines through the rest. An empty
    /// array adds nothing.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Creates a closed rectangle path (see `addRect(_:)`).
    public init(_ rect: Rect) {
        addRect(rect)
    }

    /// The path with every point (including control points) mapped by `transform`. Bézier
    /// curves stay exact under affine maps.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        var out = Path()
        out.storage = Storage().copy(capacity: elements.count)
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

    /// The path moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(AffineTransform(translationX: dx, y: dy))
    }

    /// Appends every element of `path`, mapped by `transform`. The appended path's first
    /// element is a move, so it always starts a new sub-path.
    public mutating func addPath(_ path: Path, transform: AffineTransform = .identity) {
        for e in path.applying(transform).elements { append(e) }
    }

    /// Calls `body` with each element in order (SwiftUI's `forEach`).
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for e in elements { try body(e) }
    }

    /// The smallest rectangle containing every drawn point of the path: the curves' extremes,
    /// not their control points (Core Graphics' `boundingBoxOfPath`). O(1): kept up to date
    /// while the path is built.
    ///
    /// Returns `.null` when nothing is drawn (an empty path, or only moves) and ignores
    /// segments with non-finite coordinates. A closed sub-path made of a lone move and a close
    /// counts as a point.
    public var boundingRect: Rect { bounds.rect }

    /// Whether the two paths have exactly the same elements (the stored bounds follow from them).
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.elements == rhs.storage.elements
    }

    /// Hashes the elements, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
