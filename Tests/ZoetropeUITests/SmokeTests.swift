import Foundation
import Testing
import ZoetropeUI

@Suite("ZoetropeUI smoke")
struct SmokeTests {
    struct Pair: View {
        var body: some View {
            VStack {
                Text("Hello")
                Circle().frame(width: 50, height: 50)
            }
        }
    }

    @Test func vstackCentresItsChildren() throws {
        let host = ViewHost(Pair(), viewport: CGSize(width: 390, height: 844))
        let circle = try #require(host.frame(of: "Pair/VStack/1"))
        #expect(circle.width == 50)
        #expect(circle.midX == 195)
    }

    struct Toggler: View {
        @State var on = false
        var body: some View {
            Circle()
                .frame(width: 40, height: 40)
                .offset(x: on ? 100 : 0)
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }

    @Test func tapAnimatesOffset() throws {
        var host = ViewHost(Toggler())
        host.tap(at: CGPoint(x: 195, y: 422), time: 1)
        let state = host.state(at: 1.5)
        #expect(state["state"]?["Toggler"]?["on"]?.boolValue == true)
        let frame = host.render(at: 1.5)
        #expect(!frame.operations.isEmpty)
    }
}

@Suite("Foreground styles")
struct ForegroundStyleTests {
    /// Apple, `foregroundStyle(_:)`: any shape style, a gradient included, paints the shapes below.
    @Test func gradientForegroundPaintsShapes() throws {
        let op = try #require(ViewHost(GradientFill()).render(at: 0).drawn("GradientFill/Circle").first)
        guard case .fill(_, let paint, _) = op.command, case .linearGradient(let g, let start, let end) = paint else {
            Issue.record("expected a linear gradient, got \(op.command)")
            return
        }
        #expect(g.stops.map(\.color) == [.red, .blue])
        #expect(start.y == 0 && end.y == 100)   // the circle's own frame, top to bottom
    }
}
