import Curves
import Drawing
import Stage

/// A3 — Delay & repeat (effects-gallery.md §4 A3, §2.2): linear 2 s after a 2 s delay; easeIn
/// 4 s × 4 without autoreverse (each leg restarts from the left); easeOut 2 s × 3 autoreversed;
/// easeInOut 1 s × 10 autoreversed at speed 4 (0.25 s legs, 2.5 s in all, ending on the start
/// side and snapping to the target). "Move" toggles.
struct DelayRepeatTile: ToggledBallsTile {
    static let id = TileID.a3
    static let rows: [(row: BallRow, animation: Animation)] = [
        (BallRow(y: BallRow.fourRows[0], color: GalleryPalette.blue, caption: "linear 2s · delay 2s"),
         .linear(duration: 2).delay(2)),
        (BallRow(y: BallRow.fourRows[1], color: GalleryPalette.green, caption: "easeIn 4s ×4"),
         .easeIn(duration: 4).repeatCount(4, autoreverses: false)),
        (BallRow(y: BallRow.fourRows[2], color: GalleryPalette.red, caption: "easeOut 2s ×3 ↺"),
         .easeOut(duration: 2).repeatCount(3, autoreverses: true)),
        (BallRow(y: BallRow.fourRows[3], color: GalleryPalette.orange, caption: "easeInOut 1s ×10 ↺ ·speed 4"),
         .easeInOut(duration: 1).repeatCount(10).speed(4)),
    ]

    /// The balls.
    var balls: ToggledBalls
}
