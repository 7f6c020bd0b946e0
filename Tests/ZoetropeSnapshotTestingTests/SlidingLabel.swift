import ZoetropeUI

/// The view the snapshot tests take frames of (this file imports only ZoetropeUI, as a user's
/// view does): a label that slides 200 points across in one second when it appears.
struct SlidingLabel: View {
    @State private var moved = false

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.orange).frame(width: 40, height: 40)
            Text("Slide")
        }
        .offset(x: moved ? 100 : -100)
        .onAppear { withAnimation(.easeInOut(duration: 1)) { moved = true } }
    }
}

struct SlidingLabel_Previews: PreviewProvider {
    static var previews: some View { SlidingLabel() }
    static var previewViewport: CGSize { CGSize(width: 320, height: 120) }
}
