import Drawing
import Geometry
import Testing
import ZoetropeTestSupport

/// The wire encoder's shortcuts — the last path and name remembered by identity, look-ups
/// predicted from the previous frame's order — only spare work: the bytes are those of equal
/// values however they are shared, ordered, evicted and brought back.
@Suite("Wire encoder shortcuts")
struct WireEncoderShortcutTests {
    /// A pool of distinct shapes: rectangles, curves, closes and (with `nan`) NaN coordinates.
    static func shape(_ i: Int, nan: Bool = true) -> Path {
        Path { p in
            let x = Double(i) * 3
            switch i % 4 {
            case 0: p.addRect(Rect(x: x, y: 0, width: 2, height: 2))
            case 1:
                p.move(to: Point(x: x, y: 1))
                p.addQuadCurve(to: Point(x: x + 2, y: 1), control: Point(x: x + 1, y: -1))
                p.closeSubpath()
            case 2:
                p.move(to: Point(x: x, y: 0))
                p.addCurve(to: Point(x: x + 2, y: 2), control1: Point(x: x + 1, y: 0), control2: Point(x: x + 2, y: 1))
            default: p.addLines([Point(x: x, y: nan ? .nan : 0), Point(x: x + 1, y: 2)])
            }
        }
    }

    /// A name per shape, longer than 15 UTF-8 bytes so that each built copy has its own buffer.
    static func name(_ i: Int) -> String { "a-long-shape-name/\(i)" }

    /// A session of frames over a pool of shapes, each frame a seeded random selection in a
    /// random order (so look-ups miss, resume and evict), each shape filled and stroked. With
    /// `shared`, the fill and stroke of a shape pass one path and name value built once for the
    /// whole session; otherwise every operation gets its own freshly built, equal value.
    static func session(seed: UInt64, shared: Bool, nan: Bool) -> [Frame] {
        var rng = SplitMix64(seed: seed)
        let paths = (0..<12).map { shape($0, nan: nan) }, names = (0..<12).map(name)
        return (0..<30).map { _ in
            let count = Int.random(in: 0...12, using: &rng)
            let chosen = (0..<12).shuffled(using: &rng).prefix(count)
            var operations: [Frame.Operation] = []
            for i in chosen {
                let fill = shared ? paths[i] : shape(i, nan: nan), stroke = shared ? paths[i] : shape(i, nan: nan)
                let fillName = shared ? names[i] : name(i), strokeName = shared ? names[i] : name(i)
                operations.append(.init(.fill(fill, .color(.blue), .nonZero), name: fillName))
                operations.append(.init(.stroke(stroke, .color(.black), StrokeStyle(lineWidth: 0.5)), name: strokeName))
            }
            return Frame(size: Size(width: 40, height: 10), operations: operations)
        }
    }

    @Test("shared and rebuilt equal paths and names give the same bytes; every message decodes", arguments: [1, 2, 3] as [UInt64])
    func sharingDoesNotChangeBytes(seed: UInt64) throws {
        for retention in [1, 2] {
            for retains in [false, true] {
                var sharedEncoder = WireEncoder(retention: retention, retainsFrames: retains)
                var rebuiltEncoder = WireEncoder(retention: retention, retainsFrames: retains)
                var decoder = WireDecoder()
                // NaN paths only for whole frames: the path cache compares coordinates bit for
                // bit, but a retained frame keeps an operation only when it is `==` to the base's,
                // and a rebuilt NaN path is not (a shared one is: the same storage).
                let shared = WireEncoderShortcutTests.session(seed: seed, shared: true, nan: !retains)
                let rebuilt = WireEncoderShortcutTests.session(seed: seed, shared: false, nan: !retains)
                for (a, b) in zip(shared, rebuilt) {
                    if retains { #expect(a == b) }
                    let message = try sharedEncoder.encode(a)
                    #expect(try rebuiltEncoder.encode(b) == message)
                    #expect(try decoder.decode(message) == a.wireQuantized())
                }
            }
        }
    }

    @Test("a fill and stroke of different paths right after each other are told apart")
    func consecutiveDifferentPaths() throws {
        // Alternating paths, so the remembered last path never matches the next operation.
        let operations = (0..<8).map { i in
            Frame.Operation(.fill(WireEncoderShortcutTests.shape(i % 2), .color(.red), .nonZero), name: "n\(i % 3)")
        }
        let frame = Frame(size: Size(width: 10, height: 10), operations: operations)
        var encoder = WireEncoder()
        var decoder = WireDecoder()
        for _ in 0..<3 { #expect(try decoder.decode(try encoder.encode(frame)) == frame.wireQuantized()) }
    }
}
