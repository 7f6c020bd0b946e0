// Layout with invalid input: never a crash or a hang; invalid frame dimensions are ignored
// with a diagnostic, as SwiftUI ignores them ("Invalid frame dimension (negative or
// non-finite)"; view-layer spec §2).
import Foundation
import Testing
import ZoetropeUI

/// A layout that proposes what it is told to its subviews (NaN, negative, infinite).
struct ProposingLayout: Layout {
    var proposal: ProposedViewSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for s in subviews { _ = s.sizeThatFits(self.proposal) }
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: self.proposal) }
    }
}

private func allFinite(_ r: LayoutResult) -> Bool {
    r.frames.values.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0 }
}

@Suite("Layout conformance: invalid input")
struct LayoutRobustnessTests {
    @Test(arguments: [CGFloat(-10), .nan, .infinity, -.infinity])
    func invalidFixedFrameWidthIsIgnored(width: CGFloat) {
        let r = layout { Rectangle().frame(width: width, height: 50) }
        #expect(close(r[""], rect(0, 175, 400, 50)), "\(r)")
        #expect(r.diagnostics.contains { $0.contains("invalid frame dimension") && $0.contains("width") }, "\(r.diagnostics)")
    }

    @Test func invalidFlexibleFrameValuesAreIgnored() {
        let negative = layout { Rectangle().frame(width: 50, height: 50).frame(minWidth: -5) }
        #expect(close(negative[""], rect(175, 175, 50, 50)), "\(negative)")
        #expect(negative.diagnostics.contains { $0.contains("minWidth -5") }, "\(negative.diagnostics)")
        let nan = layout { Color.red.frame(maxHeight: .nan) }
        #expect(close(nan[""], rect(0, 0, 400, 400)), "\(nan)")
        #expect(nan.diagnostics.contains { $0.contains("maxHeight nan") }, "\(nan.diagnostics)")
        // Contradictory constraints (SwiftUI warns): the maximum gives way to the minimum.
        let contradictory = layout { Color.red.frame(minWidth: 100, maxWidth: 50) }
        #expect(close(contradictory[""], rect(150, 0, 100, 400)), "\(contradictory)")
        #expect(!contradictory.diagnostics.isEmpty)
    }

    @Test func nonFinitePaddingIsIgnored() {
        let r = layout { Rectangle().frame(width: 100, height: 50).padding(.nan) }
        #expect(close(r[""], rect(150, 175, 100, 50)), "\(r)")
        #expect(r.diagnostics.contains { $0.contains("padding") }, "\(r.diagnostics)")
    }

    @Test(arguments: [CGFloat(-5), .nan, .infinity])
    func invalidSpacerMinLengthIsZero(length: CGFloat) {
        let r = layout {
            HStack(spacing: 0) {
                Rectangle().frame(width: 400, height: 10)
                Spacer(minLength: length)
            }
        }
        #expect(allFinite(r), "\(r)")
        #expect(close(r["HStack/0"], rect(0, 195, 400, 10)), "\(r)")
    }

    @Test func zeroViewportLaysOutEverythingAtZeroOrIdeal() {
        let r = layout(.zero) {
            VStack {
                Text("Hello")
                Rectangle()
                Spacer()
                Circle().padding()
                GeometryReader { p in Color.red.frame(width: p.size.width) }
                HStack { Color.blue; Text("a b c").lineLimit(1) }
            }
        }
        #expect(allFinite(r), "\(r)")
        #expect(r["VStack/1"]?.size == .zero || r["VStack/1/Rectangle"]?.size == .zero, "\(r)")
    }

    @Test func nonFiniteProposalsFromACustomLayoutDoNotCrash() {
        for p in [ProposedViewSize(width: .nan, height: .nan), ProposedViewSize(width: -20, height: -1), .infinity, .zero] {
            let r = layout {
                ProposingLayout(proposal: p) {
                    Rectangle()
                    Text("some words here")
                    HStack { Color.red; Spacer(); Text("x") }
                    Color.blue.frame(minWidth: 10, maxWidth: .infinity).aspectRatio(1, contentMode: .fit)
                    Rectangle().frame(width: 10, height: 10).padding()
                }
            }
            #expect(!r.frames.isEmpty)
        }
    }

    // Thousands of children: the stack algorithm is O(n log n) in their number (sorting by
    // priority and flexibility), each child asked a few times.
    @Test func thousandsOfChildren() {
        let tall = layout {
            VStack(spacing: 0) {
                ForEach(0..<3000) { _ in Rectangle().frame(height: 1) }
            }
        }
        #expect(close(tall["VStack"], rect(0, -1300, 400, 3000)), "\(tall.frames.count)")
        let wide = layout {
            HStack(spacing: 0) {
                ForEach(0..<2000) { i in Color.red.layoutPriority(Double(i % 7)) }
            }
        }
        #expect(close(wide["HStack"], rect(0, 0, 400, 400)))
        #expect(wide.frames.filter { $0.key.hasPrefix("Probe/HStack/") }.count >= 2000)
    }

    // Long text truncated to one line is measured in one pass (not by shortening it one
    // character at a time).
    @Test func longTextWithALineLimit() throws {
        let words = String(repeating: "word ", count: 4000)
        let r = layout { Text(words).lineLimit(1).frame(width: 100) }
        let text = try #require(r["Text"])
        #expect(text.width <= 100 && abs(text.height - 20.4) < 0.001, "\(r)")
        let zero = layout { Text(words).frame(width: 0, height: 0) }
        #expect(allFinite(zero))
    }
}
