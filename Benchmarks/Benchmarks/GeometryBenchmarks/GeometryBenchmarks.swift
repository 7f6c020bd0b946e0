import Benchmark
import Geometry

// Benchmarks for the Geometry module. Run: scripts/bench Geometry

/// The seat glyph of seating.md §5.1 for a cell of side σ at the origin: the sheared back, the
/// squab (circular rounded rects, radius σ/15) and the rod.
func seatGlyph(sigma σ: Double) -> Path {
    let v0 = 0.1 * σ, hb = σ / 3 - v0, hs = σ / 2 - v0, k = hb, wp = σ - k
    let shear = AffineTransform(a: 1, b: 0, c: -0.7071068, d: 1, tx: σ / 3, ty: 0)
    var p = Path()
    p.addRoundedRect(in: Rect(x: 0, y: v0, width: wp, height: hb), cornerRadius: σ / 15, style: .circular, transform: shear)
    p.addRoundedRect(in: Rect(x: 0, y: σ / 2, width: wp, height: hs), cornerRadius: σ / 15, style: .circular)
    p.move(to: Point(x: σ / 2, y: σ / 3))
    p.addLine(to: Point(x: σ / 2 - k / 2, y: σ / 2))
    return p
}

/// A seat placed per seating.md §5.2: turned by ψ about its cell centre, cell origin at `origin`.
func placedSeat(_ glyph: Path, sigma σ: Double, origin: Point, psi: Angle) -> Path {
    glyph.applying(
        AffineTransform(rotationAngle: psi, anchor: Point(x: σ / 2, y: σ / 2))
            .concatenating(AffineTransform(translationX: origin.x, y: origin.y)))
}

/// 100 elements: a move, then 33 each of lines, quadratics and cubics in a wavy strip.
func hundredElementPath() -> Path {
    var p = Path()
    p.move(to: .zero)
    for i in 0..<33 {
        let x = Double(i) * 30
        p.addLine(to: Point(x: x + 10, y: 5))
        p.addQuadCurve(to: Point(x: x + 20, y: 0), control: Point(x: x + 15, y: 20))
        p.addCurve(to: Point(x: x + 30, y: 0), control1: Point(x: x + 22, y: -15), control2: Point(x: x + 28, y: 15))
    }
    return p
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2)
    )

    Benchmark("AffineTransform.concatenating + apply", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let a = AffineTransform(rotationAngle: .degrees(30), anchor: Point(x: 10, y: 20))
        let b = AffineTransform(scaleX: 2, y: 0.5)
        var p = Point(x: 1, y: 2)
        for _ in benchmark.scaledIterations {
            p = p.applying(identity(a).concatenating(b))
            p.x *= 1e-3; p.y *= 1e-3
        }
        blackHole(p)
    }

    // contains on one seat outline (σ = 2, turned 33°): a tap inside the squab, one inside
    // the bounds but outside the glyph, and one outside the bounds (rejected by stored bounds).
    let seat = placedSeat(seatGlyph(sigma: 2), sigma: 2, origin: Point(x: 344, y: 103.5769), psi: .degrees(33))
    let taps: [(String, Point)] = [
        ("inside", Point(x: 345, y: 105)),
        ("in bounds, outside", Point(x: 344.05, y: 103.7)),
        ("outside bounds", Point(x: 400, y: 400)),
    ]
    for (name, tap) in taps {
        Benchmark("Path.contains seat outline, \(name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            var hits = 0
            for _ in benchmark.scaledIterations {
                if identity(seat).contains(identity(tap)) { hits += 1 }
            }
            blackHole(hits)
        }
    }

    // An arc tribune (seating.md §4.6, S0-TL-0) hit at its middle.
    let tribune: Path = {
        let c = Point(x: 180, y: 263.0769), alpha = 3.181226, beta = 3.360330
        var p = Path()
        p.addArc(center: c, radius: 167.5, startAngle: .radians(alpha), endAngle: .radians(beta), clockwise: false)
        p.addArc(center: c, radius: 147.5, startAngle: .radians(beta), endAngle: .radians(alpha), clockwise: true)
        p.closeSubpath()
        return p
    }()
    Benchmark("Path.contains arc tribune, inside", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let tap = Point(x: 180 - 157.5 * 0.9985, y: 263.0769 - 157.5 * 0.0544)
        var hits = 0
        for _ in benchmark.scaledIterations {
            if identity(tribune).contains(identity(tap)) { hits += 1 }
        }
        blackHole(hits)
    }

    // trimmedPath on a 100-element path (lines, quads, cubics), rebuilding the measure each
    // call as Path.trimmedPath does, and with a cached PathMeasure.
    let long = hundredElementPath()
    precondition(long.elements.count == 100)
    Benchmark("Path.trimmedPath 100 elements (0.1…0.7)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(identity(long).trimmedPath(from: 0.1, to: 0.7))
        }
    }
    let measure = PathMeasure(long)
    Benchmark("PathMeasure.trimmedPath 100 elements, cached measure", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(identity(measure).trimmedPath(from: 0.1, to: 0.7))
        }
    }
    Benchmark("Path.length 100 elements", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(identity(long).length)
        }
    }

    // Hit-testing one tap against 10,000 seat shapes (a 100 × 100 block of σ = 2 cells, each
    // turned differently), first hit in order. contains() rejects by the stored bounds first,
    // so only the few seats whose bounds hold the tap are tested exactly.
    let glyph = seatGlyph(sigma: 2)
    let seats: [Path] = (0..<10_000).map { i in
        placedSeat(glyph, sigma: 2, origin: Point(x: Double(i % 100) * 2.2, y: Double(i / 100) * 2.2),
                   psi: .radians(Double(i % 7) * 0.9))
    }
    let hitTap = Point(x: 50 * 2.2 + 1.0, y: 50 * 2.2 + 1.6)  // in the squab of seat (50, 50)
    let missTap = Point(x: 50 * 2.2 + 2.1, y: 50 * 2.2 + 2.1)  // in the gap between seats
    for (name, tap) in [("hit", hitTap), ("miss", missTap)] {
        Benchmark("Hit test 10,000 seats (\(name))") { benchmark in
            for _ in benchmark.scaledIterations {
                var found = -1
                for (i, s) in identity(seats).enumerated() where s.contains(tap) {
                    found = i
                    break
                }
                blackHole(found)
            }
        }
    }
    Benchmark("Hit test 10,000 seats (miss, scan all)") { benchmark in
        for _ in benchmark.scaledIterations {
            var count = 0
            for s in identity(seats) where s.contains(missTap) { count += 1 }
            blackHole(count)
        }
    }
}
