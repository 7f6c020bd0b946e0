import Drawing
import Geometry

/// Hand-made frames that together use every operation, paint, stroke option, text option, filter
/// and layer.
/// Every number is a multiple of 1/16 (exact in float32 and in four decimals) and every colour
/// is 8-bit, so these frames survive wire and JSON round trips exactly.
enum SampleFrames {
    /// A closed circle of radius `r` around (`cx`, `cy`) from four cubic curves (κ ≈ 0.5625 r,
    /// rounded to a sixteenth so the control points stay exact).
    static func circle(cx: Double, cy: Double, r: Double) -> Path {
        let k = (r * 0.5523 * 16).rounded() / 16
        return Path { p in
            p.move(to: Point(x: cx + r, y: cy))
            p.addCurve(to: Point(x: cx, y: cy + r), control1: Point(x: cx + r, y: cy + k), control2: Point(x: cx + k, y: cy + r))
            p.addCurve(to: Point(x: cx - r, y: cy), control1: Point(x: cx - k, y: cy + r), control2: Point(x: cx - r, y: cy + k))
            p.addCurve(to: Point(x: cx, y: cy - r), control1: Point(x: cx - r, y: cy - k), control2: Point(x: cx - k, y: cy - r))
            p.addCurve(to: Point(x: cx + r, y: cy), control1: Point(x: cx + k, y: cy - r), control2: Point(x: cx + r, y: cy - k))
            p.closeSubpath()
        }
    }

    static let background = Path(Rect(x: 0, y: 0, width: 400, height: 300))

    /// Solid fills and strokes, every state operation, both fill rules, every cap and join,
    /// dashes, a custom miter limit, all three transform encodings, names on state operations.
    static let basic = Frame(
        size: Size(width: 400, height: 300),
        operations: [
            .init(.fill(background, .color(Color(hex: 0xF2F2F7)), .nonZero), name: "background"),
            .init(.save, name: "layer"),
            .init(.setTransform(AffineTransform(translationX: 200, y: 150))),
            .init(.fill(circle(cx: 0, cy: 0, r: 40), .color(.red), .nonZero), name: "ball"),
            .init(
                .stroke(
                    circle(cx: 0, cy: 0, r: 40), .color(.blue),
                    StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .bevel, dash: [6, 3], dashPhase: 10)),
                name: "ball"),
            .init(.concatenate(AffineTransform(a: 2, b: 0.5, c: -0.5, d: 2, tx: 10, ty: -20))),
            .init(.concatenate(AffineTransform(scaleX: 1.5, y: 0.75))),
            .init(.setOpacity(0.5)),
            .init(
                .fill(
                    Path { p in
                        p.move(to: Point(x: -20, y: -20))
                        p.addQuadCurve(to: Point(x: 20, y: -20), control: Point(x: 0, y: -40))
                        p.addLine(to: Point(x: 20, y: 20))
                        p.addLine(to: Point(x: -20, y: 20))
                        p.closeSubpath()
                        p.addRect(Rect(x: -10, y: -10, width: 20, height: 20))
                    }, .color(Color(hex: 0x34C759, opacity: 128.0 / 255)), .evenOdd)),
            .init(.restore),
            .init(.save),
            .init(.clip(Path(Rect(x: 20, y: 20, width: 160, height: 100)), .evenOdd), name: "viewport clip"),
            .init(
                .stroke(
                    Path { p in p.addLines([Point(x: 10, y: 110), Point(x: 100, y: 30), Point(x: 190, y: 110)]) },
                    .color(.black), StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .miter, miterLimit: 4))),
            .init(
                .stroke(
                    Path { p in p.addLines([Point(x: 10, y: 60), Point(x: 100, y: 90), Point(x: 190, y: 60)]) },
                    .color(.orange), StrokeStyle(lineWidth: 3, lineCap: .butt, lineJoin: .round))),
            .init(.clip(circle(cx: 100, cy: 70, r: 30), .nonZero)),
            .init(.fill(Path(Rect(x: 0, y: 0, width: 400, height: 300)), .color(Color(hex: 0x007AFF, opacity: 64.0 / 255)), .nonZero)),
            .init(.restore),
            .init(.setOpacity(1)),
            .init(.fill(Path(), .color(.clear), .nonZero), name: "empty path"),
        ])

    static let conicStops = Gradient(stops: [
        .init(color: Color(hex: 0x151618), location: 0), .init(color: Color(hex: 0x556B2F), location: 0.25),
        .init(color: Color(hex: 0xA9A454), location: 0.5), .init(color: Color(hex: 0x556B2F), location: 0.75),
        .init(color: Color(hex: 0x151618), location: 1),
    ])

    /// Every gradient kind on fills, strokes and text, with translucent and coinciding stops.
    static let gradients = Frame(
        size: Size(width: 390, height: 844),
        operations: [
            .init(
                .fill(
                    Path(Rect(x: 0, y: 0, width: 390, height: 844)),
                    .linearGradient(
                        Gradient(colors: [Color(hex: 0x151618), Color(hex: 0x556B2F), Color(hex: 0xA9A454)]),
                        startPoint: Point(x: 292.5, y: 0), endPoint: Point(x: 97.5, y: 844)), .nonZero),
                name: "background"),
            .init(
                .fill(
                    circle(cx: 195, cy: 200, r: 60),
                    .radialGradient(
                        Gradient(stops: [
                            .init(color: .white, location: 0), .init(color: Color(hex: 0xFF3B30, opacity: 128.0 / 255), location: 0.5),
                            .init(color: .clear, location: 1),
                        ]), center: Point(x: 195, y: 200), startRadius: 10, endRadius: 60), .nonZero)),
            .init(
                .stroke(
                    Path(Rect(x: 40, y: 400, width: 310, height: 129)),
                    .conicGradient(conicStops, center: Point(x: 195, y: 464.5), angle: .radians(0.5)),
                    StrokeStyle(lineWidth: 10)), name: "border"),
            .init(
                .fill(
                    circle(cx: 195, cy: 700, r: 50),
                    .conicGradient(
                        Gradient(stops: [
                            .init(color: .red, location: 0), .init(color: .red, location: 0.5),
                            .init(color: .blue, location: 0.5), .init(color: .blue, location: 1),
                        ]), center: Point(x: 195, y: 700), angle: .zero), .nonZero)),
            .init(
                .text(
                    TextRun(
                        "Gradient text", at: Point(x: 195, y: 330), font: .title.bold(),
                        paint: .linearGradient(
                            Gradient(colors: [.red, .blue]), startPoint: Point(x: 100, y: 0), endPoint: Point(x: 290, y: 0)))),
                name: "title"),
            .init(
                .text(
                    TextRun(
                        "Conic", at: Point(x: 195, y: 580), font: .largeTitle,
                        paint: .conicGradient(conicStops, center: Point(x: 195, y: 580), angle: .degrees(0))))),
        ])

    /// Every alignment, baseline, design and flag, plus strings that need escaping.
    static let text: Frame = {
        var ops: [Frame.Operation] = []
        let alignments = TextAlignment.allCases
        let baselines = TextBaseline.allCases
        for (i, alignment) in alignments.enumerated() {
            for (j, baseline) in baselines.enumerated() {
                ops.append(
                    .init(
                        .text(
                            TextRun(
                                "Ag", at: Point(x: 60 + Double(i) * 120, y: 40 + Double(j) * 40), font: .body,
                                alignment: alignment, baseline: baseline)),
                        name: "grid/\(i)/\(j)"))
            }
        }
        let designs = Font.Design.allCases
        for (k, design) in designs.enumerated() {
            ops.append(
                .init(
                    .text(
                        TextRun(
                            "12:05", at: Point(x: 20, y: 220 + Double(k) * 30),
                            font: Font(size: 22, weight: Font.Weight(100 + 200 * k), design: design, isItalic: k % 2 == 1,
                                       hasMonospacedDigits: k >= 2),
                            paint: .color(Color(hex: 0x1C1C1E)), alignment: .leading, baseline: .alphabetic))))
        }
        ops.append(.init(.text(TextRun("Grüße 🎾 日本語", at: Point(x: 200, y: 380), font: .headline, paint: .color(.purple)))))
        ops.append(
            .init(
                .text(TextRun("quote \" backslash \\ tab \t <tag> & 'apos'", at: Point(x: 200, y: 410), font: .footnote)),
                name: "escapes \"&<>\""))
        ops.append(.init(.text(TextRun("", at: Point(x: 0, y: 0), font: Font(size: 0)))))
        ops.append(
            .init(
                .text(TextRun("heavy", at: Point(x: 200, y: 440), font: .largeTitle.weight(.black), paint: .color(.white.opacity(128.0 / 255))))))
        return Frame(size: Size(width: 400, height: 460), operations: ops)
    }()

    /// Filters and layers (wire format version 2): a shadow, a blur, a chain of both, a zero
    /// radius, a reset, a layer with group opacity and a shadow that closes a save left open
    /// inside it, nested layers, an empty layer with a filter, and a stray `endLayer`.
    static let effects = Frame(
        size: Size(width: 320, height: 240),
        operations: [
            .init(.fill(Path(Rect(x: 0, y: 0, width: 320, height: 240)), .color(Color(hex: 0xF2F2F7)), .nonZero)),
            .init(.addFilter(.shadow(color: Color(hex: 0x000000, opacity: 84.0 / 255), radius: 4, x: 0, y: 2)), name: "bubble shadow"),
            .init(.fill(circle(cx: 60, cy: 60, r: 30), .color(.red), .nonZero), name: "bubble"),
            .init(.addFilter(.blur(radius: 1.5))),
            .init(.stroke(circle(cx: 60, cy: 60, r: 36), .color(.blue), StrokeStyle(lineWidth: 2)), name: "ring"),
            .init(.resetFilters),
            .init(.addFilter(.shadow(color: Color(hex: 0xFA8128), radius: 0, x: 3.5, y: -2.25))),
            .init(.text(TextRun("hard shadow", at: Point(x: 60, y: 130), font: .body))),
            .init(.resetFilters),
            .init(.setOpacity(0.5)),
            .init(.addFilter(.shadow(color: .black, radius: 2, x: 0, y: 1))),
            .init(.beginLayer, name: "card"),
            .init(.fill(Path(Rect(x: 150, y: 30, width: 140, height: 80)), .color(.white), .nonZero)),
            .init(.save),
            .init(.clip(Path(Rect(x: 150, y: 30, width: 140, height: 80)), .nonZero)),
            .init(.fill(circle(cx: 280, cy: 40, r: 40), .color(.green), .nonZero)),
            .init(.text(TextRun("Card", at: Point(x: 220, y: 70), font: .headline))),
            .init(.endLayer),
            .init(.setOpacity(1)),
            .init(.resetFilters),
            .init(.beginLayer),
            .init(.setOpacity(0.75)),
            .init(.beginLayer, name: "inner"),
            .init(.fill(Path(Rect(x: 40, y: 160, width: 60, height: 60)), .color(.blue), .nonZero)),
            .init(.fill(Path(Rect(x: 70, y: 170, width: 60, height: 60)), .color(.purple), .nonZero)),
            .init(.endLayer),
            .init(.endLayer),
            .init(.addFilter(.blur(radius: 8))),
            .init(.beginLayer, name: "empty"),
            .init(.endLayer),
            .init(.resetFilters),
            .init(.endLayer, name: "stray"),
        ])

    /// The frames of one session, in order. The second reuses the first's seat paths and names
    /// (cache hits) with a moved ball; the third follows an encoder reset.
    static func session(seatCount: Int = 6, ballX: Double, selected: Int = 2) -> Frame {
        Frame(size: Size(width: 320, height: 240)) { context in
            context.fill(Path(Rect(x: 0, y: 0, width: 320, height: 240)), with: .color(Color(hex: 0xFA8128)), name: "background")
            var chart = context
            chart.translateBy(x: 40, y: 40)
            for i in 0..<seatCount {
                let seat = Path(Rect(x: Double(i) * 40, y: 0, width: 30, height: 30))
                chart.fill(seat, with: .color(i == selected ? .green : .blue), name: "seat/0/\(i)")
                chart.stroke(seat, with: .color(.black), lineWidth: 0.5, name: "seat/0/\(i)")
            }
            var ball = context
            ball.translateBy(x: ballX, y: 160)
            ball.opacity = 0.75
            ball.clip(to: Path(Rect(x: -30, y: -30, width: 60, height: 60)))
            ball.fill(circle(cx: 0, cy: 0, r: 21), with: .color(Color(hex: 0xE8702A)), name: "ball")
            context.draw("x = \(Int(ballX))", at: Point(x: 160, y: 220), font: .footnote.monospacedDigit(), name: "label")
        }
    }

    /// A fixture: its file name, the session it belongs to (frames of one session are decoded
    /// in order by one decoder), whether the encoder is reset before it, the frame, whether the
    /// session's encoder sends retained frames, and whether it is asked for a whole frame first.
    struct Fixture {
        var name: String
        var session: String
        var resetBefore: Bool
        var frame: Frame
        var retainsFrames = false
        var fullFrameBefore = false
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "basic", session: "basic", resetBefore: false, frame: basic),
        Fixture(name: "gradients", session: "gradients", resetBefore: false, frame: gradients),
        Fixture(name: "text", session: "text", resetBefore: false, frame: text),
        Fixture(name: "effects", session: "effects", resetBefore: false, frame: effects),
        Fixture(name: "session-1", session: "session", resetBefore: false, frame: session(ballX: 60)),
        Fixture(name: "session-2", session: "session", resetBefore: false, frame: session(ballX: 75)),
        Fixture(name: "session-3", session: "session", resetBefore: false, frame: session(seatCount: 5, ballX: 90)),
        Fixture(name: "session-4", session: "session", resetBefore: true, frame: session(seatCount: 5, ballX: 105)),
        // Retained frames (docs/protocol.md §2.9): replaced operations (the ball and its label),
        // a removed seat (skip), an added seat and a changed selection (insert, replace), then
        // a whole frame on request.
        Fixture(name: "retained-1", session: "retained", resetBefore: false, frame: session(ballX: 60), retainsFrames: true),
        Fixture(name: "retained-2", session: "retained", resetBefore: false, frame: session(ballX: 75), retainsFrames: true),
        Fixture(name: "retained-3", session: "retained", resetBefore: false, frame: session(seatCount: 5, ballX: 75), retainsFrames: true),
        Fixture(name: "retained-4", session: "retained", resetBefore: false, frame: session(ballX: 75, selected: 3), retainsFrames: true),
        Fixture(
            name: "retained-5", session: "retained", resetBefore: false, frame: session(ballX: 90, selected: 3), retainsFrames: true,
            fullFrameBefore: true),
    ]
}
