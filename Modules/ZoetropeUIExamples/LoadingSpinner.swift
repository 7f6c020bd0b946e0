import ZoetropeUI

/// A spinner: an arc of 70 % of a circle, stroked with an angular gradient that fades toward its
/// tail, turning once a second on a linear curve that repeats without reversing.
struct LoadingSpinner: View {
    @State private var isSpinning = false

    var body: some View {
        VStack(spacing: 24) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(
                    AngularGradient(colors: [Color.blue.opacity(0), Color.blue], center: .center),
                    style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 80, height: 80)
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            Text("Loading…")
                .font(.callout)
                .foregroundColor(.secondary)
        }
        .onAppear { isSpinning = true }
    }
}

public struct LoadingSpinner_Previews: PreviewProvider {
    public static var previews: some View { LoadingSpinner() }
}
