import Curves
import Geometry
import Stage

/// The signed content offset c and everything that moves it (pull-to-refresh.md B.4): a
/// pointer drag with rubber band, the release spring, the mouse wheel, and the scripted pull of
/// the `pull` action.
///
/// - c > 0: the content is pulled down past its top by c points (the pull distance);
/// - c < 0: the list is scrolled down by −c points;
/// - c = 0: at rest.
///
/// Input (tick step 1) changes c at once; the release spring and the scripted pull advance it
/// at each tick (step 2). Only one pointer drives a drag: further pointers are ignored until it
/// lifts (multi-touch), a press on the header band or without the primary button starts
/// nothing, and the wheel scrolls only while nothing else moves the content.
struct ContentOffset: Sendable {
    /// What the offset needs to know about the scene at the moment of a change.
    struct Environment: Sendable {
        /// The rubber band for the current viewport height.
        var rubberBand: RubberBand
        /// How far the list can be scrolled, ≥ 0 (B.4 `maxScroll`).
        var maxScroll: Double
        /// The height of the header band: presses above it start no drag.
        var headerHeight: Double
        /// The spring that brings a released pull back to 0.
        var releaseSpring: Spring
        /// The pull the scripted pull reaches.
        var scriptedPullTarget: Double
    }

    /// A released pull springing back to 0.
    private struct Release: Sendable {
        var start: SceneTime
        var from: Double
    }

    /// The `pull` action's scripted drag: c eases from `from` to `to`, then releases.
    private struct ScriptedPull: Sendable {
        var start: SceneTime
        var from: Double
        var to: Double
    }

    /// How long the scripted pull takes to reach its target, in seconds.
    static let scriptedPullDuration = 0.6
    /// Below this pull (points) the release spring snaps to 0.
    static let releaseSnap = 0.01

    /// c, in points.
    private(set) var value = 0.0
    private var drag = DragGesture(minimumDistance: 0)
    private var grabbing = false
    private var pressTravel = 0.0
    private var lastTranslation = 0.0
    private var release: Release?
    private var script: ScriptedPull?

    /// Whether a pointer is dragging the content.
    var isDragging: Bool { grabbing }

    /// Whether the release spring is bringing a pull back to 0.
    var isReleasing: Bool { release != nil }

    /// Whether the `pull` action's scripted drag is running.
    var isScripted: Bool { script != nil }

    /// Applies one input event at `time` (tick step 1).
    mutating func receive(_ input: InputEvent, at time: SceneTime, in environment: Environment) {
        switch input {
        case .pointer(let p) where p.phase == .down && !drag.isTracking:
            guard p.location.y >= environment.headerHeight, script == nil else { return }
            var candidate = drag
            _ = candidate.update(with: input)
            guard candidate.isTracking else { return }  // e.g. a secondary-button press
            drag = candidate
            grabbing = true
            release = nil
            lastTranslation = 0
            // Resume smoothly from where the content is, even while it springs back.
            pressTravel = travel(for: value, in: environment)
        case .pointer:
            guard grabbing else { return }
            switch drag.update(with: input) {
            case .changed(let v)?:
                lastTranslation = v.translation.height
                follow(travel: pressTravel + v.translation.height, in: environment)
            case .ended(let v)?:
                follow(travel: pressTravel + v.translation.height, in: environment)
                letGo(at: time)
            case .cancelled?:
                // The system took the pointer away: keep the content where the last move put
                // it (a cancel's location is not a position the user chose) and let go.
                letGo(at: time)
            case nil:
                if !drag.isTracking { letGo(at: time) }
            }
        case .wheel(let w):
            // A wheel never pulls, and a trackpad pinch (Control) is not a scroll.
            guard !grabbing, script == nil, release == nil, value <= 0, !w.modifiers.contains(.control),
                w.dy.isFinite
            else { return }
            value = Swift.min(0, Swift.max(value - w.dy, -environment.maxScroll))
        case .key:
            break
        }
    }

    /// Advances the release spring or the scripted pull to `time` (tick step 2).
    mutating func advance(to time: SceneTime, in environment: Environment) {
        if let s = script {
            let elapsed = (time - s.start).seconds
            if elapsed < Self.scriptedPullDuration {
                let f = Animation.easeInOut(duration: Self.scriptedPullDuration).animate(value: 1.0, time: elapsed) ?? 1
                value = s.from + f * (s.to - s.from)
                return
            }
            value = s.to
            script = nil
            letGo(at: time)
        }
        if let r = release {
            let elapsed = Swift.max(0, (time - r.start).seconds)
            let pull = r.from - environment.releaseSpring.value(target: r.from, time: elapsed)
            if pull < Self.releaseSnap {
                value = 0
                release = nil
            } else {
                value = pull
            }
        }
    }

    /// Starts the `pull` action: c eases to `environment.scriptedPullTarget` over 0.6 s, then
    /// is released. Ignored while a pointer drags the content or a scripted pull runs.
    mutating func startScriptedPull(at time: SceneTime, in environment: Environment) {
        guard !grabbing, script == nil else { return }
        release = nil
        script = ScriptedPull(start: time, from: value, to: Swift.max(value, environment.scriptedPullTarget))
    }

    /// Keeps c in range after the viewport or the list changed. A running drag keeps its raw
    /// coordinate q and takes c from the new rubber band and scroll range (as if the pointer had
    /// moved there under them); otherwise a scroll is clamped to `maxScroll` and a pull to just
    /// below the new viewport height (a running release restarts from it at `time`).
    mutating func adapt(to environment: Environment, at time: SceneTime) {
        if grabbing {
            follow(travel: pressTravel + lastTranslation, in: environment)
            return
        }
        let cap = environment.rubberBand.dimension * 0.999_999
        if value < -environment.maxScroll {
            value = -environment.maxScroll
        } else if value > cap {
            value = cap
            if release != nil { release = Release(start: time, from: cap) }
            if let s = script { script = ScriptedPull(start: s.start, from: Swift.min(s.from, cap), to: Swift.min(s.to, cap)) }
        }
    }

    /// The raw drag coordinate q that gives c = `c`.
    private func travel(for c: Double, in environment: Environment) -> Double {
        c <= 0 ? c : environment.rubberBand.travel(forPull: c)
    }

    /// c for a raw drag coordinate q: the rubber band above the top, the scroll range below.
    private mutating func follow(travel q: Double, in environment: Environment) {
        guard q.isFinite else { return }
        value = q > 0 ? environment.rubberBand.pull(forTravel: q) : Swift.max(q, -environment.maxScroll)
    }

    /// Ends the drag; a pull springs back from here, a scroll stays (no momentum).
    private mutating func letGo(at time: SceneTime) {
        grabbing = false
        if value > 0 { release = Release(start: time, from: value) }
    }
}
