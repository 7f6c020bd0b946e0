import ZoetropeUI

/// A ball that jumps for ever on an ease-in-out curve while its shadow on the ground shrinks and
/// fades: one state flip in `onAppear`, one `.animation(_:value:)` with `repeatForever()`.
struct JumpingBall: View {
    @State private var isUp = false

    var body: some View {
        VStack(spacing: 0) {
            Circle()
                .fill(Color.orange)
                .frame(width: 60, height: 60)
                .offset(y: isUp ? -120 : 0)
            Ellipse()
                .fill(Color.black)
                .frame(width: 60, height: 12)
                .scaleEffect(isUp ? 0.5 : 1)
                .opacity(isUp ? 0.1 : 0.3)
        }
        .animation(.easeInOut(duration: 0.6).repeatForever(), value: isUp)
        .onAppear { isUp = true }
    }
}

public struct JumpingBall_Previews: PreviewProvider {
    public static var previews: some View { JumpingBall() }
}
