import Drawing
import Foundation
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

// Everything here is written from the spec (effects-gallery.md §2, §3), independently of the
// scene's code, so that the tests compute their expected values themselves.

/// The scene's default viewport, 1280 × 800 (§6.1: 6 × 4 cells of 204 × 180, s = 0.51).
let wide = Size(width: 1280, height: 800)

/// A session of the gallery with `events`.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil) throws -> SceneSession<GalleryScene> {
    var s = try SceneSession<GalleryScene>(viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

extension SceneSession where S == GalleryScene {
    /// Tile `id`'s semantic state at `t` seconds.
    mutating func tile(_ id: String, _ t: Double) -> JSONValue { state(t)["tiles"]?[id] ?? .null }
}

// MARK: - §2.1 Bézier timing curves

/// A cubic Bézier timing curve from (0, 0) to (1, 1), evaluated as §2.1 says: solve x(τ) = u by
/// Newton's method with a bisection fallback, then take y(τ).
struct TestBezier {
    let x1, y1, x2, y2: Double

    static let linear = TestBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = TestBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TestBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = TestBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
    func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
    func dx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2) }

    /// The progress at time fraction `u` (clamped to 0…1).
    func callAsFunction(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        var t = u
        for _ in 0..<8 {
            let err = bx(t) - u
            if abs(err) < 1e-12 { return by(t) }
            let d = dx(t)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = u
        for _ in 0..<200 {
            let x = bx(t)
            if abs(x - u) < 1e-12 { break }
            if x < u { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return by(t)
    }
}

// MARK: - §2.4 springs

/// The damped oscillator's progress from rest towards 1 (§2.4's closed form, ζ < 1):
/// `1 − e^(−ζω₀t)·(cos ω_d t + ((ζω₀ − v₀)/ω_d)·sin ω_d t)`.
func springProgress(omega0: Double, zeta: Double, v0: Double = 0, _ t: Double) -> Double {
    let wd = omega0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega0 * t) * (cos(wd * t) + (zeta * omega0 - v0) / wd * sin(wd * t))
}

/// `interpolatingSpring(mass, stiffness, damping, initialVelocity)`: ω₀ = √(k/m), ζ = c/(2√(km)).
func interpolating(mass: Double = 1, stiffness k: Double, damping c: Double, v0: Double = 0, _ t: Double) -> Double {
    springProgress(omega0: (k / mass).squareRoot(), zeta: c / (2 * (k * mass).squareRoot()), v0: v0, t)
}

/// `spring(response, dampingFraction)`: mass 1, k = (2π/response)², c = 4π·fraction/response,
/// so ω₀ = 2π/response and ζ = fraction.
func fluid(response: Double, dampingFraction: Double, _ t: Double) -> Double {
    springProgress(omega0: 2 * .pi / response, zeta: dampingFraction, t)
}

// MARK: - §3.1 layout and pointer mapping

/// Where the tile at grid position `index` puts tile-space `point` on screen, and the scale, for
/// `viewport` (§3.1: the column count maximising s, smaller on a tie, ⌈25 / c⌉ rows since B6;
/// cells row-major; the tile centred in its cell).
func screen(tile index: Int, _ point: Point, viewport: Size = wide) -> (point: Point, scale: Double) {
    let g = 8.0, w = viewport.width, h = viewport.height
    let n = TileID.allCases.count
    var best = (c: 0, s: -Double.infinity)
    for c in 1...n {
        let rows = (n + c - 1) / c
        let s = min((w - g * Double(c + 1)) / Double(c) / 400, (h - 40 - g * Double(rows + 1)) / Double(rows) / 300)
        if s > best.s { best = (c, s) }
    }
    let c = best.c, rows = (n + c - 1) / c, s = best.s
    let cellW = (w - g * Double(c + 1)) / Double(c), cellH = (h - 40 - g * Double(rows + 1)) / Double(rows)
    let i = index % c, j = index / c
    let ox = g + Double(i) * (cellW + g) + (cellW - 400 * s) / 2
    let oy = 40 + g + Double(j) * (cellH + g) + (cellH - 300 * s) / 2
    return (Point(x: ox + s * point.x, y: oy + s * point.y), s)
}

/// A tap (down, up 50 ms later at the same place) at screen `point`, at `t` seconds.
func tap(_ point: Point, at t: Double, id: Int = 1) -> [SceneEvent] {
    [.pointer(.down, id: PointerID(id), x: point.x, y: point.y, at: SceneTime(seconds: t)),
     .pointer(.up, id: PointerID(id), x: point.x, y: point.y, at: SceneTime(seconds: t + 0.05))]
}

/// A tap on tile `index`'s tile-space `point` in the grid of `viewport`, at `t` seconds.
func tapTile(_ index: Int, _ point: Point, at t: Double, viewport: Size = wide) -> [SceneEvent] {
    tap(screen(tile: index, point, viewport: viewport).point, at: t)
}

/// The primary button's centre, tile space (§3.2).
let buttonCentre = Point(x: 200, y: 278)

// MARK: - frames

/// A drawing operation of a frame with the transform in effect for it.
struct Draw {
    var command: Frame.Command
    var name: String?
    var transform: Geometry.AffineTransform
}

/// The fills, strokes and texts of `frame` with their effective transforms (replaying save,
/// restore, concatenate and setTransform).
func draws(_ frame: Frame) -> [Draw] {
    var transform = Geometry.AffineTransform.identity
    var stack: [Geometry.AffineTransform] = []
    var out: [Draw] = []
    for op in frame.operations {
        switch op.command {
        case .save, .beginLayer: stack.append(transform)
        case .restore, .endLayer: if let t = stack.popLast() { transform = t }
        case .concatenate(let t): transform = t.concatenating(transform)
        case .setTransform(let t): transform = t
        case .fill, .stroke, .text: out.append(Draw(command: op.command, name: op.name, transform: transform))
        default: break
        }
    }
    return out
}

/// The path of the fill or stroke named `name`, in viewport points.
func drawnPath(_ frame: Frame, _ name: String) -> Path? {
    guard let d = draws(frame).first(where: { $0.name == name }) else { return nil }
    switch d.command {
    case .fill(let p, _, _), .stroke(let p, _, _): return p.applying(d.transform)
    default: return nil
    }
}

/// The points a path visits (move, line and curve end points), in order.
func points(of path: Path) -> [Point] {
    path.elements.compactMap {
        switch $0 {
        case .move(let p), .line(let p): p
        case .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }
}

/// A viewport where a focused tile is drawn at scale 1 with its tile-space origin at (0, 40):
/// 400 × 396 (§3.1 focus mode: s = min(W/400, (H − 40)/300) = 1, with the pager bar of a
/// gallery narrower than 1100 points under the tile).
let focusViewport = Size(width: 400, height: 340 + GalleryLayout.pagerBarHeight)

/// A session showing only `tile` at scale 1 (screen = tile space + (0, 40)), with `events`.
func focusedSession(_ tile: String, _ events: [SceneEvent] = []) throws -> SceneSession<GalleryScene> {
    try session([.set(name: "tile", value: .string(tile), time: .zero)] + events, viewport: focusViewport)
}
