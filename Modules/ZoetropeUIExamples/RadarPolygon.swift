import ZoetropeUI

/// The scores of a radar chart as one vector, so a polygon of any number of corners can animate
/// between two data sets: SwiftUI interpolates anything that is `VectorArithmetic`.
struct RadarValues: VectorArithmetic {
    var values: [Double]

    init(_ values: [Double]) { self.values = values }

    static var zero: RadarValues { RadarValues([]) }

    private static func combine(_ a: RadarValues, _ b: RadarValues, _ op: (Double, Double) -> Double) -> RadarValues {
        let n = max(a.values.count, b.values.count)
        return RadarValues((0..<n).map { i in
            op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
        })
    }

    static func + (lhs: RadarValues, rhs: RadarValues) -> RadarValues { combine(lhs, rhs, +) }
    static func - (lhs: RadarValues, rhs: RadarValues) -> RadarValues { combine(lhs, rhs, -) }
    static func += (lhs: inout RadarValues, rhs: RadarValues) { lhs = lhs + rhs }
    static func -= (lhs: inout RadarValues, rhs: RadarValues) { lhs = lhs - rhs }

    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

/// A polygon with one corner per value, each at `value × radius` from the centre; the first
/// corner points straight up.
struct RadarPolygon: Shape {
    var values: RadarValues

    var animatableData: RadarValues {
        get { values }
        set { values = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = Double(min(rect.width, rect.height)) / 2
        let count = values.values.count
        return Path { path in
            for (i, value) in values.values.enumerated() {
                let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(count)
                let point = CGPoint(
                    x: center.x + CGFloat(cos(angle) * value * radius),
                    y: center.y + CGFloat(sin(angle) * value * radius))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

struct RadarChart: View {
    @State private var showsSecondPlayer = false

    static let first: [Double] = [0.9, 0.6, 0.8, 0.4, 0.7, 0.5]
    static let second: [Double] = [0.5, 0.9, 0.3, 0.9, 0.4, 0.8]

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(1...4, id: \.self) { ring in
                    RadarPolygon(values: RadarValues(Array(repeating: Double(ring) / 4, count: 6)))
                        .stroke(Color.gray.opacity(0.4), lineWidth: 1)
                }
                RadarPolygon(values: RadarValues(showsSecondPlayer ? Self.second : Self.first))
                    .fill(Color.purple.opacity(0.35))
                RadarPolygon(values: RadarValues(showsSecondPlayer ? Self.second : Self.first))
                    .stroke(Color.purple, lineWidth: 3)
            }
            .frame(width: 280, height: 280)
            Button(showsSecondPlayer ? "Show player 1" : "Show player 2") {
                withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) {
                    showsSecondPlayer.toggle()
                }
            }
        }
    }
}

public struct RadarChart_Previews: PreviewProvider {
    public static var previews: some View { RadarChart() }
}
