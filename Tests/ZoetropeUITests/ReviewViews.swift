// Views of the review's regression tests (SwiftUI code: imports only ZoetropeUI).
import ZoetropeUI

struct Bars: View {
    @State var tall = false
    var body: some View {
        HStack(alignment: .bottom) {
            ForEach(0..<3) { i in
                Rectangle().frame(width: 20, height: tall ? CGFloat(40 + 20 * i) : 20)
            }
            .padding(4)
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { tall = true } }
    }
}

struct TapCount: View {
    @State var n = 0
    var body: some View { Text("n\(n)").onTapGesture { n += 1 } }
}

struct Twice: ViewModifier {
    func body(content: Content) -> some View {
        VStack { content; content }
    }
}

struct TwiceHost: View {
    var body: some View { TapCount().modifier(Twice()) }
}

struct WhiteButton: View {
    var body: some View {
        Button("Go") {}.padding().background(Color.blue).foregroundColor(.white)
    }
}

struct Raised: View {
    var body: some View {
        ZStack {
            Color.red.zIndex(1).frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50)
        }
    }
}

struct EmptyCompletion: View {
    @State var done = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .onTapGesture { withAnimation(.easeIn) {} completion: { done = true } }
    }
}

struct CompletionOverRepeat: View {
    @State var pulse = false
    @State var scale: CGFloat = 1
    @State var done = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .scaleEffect(scale)
            .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { scale = 2 } }
            .onTapGesture { withAnimation(.linear(duration: 0.3)) { scale = 1 } completion: { done = true } }
    }
}

struct Symbols: View {
    let names: [String]
    var body: some View {
        VStack { ForEach(names, id: \.self) { Image(systemName: $0) } }
    }
}
