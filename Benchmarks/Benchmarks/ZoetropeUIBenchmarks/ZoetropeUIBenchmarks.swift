import Benchmark
import Drawing
import Geometry
import Stage
import ZoetropeUI

// Benchmarks for ZoetropeUI view trees. Run: scripts/bench ZoetropeUI
//
// Targets (issue 37): per frame while animating, release, update + layout + draw + encode:
// a 20-view tree ≤ 40 µs p50, a 200-view tree ≤ 300 µs p50, cost flat per view from 20 to
// 2,000 views. Each sample is one frame (scaling factor 1), so p99 is a per-frame tail.
// Trees: BenchViews.swift (a cell is five views, every cell's circle pulsing).
//
// - "frame": SceneSession<ViewScene<…>>.frame(at:) 1/60 s after the previous one — the frame
//   `preview serve` computes: the tick (completions), then resolve + layout + draw — and the
//   WireEncoder's encoding (warm path cache).
// - "frame with a tap": the same with a tap on the first cell in every frame (a withAnimation
//   spring toggling @State: update + diff + the new animations).
// - "still frame": a tree in which nothing animates and no state changes.
// - "draw only" / "encode only": the two halves of the 200-view frame.

/// One preview session, advanced 1/60 s per frame.
final class FrameDriver<P: PreviewProvider>: @unchecked Sendable {
    var session: SceneSession<ViewScene<P>>
    var encoder = WireEncoder()
    var t = 1.0
    var tapAt: Point?

    init(tapping: Bool = false) {
        session = try! SceneSession<ViewScene<P>>()
        blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: t))))
        if tapping {
            // The first cell (top left): the centre of its top-left drawn view (a custom view
            // has no node of its own; its body's views are named ".../BenchCell/...").
            let host = ViewHost(P.previews, viewport: P.previewViewport)
            guard let cell = host.frames.filter({ $0.key.contains("BenchCell") && $0.value.width > 0 })
                .min(by: { ($0.value.minY, $0.value.minX) < ($1.value.minY, $1.value.minX) })
            else { fatalError("no BenchCell among \(host.frames.keys.sorted().prefix(20))") }
            tapAt = Point(x: Double(cell.value.midX), y: Double(cell.value.midY))
        }
    }

    func frame() {
        t += 1.0 / 60
        if let p = tapAt {
            let time = SceneTime(seconds: t - 1.0 / 120)
            try! session.append(.input(.pointer(PointerEvent(.down, id: 1, location: p, time: time))))
            try! session.append(.input(.pointer(PointerEvent(.up, id: 1, location: p, time: time))))
        }
        blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: t))))
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    func frames<P: PreviewProvider>(_ name: String, _: P.Type, tapping: Bool = false) {
        nonisolated(unsafe) var driver: FrameDriver<P>?
        Benchmark(name) { _ in
            if driver == nil { driver = FrameDriver<P>(tapping: tapping) }
            driver!.frame()
        }
    }

    frames("frame: 20 views animating (update + layout + draw + encode)", Tree20_Previews.self)
    frames("frame: 200 views animating (update + layout + draw + encode)", Tree200_Previews.self)
    frames("frame: 2000 views animating (update + layout + draw + encode)", Tree2000_Previews.self)
    frames("frame with a tap: 20 views", Tree20_Previews.self, tapping: true)
    frames("frame with a tap: 200 views", Tree200_Previews.self, tapping: true)
    frames("frame with a tap: 2000 views", Tree2000_Previews.self, tapping: true)
    frames("still frame: 20 views, no state change, nothing animating", Still20_Previews.self)
    frames("still frame: 200 views, no state change, nothing animating", Still200_Previews.self)
    frames("still frame: 2000 views, no state change, nothing animating", Still2000_Previews.self)

    nonisolated(unsafe) var host200: ViewHost<BenchTree>?
    nonisolated(unsafe) var t = 1.0
    Benchmark("draw only (resolve + layout + draw): 200 views animating") { _ in
        if host200 == nil { host200 = ViewHost(benchTree(views: 200), viewport: Tree200_Previews.previewViewport) }
        t += 1.0 / 60
        blackHole(host200!.render(at: t))
    }
    nonisolated(unsafe) var encodeState: (WireEncoder, [Frame])?
    nonisolated(unsafe) var next = 0
    Benchmark("encode only (WireEncoder, warm cache): 200 views animating") { _ in
        if encodeState == nil {
            let host = ViewHost(benchTree(views: 200), viewport: Tree200_Previews.previewViewport)
            let frames = (0..<60).map { host.render(at: 1 + Double($0) / 60) }
            var encoder = WireEncoder()
            _ = try! encoder.encode(frames[0])
            encodeState = (encoder, frames)
        }
        next = (next + 1) % 60
        blackHole(try! encodeState!.0.encode(encodeState!.1[next]))
    }
}
