// Views of the tests, written as SwiftUI code: this file imports only ZoetropeUI, as a
// user's view file would.
import ZoetropeUI

struct Precedence: View {
    @State var moved = false
    var disables = false
    var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .offset(x: moved ? 100 : 0)
            .animation(.linear(duration: 2), value: moved)
            .onTapGesture {
                var t = Transaction(animation: .linear(duration: 1))
                t.disablesAnimations = disables
                withTransaction(t) { moved = true }
            }
    }
}

struct Additive: View {
    @State var x: CGFloat = 0
    var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .offset(x: x)
            .onTapGesture {
                if x == 0 {
                    withAnimation(.linear(duration: 1)) { x = 100 }
                } else {
                    x = 200
                }
            }
    }
}

struct Grow: View {
    @State var tall = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: tall ? 100 : 0)
            Circle().frame(width: 50, height: 50)
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { tall.toggle() } }
    }
}

struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

struct Meter: View {
    @State var full = false
    var body: some View {
        Bar(fraction: full ? 1 : 0.2)
            .frame(width: 100, height: 10)
            .onTapGesture { withAnimation(.linear(duration: 1)) { full = true } }
    }
}

struct Counter: View {
    @State var n = 0
    var body: some View {
        Text("\(n)")
            .offset(x: CGFloat(n) * 10)
            .onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }
    }
}

struct Identity: View {
    @State var generation = 0
    var body: some View {
        VStack {
            Counter().id(generation)
            Text("reset").onTapGesture { generation += 1 }
        }
    }
}

struct Additive_Previews: PreviewProvider {
    static var previews: some View { Additive() }
}

struct GradientFill: View {
    var body: some View {
        Circle()
            .frame(width: 100, height: 100)
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    }
}
