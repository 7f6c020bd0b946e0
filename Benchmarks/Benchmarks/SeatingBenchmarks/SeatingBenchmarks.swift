import Benchmark
import Foundation
import Drawing
import Geometry
import Seating
import Stage

// Benchmarks for the seating chart. Run: scripts/bench Seating
//
// Targets (issue 12), medians per frame (update + draw + wire encode with a warm cache; one frame
// per sample, so p90/p99 are the tails):
// overview ≤ 300 µs; zoomed into a tribune with its seats ≤ 2 ms, not growing with the seats of
// other tribunes (compare "1 tribune's seats" with "all 240 tribunes' seats"); a tap's hit test
// ≤ 50 µs. Bytes per warm frame (≤ 2 KB while panning the overview) are deterministic and
// checked in Tests/SeatingTests (WireBudgetTests), which print them.

/// The resting transform of the default 900 × 900 viewport.
let rest = ChartTransform(boxOrigin: Point(x: 90, y: 90), pan: .zero, pivot: Point(x: 360, y: 360), scale: 1.25,
                          angle: .pi / 2)
let layout = SeatingScene.layout(chartSide: 720)

/// The canvas point at rest over the middle of `tribune`.
func restingCanvasPoint(of tribune: Tribune) -> Point {
    switch tribune.shape {
    case .rectangle(let r, _):
        return rest.chartToCanvas(Point(x: r.midX, y: r.midY))
    case .arc(let w):
        let phi = (w.startAngle + w.endAngle) / 2, rho = (w.innerRadius + w.outerRadius) / 2
        return rest.chartToCanvas(Point(x: w.center.x + rho * cos(phi), y: w.center.y + rho * sin(phi)))
    }
}

/// A tap at canvas `p` at `t` seconds.
func tap(_ p: Point, at t: Double, id: PointerID = 1) -> [SceneEvent] {
    [.pointer(.down, id: id, x: p.x, y: p.y, at: SceneTime(seconds: t)),
     .pointer(.up, id: id, x: p.x, y: p.y, at: SceneTime(seconds: t))]
}

/// A one-pointer pan over `seconds` starting at `t`, 120 moves per second, swinging ±200 points.
func pan(from t: Double, seconds: Double, id: PointerID = 7) -> [SceneEvent] {
    var events: [SceneEvent] = [.pointer(.down, id: id, x: 450, y: 450, at: SceneTime(seconds: t), kind: .touch)]
    let n = Int(seconds * 120)
    var x = 450.0, y = 450.0
    for i in 1...n {
        let phase = Double(i) / Double(n) * 2 * .pi
        x = 450 + 200 * sin(phase)
        y = 450 + 120 * sin(2 * phase)
        events.append(.pointer(.move, id: id, x: x, y: y, at: SceneTime(seconds: t + Double(i) / 120), kind: .touch))
    }
    events.append(.pointer(.up, id: id, x: x, y: y, at: SceneTime(seconds: t + seconds + 0.001), kind: .touch))
    return events
}

/// Selects every tribune once (tap at rest, zoom out, wait), so all 240 have their seats
/// created, then selects S0-top-5 at `end`.
func visitEveryTribune() -> (events: [SceneEvent], end: Double) {
    var events: [SceneEvent] = []
    var t = 1.5
    for tribune in layout.tribunes {
        events += tap(restingCanvasPoint(of: tribune), at: t)
        events.append(.action(name: "zoom-out", time: SceneTime(seconds: t + 1.05)))
        t += 2.2
    }
    events += tap(Point(x: 770, y: 431.25), at: t)
    return (events, t)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    // One frame per sample (update + draw + wire encode with a warm cache); the sessions are
    // built by the setup hooks, outside the measurements.
    let frame = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(3),
                                        maxIterations: 6_000)  // 100 s of scene time, within the 120 s pans

    let overview = FrameSource {
        var session = try! SceneSession<SeatingScene>()
        try! session.append(contentsOf: pan(from: 1.5, seconds: 120))
        return (session, 1.5)
    }
    Benchmark("overview frame while panning: update + draw + wire encode", configuration: frame,
              closure: { _ in overview.next() }, setup: { overview.prepare() })

    let oneTribune = FrameSource {
        var session = try! SceneSession<SeatingScene>()
        try! session.append(contentsOf: tap(Point(x: 770, y: 431.25), at: 1.5) + pan(from: 3, seconds: 120))
        return (session, 3)
    }
    Benchmark("zoomed frame with seats (1 tribune's seats created), panning", configuration: frame,
              closure: { _ in oneTribune.next() }, setup: { oneTribune.prepare() })

    let everyTribune = FrameSource {
        let (events, end) = visitEveryTribune()
        var session = try! SceneSession<SeatingScene>()
        try! session.append(contentsOf: events + pan(from: end + 1.5, seconds: 120))
        blackHole(session.sceneState(at: SceneTime(seconds: end + 1.5)))  // simulate the visits once
        return (session, end + 1.5)
    }
    Benchmark("zoomed frame with seats (all 240 tribunes' seats created), panning", configuration: frame,
              closure: { _ in everyTribune.next() }, setup: { everyTribune.prepare() })
    animationsPanelBenchmarks {
        let (events, end) = visitEveryTribune()
        var session = try! SceneSession<SeatingScene>()
        try! session.append(contentsOf: events + pan(from: end + 1.5, seconds: 120))
        blackHole(session.sceneState(at: SceneTime(seconds: end + 1.5)))
        return (session, end + 1.5)
    }

    // The 0.7 s ZOOM step at 60 fps, over and over (every 42nd frame replays from a checkpoint).
    let drawingIn = FrameSource(cycleFrames: 42) {
        var session = try! SceneSession<SeatingScene>()
        try! session.append(contentsOf: tap(Point(x: 770, y: 431.25), at: 1.5))
        return (session, 1.8)
    }
    Benchmark("zoomed frame while the seats draw in (trimmed glyphs)", configuration: frame,
              closure: { _ in drawingIn.next() }, setup: { drawingIn.prepare() })

    Benchmark("tap hit test: canvas → chart, 240 tribunes, 150 seats", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let seats = SeatingScene.seats(of: TribuneID("S0-top-5")!, chartSide: 720)
        let zoomed = ChartTransform(boxOrigin: Point(x: 90, y: 90), pan: .zero, pivot: Point(x: 345, y: 104), scale: 25,
                                    angle: .pi / 2)
        // A miss (the field centre: every tribune tested) and a seat hit, alternately.
        let misses = rest, taps = [Point(x: 450, y: 450), Point(x: 285, y: 344)]
        var i = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            i += 1
            let q = taps[i & 1]
            let p = (i & 1 == 0 ? misses : zoomed).canvasToChart(q)
            blackHole(layout.tribune(at: p))
            blackHole(SeatLayout.seat(at: p, in: seats))
        }
        benchmark.stopMeasurement()
    }
}
