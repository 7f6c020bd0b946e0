import Testing
import ZoetropeUI

// Helpers of the example tests. Expected values are closed forms: an animation's progress at a
// time is `Animation.animate(value: 1, time:)` of Curves (the maths SwiftUI's animations are
// specified by: Apple's `Animation` and `Spring` documentation; Curves' README lists each
// factory's curve or spring constants), or plain trigonometry for custom shapes and effects.

/// The fraction of a change of `magnitude` that `animation` presents `time` seconds after it
/// started (1 once done; a spring's end depends on the magnitude).
func progress(_ animation: Animation, at time: Double, magnitude: Double = 1) -> Double {
    animation.animate(value: magnitude, time: time).map { $0 / magnitude } ?? 1
}

/// The centre of the view at `path` (where layout put it), for tapping it.
func center<V: View>(of path: String, in host: ViewHost<V>, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGPoint {
    let f = try #require(host.frame(of: path), "no view at \(path)", sourceLocation: sourceLocation)
    return CGPoint(x: f.midX, y: f.midY)
}

/// The operations drawn under `name` at `time`.
func drawn<V: View>(_ name: String, in host: ViewHost<V>, at time: Double) -> [DrawnOperation] {
    host.render(at: time).drawn(name)
}

/// The first operation drawn under `name` at `time`.
func op<V: View>(_ name: String, in host: ViewHost<V>, at time: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> DrawnOperation {
    try #require(drawn(name, in: host, at: time).first, "nothing drawn as \(name) at \(time)", sourceLocation: sourceLocation)
}

/// The drawn bounds of the first operation under `name` at `time`.
func bounds<V: View>(_ name: String, in host: ViewHost<V>, at time: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> (minX: Double, minY: Double, maxX: Double, maxY: Double, width: Double, height: Double) {
    let b = try #require(try op(name, in: host, at: time, sourceLocation: sourceLocation).bounds, sourceLocation: sourceLocation)
    return (b.minX, b.minY, b.maxX, b.maxY, b.width, b.height)
}

/// `a` and `b` within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
