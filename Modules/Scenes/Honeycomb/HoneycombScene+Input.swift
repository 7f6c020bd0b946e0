import Curves
import Geometry
import Stage

extension HoneycombScene {
    /// Pointer handling with gesture arbitration (§8.1): the primary pointer pressed inside the
    /// grid region catches a moving grid, touches the bubble under it, and becomes a drag after
    /// 10 points (translation from the down point) or a tap on release (moved at most 10
    /// points, a bubble hit at the press). Further pointers are ignored until it lifts.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        guard case .pointer(var p) = input else { return }
        p.location = Self.clamped(p.location)
        if let pointer {
            guard p.id == pointer else { return }
        } else {
            guard p.phase == .down, p.buttons.contains(.primary) || p.kind != .mouse,
                  layout.gridContains(p.location) else { return }
            press(at: p.location, id: p.id, time: p.time)
        }
        switch drag.update(with: .pointer(p)) {
        case .changed(let value)?:
            translation = Vector(value.translation)
            pointerVelocity = Vector(value.velocity)
        case .ended(let value)?:
            release(translation: Vector(value.translation), predicted: Vector(value.predictedEndTranslation),
                    velocity: Vector(value.velocity))
        case .cancelled(let last)?:
            let t = last.map { Vector($0.translation) } ?? translation
            release(translation: t, predicted: t, velocity: .zero)
        case nil:
            if p.phase == .up, let touched, p.location.distance(to: downLocation) <= Self.slop {
                tap(touched)
            }
        }
        if p.phase == .up || p.phase == .cancel {
            pointer = nil
            setTouched(nil)
        }
    }

    /// Pointer down inside G: catch the grid (its model and presented value become the presented
    /// value, velocity dropped), hit-test the bubbles topmost first, start the press.
    mutating func press(at location: Point, id: PointerID, time: SceneTime) {
        pointer = id
        downLocation = location
        if $dragOffset.isAnimating(at: time) { $dragOffset.stop(at: time) }
        dragStart = dragOffset
        setTouched(hitTest(location, at: time))
    }

    /// The release (§8.2): the offset takes the drag's translation at once, then springs from
    /// rest to `start + 1.25 × predicted`, clamped per axis to ±m.
    ///
    /// - Parameters:
    ///   - translation: The translation at release, points.
    ///   - predicted: The predicted end translation `translation + 0.499·v`, points.
    ///   - velocity: The velocity estimate v, points per second (kept in `lastFling`).
    mutating func release(translation: Vector, predicted: Vector, velocity: Vector) {
        let now = Transaction.current.time
        let start = dragStart
        $dragOffset.stop(at: now)
        withAnimation(nil) { dragOffset = start + translation }
        self.translation = .zero
        pointerVelocity = .zero
        let end = FlingRelease.target(start: start, predictedTranslation: predicted, clamp: clamp)
        lastFling = FlingRecord(velocity: velocity, predictedTranslation: predicted,
                                unclampedEnd: start + FlingRelease.multiplier * predicted, end: end, time: now.seconds)
        withAnimation(configuration.spring) { dragOffset = end }
    }

    /// `point` with each coordinate clamped to ±`coordinateLimit`.
    static func clamped(_ point: Point) -> Point {
        Point(x: Swift.min(Swift.max(point.x, -coordinateLimit), coordinateLimit),
              y: Swift.min(Swift.max(point.y, -coordinateLimit), coordinateLimit))
    }
}

extension Vector {
    /// The vector with the components of `size` (width → dx, height → dy).
    init(_ size: Size) { self.init(dx: size.width, dy: size.height) }
}
