import Benchmark
import Drawing
import Geometry

/// A frame of `operations` drawing operations drawn afresh through a `GraphicsContext`, the way a
/// scene draws: seats in a grid of `columns` under a chart transform, each a freshly built path
/// filled and stroked with a hairline, both named, so `operations / 2` seats (plus the one
/// transform operation; `BenchmarkFrames.seatPath`). Seat `selected` is green, the others blue: successive frames differ.
/// The context is told the operation count, as `SceneSession` tells it the previous frame's.
func drawSeats(operations: Int, selected: Int) -> Frame {
    let seats = operations / 2
    let columns = 100
    var context = GraphicsContext(size: Size(width: 1280, height: 800), expectedOperations: operations + 1)
    context.translateBy(x: 40, y: 20)
    context.scaleBy(x: 0.75, y: 0.75)
    for seat in 0..<seats {
        let row = seat / columns, column = seat % columns
        let path = BenchmarkFrames.seatPath(row: row, column: column)
        let name = "seat/\(row)/\(column)"
        context.fill(path, with: .color(seat == selected ? .green : .blue), name: name)
        context.stroke(path, with: .color(.black), lineWidth: 0.05, name: name)
    }
    return context.frame
}

/// One session of fresh seat frames of a given size, one frame drawn and wire-encoded per
/// `next()` (so each benchmark sample is one frame and p99 and max are real tails). The
/// encoder's first, cold frame is encoded by `prepare()`, outside the measurement. With
/// `retainsFrames` the encoder sends only what changed (docs/protocol.md §2.9), as
/// `preview serve` does; the diff against the previous frame is then part of the cost.
final class SeatSession: @unchecked Sendable {
    let operations: Int
    let retainsFrames: Bool
    private var encoder = WireEncoder()
    private var frame = 0

    init(operations: Int, retainsFrames: Bool = false) {
        self.operations = operations
        self.retainsFrames = retainsFrames
    }

    func prepare() {
        encoder = WireEncoder(retainsFrames: retainsFrames)
        frame = 0
        blackHole(try! encoder.encode(drawSeats(operations: operations, selected: 0)))
    }

    /// Draws and encodes the next frame with a warm encoder (another seat selected).
    func next() {
        frame += 1
        blackHole(try! encoder.encode(drawSeats(operations: operations, selected: frame % (operations / 2))))
    }

    /// Draws and encodes a frame with a new encoder: every path and name is defined again.
    func cold() {
        var encoder = WireEncoder(retainsFrames: retainsFrames)
        blackHole(try! encoder.encode(drawSeats(operations: operations, selected: 1)))
    }
}
