import ZoetropeUI

/// A like button that pops: tapping scales the star up with a snappy spring, and the
/// animation's completion starts the settle back down (`withAnimation`'s completion form), so
/// the two halves can have different curves.
struct PopButton: View {
    @State private var scale: CGFloat = 1
    @State private var isLiked = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "star.fill")
                .resizable()
                .frame(width: 80, height: 80)
                .foregroundColor(isLiked ? .yellow : .gray)
                .scaleEffect(scale)
                .onTapGesture {
                    isLiked.toggle()
                    withAnimation(.easeOut(duration: 0.15)) {
                        scale = 1.4
                    } completion: {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.4)) { scale = 1 }
                    }
                }
            Text(isLiked ? "Liked" : "Tap the star")
                .font(.subheadline)
        }
    }
}

public struct PopButton_Previews: PreviewProvider {
    public static var previews: some View { PopButton() }
}
