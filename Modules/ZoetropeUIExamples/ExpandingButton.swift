import ZoetropeUI

/// A floating action button that widens into a labelled one: the label's frame grows from
/// nothing inside `withAnimation`, so the stack, the padding and the capsule behind them all
/// animate their laid-out frames; the plus turns into a cross.
struct ExpandingButton: View {
    @State private var isExpanded = false

    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "plus")
                .rotationEffect(.degrees(isExpanded ? 45 : 0))
            Text("New message")
                .fixedSize()
                .padding(.leading, 10)
                .frame(width: isExpanded ? 140 : 0, alignment: .leading)
                .opacity(isExpanded ? 1 : 0)
        }
        .font(.headline)
        .foregroundColor(.white)
        .padding(.horizontal, 18)
        .frame(height: 56)
        .background(Capsule().fill(Color.blue))
        .clipShape(Capsule())
        .onTapGesture {
            withAnimation(.spring(response: 0.45, dampingFraction: 0.75)) { isExpanded.toggle() }
        }
    }
}

public struct ExpandingButton_Previews: PreviewProvider {
    public static var previews: some View { ExpandingButton() }
}
