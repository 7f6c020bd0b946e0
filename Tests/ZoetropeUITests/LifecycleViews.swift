// Views of the lifecycle and diagnostics tests (SwiftUI code: imports only ZoetropeUI).
import ZoetropeUI

struct WritesInBody: View {
    @State var count = 0
    var body: some View {
        count += 1
        return Text("\(count)")
    }
}

struct DuplicateIDs: View {
    let names = ["a", "b", "a"]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}

struct Recursive: View {
    var body: some View {
        VStack { Recursive() }
    }
}

struct BadFrames: View {
    var body: some View {
        Rectangle().frame(width: -10, height: .nan)
    }
}

struct Loop: View {
    @State var n = 0
    var body: some View {
        Text("\(n)").onChange(of: n) { n += 1 }.onAppear { n = 1 }
    }
}

struct Lifecycle: View {
    @State var showDetail = true
    @State var log: [String] = []
    @State var changes: [String] = []
    var body: some View {
        VStack {
            if showDetail {
                Text("detail")
                    .onAppear { log.append("appear") }
                    .onDisappear { log.append("disappear") }
            }
            Text("toggle").onTapGesture { showDetail.toggle() }
        }
        .onChange(of: showDetail) { old, new in changes.append("\(old)->\(new)") }
    }
}

struct Completion: View {
    @State var x: CGFloat = 0
    @State var done = false
    var body: some View {
        Rectangle()
            .frame(width: 20, height: 20)
            .offset(x: x)
            .onTapGesture {
                withAnimation(.linear(duration: 0.5)) { x = 100 } completion: { done = true }
            }
    }
}

struct DoubleTap: View {
    @State var singles = 0
    @State var doubles = 0
    var body: some View {
        VStack {
            Circle().frame(width: 40, height: 40).onTapGesture(count: 2) { doubles += 1 }
            Rectangle().frame(width: 40, height: 40).onTapGesture { singles += 1 }
        }
    }
}
