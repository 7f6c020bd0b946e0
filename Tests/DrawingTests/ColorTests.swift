import Curves
import Drawing
import Testing
import ZoetropeTestSupport

@Suite("Color")
struct ColorTests {
    @Test(
        "Hex strings parse as 8-bit components",
        arguments: [
            ("#FA8128", 0xFA, 0x81, 0x28, 0xFF), ("#fa8128", 0xFA, 0x81, 0x28, 0xFF),
            ("#34C75980", 0x34, 0xC7, 0x59, 0x80), ("#00000000", 0, 0, 0, 0), ("#FFFFFF", 255, 255, 255, 255),
        ])
    func hexParses(text: String, r: Int, g: Int, b: Int, a: Int) throws {
        let c = try Color(hex: text).rgba8
        #expect([Int(c.red), Int(c.green), Int(c.blue), Int(c.opacity)] == [r, g, b, a])
    }

    @Test("Malformed hex strings are rejected with the input in the error",
          arguments: ["", "#", "FA8128", "#FA812", "#FA81280", "#FA8128FF00", "#GG0000", " #FA8128", "#FA8128 ", "#ＦＦ0000"])
    func hexRejects(text: String) {
        #expect(throws: ColorParseError(input: text)) { try Color(hex: text) }
    }

    @Test("A hex literal equals the parsed string and the integer form")
    func literal() throws {
        let literal: Color = "#FA8128"
        #expect(literal == (try Color(hex: "#FA8128")))
        #expect(literal == Color(hex: 0xFA8128))
        #expect(literal.hexRGBA == "#FA8128FF")
        #expect(literal.hexRGB == "#FA8128")
    }

    @Test("8-bit conversion rounds halves up and clamps; NaN counts as 0")
    func eightBit() {
        #expect(Color(red: 127.5 / 255, green: 0.5, blue: 1.5, opacity: -1).rgba8 == (128, 128, 255, 0))
        #expect(Color(red: .nan, green: .infinity, blue: -.infinity, opacity: 0.2).rgba8 == (0, 255, 0, 51))
        #expect(Color(red: .nan, green: 2, blue: -2, opacity: 0.5).clamped() == Color(red: 0, green: 1, blue: 0, opacity: 0.5))
    }

    @Test("8-bit conversion is round(255 · c) with halves up, at and around every half-step")
    func eightBitMatchesRounding() {
        func reference(_ c: Double) -> UInt8 {
            UInt8((c == c ? Swift.min(Swift.max(c, 0), 1) * 255 : 0).rounded(.toNearestOrAwayFromZero))
        }
        var samples: [Double] = []
        for k in 0...256 {
            for x in [(Double(k) - 0.5) / 255, Double(k) / 255] {
                samples += [x, x.nextUp, x.nextDown, x.nextUp.nextUp, x.nextDown.nextDown]
            }
        }
        // Values whose product with 255 lies just below a half (where x + 0.5 would round up).
        samples += [(0.5).nextDown / 255, 0.49999999999999994 / 255, (254.5).nextDown / 255]
        var rng = SplitMix64(seed: 11)
        for _ in 0..<2000 { samples.append(.random(in: -0.1...1.1, using: &rng)) }
        for c in samples {
            #expect(Color(red: c, green: 0, blue: 0).rgba8.red == reference(c), "c = \(c)")
        }
    }

    @Test("Quantizing is idempotent and lands on 8-bit values")
    func quantize() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let c = Color(
                red: .random(in: -0.5...1.5, using: &rng), green: .random(in: 0...1, using: &rng),
                blue: .random(in: 0...1, using: &rng), opacity: .random(in: 0...1, using: &rng))
            let q = c.quantized()
            #expect(q.quantized() == q)
            #expect(abs(q.green - c.green) <= 0.5 / 255 + 1e-12)
        }
    }

    @Test("Halfway from pure red to pure blue is #800080 (sRGB per channel, effects-gallery F2)")
    func interpolationMidpoint() {
        let mid = Color(hex: 0xFF0000).interpolated(towards: Color(hex: 0x0000FF), amount: 0.5)
        #expect(mid == Color(red: 0.5, green: 0, blue: 0.5, opacity: 1))
        #expect(mid.hexRGB == "#800080")
    }

    @Test("Interpolation includes alpha, unpremultiplied, and hits both ends")
    func interpolationAlpha() {
        let a = Color(red: 1, green: 0, blue: 0, opacity: 0)
        let b = Color(red: 0, green: 0, blue: 1, opacity: 1)
        #expect(a.interpolated(towards: b, amount: 0) == a)
        #expect(a.interpolated(towards: b, amount: 1) == b)
        let q = a.interpolated(towards: b, amount: 0.25)
        #expect(abs(q.red - 0.75) < 1e-12 && abs(q.blue - 0.25) < 1e-12 && abs(q.opacity - 0.25) < 1e-12)
    }

    @Test("Colours form a vector space: identity, inverse, distributivity, magnitude")
    func vectorLaws() {
        let a = Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)
        let b = Color(red: 0.5, green: -0.25, blue: 1, opacity: 0)
        #expect(a + .zero == a)
        #expect(a - a == .zero)
        #expect(a + b == b + a)
        let lhs = (a + b).scaled(by: 2), rhs = a.scaled(by: 2) + b.scaled(by: 2)
        #expect(abs(lhs.red - rhs.red) < 1e-12 && abs(lhs.green - rhs.green) < 1e-12)
        #expect(abs(a.magnitudeSquared - 0.3) < 1e-12)
        #expect(Color.zero == .clear)
        var animated = a
        animated.animatableData = b
        #expect(animated == b)
    }

    @Test("opacity(_:) multiplies the alpha")
    func opacityMultiplies() {
        #expect(Color.red.opacity(0.5).opacity(0.5).opacity == 0.25)
    }

    @Test(
        "Named colours have the spec's light-mode values",
        arguments: [
            (Color.red, "#FF3B30"), (.orange, "#FF9500"), (.yellow, "#FFCC00"), (.green, "#34C759"),
            (.teal, "#5AC8FA"), (.blue, "#007AFF"), (.pink, "#FF2D55"), (.purple, "#AF52DE"), (.gray, "#8E8E93"),
            (.gray3, "#C7C7CC"), (.gray4, "#D1D1D6"), (.gray5, "#E5E5EA"), (.gray6, "#F2F2F7"),
            (.black, "#000000"), (.white, "#FFFFFF"),
        ])
    func named(color: Color, hex: String) {
        #expect(color.hexRGB == hex)
        #expect(color.opacity == 1)
    }
}
