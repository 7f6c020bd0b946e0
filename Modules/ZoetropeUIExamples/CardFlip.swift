import ZoetropeUI

/// A playing card that turns over when tapped. The card is an `Animatable` view: SwiftUI
/// evaluates its body with every in-between angle, so it can show its face or its back
/// depending on which side is toward us, and squeeze horizontally as it turns (the turn about
/// the vertical axis seen head on; the back is drawn mirrored so it reads the right way round).
struct CardFlip: View {
    @State private var isFaceUp = false

    var body: some View {
        VStack(spacing: 24) {
            FlippingCard(degrees: isFaceUp ? 180 : 0)
                .frame(width: 200, height: 280)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.6)) { isFaceUp.toggle() }
                }
            Text("Tap the card")
                .font(.footnote)
                .foregroundColor(.gray)
        }
    }
}

struct FlippingCard: View, Animatable {
    var degrees: Double

    var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    var body: some View {
        let showsFace = degrees > 90
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.indigo)
                .overlay(
                    RoundedRectangle(cornerRadius: 10)
                        .stroke(Color.white.opacity(0.6), lineWidth: 3)
                        .padding(12))
                .opacity(showsFace ? 0 : 1)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.white)
                .overlay(
                    Text("A♠")
                        .font(.system(size: 72, weight: .bold, design: .serif)))
                .scaleEffect(x: -1, y: 1)
                .opacity(showsFace ? 1 : 0)
        }
        .shadow(color: Color.black.opacity(0.2), radius: 8, y: 4)
        .scaleEffect(x: CGFloat(cos(degrees * .pi / 180)), y: 1)
    }
}

public struct CardFlip_Previews: PreviewProvider {
    public static var previews: some View { CardFlip() }
}
