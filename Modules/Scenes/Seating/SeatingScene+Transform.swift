import Geometry
import Stage

extension SeatingScene {
    /// The chart transform with the values presented at `time` (§2.2): `s = zoom · pinch`
    /// clamped to [Z_MIN, Z_MAX], `θ = rotation + liveRot`, `A = anchor · L`,
    /// `o = offset + drag`.
    public func chartTransform(at time: SceneTime) -> ChartTransform {
        let unit = $anchor.at(time)
        return ChartTransform(
            boxOrigin: chartBox.origin, pan: $offset.at(time) + drag,
            pivot: Point(x: unit.x * chartSide, y: unit.y * chartSide),
            scale: Self.clampZoom($zoom.at(time) * pinch), angle: rotation + liveRotation)
    }

    /// Canvas `q` to chart-local, with the transform presented at `time` (§2.4).
    public func canvasToChart(_ q: Point, at time: SceneTime) -> Point {
        resolved(at: time).chartTransform(at: time).canvasToChart(q)
    }

    /// Chart-local `p` to canvas, with the transform presented at `time` (§2.3).
    public func chartToCanvas(_ p: Point, at time: SceneTime) -> Point {
        resolved(at: time).chartTransform(at: time).chartToCanvas(p)
    }

    /// `z` clamped to [Z_MIN, Z_MAX] (W11); NaN counts as the resting zoom.
    static func clampZoom(_ z: Double) -> Double {
        guard !z.isNaN else { return SeatingConstants.restingZoom }
        return Swift.min(SeatingConstants.maximumZoom, Swift.max(SeatingConstants.minimumZoom, z))
    }
}
