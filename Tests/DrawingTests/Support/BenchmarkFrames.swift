import Drawing
import Foundation
import Geometry

/// The frames of `Benchmarks/Benchmarks/DrawingBenchmarks`, which compiles this very file through a
/// symbolic link: byte budgets are checked in tests, timing stays in the benchmark, and both
/// always measure the same frames.
enum BenchmarkFrames {
    /// 10,000 seats in a 100 × 100 grid under a chart transform: a fill and a hairline stroke each,
    /// both named, so 20,000 drawing operations on 10,000 static paths.
    static func seatFrame(selected: Int) -> Frame {
        Frame(size: Size(width: 1280, height: 800)) { context in
            var chart = context
            chart.translateBy(x: 40, y: 20)
            chart.scaleBy(x: 0.75, y: 0.75)
            for row in 0..<100 {
                for column in 0..<100 {
                    let seat = seatPath(row: row, column: column)
                    let name = "seat/\(row)/\(column)"
                    chart.fill(seat, with: .color(row * 100 + column == selected ? .green : .blue), name: name)
                    chart.stroke(seat, with: .color(.black), lineWidth: 0.05, name: name)
                }
            }
        }
    }

    /// The outline of the seat at `row`, `column` of a 10-point grid (chart units): a back
    /// curved at the top, built afresh on every call.
    static func seatPath(row: Int, column: Int) -> Path {
        let x = Double(column) * 10, y = Double(row) * 10
        return Path { p in
            p.move(to: Point(x: x + 1, y: y + 8))
            p.addLine(to: Point(x: x + 1, y: y + 2))
            p.addQuadCurve(to: Point(x: x + 8, y: y + 2), control: Point(x: x + 4.5, y: y))
            p.addLine(to: Point(x: x + 8, y: y + 8))
            p.closeSubpath()
        }
    }

    /// A 20-operation animated frame at time `t` seconds: static geometry, animated transforms,
    /// opacity, a rotating conic border and a changing label.
    static func animatedFrame(_ t: Double) -> Frame {
        let circle = Path { p in
            p.move(to: Point(x: 21, y: 0))
            p.addCurve(to: Point(x: 0, y: 21), control1: Point(x: 21, y: 11.6), control2: Point(x: 11.6, y: 21))
            p.addCurve(to: Point(x: -21, y: 0), control1: Point(x: -11.6, y: 21), control2: Point(x: -21, y: 11.6))
            p.addCurve(to: Point(x: 0, y: -21), control1: Point(x: -21, y: -11.6), control2: Point(x: -11.6, y: -21))
            p.addCurve(to: Point(x: 21, y: 0), control1: Point(x: 11.6, y: -21), control2: Point(x: 21, y: -11.6))
            p.closeSubpath()
        }
        let hand = Path { p in
            p.move(to: .zero)
            p.addCurve(to: Point(x: 60, y: 0), control1: Point(x: 60, y: -5), control2: Point(x: 60, y: -5))
            p.addCurve(to: Point(x: 140, y: 0), control1: Point(x: 100, y: 5), control2: Point(x: 100, y: 5))
            p.closeSubpath()
        }
        let stops = Gradient(colors: ["#151618", "#556B2F", "#A9A454", "#556B2F", "#151618"])
        let dial = Point(x: 195, y: 420)
        var ops: [Frame.Operation] = [
            .init(.fill(Path(Rect(x: 0, y: 0, width: 390, height: 844)), .color("#EFE4D4"), .nonZero), name: "background"),
            .init(.fill(Path(Rect(x: 20, y: 100, width: 350, height: 129)), .color(.white), .nonZero), name: "card"),
            .init(.setOpacity(1 - 0.8 * abs(sin(t * .pi)))),
            .init(
                .stroke(
                    Path(Rect(x: 40, y: 110, width: 310, height: 109)),
                    .conicGradient(stops, center: Point(x: 195, y: 164.5), angle: .degrees(360 * (t - t.rounded(.down)))),
                    StrokeStyle(lineWidth: 10)), name: "border"),
            .init(.setOpacity(1)),
            .init(.setTransform(AffineTransform(translationX: 40 + 300 * (t / 10 - (t / 10).rounded(.down)), y: 300))),
            .init(.fill(circle, .color(.orange), .nonZero), name: "ball"),
            .init(.stroke(circle, .color(.black), StrokeStyle(lineWidth: 1)), name: "ball"),
            .init(.setTransform(AffineTransform(rotationAngle: .degrees(6 * t - 90), anchor: .zero).concatenating(AffineTransform(translationX: dial.x, y: dial.y)))),
            .init(.fill(hand, .color("#151618"), .nonZero), name: "hand/second"),
            .init(.setTransform(AffineTransform(rotationAngle: .degrees(0.1 * t - 90), anchor: .zero).concatenating(AffineTransform(translationX: dial.x, y: dial.y)))),
            .init(.fill(hand, .color("#556B2F"), .nonZero), name: "hand/minute"),
            .init(.setTransform(.identity)),
            .init(.text(TextRun("\(Int(600 - t) / 60):\(Int(600 - t) % 60 < 10 ? "0" : "")\(Int(600 - t) % 60)", at: Point(x: 195, y: 160), font: Font.largeTitle.weight(.black).monospacedDigit(), paint: .color("#151618"))), name: "time"),
        ]
        for i in 0..<6 {
            ops.append(.init(.fill(Path(Rect(x: 40 + Double(i) * 55, y: 700, width: 44, height: 44)), .color(Double(i) <= t.truncatingRemainder(dividingBy: 6) ? .green : .gray), .nonZero), name: "dot/\(i)"))
        }
        return Frame(size: Size(width: 390, height: 844), operations: ops)
    }
}
