import ZoetropeUI

/// Text can't interpolate a number, but an `AnimatableModifier` can: SwiftUI calls its body with
/// every in-between `value`, and the body writes that value out.
struct CountingText: AnimatableModifier {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(
            Text("\(Int(value))")
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .monospacedDigit())
    }
}

/// A score badge that counts up to its new value.
struct CountingModifier: View {
    @State private var score = 0.0

    var body: some View {
        VStack(spacing: 32) {
            Circle()
                .fill(Color.yellow)
                .frame(width: 180, height: 180)
                .modifier(CountingText(value: score))
            Button("Score 250") {
                withAnimation(.easeOut(duration: 1.5)) { score += 250 }
            }
        }
    }
}

public struct CountingModifier_Previews: PreviewProvider {
    public static var previews: some View { CountingModifier() }
}
