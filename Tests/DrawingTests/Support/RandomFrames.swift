import Drawing
import Geometry
import ZoetropeTestSupport

/// Random frames for property and fuzz tests, including hostile values (NaN, infinities, huge
/// and negative numbers, odd strings) that the encoders must sanitise.
struct RandomFrames {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// A number that is usually ordinary and sometimes hostile.
    mutating func number(hostile: Bool = true) -> Double {
        if hostile && chance(0.05) {
            return [Double.nan, .infinity, -.infinity, 1e12, -1e12, -0.0, .leastNonzeroMagnitude][int(0...6)]
        }
        return Double.random(in: -500...500, using: &rng)
    }

    mutating func unit() -> Double { chance(0.05) ? number() : Double.random(in: 0...1, using: &rng) }

    mutating func point() -> Point { Point(x: number(), y: number()) }

    mutating func color() -> Color { Color(red: unit(), green: unit(), blue: unit(), opacity: unit()) }

    mutating func string() -> String {
        let pieces = ["seat", "/", "3", "ü", "日本", "🎾", "\"", "\\", "\n", "\u{0}", "<&>", " ", "x"]
        return (0..<int(0...6)).map { _ in pieces[int(0...(pieces.count - 1))] }.joined()
    }

    mutating func path() -> Path {
        var p = Path()
        for _ in 0..<int(0...8) {
            switch int(0...4) {
            case 0: p.move(to: point())
            case 1: p.addLine(to: point())
            case 2: p.addQuadCurve(to: point(), control: point())
            case 3: p.addCurve(to: point(), control1: point(), control2: point())
            default: p.closeSubpath()
            }
        }
        return p
    }

    mutating func gradient() -> Gradient {
        Gradient(stops: (0..<int(0...5)).map { _ in Gradient.Stop(color: color(), location: unit()) })
    }

    mutating func paint() -> Paint {
        switch int(0...3) {
        case 0: .color(color())
        case 1: .linearGradient(gradient(), startPoint: point(), endPoint: point())
        case 2: .radialGradient(gradient(), center: point(), startRadius: number(), endRadius: number())
        default: .conicGradient(gradient(), center: point(), angle: .radians(number()))
        }
    }

    mutating func strokeStyle() -> StrokeStyle {
        StrokeStyle(
            lineWidth: number(), lineCap: StrokeStyle.LineCap.allCases[int(0...2)],
            lineJoin: StrokeStyle.LineJoin.allCases[int(0...2)], miterLimit: chance(0.5) ? 10 : number(),
            dash: chance(0.5) ? [] : (0..<int(1...4)).map { _ in number() }, dashPhase: number())
    }

    mutating func transform() -> AffineTransform {
        switch int(0...2) {
        case 0: AffineTransform(translationX: number(), y: number())
        case 1: AffineTransform(a: number(), b: 0, c: 0, d: number(), tx: number(), ty: number())
        default: AffineTransform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
        }
    }

    mutating func font() -> Font {
        Font(
            size: number(), weight: Font.Weight(int(-100...1200)), design: Font.Design.allCases[int(0...3)],
            isItalic: chance(0.5), hasMonospacedDigits: chance(0.5))
    }

    mutating func filter() -> Filter {
        chance(0.5)
            ? .shadow(color: color(), radius: number(), x: number(), y: number())
            : .blur(radius: number())
    }

    mutating func command() -> Frame.Command {
        switch int(0...12) {
        case 9: .addFilter(filter())
        case 10: .resetFilters
        case 11: .beginLayer
        case 12: .endLayer
        case 0: .save
        case 1: .restore
        case 2: .concatenate(transform())
        case 3: .setTransform(transform())
        case 4: .clip(path(), chance(0.5) ? .nonZero : .evenOdd)
        case 5: .setOpacity(unit())
        case 6: .fill(path(), paint(), chance(0.5) ? .nonZero : .evenOdd)
        case 7: .stroke(path(), paint(), strokeStyle())
        default:
            .text(
                TextRun(
                    string(), at: point(), font: font(), paint: paint(),
                    alignment: TextAlignment.allCases[int(0...2)], baseline: TextBaseline.allCases[int(0...3)]))
        }
    }

    mutating func frame(maxOperations: Int = 24) -> Frame {
        Frame(
            size: Size(width: number(), height: number()),
            operations: (0..<int(0...maxOperations)).map { _ in
                Frame.Operation(command(), name: chance(0.3) ? string() : nil)
            })
    }
}
