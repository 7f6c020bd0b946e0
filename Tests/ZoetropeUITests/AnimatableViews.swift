// Views of the animatable-data tests (SwiftUI code: imports only ZoetropeUI).
import ZoetropeUI

/// A shake as SwiftUI's documentation of `GeometryEffect` shapes one: the offset is a function of
/// the interpolated data.
struct ShakeEffect: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: animatableData * 10, y: 0))
    }
}

struct Shaker: View {
    @State var attempts = 0
    var body: some View {
        Rectangle()
            .frame(width: 20, height: 20)
            .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            .onTapGesture { withAnimation(.linear(duration: 1)) { attempts += 4 } }
    }
}

/// A counter drawn from its interpolated value: the body of an `AnimatableModifier` is
/// evaluated for each frame.
struct CountingText: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        Text("\(Int(value.rounded()))")
    }
}

struct Counting: View {
    @State var target = 0.0
    var body: some View {
        Color.clear
            .frame(width: 100, height: 40)
            .modifier(CountingText(value: target))
            .onTapGesture { withAnimation(.linear(duration: 2)) { target = 100 } }
    }
}

/// An `Animatable` view: its body sees the interpolated data.
struct Gauge: View, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View {
        Rectangle().frame(width: 200 * level, height: 10)
    }
}

struct GaugeHost: View {
    @State var full = false
    var body: some View {
        Gauge(level: full ? 1 : 0)
            .frame(width: 200, height: 10)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { full = true } }
    }
}

struct Opting: View {
    @State var moved = false
    var body: some View {
        VStack {
            Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0).animation(nil, value: moved)
            Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0).transaction { $0.animation = .linear(duration: 4) }
            Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

struct SpringRetarget: View {
    @State var x: CGFloat = 0
    var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .offset(x: x)
            .onTapGesture {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { x = x == 0 ? 200 : 0 }
            }
    }
}
