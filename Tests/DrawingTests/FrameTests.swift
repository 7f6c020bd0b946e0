import Drawing
import Geometry
import Testing

@Suite("Frame")
struct FrameTests {
    @Test("Frames are equal exactly when sizes and operations are equal")
    func equality() {
        let a = Frame(size: Size(width: 1, height: 2), operations: [.init(.save, name: "x")])
        #expect(a == Frame(size: Size(width: 1, height: 2), operations: [.init(.save, name: "x")]))
        #expect(a != Frame(size: Size(width: 1, height: 2), operations: [.init(.save)]))
        #expect(a != Frame(size: Size(width: 1, height: 3), operations: [.init(.save, name: "x")]))
    }

    @Test("wireQuantized is idempotent on random frames")
    func quantizedIdempotent() {
        var gen = RandomFrames(seed: 11)
        for _ in 0..<100 {
            let q = gen.frame().wireQuantized()
            #expect(q.wireQuantized() == q)
        }
    }

    @Test("The sample frames are already at wire precision")
    func samplesExact() {
        for fixture in SampleFrames.fixtures {
            #expect(fixture.frame.wireQuantized() == fixture.frame, "\(fixture.name)")
        }
    }
}
