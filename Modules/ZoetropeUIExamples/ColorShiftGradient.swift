import ZoetropeUI

/// A sky that drifts from dusk to sunset and back: a second gradient fades in over the first
/// while the sun changes colour and sinks, all on one slow autoreversing curve.
struct ColorShiftGradient: View {
    @State private var isSunset = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .blue], startPoint: .top, endPoint: .bottom)
            LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom)
                .opacity(isSunset ? 1 : 0)
            Circle()
                .fill(isSunset ? Color.orange : Color.yellow)
                .frame(width: 90, height: 90)
                .offset(y: isSunset ? 80 : -60)
            Text("Sunset")
                .font(.largeTitle)
                .bold()
                .foregroundColor(.white)
                .offset(y: 150)
        }
        .frame(width: 300, height: 400)
        .clipShape(RoundedRectangle(cornerRadius: 32))
        .animation(.easeInOut(duration: 3).repeatForever(), value: isSunset)
        .onAppear { isSunset = true }
    }
}

public struct ColorShiftGradient_Previews: PreviewProvider {
    public static var previews: some View { ColorShiftGradient() }
}
