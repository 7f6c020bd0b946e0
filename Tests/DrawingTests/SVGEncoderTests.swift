import Drawing
import Foundation
import FoundationXML
import Geometry
import Testing

/// Collects the elements of an XML document.
final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    /// The indices of each element's ancestors, outermost first (parallel to `elements`).
    var ancestors: [[Int]] = []
    private var open: [Int] = []
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        ancestors.append(open)
        open.append(elements.count)
        elements.append((elementName, attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

@Suite("SVG encoder")
struct SVGEncoderTests {
    /// Parses `svg` as XML; nil when it is not well-formed.
    func parse(_ svg: String) -> ElementCollector? {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = ElementCollector()
        parser.delegate = collector
        guard parser.parse(), parser.parserError == nil else { return nil }
        return collector
    }

    @Test("Every sample frame is a well-formed SVG 1.1 document", arguments: SampleFrames.fixtures.map(\.name))
    func wellFormed(name: String) throws {
        let frame = SampleFrames.fixtures.first { $0.name == name }!.frame
        let svg = frame.svgDocument()
        let doc = try #require(parse(svg))
        let root = try #require(doc.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["version"] == "1.1")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["viewBox"] == "0 0 \(Int(frame.size.width)) \(Int(frame.size.height))")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    }

    @Test("Random frames, hostile values and strings included, always give well-formed XML", arguments: 1...5)
    func randomWellFormed(seed: UInt64) {
        var gen = RandomFrames(seed: seed)
        for _ in 0..<20 {
            let svg = gen.frame().svgDocument()
            #expect(parse(svg) != nil, "\(svg)")
        }
    }

    @Test("A conic gradient becomes 180 coloured wedges inside a mask holding the shape")
    func conic() throws {
        let frame = Frame(
            size: Size(width: 100, height: 100),
            operations: [
                .init(
                    .stroke(
                        Path(Rect(x: 10, y: 10, width: 80, height: 80)),
                        .conicGradient(Gradient(colors: [.red, .blue]), center: Point(x: 50, y: 50), angle: .zero),
                        StrokeStyle(lineWidth: 10)), name: "border")
            ])
        let doc = try #require(parse(frame.svgDocument()))
        let names = doc.elements.map(\.name)
        #expect(names.filter { $0 == "mask" }.count == 1)
        let maskIndex = try #require(names.firstIndex(of: "mask"))
        #expect(doc.elements[maskIndex + 1].attributes["stroke"] == "#FFFFFF")
        let wedges = doc.elements.filter { $0.name == "path" && $0.attributes["fill"] != "none" }
        #expect(wedges.count == 180)
        // Colours run clockwise from red at the start angle to blue after one turn.
        let first = try Color(hex: try #require(wedges.first?.attributes["fill"]))
        let last = try Color(hex: try #require(wedges.last?.attributes["fill"]))
        #expect(abs(first.red - Color.red.red) < 0.01 && abs(first.blue - Color.red.blue) < 0.01)
        #expect(abs(last.red - Color.blue.red) < 0.01 && abs(last.blue - Color.blue.blue) < 0.01)
        #expect(doc.text.contains("border"))
    }

    @Test("Clips open groups that close at the matching restore")
    func clips() throws {
        let svg = SampleFrames.basic.svgDocument()
        let doc = try #require(parse(svg))
        #expect(doc.elements.filter { $0.name == "clipPath" }.count == 2)
        #expect(doc.elements.filter { $0.name == "g" && $0.attributes["clip-path"] != nil }.count == 2)
        let clipRule = doc.elements.first { $0.name == "path" && $0.attributes["clip-rule"] != nil }?.attributes["clip-rule"]
        #expect(clipRule == "evenodd")
    }

    @Test("Transforms, opacity and paints become the matching SVG attributes")
    func attributes() throws {
        let doc = try #require(parse(SampleFrames.basic.svgDocument()))
        let ball = try #require(doc.elements.first { $0.attributes["fill"] == "#FF3B30" })
        #expect(ball.attributes["transform"] == "matrix(1 0 0 1 200 150)")
        let stroke = try #require(doc.elements.first { $0.attributes["stroke"] == "#007AFF" })
        #expect(stroke.attributes["stroke-dasharray"] == "6 3")
        #expect(stroke.attributes["stroke-dashoffset"] == "10")
        #expect(stroke.attributes["stroke-linecap"] == "round")
        #expect(stroke.attributes["stroke-linejoin"] == "bevel")
        let translucent = try #require(doc.elements.first { $0.attributes["fill"] == "#34C759" })
        #expect(translucent.attributes["opacity"] == "0.5")
        #expect(translucent.attributes["fill-opacity"] == "0.502")
        #expect(translucent.attributes["fill-rule"] == "evenodd")
    }

    @Test("A radial start radius is folded into the stop offsets")
    func radial() throws {
        let doc = try #require(parse(SampleFrames.gradients.svgDocument()))
        let gradient = try #require(doc.elements.first { $0.name == "radialGradient" })
        #expect(gradient.attributes["r"] == "60")
        let index = try #require(doc.elements.firstIndex { $0.name == "radialGradient" })
        let offsets = doc.elements[(index + 1)...].prefix(3).map { $0.attributes["offset"] }
        // Locations 0, 0.5, 1 between radii 10 and 60 are at radii 10, 35, 60 of 60.
        #expect(offsets == ["0.1667", "0.5833", "1"])
    }

    @Test("What paints nothing on canvas is left out: empty gradients, degenerate gradients, zero-width strokes")
    func nothing() throws {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        let frame = Frame(
            size: Size(width: 10, height: 10),
            operations: [
                .init(.fill(square, .linearGradient(Gradient(stops: []), startPoint: .zero, endPoint: Point(x: 1, y: 1)), .nonZero)),
                .init(.fill(square, .linearGradient(Gradient(colors: [.red]), startPoint: .zero, endPoint: .zero), .nonZero)),
                .init(.fill(square, .radialGradient(Gradient(colors: [.red]), center: .zero, startRadius: 5, endRadius: 5), .nonZero)),
                .init(.stroke(square, .color(.red), StrokeStyle(lineWidth: 0))),
            ])
        let doc = try #require(parse(frame.svgDocument()))
        #expect(doc.elements.map(\.name) == ["svg"])
    }

    @Test("Text becomes <text> with anchor, baseline, font and escaped content")
    func text() throws {
        let doc = try #require(parse(SampleFrames.text.svgDocument()))
        let texts = doc.elements.filter { $0.name == "text" }
        #expect(texts.count == SampleFrames.text.operations.count)
        #expect(Set(texts.compactMap { $0.attributes["text-anchor"] }) == ["start", "middle", "end"])
        #expect(Set(texts.compactMap { $0.attributes["dominant-baseline"] }) == ["alphabetic", "text-before-edge", "central", "text-after-edge"])
        #expect(doc.text.contains("quote \" backslash \\ tab \t <tag> & 'apos'"))
        #expect(doc.text.contains("escapes \"&<>\""))
        #expect(texts.contains { $0.attributes["style"] == "font-variant-numeric: tabular-nums" })
        #expect(texts.contains { $0.attributes["font-style"] == "italic" })
    }

    @Test("Emoji name the colour emoji face: a <style> declares it only when the text has emoji, and every stack starts with it")
    func emojiFace() throws {
        func frame(_ text: String) -> Frame {
            Frame(size: Size(width: 100, height: 40), operations: [.init(.text(TextRun(text, at: Point(x: 5, y: 20), font: .body)), name: "t")])
        }
        let withEmoji = frame("Tea 🍵 ready").svgDocument()
        let doc = try #require(parse(withEmoji))
        let styles = doc.elements.filter { $0.name == "style" }
        #expect(styles.count == 1)
        #expect(doc.text.contains("@font-face { font-family: 'Zoetrope Emoji'; src: local('Apple Color Emoji'), local('Segoe UI Emoji'), local('Noto Color Emoji'), local('NotoColorEmoji'); unicode-range: U+1F000-1FAFF, U+FE0F, U+200D, U+20E3; }"))
        let family = try #require(doc.elements.first { $0.name == "text" }?.attributes["font-family"])
        #expect(family.hasPrefix("'Zoetrope Emoji', system-ui"))
        let plain = frame("Tea ❤ ready ✓").svgDocument()
        #expect(!plain.contains("<style>"), "symbols with a text default are not emoji here")
        #expect(plain.contains("font-family=\"'Zoetrope Emoji', system-ui"))
    }

    @Test("The output is the same text every time")
    func deterministic() {
        #expect(SampleFrames.gradients.svgDocument() == SampleFrames.gradients.svgDocument())
    }

    @Test("Filters become <filter>s in viewport units with σ = radius; a filtered draw sits in a <g filter> that carries its opacity")
    func filters() throws {
        let doc = try #require(parse(SampleFrames.effects.svgDocument()))
        let filters = doc.elements.enumerated().filter { $0.element.name == "filter" }
        #expect(filters.count == 5, "shadow; shadow + blur; hard shadow; the card's shadow; the empty layer's blur")
        for (_, f) in filters {
            #expect(f.attributes["filterUnits"] == "userSpaceOnUse")
            #expect(f.attributes["color-interpolation-filters"] == "sRGB")
        }
        func primitives(_ filterIndex: Int) -> [(name: String, attributes: [String: String])] {
            doc.elements.indices.filter { doc.ancestors[$0].contains(filterIndex) }.map { doc.elements[$0] }
        }
        // The bubble's shadow: black at 84/255 blurred with σ = 4, moved down 2.
        let bubble = primitives(filters[0].offset)
        #expect(bubble.map(\.name) == ["feFlood", "feComposite", "feGaussianBlur", "feOffset", "feMerge", "feMergeNode", "feMergeNode"])
        #expect(bubble[0].attributes["flood-color"] == "#000000" && bubble[0].attributes["flood-opacity"] == "0.3294")
        #expect(bubble[2].attributes["stdDeviation"] == "4")
        #expect(bubble[3].attributes["dx"] == "0" && bubble[3].attributes["dy"] == "2")
        // A region reaching 3σ + the offset beyond the viewport.
        #expect(filters[0].element.attributes["x"] == "-14" && filters[0].element.attributes["width"] == "348")
        // Shadow then blur, chained.
        let chain = primitives(filters[1].offset)
        #expect(chain.last?.name == "feGaussianBlur" && chain.last?.attributes["stdDeviation"] == "1.5")
        #expect(chain.last?.attributes["in"] == "out0")
        // A zero radius is an offset without a blur.
        #expect(!primitives(filters[2].offset).contains { $0.name == "feGaussianBlur" })
        // The bubble's <path> sits in a <g filter>.
        let path = try #require(doc.elements.indices.first { doc.elements[$0].attributes["fill"] == "#FF3B30" })
        let parent = doc.elements[try #require(doc.ancestors[path].last)]
        #expect(parent.name == "g" && parent.attributes["filter"] == "url(#\(filters[0].element.attributes["id"]!))")
    }

    @Test("A layer is a <g> with the layer's opacity and filter around its content; saves left open inside close with it")
    func layers() throws {
        let doc = try #require(parse(SampleFrames.effects.svgDocument()))
        let card = try #require(doc.elements.indices.first { doc.elements[$0].attributes["fill"] == "#FFFFFF" })
        let layer = doc.elements[try #require(doc.ancestors[card].last)]
        #expect(layer.name == "g" && layer.attributes["opacity"] == "0.5" && layer.attributes["filter"] != nil)
        // The card's content draws at full opacity inside the layer.
        #expect(doc.elements[card].attributes["opacity"] == nil)
        // The clipped green circle is inside the card's layer and its clip group.
        let green = try #require(doc.elements.indices.first { doc.elements[$0].attributes["fill"] == "#34C759" })
        #expect(doc.ancestors[green].contains(doc.ancestors[card].last!))
        #expect(doc.ancestors[green].contains { doc.elements[$0].attributes["clip-path"] != nil })
        // The nested layers: the inner one (0.75) inside the outer one (no opacity).
        let blue = try #require(doc.elements.indices.first { doc.elements[$0].attributes["fill"] == "#007AFF" })
        let groups = doc.ancestors[blue].map { doc.elements[$0] }.filter { $0.name == "g" }
        #expect(groups.map { $0.attributes["opacity"] } == [nil, "0.75"])
        // Nothing after the card's layer is inside it or its clip (the save was closed with it).
        #expect(!doc.ancestors[blue].contains(doc.ancestors[card].last!))
        #expect(!doc.ancestors[blue].contains { doc.elements[$0].attributes["clip-path"] != nil })
    }
}
