import Curves
import Drawing
import Stage

/// Ball rows whose x values each carry their own implicit declaration and move together when a
/// flag toggles (A1, A3, A4): false is the left end (x = 120), true the right end (x = 370).
struct ToggledBalls: Sendable {
    /// The rows, top to bottom.
    let rows: [BallRow]
    /// Left (false) or right (true): the model side.
    private(set) var flag = false
    /// Each ball's x, with the row's implicit declaration.
    private(set) var x: [Animated<Double>]

    /// Rows with their implicit declarations on x, all starting at the left.
    init(_ rows: [(row: BallRow, animation: Animation)]) {
        self.rows = rows.map(\.row)
        x = rows.map { Animated(wrappedValue: BallRow.left, $0.animation) }
    }

    /// Toggles the flag at `time`: every x changes in a plain transaction, so each animates with
    /// its own implicit declaration.
    mutating func toggle(at time: SceneTime) {
        flag.toggle()
        let target = flag ? BallRow.right : BallRow.left
        let transaction = Transaction(time: time)
        for i in x.indices { x[i].set(target, in: transaction) }
    }

    /// Draws every row at `time`; operations are named `<prefix>row/<i>/ball` and
    /// `<prefix>row/<i>/caption/<line>`.
    func draw(in context: inout GraphicsContext, at time: SceneTime, prefix: String) {
        for (i, row) in rows.enumerated() {
            row.draw(ballX: x[i].at(time), in: &context, name: prefix + "row/\(i)")
        }
    }

    /// `flag` and, per row, the presented `x`, the model `target` and whether it is `animating`.
    func state(at time: SceneTime) -> JSONValue {
        [
            "flag": .bool(flag),
            "balls": .array(x.map { ball in
                ["x": .number(ball.at(time)), "target": .number(ball.wrappedValue), "animating": .bool(ball.isAnimating(at: time))]
            }),
        ]
    }
}

/// A tile made of ball rows that toggle together (A1, A3, A4): "Move" flips the side, every
/// row animates with its own implicit declaration.
protocol ToggledBallsTile: GalleryTile {
    /// The rows and their declarations on x.
    static var rows: [(row: BallRow, animation: Animation)] { get }
    /// The balls.
    var balls: ToggledBalls { get set }
    /// A tile showing `balls`.
    init(balls: ToggledBalls)
}

extension ToggledBallsTile {
    static var spec: TileSpec { TileSpec(button: "Move") }

    init(startingAt time: SceneTime) { self.init(balls: ToggledBalls(Self.rows)) }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        if control == .button { balls.toggle(at: time) }
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        balls.draw(in: &context, at: time, prefix: name(""))
    }

    func state(at time: SceneTime) -> JSONValue { balls.state(at: time) }
}
