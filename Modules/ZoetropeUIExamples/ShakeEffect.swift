import ZoetropeUI

/// A horizontal shake as a `GeometryEffect`: its animatable data counts attempts, and the
/// offset is a sine that makes `shakesPerUnit` round trips for every whole step, so it rests at
/// zero on every integer.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: Double

    func effectValue(size: CGSize) -> ProjectionTransform {
        let x = amount * CGFloat(sin(animatableData * .pi * Double(shakesPerUnit)))
        return ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// A password field that shakes at every wrong attempt.
struct ShakeEffect: View {
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("••••••")
                .font(.title)
                .frame(width: 260, height: 50)
                .background(RoundedRectangle(cornerRadius: 12).stroke(Color.red, lineWidth: 2))
                .modifier(Shake(animatableData: Double(attempts)))
            Button("Log in") {
                withAnimation(.linear(duration: 0.5)) { attempts += 1 }
            }
            Text(attempts == 0 ? " " : "Wrong password (\(attempts))")
                .font(.footnote)
                .foregroundColor(.red)
        }
    }
}

public struct ShakeEffect_Previews: PreviewProvider {
    public static var previews: some View { ShakeEffect() }
}
