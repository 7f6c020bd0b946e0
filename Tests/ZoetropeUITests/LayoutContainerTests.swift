// Layout conformance: GeometryReader, text, custom `Layout`s and layout values.
import Foundation
import Testing
import ZoetropeUI

/// Ole Begemann's relative-size modifier ("Working with percentages in SwiftUI layout" and
/// "How the relative size modifier interacts with stack views", oleb.net, 2023): proposes a
/// fraction of the width to its one subview.
struct RelativeSizeLayout: Layout {
    var relativeWidth: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var p = proposal
        p.width = p.width.map { $0 * relativeWidth }
        return subviews[0].sizeThatFits(p)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = proposal
        p.width = p.width.map { $0 * relativeWidth }
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: p)
    }
}

extension View {
    func relativeProposed(width: Double) -> some View { RelativeSizeLayout(relativeWidth: width) { self } }
}

/// WWDC22 "Compose custom layouts with SwiftUI": an HStack whose subviews all get the width of
/// the widest one's ideal size, spaced by their preferred spacing.
struct EqualWidthHStack: Layout {
    func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { i in i < subviews.count - 1 ? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal) : 0 }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = maxSize(subviews)
        return CGSize(width: m.width * CGFloat(subviews.count) + spacing(subviews).reduce(0, +), height: m.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = maxSize(subviews)
        let s = spacing(subviews)
        let p = ProposedViewSize(width: m.width, height: m.height)
        var x = bounds.minX + m.width / 2
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: p)
            x += m.width + s[i]
        }
    }
}

/// WWDC22 "Compose custom layouts with SwiftUI": subviews on a circle, the first at the top,
/// in rank order (a `LayoutValueKey`).
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let order = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        for (k, i) in order.enumerated() {
            let a = step * Double(k)
            let point = CGPoint(x: bounds.midX + radius * sin(a), y: bounds.midY - radius * cos(a))
            subviews[i].place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A flow layout: subviews left to right at their ideal sizes, wrapping to a new row when the
/// proposed width is full.
struct FlowLayout: Layout {
    var spacing: CGFloat = 10

    func frames(_ width: CGFloat?, _ subviews: Subviews) -> [CGRect] {
        let limit = width ?? .infinity
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > limit {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let f = frames(proposal.width, subviews)
        return CGSize(width: f.map(\.maxX).max() ?? 0, height: f.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, f) in zip(subviews, frames(proposal.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), proposal: .unspecified)
        }
    }
}

/// A layout that places only its first subview (the others are left to SwiftUI's default).
struct FirstOnlyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

@Suite("Layout conformance: containers, text, custom layouts")
struct LayoutContainerTests {
    // Apple, GeometryReader: "A container view that defines its content as a function of its own
    // size and coordinate space … returns a flexible preferred size to its parent layout"; since
    // iOS 14 its content sits at the top-leading corner (iOS 14 release notes).
    @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() throws {
        let r = layout { GeometryReader { _ in Rectangle().frame(width: 10, height: 10) } }
        #expect(close(r["GeometryReader"], rect(0, 0, 400, 400)), "\(r)")
        let content = try #require(r.frames.first { $0.key.hasPrefix("Probe/GeometryReader") && $0.value.width == 10 }?.value)
        #expect(close(content, rect(0, 0, 10, 10)), "\(r)")
    }

    // Apple, `GeometryProxy.size`: the reader's size; content laid out from it.
    @Test func geometryProxySize() throws {
        let r = layout {
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
            }
            .frame(width: 200, height: 100)
        }
        let content = try #require(r.frames.first { $0.key.hasPrefix("Probe/GeometryReader") && $0.value.width == 100 }?.value)
        #expect(close(content, rect(100, 150, 100, 25)), "\(r)")
    }

    // Apple, `GeometryProxy.frame(in:)` and `coordinateSpace(name:)`: the reader's frame in the
    // global space and in a named ancestor's (the values are written into the content's size).
    @Test func geometryProxyFrameInGlobalAndNamedSpaces() throws {
        let r = layout {
            VStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 50)
                GeometryReader { proxy in
                    Rectangle().frame(
                        width: proxy.frame(in: .global).minY + proxy.frame(in: .local).minX,
                        height: proxy.frame(in: .named("box")).minY + 1)
                }
                .frame(width: 300, height: 100)
            }
            .padding(10)
            .coordinateSpace(name: "box")
        }
        // Padded VStack: 320 × 170 centred at (40, 115); the reader at (50, 175) globally,
        // (10, 60) in "box".
        let content = try #require(r.frames.first { $0.key.contains("GeometryReader") && $0.value.width == 175 }?.value)
        #expect(close(content, rect(50, 175, 175, 61)), "\(r)")
    }

    // Apple, Text: a text view wraps to the width it is offered and is as wide as its widest
    // line. Widths are Drawing's estimate (DejaVu Sans advances, the face the renderers draw
    // with; README "Differences"), 17-point body text: a 0.613 em, b 0.635, c 0.550, space
    // 0.318 — "aaa" 31.263, "bbb" 32.385, "aaa bbb" 69.054, "bbb ccc" 65.841, "aaa bbb ccc"
    // 102.51; 20.4 points a line (1.2 em).
    @Test(arguments: [
        (CGFloat(200), CGFloat(102.51), 1), (102.6, 102.51, 1), (90, 69.054, 2), (69.1, 69.054, 2),
        (69, 65.841, 2), (60, 32.385, 3), (10, 32.385, 3),
    ])
    func textWrapsAtTheProposedWidth(width: CGFloat, expected: CGFloat, lines: Int) throws {
        let r = layout { Text("aaa bbb ccc").frame(width: width) }
        let text = try #require(r["Text"])
        #expect(abs(text.width - expected) < 0.001 && abs(text.height - CGFloat(lines) * 20.4) < 0.001, "\(r)")
        #expect(abs(text.midX - 200) < 0.001, "\(r)")
    }

    // Apple, `lineLimit(_:)`: "If the text exceeds the line limit, the text is truncated"; the
    // last line shown holds as much of the rest as fits, ended by "…" (1 em; tail truncation).
    @Test func lineLimitTruncatesTheLastLine() throws {
        let one = layout { Text("aaa bbb ccc").lineLimit(1).frame(width: 90) }
        let t1 = try #require(one["Text"])
        // "aaa bbb…": 69.054 + 17 ("aaa bbb c…" would need 96.8).
        #expect(abs(t1.width - 86.054) < 0.001 && abs(t1.height - 20.4) < 0.001, "\(one)")
        let two = layout { Text("aaa bbb ccc").lineLimit(2).frame(width: 60) }
        let t2 = try #require(two["Text"])
        // "aaa" / "bbb…" (32.385 + 17): "bbb c…" would not fit 60.
        #expect(abs(t2.width - 49.385) < 0.001 && abs(t2.height - 40.8) < 0.001, "\(two)")
        let none = layout { Text("aaa bbb ccc").lineLimit(nil).frame(width: 60) }
        #expect(abs((none["Text"]?.height ?? 0) - 61.2) < 0.001, "\(none)")
    }

    // Apple, Text: explicit line breaks always break; with no width proposed (fixedSize) each
    // paragraph is one line.
    @Test func textIdealSizeIsOneLinePerParagraph() throws {
        let r = layout { Text("aaa bbb\nccc").fixedSize() }
        let text = try #require(r["Text"])
        #expect(abs(text.width - 69.054) < 0.001 && abs(text.height - 40.8) < 0.001, "\(r)")
    }

    // Ole Begemann, "How the relative size modifier interacts with stack views": in
    // HStack(spacing: 10) 620 wide, the stack offers each child in turn a share of what is left
    // ((620 − 20) / 3 = 200 first). The modifier on the first colour halves its 200: 100, 250,
    // 250. On the middle one: the first takes 200, the middle is offered 200 and takes 100, the
    // last gets 300 — "the yellow view ends up being wider than the blue one".
    @Test func relativeSizeLayoutInAStack() {
        let size = CGSize(width: 700, height: 200)
        let first = layout(size) {
            HStack(spacing: 10) {
                Color.blue.relativeProposed(width: 0.5)
                Color.green
                Color.yellow
            }
            .frame(width: 620, height: 80)
        }
        #expect(close(first["HStack/0/RelativeSizeLayout"], rect(40, 60, 100, 80)), "\(first)")
        #expect(close(first["HStack/1"] ?? first["HStack/1/Color"], rect(150, 60, 250, 80)), "\(first)")
        #expect(close(first["HStack/2"] ?? first["HStack/2/Color"], rect(410, 60, 250, 80)), "\(first)")
        let middle = layout(size) {
            HStack(spacing: 10) {
                Color.blue
                Color.green.relativeProposed(width: 0.5)
                Color.yellow
            }
            .frame(width: 620, height: 80)
        }
        #expect(close(middle["HStack/0"] ?? middle["HStack/0/Color"], rect(40, 60, 200, 80)), "\(middle)")
        #expect(close(middle["HStack/1/RelativeSizeLayout"], rect(250, 60, 100, 80)), "\(middle)")
        #expect(close(middle["HStack/2"] ?? middle["HStack/2/Color"], rect(360, 60, 300, 80)), "\(middle)")
    }

    // WWDC22 "Compose custom layouts with SwiftUI", MyEqualWidthHStack: every subview gets the
    // widest ideal width (60), spaced by the subviews' spacing preferences (8 here).
    @Test func equalWidthHStack() {
        let r = layout {
            EqualWidthHStack {
                Color.red.frame(idealWidth: 30, idealHeight: 20)
                Color.green.frame(idealWidth: 60, idealHeight: 20)
                Color.blue.frame(idealWidth: 45, idealHeight: 20)
            }
        }
        #expect(close(r["EqualWidthHStack"], rect(102, 190, 196, 20)), "\(r)")
        for (i, x) in [102, 170, 238].enumerated() {
            #expect(close(r["EqualWidthHStack/\(i)"], rect(CGFloat(x), 190, 60, 20)), "\(r)")
        }
    }

    // WWDC22 "Compose custom layouts with SwiftUI", MyRadialLayout with the Rank layout value:
    // subviews on a circle of a third of the side, in rank order clockwise from the top.
    @Test func radialLayoutPlacesByRank() {
        let r = layout {
            RadialLayout {
                Rectangle().frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 3)
                Rectangle().frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
                Rectangle().frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
                Rectangle().frame(width: 10, height: 10)
            }
            .frame(width: 300, height: 300)
        }
        func square(_ i: Int) -> CGRect? { r.frames.first { $0.key.hasPrefix("Probe/RadialLayout/\(i)") && $0.value.width == 10 }?.value }
        // Rank 0 (the last) at the top, rank 1 right, rank 2 bottom, rank 3 left.
        #expect(close(square(3), rect(195, 95, 10, 10), 1e-9), "\(r)")
        #expect(close(square(1), rect(295, 195, 10, 10), 1e-9), "\(r)")
        #expect(close(square(2), rect(195, 295, 10, 10), 1e-9), "\(r)")
        #expect(close(square(0), rect(95, 195, 10, 10), 1e-9), "\(r)")
    }

    // A flow layout (the canonical `Layout` example): five 60 × 20 squares in 200 points, 10
    // apart: three in the first row (the third ends at exactly 200), two in the second.
    @Test func flowLayoutWrapsRows() {
        let r = layout {
            FlowLayout {
                ForEach(0..<5) { _ in Rectangle().frame(width: 60, height: 20) }
            }
            .frame(width: 200)
        }
        #expect(close(r["FlowLayout"], rect(100, 175, 200, 50)), "\(r)")
        let squares = r.frames.filter { $0.key.hasPrefix("Probe/FlowLayout/") && !$0.key.hasSuffix("Rectangle") }.map(\.value)
            .sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        let expected = [rect(100, 175, 60, 20), rect(170, 175, 60, 20), rect(240, 175, 60, 20), rect(100, 205, 60, 20), rect(170, 205, 60, 20)]
        #expect(squares.count == 5 && zip(squares, expected).allSatisfy { close($0, $1) }, "\(r)")
    }

    // Apple, `LayoutSubview.place(at:anchor:proposal:)`: "If you don't call this method for a
    // subview, the subview appears at the center of its layout container and uses the layout
    // container's size proposal."
    @Test func unplacedSubviewIsCentredWithTheContainersProposal() throws {
        let r = layout {
            FirstOnlyLayout {
                Rectangle().frame(width: 10, height: 10)
                Color.red
            }
            .frame(width: 100, height: 60)
        }
        #expect(close(r["FirstOnlyLayout/0"], rect(150, 170, 10, 10)), "\(r)")
        #expect(close(r["FirstOnlyLayout/1"] ?? r["FirstOnlyLayout/1/Color"], rect(150, 170, 100, 60)), "\(r)")
    }
}
