import ZoetropeUI

/// One row per timing curve: the same change, the same duration, different curves, so the
/// difference between them is visible side by side. Each ball has its own
/// `.animation(_:value:)`; the button only flips the state.
struct AnimationRows: View {
    @State private var isMoved = false

    struct Row: Identifiable {
        let id: String
        let animation: Animation
        let color: Color
    }

    private var rows: [Row] {
        [
            Row(id: "linear", animation: .linear(duration: 1), color: .red),
            Row(id: "easeIn", animation: .easeIn(duration: 1), color: .orange),
            Row(id: "easeOut", animation: .easeOut(duration: 1), color: .green),
            Row(id: "easeInOut", animation: .easeInOut(duration: 1), color: .blue),
            Row(id: "spring", animation: .spring(response: 0.8, dampingFraction: 0.5), color: .purple),
        ]
    }

    var body: some View {
        VStack(spacing: 24) {
            ForEach(rows) { row in
                VStack(alignment: .leading, spacing: 4) {
                    Text(row.id)
                        .font(.caption)
                        .foregroundColor(.gray)
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(Color.gray.opacity(0.15))
                            .frame(width: 300, height: 30)
                        Circle()
                            .fill(row.color)
                            .frame(width: 30, height: 30)
                            .offset(x: isMoved ? 270 : 0)
                            .animation(row.animation, value: isMoved)
                    }
                }
            }
            Button(isMoved ? "Back" : "Go") { isMoved.toggle() }
                .font(.headline)
        }
    }
}

public struct AnimationRows_Previews: PreviewProvider {
    public static var previews: some View { AnimationRows() }
}
