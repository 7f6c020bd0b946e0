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
///
/// `@unchecked Sendable`: a path is a copy-on-write value — its storage (a `ManagedBuffer`,
/// which the compiler cannot check) is only written while uniquely referenced.
public struct Path: Hashable, @unchecked Sendable {
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

    /// What a path's storage holds besides its elements.
    @usableFromInline
    struct Header {
        /// How many elements are stored.
        @usableFromInline var count = 0
        /// Room for element codes in this allocation.
        @usableFromInline var capacity = 0
        /// How many points are stored (every element's points, control points first).
        @usableFromInline var pointCount = 0
        /// Room for points in this allocation.
        @usableFromInline var pointCapacity = 0
        /// Where the current sub-path started, or nil when there is no current point.
        @usableFromInline var subpathStart: Point?
        /// The end of the last element, or nil for an empty path.
        @usableFromInline var currentPoint: Point?
        /// Tight bounds of the finite segments so far, as raw extremes (`+∞…−∞` when none).
        @usableFromInline var bounds = SegmentBounds()

        @usableFromInline init() {}
    }

    /// The path's state, shared copy-on-write between copies: a path is one reference wide, so
    /// values that hold paths (a drawing operation, a frame's operation list) stay small and
    /// copying a path retains one object. Only `uniqueForAppend(points:)` hands it out for
    /// writing.
    ///
    /// The elements are stored compactly in the same allocation as the header (tail-allocated),
    /// so building a small path costs one allocation and freeing it one free: first the points
    /// of every element in order (16 bytes each; a quadratic curve's control point, then its
    /// end; a cubic's two control points, then its end), then one 32-bit code per element, the
    /// index of its first point shifted left by 3 with its kind (`Verb`) in the low 3 bits. A
    /// five-element shape takes about 100 bytes instead of 280 as `Element` values (56 each).
    @usableFromInline
    final class Storage: ManagedBuffer<Header, Point> {
        /// An element's kind, the low 3 bits of its code.
        @usableFromInline
        enum Verb {
            @usableFromInline static let move: UInt32 = 0
            @usableFromInline static let line: UInt32 = 1
            @usableFromInline static let quadCurve: UInt32 = 2
            @usableFromInline static let curve: UInt32 = 3
            @usableFromInline static let closeSubpath: UInt32 = 4
        }

        /// The header, read and written in place. Through a pointer rather than `header`: the
        /// stored property of a class is checked for exclusive access on every use (a runtime
        /// call), and a path's storage is only written while uniquely referenced anyway.
        @inlinable
        var head: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }

        /// The first of `pointCapacity` points.
        @inlinable
        var points: UnsafeMutablePointer<Point> { withUnsafeMutablePointerToElements { $0 } }

        /// The first of `capacity` element codes, right after the points (bound to `UInt32` when
        /// the storage is made).
        @inlinable
        var codes: UnsafeMutablePointer<UInt32> {
            UnsafeMutableRawPointer(points + head.pointee.pointCapacity).assumingMemoryBound(to: UInt32.self)
        }

        /// A new, empty storage with room for `capacity` elements and `pointCapacity` points.
        static func make(capacity: Int, pointCapacity: Int) -> Storage {
            // The codes take 4 bytes each: `(capacity + 3) / 4` points' worth of room.
            let buffer = Storage.create(minimumCapacity: pointCapacity + (capacity + 3) / 4) { _ in Header() }
            let storage = unsafeDowncast(buffer, to: Storage.self)
            // The requested capacities, not the allocation's real size: asking malloc for that
            // (`ManagedBuffer.capacity`) costs a library call per path.
            storage.head.pointee.capacity = capacity
            storage.head.pointee.pointCapacity = pointCapacity
            UnsafeMutableRawPointer(storage.points + pointCapacity).bindMemory(to: UInt32.self, capacity: capacity)
            return storage
        }

        /// A copy with room for at least `capacity` elements and `pointCapacity` points.
        func copy(capacity: Int, pointCapacity: Int) -> Storage {
            let header = head.pointee
            let copy = Storage.make(
                capacity: Swift.max(capacity, header.count), pointCapacity: Swift.max(pointCapacity, header.pointCount))
            copy.head.pointee.count = header.count
            copy.head.pointee.pointCount = header.pointCount
            copy.head.pointee.subpathStart = header.subpathStart
            copy.head.pointee.currentPoint = header.currentPoint
            copy.head.pointee.bounds = header.bounds
            copy.points.initialize(from: points, count: header.pointCount)
            copy.codes.initialize(from: codes, count: header.count)
            return copy
        }

        /// Appends an element of kind `verb` whose points are the next `pointCount` ones (which
        /// the caller writes); the caller has made sure there is room. Returns where they go.
        @inline(__always)
        func appendAssumingCapacity(_ verb: UInt32, pointCount: Int) -> UnsafeMutablePointer<Point> {
            let header = head
            let first = header.pointee.pointCount
            codes[header.pointee.count] = UInt32(truncatingIfNeeded: first) << 3 | verb
            header.pointee.count += 1
            header.pointee.pointCount = first + pointCount
            return points + first
        }

        /// Element `index` (0 ≤ index < count), decoded.
        @inlinable @inline(__always)
        func element(at index: Int) -> Element {
            let code = codes[index]
            let p = points + Int(code >> 3)
            switch code & 7 {
            case Verb.move: return .move(to: p[0])
            case Verb.line: return .line(to: p[0])
            case Verb.quadCurve: return .quadCurve(to: p[1], control: p[0])
            case Verb.curve: return .curve(to: p[2], control1: p[0], control2: p[1])
            default: return .closeSubpath
            }
        }

        /// Whether the last element closes its sub-path (false for an empty path).
        @inline(__always)
        var endsWithClose: Bool {
            let count = head.pointee.count
            return count > 0 && codes[count - 1] & 7 == Verb.closeSubpath
        }

        /// The storage of every empty path until it is first changed.
        nonisolated(unsafe) static let empty = Storage.make(capacity: 0, pointCapacity: 0)
    }

    @usableFromInline var storage: Storage = .empty

    /// Room a path's first allocation has: 8 elements and 8 points (a rectangle or a small
    /// shape fits; larger paths double as they grow).
    private static let initialCapacity = 8

    /// The storage, made unique and with room for one more element of `pointCount` points
    /// (copied when another path shares it or it is full), for appending.
    @inline(__always)
    private mutating func uniqueForAppend(points pointCount: Int) -> Storage {
        let header = storage.head.pointee
        if !isKnownUniquelyReferenced(&storage) || header.count == header.capacity
            || header.pointCount + pointCount > header.pointCapacity
        {
            storage = storage.copy(
                capacity: Swift.max(Path.initialCapacity, header.count == header.capacity ? header.count * 2 : header.capacity),
                pointCapacity: Swift.max(
                    Path.initialCapacity,
                    header.pointCount + pointCount > header.pointCapacity
                        ? (header.pointCount + pointCount) * 2 : header.pointCapacity))
        }
        return storage
    }

    /// The elements, in drawing order, as a new array (a copy: the path stores them in its own
    /// buffer). `storedElements` reads them in place.
    public var elements: [Element] {
        let count = storage.head.pointee.count
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { (buffer.baseAddress! + index).initialize(to: storage.element(at: index)) }
            initialized = count
        }
    }

    /// The elements in place, without copying them (for Zoetrope's own modules: the encoders
    /// and the rasterizer walk every path of every frame).
    @inlinable
    package var storedElements: StoredElements { StoredElements(storage: storage) }

    /// A path's elements read in place: a random-access view of its storage.
    @usableFromInline
    package struct StoredElements: RandomAccessCollection {
        @usableFromInline let storage: Storage

        @usableFromInline init(storage: Storage) { self.storage = storage }

        @inlinable package var startIndex: Int { 0 }
        @inlinable package var endIndex: Int { storage.head.pointee.count }

        @inlinable
        package subscript(position: Int) -> Element {
            precondition(position >= 0 && position < storage.head.pointee.count, "Path element index out of range")
            return storage.element(at: position)
        }

        /// The last element, read directly.
        @inlinable package var last: Element? {
            let count = storage.head.pointee.count
            return count == 0 ? nil : storage.element(at: count - 1)
        }
    }

    /// The number of elements.
    @inlinable
    package var elementCount: Int { storage.head.pointee.count }

    /// Where the current sub-path started, or nil when there is no current point.
    private var subpathStart: Point? { storage.head.pointee.subpathStart }

    /// The end of the last element, or nil for an empty path. After `closeSubpath()` it is the
    /// start of the closed sub-path.
    public var currentPoint: Point? { storage.head.pointee.currentPoint }

    /// Tight bounds of the finite segments so far, as raw extremes (`+∞…−∞` when none).
    @usableFromInline var bounds: SegmentBounds { storage.head.pointee.bounds }

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
    public var isEmpty: Bool { storage.head.pointee.count == 0 }

    /// Whether the last sub-path is open: there is a current point and the last element is not
    /// `closeSubpath`.
    var hasOpenSubpath: Bool {
        storage.head.pointee.count > 0 && !storage.endsWithClose
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
        let storage = uniqueForAppend(points: 1)
        storage.appendAssumingCapacity(Storage.Verb.move, pointCount: 1).initialize(to: point)
        storage.head.pointee.subpathStart = point
        storage.head.pointee.currentPoint = point
    }

    /// Returns the start point of a new segment: the current point, after inserting the implicit
    /// move that follows a close. Nil when there is no current point.
    private mutating func segmentStart() -> Point? {
        guard let current = currentPoint else { return nil }
        if storage.endsWithClose { move(to: current) }
        return current
    }

    /// Adds a straight line from the current point to `point`. With no current point the line
    /// starts a new sub-path at `point` instead (recorded as a move), so nothing is drawn.
    public mutating func addLine(to point: Point) {
        guard let start = segmentStart() else { return move(to: point) }
        let storage = uniqueForAppend(points: 1)
        storage.appendAssumingCapacity(Storage.Verb.line, pointCount: 1).initialize(to: point)
        storage.head.pointee.bounds.addLine(start, point)
        storage.head.pointee.currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point` pulled toward `control`.
    /// With no current point, starts a new sub-path at `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard let start = segmentStart() else { return move(to: point) }
        let storage = uniqueForAppend(points: 2)
        let p = storage.appendAssumingCapacity(Storage.Verb.quadCurve, pointCount: 2)
        p.initialize(to: control)
        (p + 1).initialize(to: point)
        storage.head.pointee.bounds.addQuad(start, control, point)
        storage.head.pointee.currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point` with two control points.
    /// With no current point, starts a new sub-path at `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard let start = segmentStart() else { return move(to: point) }
        let storage = uniqueForAppend(points: 3)
        let p = storage.appendAssumingCapacity(Storage.Verb.curve, pointCount: 3)
        p.initialize(to: control1)
        (p + 1).initialize(to: control2)
        (p + 2).initialize(to: point)
        storage.head.pointee.bounds.addCubic(start, control1, control2, point)
        storage.head.pointee.currentPoint = point
    }

    /// Closes the current sub-path with a straight line to its start. The current point becomes
    /// that start. Does nothing when there is no open sub-path (an empty path, or right after
    /// another close).
    public mutating func closeSubpath() {
        guard let start = subpathStart, let current = currentPoint, hasOpenSubpath else { return }
        let storage = uniqueForAppend(points: 0)
        _ = storage.appendAssumingCapacity(Storage.Verb.closeSubpath, pointCount: 0)
        storage.head.pointee.bounds.addLine(current, start)
        storage.head.pointee.currentPoint = start
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
        out.storage = Storage.make(capacity: elementCount, pointCapacity: storage.head.pointee.pointCount)
        for e in storedElements {
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
        for e in path.applying(transform).storedElements { append(e) }
    }

    /// Calls `body` with each element in order (SwiftUI's `forEach`).
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for e in storedElements { try body(e) }
    }

    /// The smallest rectangle containing every drawn point of the path: the curves' extremes,
    /// not their control points (Core Graphics' `boundingBoxOfPath`). O(1): kept up to date
    /// while the path is built.
    ///
    /// Returns `.null` when nothing is drawn (an empty path, or only moves) and ignores
    /// segments with non-finite coordinates. A closed sub-path made of a lone move and a close
    /// counts as a point.
    public var boundingRect: Rect { bounds.rect }

    /// The identity of the path's storage: equal for copies of one path not rebuilt since, and
    /// sharing implies `==` (unless a coordinate is NaN), not the reverse. Only meaningful while
    /// a path holding that storage is alive (a freed storage's identity can be reused).
    @inlinable
    package var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Whether the two paths have exactly the same elements (the stored bounds follow from them).
    public static func == (lhs: Path, rhs: Path) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let a = lhs.storage, b = rhs.storage
        let count = a.head.pointee.count, pointCount = a.head.pointee.pointCount
        guard count == b.head.pointee.count, pointCount == b.head.pointee.pointCount else { return false }
        // Equal codes mean equal kinds at equal point offsets; then the points compare as the
        // elements' points would (`==` on each coordinate: NaN differs from itself, −0 equals 0).
        let codesA = a.codes, codesB = b.codes
        for i in 0..<count where codesA[i] != codesB[i] { return false }
        let pointsA = a.points, pointsB = b.points
        for i in 0..<pointCount where pointsA[i] != pointsB[i] { return false }
        return true
    }

    /// Hashes the elements, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elementCount)
        for e in storedElements { hasher.combine(e) }
    }
}
