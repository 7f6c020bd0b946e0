import ZoetropeUI

/// A ring that fills a quarter per tap: a trimmed, round-capped circle turned so it starts at
/// twelve o'clock, over a faint full track.
struct ProgressRing: View {
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 40) {
            ZStack {
                Circle()
                    .stroke(Color.green.opacity(0.2), lineWidth: 20)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int((progress * 100).rounded())) %")
                    .font(.system(size: 40, weight: .bold))
            }
            .frame(width: 200, height: 200)
            Button(progress < 1 ? "Add 25 %" : "Reset") {
                withAnimation(.easeOut(duration: 0.8)) {
                    progress = progress < 1 ? progress + 0.25 : 0
                }
            }
        }
    }
}

public struct ProgressRing_Previews: PreviewProvider {
    public static var previews: some View { ProgressRing() }
}
