import ZoetropeUI

/// A switch built from shapes: the knob springs across and squashes a little while the track
/// changes colour. The parent owns the value and passes a binding down.
struct SpringToggle: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 20) {
            SpringSwitch(isOn: $isOn)
            Text(isOn ? "On" : "Off")
                .font(.headline)
        }
    }
}

struct SpringSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        ZStack {
            Capsule()
                .fill(isOn ? Color.green : Color.gray.opacity(0.4))
                .frame(width: 100, height: 56)
            Circle()
                .fill(Color.white)
                .frame(width: 48, height: 48)
                .shadow(color: Color.black.opacity(0.25), radius: 3, y: 2)
                .offset(x: isOn ? 22 : -22)
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.55)) { isOn.toggle() }
        }
    }
}

public struct SpringToggle_Previews: PreviewProvider {
    public static var previews: some View { SpringToggle() }
}
