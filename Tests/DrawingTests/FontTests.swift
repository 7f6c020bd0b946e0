import Drawing
import Testing

@Suite("Font")
struct FontTests {
    @Test("Text styles have the sizes and weights the specs use")
    func textStyles() {
        #expect([Font.largeTitle, .title, .title2, .title3, .body, .footnote].map(\.size) == [34, 28, 22, 20, 17, 13])
        #expect(Font.headline.weight == .semibold)
        #expect(Font.body.bold().weight.value == 700)
        #expect(Font.body.weight(.black).weight.value == 900)
        #expect(Font.body.italic().isItalic && Font.body.monospacedDigit().hasMonospacedDigits)
    }

    @Test("The width of \"Hello\" at 12 pt is the sum of DejaVu Sans's advances (what Raster and the page draw)",
          .bug(id: 42))
    func helloWidth() {
        // H 752 + e 615 + l 278 + l 278 + o 612 = 2535 thousandths of an em.
        #expect(abs(Font(size: 12).estimatedWidth(of: "Hello") - 2.535 * 12) < 1e-9)
        // DejaVu Sans Bold: H 837 + e 678 + l 343 + l 343 + o 687 = 2888.
        #expect(abs(Font(size: 12, weight: .bold).estimatedWidth(of: "Hello") - 2.888 * 12) < 1e-9)
    }

    @Test("Widths add up over concatenation and scale linearly with size")
    func additiveAndLinear() {
        let f = Font(size: 17, weight: .semibold)
        let a = "Seating Chart", b = " 12 %"
        #expect(abs(f.estimatedWidth(of: a + b) - f.estimatedWidth(of: a) - f.estimatedWidth(of: b)) < 1e-9)
        #expect(abs(Font(size: 34).estimatedWidth(of: a) - 2 * f.weight(.regular).estimatedWidth(of: a)) < 1e-9)
        #expect(f.estimatedWidth(of: "") == 0)
    }

    @Test("Weights below 600 measure as regular, 600 and up as bold (the faces fontconfig picks)")
    func weightSteps() {
        for v in 0x20...0x7E {
            let s = String(UnicodeScalar(UInt8(v)))
            let regular = Font(size: 10).estimatedWidth(of: s), bold = Font(size: 10, weight: .bold).estimatedWidth(of: s)
            #expect(Font(size: 10, weight: .semibold).estimatedWidth(of: s) == bold)
            #expect(Font(size: 10, weight: .medium).estimatedWidth(of: s) == regular)
            #expect(Font(size: 10, weight: .thin).estimatedWidth(of: s) == regular)
            #expect(Font(size: 10, weight: .black).estimatedWidth(of: s) == bold)
        }
        #expect(Font(size: 10, weight: .bold).estimatedWidth(of: "Seating Chart") > Font(size: 10).estimatedWidth(of: "Seating Chart"))
    }

    @Test("All digits are equally wide, so counters do not jiggle")
    func digits() {
        let widths = Set("0123456789".map { Font(size: 20).estimatedWidth(of: String($0)) })
        #expect(widths.count == 1)
    }

    @Test("Monospaced is 0.6 em per character; wide characters are 1 em; controls and marks add nothing")
    func specialCharacters() {
        #expect(abs(Font(size: 10, design: .monospaced).estimatedWidth(of: "iWm") - 18) < 1e-9)
        #expect(abs(Font(size: 10).estimatedWidth(of: "日本") - 20) < 1e-9)
        #expect(abs(Font(size: 10).estimatedWidth(of: "🎾") - 10) < 1e-9)
        #expect(Font(size: 10).estimatedWidth(of: "\u{0}\n\t") == 0)
        #expect(Font(size: 10).estimatedWidth(of: "e\u{301}") == Font(size: 10).estimatedWidth(of: "e"))
    }

    @Test("Negative or NaN sizes measure 0", arguments: [-3.0, .nan, 0])
    func badSizes(size: Double) {
        #expect(Font(size: size).estimatedWidth(of: "Hello") == 0)
    }

    @Test("Greedy wrapping keeps every line within the width unless a single word is wider")
    func wrapping() {
        let font = Font(size: 11)
        let text = "Springs carry their velocity over when retargeted mid-flight"
        let lines = font.lines(wrapping: text, maxWidth: 92)
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.count > 1)
        for line in lines where line.contains(" ") { #expect(font.estimatedWidth(of: line) <= 92) }
        // Greedy: the next word never fits on the previous line.
        for (a, b) in zip(lines, lines.dropFirst()) {
            #expect(font.estimatedWidth(of: a + " " + b.split(separator: " ")[0]) > 92)
        }
    }

    @Test("Wrapping edge cases: explicit breaks, long words, empty text, NaN width")
    func wrappingEdges() {
        let f = Font(size: 10)
        #expect(f.lines(wrapping: "a\n\nb", maxWidth: 100) == ["a", "", "b"])
        #expect(f.lines(wrapping: "Supercalifragilistic is long", maxWidth: 20) == ["Supercalifragilistic", "is", "long"])
        #expect(f.lines(wrapping: "", maxWidth: 100) == [])
        #expect(f.lines(wrapping: "   ", maxWidth: 100) == [])
        #expect(f.lines(wrapping: "a  b", maxWidth: 100) == ["a b"])
        #expect(f.lines(wrapping: "a b", maxWidth: .nan) == ["a", "b"])
    }
}
