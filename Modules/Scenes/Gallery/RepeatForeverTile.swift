import Curves
import Drawing
import Stage

/// A5 — Repeat forever (effects-gallery.md §4 A5): linear 1.5 s repeated forever, with and
/// without autoreverse, both running from the left from the tile's start; "Restart" starts both
/// again from the left at the press time.
struct RepeatForeverTile: GalleryTile {
    static let id = TileID.a5
    static let spec = TileSpec(button: "Restart")

    /// The two rows and their animations.
    static let rows: [(row: BallRow, animation: Animation)] = [
        (BallRow(y: 110, color: GalleryPalette.purple, caption: "forever ↺"),
         .linear(duration: 1.5).repeatForever(autoreverses: true)),
        (BallRow(y: 180, color: GalleryPalette.teal, caption: "forever →"),
         .linear(duration: 1.5).repeatForever(autoreverses: false)),
    ]

    /// Each ball's x.
    private(set) var x: [Animated<Double>] = rows.map { _ in Animated(wrappedValue: BallRow.left) }
    /// When the running pair started.
    private(set) var start: SceneTime

    init(startingAt time: SceneTime) {
        start = time
        restart(at: time)
    }

    /// Starts both balls afresh from the left at `time` (a new identity: nothing else runs).
    mutating func restart(at time: SceneTime) {
        start = time
        for (i, row) in Self.rows.enumerated() {
            x[i].reset(to: BallRow.left)
            x[i].set(BallRow.right, animation: row.animation, at: time)
        }
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        if control == .button { restart(at: time) }
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        for (i, entry) in Self.rows.enumerated() {
            entry.row.draw(ballX: x[i].at(time), in: &context, name: name("row/\(i)"))
        }
    }

    func state(at time: SceneTime) -> JSONValue {
        ["start": .number(start.seconds), "balls": .array(x.map { ["x": .number($0.at(time))] })]
    }
}
