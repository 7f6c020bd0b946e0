import Curves
import Drawing
import Stage

/// A4 — Speed (effects-gallery.md §4 A4, §2.2): `speed(s)` runs the wrapped timeline s times
/// faster, delay included — linear 2 s at speed 0.5, 1 and 2 take 4 s, 2 s and 1 s; linear 1 s,
/// then delay 1 s, then speed 2 waits 0.5 s and moves for 0.5 s. "Move" toggles.
struct SpeedTile: ToggledBallsTile {
    static let id = TileID.a4
    static let rows: [(row: BallRow, animation: Animation)] = [
        (BallRow(y: BallRow.fourRows[0], color: GalleryPalette.blue, caption: "2s · speed 0.5 → 4s"),
         .linear(duration: 2).speed(0.5)),
        (BallRow(y: BallRow.fourRows[1], color: GalleryPalette.green, caption: "2s · speed 1 → 2s"),
         .linear(duration: 2).speed(1)),
        (BallRow(y: BallRow.fourRows[2], color: GalleryPalette.red, caption: "2s · speed 2 → 1s"),
         .linear(duration: 2).speed(2)),
        (BallRow(y: BallRow.fourRows[3], color: GalleryPalette.orange, caption: "1s · delay 1 · speed 2 → 1s"),
         .linear(duration: 1).delay(1).speed(2)),
    ]

    /// The balls.
    var balls: ToggledBalls
}
