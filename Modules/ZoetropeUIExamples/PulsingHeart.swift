import ZoetropeUI

/// A heart that beats for ever: a scale and a glow pulse on a short ease-out that autoreverses.
struct PulsingHeart: View {
    @State private var isBeating = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "heart.fill")
                .resizable()
                .frame(width: 100, height: 100)
                .foregroundColor(.red)
                .scaleEffect(isBeating ? 1.25 : 1)
                .shadow(color: .red, radius: isBeating ? 20 : 4)
                .animation(.easeOut(duration: 0.4).repeatForever(autoreverses: true), value: isBeating)
            Text("72 bpm")
                .font(.title2)
                .bold()
        }
        .onAppear { isBeating = true }
    }
}

public struct PulsingHeart_Previews: PreviewProvider {
    public static var previews: some View { PulsingHeart() }
}
