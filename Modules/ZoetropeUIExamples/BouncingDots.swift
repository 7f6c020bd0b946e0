import ZoetropeUI

/// A typing indicator: three dots bouncing on the same repeating curve, each starting a little
/// after the one before (the delay wraps the repeat, so it shifts the start only).
struct BouncingDots: View {
    @State private var isBouncing = false

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 20, height: 20)
                    .offset(y: isBouncing ? -16 : 0)
                    .animation(
                        .easeInOut(duration: 0.4).repeatForever().delay(Double(index) * 0.15),
                        value: isBouncing)
            }
        }
        .padding(.horizontal, 24)
        .padding(.vertical, 20)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
        .onAppear { isBouncing = true }
    }
}

public struct BouncingDots_Previews: PreviewProvider {
    public static var previews: some View { BouncingDots() }
}
