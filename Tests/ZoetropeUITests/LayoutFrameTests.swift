// Layout conformance: frames, padding, fixedSize, aspect ratio, position and render-time
// effects. Viewport 400 × 400 unless stated; the root centres the view in it.
import Foundation
import Testing
import ZoetropeUI

@Suite("Layout conformance: frames and modifiers")
struct LayoutFrameTests {
    // Apple, `frame(width:height:alignment:)`: the frame takes the given size whatever the
    // view's; the view sits in it by `alignment`. A 50-point square in a 200 × 100 frame.
    @Test(arguments: [
        (Alignment.topLeading, CGFloat(0), CGFloat(0)), (.top, 75, 0), (.topTrailing, 150, 0),
        (.leading, 0, 25), (.center, 75, 25), (.trailing, 150, 25),
        (.bottomLeading, 0, 50), (.bottom, 75, 50), (.bottomTrailing, 150, 50),
    ])
    func fixedFrameAlignsItsContent(alignment: Alignment, dx: CGFloat, dy: CGFloat) {
        let r = layout { Rectangle().frame(width: 50, height: 50).frame(width: 200, height: 100, alignment: alignment) }
        #expect(close(r[""], rect(100, 150, 200, 100)), "\(r)")
        #expect(close(r["Rectangle"], rect(100 + dx, 150 + dy, 50, 50)), "\(r)")
    }

    // Apple, same page: the frame does not resize its content — a 100-point square in a
    // 50-point frame keeps its size and overflows, centred (netsplit.com, "Flexible frames",
    // measures the same with an Image).
    @Test func smallerFixedFrameLetsContentOverflow() {
        let r = layout { Rectangle().frame(width: 100, height: 100).frame(width: 50, height: 50) }
        #expect(close(r[""], rect(175, 175, 50, 50)), "\(r)")
        #expect(close(r["Rectangle"], rect(150, 150, 100, 100)), "\(r)")
    }

    // Apple, same page: "If you only specify one of the dimensions, the resulting view assumes
    // this view's sizing behavior in the other dimension" — a rectangle takes the full height.
    @Test func oneFixedDimensionLeavesTheOtherToTheView() {
        let r = layout { Rectangle().frame(width: 100) }
        #expect(close(r[""], rect(150, 0, 100, 400)), "\(r)")
    }

    // Apple, `frame(minWidth:idealWidth:maxWidth:…)`: "If both constraints are specified in a
    // dimension, the frame unconditionally adopts the size proposed for it, clamped to the
    // constraints"; with `maxWidth: .infinity` and `.leading` the view goes to the left edge
    // (swiftuifieldguide.com/layout/flexible-frames).
    @Test func maxWidthInfinityFillsAndAligns() {
        let r = layout { Rectangle().frame(width: 50, height: 50).frame(maxWidth: .infinity, alignment: .leading) }
        #expect(close(r[""], rect(0, 175, 400, 50)), "\(r)")
        #expect(close(r["Rectangle"], rect(0, 175, 50, 50)), "\(r)")
        let both = layout { Rectangle().frame(width: 50, height: 50).frame(minWidth: 0, maxWidth: .infinity) }
        #expect(close(both[""], rect(0, 175, 400, 50)), "\(both)")
        #expect(close(both["Rectangle"], rect(175, 175, 50, 50)), "\(both)")
    }

    // Flexible frame with only a minimum (Apple's rule, as swiftuifieldguide.com measures it:
    // "a frame that's at least 100 points wide. If the text is wider than 100 points, the frame
    // will be wider than 100 points as well").
    @Test(arguments: [(CGFloat(50), CGFloat(100)), (150, 150)])
    func minWidthFrameIsAtLeastTheMinimum(content: CGFloat, frame: CGFloat) {
        let r = layout { Rectangle().frame(width: content, height: 50).frame(minWidth: 100) }
        #expect(close(r[""], rect(200 - frame / 2, 175, frame, 50)), "\(r)")
        #expect(close(r["Rectangle"], rect(200 - content / 2, 175, content, 50)), "\(r)")
    }

    // Flexible frame with only a maximum (Apple: "If a maximum constraint is specified and the
    // size proposed for the frame by the parent is greater than the size of this view, the
    // proposed size, clamped to that maximum"): a colour is proposed at most 100 and takes it;
    // a 150-point square overflows the 100-point frame.
    @Test func maxWidthFrameClampsProposalAndSize() {
        let color = layout { Color.red.frame(maxWidth: 100) }
        #expect(close(color[""], rect(150, 0, 100, 400)), "\(color)")
        let square = layout { Rectangle().frame(width: 150, height: 50).frame(maxWidth: 100) }
        #expect(close(square[""], rect(150, 175, 100, 50)), "\(square)")
        #expect(close(square["Rectangle"], rect(125, 175, 150, 50)), "\(square)")
    }

    // Apple, same page: "with any ideal dimensions specified replacing any corresponding
    // unspecified dimensions in the proposal" — `fixedSize()` proposes nil, the ideal size
    // stands in; with a concrete proposal the ideal size does not matter.
    @Test func idealSizeAnswersTheUnspecifiedProposal() {
        let fixed = layout { Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize() }
        #expect(close(fixed[""], rect(140, 185, 120, 30)), "\(fixed)")
        let free = layout { Color.red.frame(idealWidth: 120, idealHeight: 30) }
        #expect(close(free[""], rect(0, 0, 400, 400)), "\(free)")
    }

    // Apple, `padding(_:_:)`: nil is "the system-calculated default amount", 16 points on iOS
    // (view-layer spec §3); the padded view is the view plus the padding on the given edges.
    @Test(arguments: [
        (Edge.Set.all, CGFloat?.none, CGSize(width: 132, height: 82), CGPoint(x: 16, y: 16)),
        (.leading, 10, CGSize(width: 110, height: 50), CGPoint(x: 10, y: 0)),
        (.horizontal, 10, CGSize(width: 120, height: 50), CGPoint(x: 10, y: 0)),
        (.top, 5, CGSize(width: 100, height: 55), CGPoint(x: 0, y: 5)),
        (.vertical, 20, CGSize(width: 100, height: 90), CGPoint(x: 0, y: 20)),
        (.bottom, 30, CGSize(width: 100, height: 80), CGPoint(x: 0, y: 0)),
        (.all, 0, CGSize(width: 100, height: 50), CGPoint(x: 0, y: 0)),
    ])
    func paddingAddsSpaceOnEdges(edges: Edge.Set, length: CGFloat?, size: CGSize, inset: CGPoint) {
        let r = layout { Rectangle().frame(width: 100, height: 50).padding(edges, length) }
        let origin = CGPoint(x: 200 - size.width / 2, y: 200 - size.height / 2)
        #expect(close(r[""], CGRect(origin: origin, size: size)), "\(r)")
        #expect(close(r["Rectangle"], rect(origin.x + inset.x, origin.y + inset.y, 100, 50)), "\(r)")
    }

    // Padding proposes the proposal less the padding: a colour padded by 20 in 400 × 400 is
    // 360 × 360; `EdgeInsets` pad each edge by its own amount; negative padding (accepted by
    // SwiftUI) makes the padded frame smaller than the view.
    @Test func paddingShrinksTheProposalAndTakesInsets() {
        let color = layout { Color.red.padding(20) }
        #expect(close(color["Color"] ?? color["#1"], rect(20, 20, 360, 360)), "\(color)")
        let insets = layout { Rectangle().frame(width: 100, height: 50).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        #expect(close(insets[""], rect(147, 173, 106, 54)), "\(insets)")
        #expect(close(insets["Rectangle"], rect(149, 174, 100, 50)), "\(insets)")
        let negative = layout { Rectangle().frame(width: 100, height: 100).padding(-10) }
        #expect(close(negative[""], rect(160, 160, 80, 80)), "\(negative)")
        #expect(close(negative["Rectangle"], rect(150, 150, 100, 100)), "\(negative)")
    }

    // Apple, `fixedSize()` example: "A single line of text, too long to fit in a box." in a
    // 200 × 200 frame stays on one line at its ideal width, wider than the frame, centred.
    @Test func fixedSizeTextKeepsItsIdealWidth() throws {
        let r = layout {
            Text("A single line of text, too long to fit in a box.")
                .fixedSize()
                .frame(width: 200, height: 200)
        }
        let text = try #require(r["Text"])
        #expect(text.width > 200 && abs(text.height - 20.4) < 0.001, "\(r)")
        #expect(abs(text.midX - 200) < 0.001 && abs(text.midY - 200) < 0.001, "\(r)")
    }

    // Apple, `fixedSize(horizontal:vertical:)` example: fixed vertically only, the text wraps
    // at the frame's width but takes its full height, overflowing a frame that is too short.
    @Test func fixedSizeVerticalOnlyWrapsAtTheWidth() throws {
        let r = layout {
            Text("The quick brown fox jumps over the lazy dog")
                .font(.title)
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 150, height: 20)
        }
        let text = try #require(r["Text"])
        let lines = (text.height / (28 * 1.2)).rounded()
        #expect(text.width <= 150 && lines >= 2 && abs(text.height - lines * 28 * 1.2) < 0.001, "\(r)")
        #expect(abs(text.midY - 200) < 0.001, "\(r)")
    }

    // Apple, `aspectRatio(_:contentMode:)`: the view is proposed the largest size of the ratio
    // that fits (`.fit`) or the smallest that fills (`.fill`) the proposal; `scaledToFit()` and
    // `scaledToFill()` use the view's ideal size's ratio.
    @Test func aspectRatioFitsAndFills() {
        let fit = layout { Color.red.aspectRatio(2, contentMode: .fit) }
        #expect(close(fit[""], rect(0, 100, 400, 200)), "\(fit)")
        let fill = layout { Color.red.aspectRatio(2, contentMode: .fill) }
        #expect(close(fill[""], rect(-200, 0, 800, 400)), "\(fill)")
        let inFrame = layout { Color.red.aspectRatio(1, contentMode: .fit).frame(width: 300, height: 100) }
        #expect(close(inFrame["#1"], rect(150, 150, 100, 100)), "\(inFrame)")
        let size = layout { Color.red.aspectRatio(CGSize(width: 4, height: 1), contentMode: .fit) }
        #expect(close(size[""], rect(0, 150, 400, 100)), "\(size)")
        let scaledFit = layout { Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit() }
        #expect(close(scaledFit[""], rect(0, 100, 400, 200)), "\(scaledFit)")
        let scaledFill = layout { Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFill() }
        #expect(close(scaledFill[""], rect(-200, 0, 800, 400)), "\(scaledFill)")
    }

    // Apple, `position(x:y:)`: "Positions the center of this view at the specified coordinates
    // in its parent's coordinate space"; the positioned view takes the whole proposal.
    @Test func positionCentresTheViewOnThePoint() {
        let r = layout { Rectangle().frame(width: 50, height: 50).position(x: 100, y: 60) }
        #expect(close(r[""], rect(0, 0, 400, 400)), "\(r)")
        #expect(close(r["Rectangle"], rect(75, 35, 50, 50)), "\(r)")
    }

    enum Effect: String, CaseIterable, Sendable { case offset, rotation, scale, transform }

    struct Effected: View {
        let effect: Effect
        var body: some View {
            VStack(spacing: 0) {
                switch effect {
                case .offset: Rectangle().frame(width: 50, height: 50).offset(x: 30, y: 40)
                case .rotation: Rectangle().frame(width: 50, height: 50).rotationEffect(.degrees(45))
                case .scale: Rectangle().frame(width: 50, height: 50).scaleEffect(2)
                case .transform: Rectangle().frame(width: 50, height: 50).transformEffect(CGAffineTransform(translationX: 30, y: 0))
                }
                Rectangle().frame(width: 50, height: 50)
            }
        }
    }

    // Apple, `offset(x:y:)`: "the original dimensions of the view don't change … the offset
    // doesn't change the layout" (and likewise rotationEffect, scaleEffect and transformEffect,
    // which apply when drawing): the effected square and its neighbour keep their frames.
    @Test(arguments: Effect.allCases)
    func renderEffectsDoNotChangeLayout(effect: Effect) {
        let host = ViewHost(Effected(effect: effect), viewport: CGSize(width: 400, height: 400))
        let squares = host.frames.filter { $0.key.hasSuffix("Rectangle") }.sorted { $0.key < $1.key }.map(\.value)
        #expect(squares.count == 2, "\(host.frames)")
        #expect(squares.contains { close($0, rect(175, 150, 50, 50)) }, "\(host.frames)")
        #expect(squares.contains { close($0, rect(175, 200, 50, 50)) }, "\(host.frames)")
    }
}
