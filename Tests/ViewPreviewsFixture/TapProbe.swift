import ZoetropeUI

// The view the preview command tests drive: a file that imports only ZoetropeUI, as a user's
// view file does. Tap the circle (it fills the middle of the 390 × 844 viewport: a tap at
// 195, 380 lands on it) and `on` toggles with a one-second ease-in-out, `taps` counts up and the
// bar slides; the child `Pulse` has a state of its own that starts a repeating animation when
// it appears. In `preview state` the values are `state["TapProbe"]["on"]`, `…["taps"]` and
// `state["TapProbe/VStack/2/Pulse"]["wide"]`.
//
// ZOETROPE_VIEW_FIXTURE_VARIANT=2 in the environment is "the edited source" of the live-reload
// test: the circle's colours change, the identities do not, so a new build keeps the state.

let fixtureVariant = ProcessInfo.processInfo.environment["ZOETROPE_VIEW_FIXTURE_VARIANT"] == "2"

struct TapProbe: View {
    @State private var on = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(on ? (fixtureVariant ? Color.purple : Color.orange) : Color.gray)
                .frame(width: 200, height: 200)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 1)) { on.toggle() }
                    taps += 1
                }
            Text("Taps: \(taps)")
            Pulse()
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.blue)
                .frame(width: 60, height: 12)
                .offset(x: on ? 100 : -100)
        }
    }
}

struct Pulse: View {
    @State private var wide = false

    var body: some View {
        Capsule()
            .fill(Color.green)
            .frame(width: wide ? 160 : 80, height: 16)
            .animation(.linear(duration: 2).repeatForever(autoreverses: true), value: wide)
            .onAppear { wide = true }
    }
}

struct TapProbe_Previews: PreviewProvider {
    static var previews: some View { TapProbe() }
}
