import Geometry

/// Tracks the first two pointers that are down at once, the basis of two-finger pinch and
/// rotation (seating.md §10.1).
///
/// The pair forms when a second pointer goes down while a first is down; it breaks when either
/// lifts or is cancelled (the other one stays tracked as the first of a possible new pair).
/// Further pointers are ignored.
public struct PointerPair: Hashable, Sendable {
    /// A tracked pointer: its id and latest location.
    public struct Member: Hashable, Sendable {
        /// The pointer.
        public var id: PointerID
        /// Its latest location, in viewport points.
        public var location: Point
    }

    /// The first pointer down.
    public private(set) var first: Member?
    /// The second pointer down; non-nil exactly while the pair is formed.
    public private(set) var second: Member?
    /// The two locations when the pair formed.
    public private(set) var startLocations: (Point, Point)?

    /// No pointers.
    public init() {}

    /// Whether two pointers are down.
    public var isFormed: Bool { second != nil }

    /// What an event did to the pair.
    public enum Change: Hashable, Sendable {
        /// The pair formed (a second pointer went down).
        case formed
        /// A member of the formed pair moved.
        case moved
        /// The pair broke because a member lifted.
        case released
        /// The pair broke because a member was cancelled.
        case cancelled
    }

    /// Feeds a pointer event; returns what it did to the pair, or nil if it did not concern it.
    public mutating func update(with p: PointerEvent) -> Change? {
        switch p.phase {
        case .down:
            if first == nil {
                first = Member(id: p.id, location: p.location)
                return nil
            }
            guard second == nil else { return nil }
            second = Member(id: p.id, location: p.location)
            startLocations = (first!.location, p.location)
            return .formed
        case .move:
            if first?.id == p.id { first!.location = p.location } else if second?.id == p.id {
                second!.location = p.location
            } else { return nil }
            return isFormed ? .moved : nil
        case .up, .cancel:
            let wasFormed = isFormed
            if first?.id == p.id {
                first = second
                second = nil
            } else if second?.id == p.id {
                second = nil
            } else { return nil }
            guard wasFormed else { return nil }
            startLocations = nil
            return p.phase == .up ? .released : .cancelled
        }
    }

    /// Forgets every pointer.
    public mutating func reset() {
        first = nil
        second = nil
        startLocations = nil
    }

    /// The midpoint of the two pointers now (nil unless formed).
    public var centroid: Point? {
        guard let a = first?.location, let b = second?.location else { return nil }
        return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    /// The midpoint of the two pointers when the pair formed.
    public var startCentroid: Point? {
        guard let (a, b) = startLocations else { return nil }
        return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    public static func == (lhs: PointerPair, rhs: PointerPair) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
            && lhs.startLocations?.0 == rhs.startLocations?.0 && lhs.startLocations?.1 == rhs.startLocations?.1
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
        hasher.combine(startLocations?.0)
        hasher.combine(startLocations?.1)
    }
}
