import ZoetropeUI

/// A sine wave whose phase is its `animatableData`: animating the phase from 0 to 2π with a
/// linear curve that repeats without reversing makes the water roll for ever.
struct Wave: Shape {
    var phase: Double
    var amplitude: Double
    var wavelength: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let midY = Double(rect.midY)
            func y(at x: Double) -> Double { midY + amplitude * sin(2 * .pi * x / wavelength + phase) }
            path.move(to: CGPoint(x: rect.minX, y: CGFloat(y(at: 0))))
            var x = 0.0
            while x < Double(rect.width) {
                x = min(x + 4, Double(rect.width))
                path.addLine(to: CGPoint(x: rect.minX + CGFloat(x), y: CGFloat(y(at: x))))
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct WaveShape: View {
    @State private var phase = 0.0

    var body: some View {
        ZStack {
            Wave(phase: phase, amplitude: 12, wavelength: 240)
                .fill(Color.blue.opacity(0.35))
                .offset(y: -8)
            Wave(phase: phase + .pi / 2, amplitude: 18, wavelength: 180)
                .fill(Color.blue)
        }
        .frame(width: 360, height: 200)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = 2 * .pi
            }
        }
    }
}

public struct WaveShape_Previews: PreviewProvider {
    public static var previews: some View { WaveShape() }
}
