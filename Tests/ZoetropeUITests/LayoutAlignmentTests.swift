// Layout conformance: alignment, alignment guides, ZStack, overlay and background.
import Foundation
import Testing
import ZoetropeUI

extension VerticalAlignment {
    /// A custom guide whose default is the centre (Apple, `AlignmentID`; WWDC19 "Building Custom
    /// Views with SwiftUI" aligns across nested stacks with one like it).
    enum Mark: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }
    static let mark = VerticalAlignment(Mark.self)
}

/// Apple, `Layout.explicitAlignment(of:in:proposal:subviews:cache:)`: "you can indent the
/// container's leading edge alignment guide by 10 points" — a column whose leading guide is 10.
struct IndentedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
            point.y += subview.dimensions(in: .unspecified).height
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }
}

@Suite("Layout conformance: alignment")
struct LayoutAlignmentTests {
    // Apple, VStack `alignment`: "The guide for aligning the subviews in this stack. This guide
    // has the same vertical screen coordinate for every subview" — here horizontal.
    @Test(arguments: [(HorizontalAlignment.leading, CGFloat(0)), (.center, 25), (.trailing, 50)])
    func vstackAlignsChildrenHorizontally(alignment: HorizontalAlignment, dx: CGFloat) {
        let r = layout {
            VStack(alignment: alignment) {
                Rectangle().frame(width: 100, height: 20)
                Rectangle().frame(width: 50, height: 20)
            }
        }
        #expect(close(r["VStack"], rect(150, 176, 100, 48)), "\(r)")
        #expect(close(r["VStack/1"], rect(150 + dx, 204, 50, 20)), "\(r)")
    }

    // Apple, HStack `alignment`, likewise vertically.
    @Test(arguments: [(VerticalAlignment.top, CGFloat(0)), (.center, 25), (.bottom, 50)])
    func hstackAlignsChildrenVertically(alignment: VerticalAlignment, dy: CGFloat) {
        let r = layout {
            HStack(alignment: alignment) {
                Rectangle().frame(width: 20, height: 100)
                Rectangle().frame(width: 20, height: 50)
            }
        }
        #expect(close(r["HStack"], rect(176, 150, 48, 100)), "\(r)")
        #expect(close(r["HStack/1"], rect(204, 150 + dy, 20, 50)), "\(r)")
    }

    // Apple, `alignmentGuide(_:computeValue:)`: the closure gives the view's value for the
    // guide from its dimensions. Moving the second view's leading guide to its trailing edge
    // puts it left of the first; the stack grows to hold both (150 wide).
    @Test func alignmentGuideShiftsAView() {
        let r = layout {
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 100, height: 20)
                Rectangle().frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }
            }
        }
        #expect(close(r["VStack"], rect(125, 180, 150, 40)), "\(r)")
        #expect(close(r["VStack/0"], rect(175, 180, 100, 20)), "\(r)")
        #expect(close(r["VStack/1"], rect(125, 200, 50, 20)), "\(r)")
    }

    // Apple, `AlignmentID` and `VerticalAlignment.combineExplicit(_:)`: a container reports the
    // explicit values its subviews set for a guide, so a guide set on a view inside a VStack
    // lines that view up with a sibling of the stack (WWDC19 "Building Custom Views with
    // SwiftUI"). The marked square's centre meets the left square's centre, not the VStack's.
    @Test func customGuideAlignsAcrossNestedStacks() throws {
        let r = layout {
            HStack(alignment: .mark, spacing: 0) {
                Rectangle().frame(width: 40, height: 40)
                VStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 20)
                    Rectangle().frame(width: 20, height: 20).alignmentGuide(.mark) { d in d[VerticalAlignment.center] }
                    Rectangle().frame(width: 20, height: 100)
                }
            }
        }
        let left = try #require(r["HStack/0"])
        let marked = try #require(r["HStack/1/VStack/1"])
        #expect(close(left, rect(170, 140, 40, 40)), "\(r)")
        #expect(close(marked, rect(210, 150, 20, 20)), "\(r)")
        #expect(close(r["HStack"], rect(170, 130, 60, 140)), "\(r)")
    }

    // The same through modifiers: a guide set below a padding and a frame is moved by them.
    @Test func customGuidePassesThroughPaddingAndFrames() throws {
        let r = layout {
            HStack(alignment: .mark, spacing: 0) {
                Rectangle().frame(width: 40, height: 40)
                VStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 20)
                    Rectangle().frame(width: 20, height: 20)
                        .alignmentGuide(.mark) { d in d[.top] }
                        .padding(.top, 10)
                        .frame(height: 50, alignment: .top)
                }
            }
        }
        // The mark is 20 (square) + 10 (padding) below the VStack's top: the left square's
        // centre (20) meets it, so the left square starts 10 below the VStack.
        let left = try #require(r["HStack/0"])
        let stack = try #require(r["HStack/1/VStack"])
        #expect(abs(left.midY - (stack.minY + 30)) < 0.001, "\(r)")
    }

    // Apple, `Layout.explicitAlignment(of:…)` example: a custom container that puts its leading
    // guide 10 points in sits 10 points left of its sibling in a leading-aligned VStack.
    @Test func customLayoutExplicitGuide() {
        let r = layout {
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 100, height: 20)
                IndentedColumn { Rectangle().frame(width: 50, height: 20) }
            }
        }
        #expect(close(r["VStack/0"], rect(155, 180, 100, 20)), "\(r)")
        #expect(close(r["VStack/1/IndentedColumn"], rect(145, 200, 50, 20)), "\(r)")
    }

    // Apple, `ZStack(alignment:)`: the children overlay and line up by the alignment's guides;
    // the stack is as large as the union. A 40 × 20 rectangle over a 100-point square.
    @Test(arguments: [
        (Alignment.topLeading, CGFloat(0), CGFloat(0)), (.top, 30, 0), (.topTrailing, 60, 0),
        (.leading, 0, 40), (.center, 30, 40), (.trailing, 60, 40),
        (.bottomLeading, 0, 80), (.bottom, 30, 80), (.bottomTrailing, 60, 80),
    ])
    func zstackAlignment(alignment: Alignment, dx: CGFloat, dy: CGFloat) {
        let r = layout {
            ZStack(alignment: alignment) {
                Rectangle().frame(width: 100, height: 100)
                Rectangle().frame(width: 40, height: 20)
            }
        }
        #expect(close(r["ZStack"], rect(150, 150, 100, 100)), "\(r)")
        #expect(close(r["ZStack/1"], rect(150 + dx, 150 + dy, 40, 20)), "\(r)")
    }

    // ZStack sizes to the union of its aligned children: a wide and a tall bar make a square;
    // a child moved out by its guides enlarges the union (130 × 130).
    @Test func zstackIsTheUnionOfItsChildren() {
        let bars = layout {
            ZStack {
                Rectangle().frame(width: 100, height: 20)
                Rectangle().frame(width: 20, height: 100)
            }
        }
        #expect(close(bars["ZStack"], rect(150, 150, 100, 100)), "\(bars)")
        #expect(close(bars["ZStack/0"], rect(150, 190, 100, 20)), "\(bars)")
        let moved = layout {
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 100, height: 100)
                Rectangle().frame(width: 20, height: 20)
                    .alignmentGuide(.leading) { _ in 30 }
                    .alignmentGuide(.top) { _ in 30 }
            }
        }
        #expect(close(moved["ZStack"], rect(135, 135, 130, 130)), "\(moved)")
        #expect(close(moved["ZStack/0"], rect(165, 165, 100, 100)), "\(moved)")
        #expect(close(moved["ZStack/1"], rect(135, 135, 20, 20)), "\(moved)")
    }

    // Apple, `VerticalAlignment.firstTextBaseline`: texts of different sizes in an HStack line up
    // by their first baselines (where the baseline lies is ZoetropeUI's text model, README).
    @Test func firstTextBaselinesLineUp() throws {
        let r = layout {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.system(size: 40))
                Text("small").font(.system(size: 12))
            }
        }
        let big = try #require(r["HStack/0"] ?? r["HStack/0/Text"])
        let small = try #require(r["HStack/1"] ?? r["HStack/1/Text"])
        // Baseline: half a 1.2 em line plus 0.35 em below the middle = 0.95 em from the top.
        #expect(abs((big.minY + 0.95 * 40) - (small.minY + 0.95 * 12)) < 0.001, "\(r)")
    }

    // Apple, `overlay(alignment:content:)`: the overlay is proposed the size of the view it
    // modifies and does not change that view's size: a colour fills the rectangle exactly, a
    // bigger square overflows it, centred, and the stack around ignores it.
    @Test func overlayIsSizedToTheBaseView() throws {
        let fill = layout { Rectangle().frame(width: 100, height: 50).overlay(Color.red) }
        #expect(close(fill[""], rect(150, 175, 100, 50)), "\(fill)")
        let overlay = try #require(fill.frames.first { $0.key.contains("overlay") }?.value)
        #expect(close(overlay, rect(150, 175, 100, 50)), "\(fill)")

        let big = layout {
            HStack(spacing: 0) {
                Rectangle().frame(width: 50, height: 50).overlay(Rectangle().frame(width: 100, height: 100))
                Rectangle().frame(width: 50, height: 50)
            }
        }
        #expect(close(big["HStack"], rect(150, 175, 100, 50)), "\(big)")
        #expect(close(big["HStack/1"], rect(200, 175, 50, 50)), "\(big)")
        let square = try #require(big.frames.first { $0.key.contains("overlay") && $0.value.width == 100 }?.value)
        #expect(close(square, rect(125, 150, 100, 100)), "\(big)")
    }

    // Apple, `background(alignment:content:)`: the background is placed in the view's frame by
    // `alignment`.
    @Test func backgroundAlignment() throws {
        let r = layout {
            Rectangle().frame(width: 100, height: 100).background(alignment: .bottomTrailing) {
                Rectangle().frame(width: 20, height: 20)
            }
        }
        #expect(close(r[""], rect(150, 150, 100, 100)), "\(r)")
        let background = try #require(r.frames.first { $0.key.contains("background") && $0.value.width == 20 }?.value)
        #expect(close(background, rect(230, 230, 20, 20)), "\(r)")
    }
}
