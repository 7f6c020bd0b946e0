import Drawing
import Testing

@Suite("Gradient")
struct GradientTests {
    @Test("Colours are spaced evenly from 0 to 1")
    func evenSpacing() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
        #expect(Gradient(colors: []).stops.isEmpty)
    }

    @Test("Normalized stops are clamped to 0…1 (NaN as 0) and sorted stably")
    func normalized() {
        let g = Gradient(stops: [
            .init(color: .red, location: 0.8), .init(color: .green, location: 1.5), .init(color: .blue, location: .nan),
            .init(color: .black, location: 0.8), .init(color: .white, location: -1),
        ])
        let n = g.normalizedStops
        #expect(n.map(\.location) == [0, 0, 0.8, 0.8, 1])
        #expect(n.map(\.color) == [.blue, .white, .red, .black, .green])
    }

    @Test("At most maximumStopCount stops are kept")
    func stopLimit() {
        let g = Gradient(stops: (0..<2000).map { Gradient.Stop(color: .red, location: Double($0) / 2000) })
        #expect(g.normalizedStops.count == Gradient.maximumStopCount)
    }

    @Test("color(at:) interpolates between neighbours and pads beyond the ends")
    func colorAt() {
        let g = Gradient(stops: [.init(color: .black, location: 0.25), .init(color: .white, location: 0.75)])
        #expect(g.color(at: 0) == .black)
        #expect(g.color(at: 1) == .white)
        #expect(g.color(at: .nan) == .black)
        let mid = g.color(at: 0.5)
        #expect(abs(mid.red - 0.5) < 1e-12 && mid.opacity == 1)
        #expect(Gradient(stops: []).color(at: 0.5) == .clear)
    }

    @Test("Coinciding stops make a hard edge: the later stop wins from its location on")
    func hardEdge() {
        let g = Gradient(stops: [
            .init(color: .red, location: 0), .init(color: .red, location: 0.5),
            .init(color: .blue, location: 0.5), .init(color: .blue, location: 1),
        ])
        #expect(g.color(at: 0.4999) == .red)
        #expect(g.color(at: 0.5) == .blue)
    }
}
