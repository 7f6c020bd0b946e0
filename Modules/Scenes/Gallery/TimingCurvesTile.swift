import Curves
import Drawing
import Stage

/// A1 — Timing curves (effects-gallery.md §4 A1): four balls whose x each has its own implicit
/// declaration (linear 5 s, easeIn 4 s, easeOut 3 s, easeInOut 2 s); "Move" toggles left ↔ right,
/// and the balls separate on the way and arrive at different times.
struct TimingCurvesTile: ToggledBallsTile {
    static let id = TileID.a1
    static let rows: [(row: BallRow, animation: Animation)] = [
        (BallRow(y: BallRow.fourRows[0], color: GalleryPalette.blue, caption: "linear 5s"), .linear(duration: 5)),
        (BallRow(y: BallRow.fourRows[1], color: GalleryPalette.green, caption: "easeIn 4s"), .easeIn(duration: 4)),
        (BallRow(y: BallRow.fourRows[2], color: GalleryPalette.red, caption: "easeOut 3s"), .easeOut(duration: 3)),
        (BallRow(y: BallRow.fourRows[3], color: GalleryPalette.orange, caption: "easeInOut 2s"), .easeInOut(duration: 2)),
    ]

    /// The balls.
    var balls: ToggledBalls
}
