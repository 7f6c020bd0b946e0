// Layout conformance: stacks and spacers. Every expected frame is in viewport points; the
// viewport (400 × 400 unless stated) proposes its size and centres the view, as a hosting view
// does. Spacing is 8 points wherever SwiftUI would choose its default (README, "Differences").
import Foundation
import Testing
import ZoetropeUI

@Suite("Layout conformance: stacks")
struct LayoutStackTests {
    // objc.io, "How an HStack Lays Out Its Children" (2020-11-10), first measurement: three
    // rectangles in a 300-point HStack without spacing become 100 points wide each.
    @Test func equalFlexibleChildrenShareEvenly() {
        let r = layout {
            HStack(spacing: 0) {
                Rectangle().fill(Color.red)
                Rectangle().fill(Color.green)
                Rectangle().fill(Color.blue)
            }
            .frame(width: 300, height: 100)
        }
        for i in 0..<3 {
            #expect(close(r["HStack/\(i)"], rect(50 + 100 * CGFloat(i), 150, 100, 100)), "\(r)")
        }
    }

    // objc.io, same article, second measurement: `frame(maxWidth: 100)` and `frame(minWidth:
    // 100)` in a 150-point HStack become 75 and 100 wide — the less flexible one is offered half
    // first — and the stack (175) overflows its 150-point frame, centred in it.
    @Test func leastFlexibleChildIsOfferedItsShareFirst() {
        let r = layout {
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(maxWidth: 100)
                Rectangle().fill(Color.green).frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
        }
        #expect(close(r["HStack"], rect(112.5, 150, 175, 100)), "\(r)")
        #expect(close(r["HStack/0"], rect(112.5, 150, 75, 100)), "\(r)")
        #expect(close(r["HStack/1"], rect(187.5, 150, 100, 100)), "\(r)")
    }

    // Apple, HStack: "the stack offers space to its least flexible children first". A fixed
    // 50-point child between two colours: it takes 50, the colours share the rest (125 each),
    // in child order.
    @Test func fixedChildTakesItsWidthAndFlexibleOnesShareTheRest() {
        let r = layout {
            HStack(spacing: 0) {
                Color.red
                Rectangle().frame(width: 50)
                Color.blue
            }
            .frame(width: 300, height: 100)
        }
        #expect(close(r["HStack/0/Color"], rect(50, 150, 125, 100)), "\(r)")
        #expect(close(r["HStack/1"], rect(175, 150, 50, 100)), "\(r)")
        #expect(close(r["HStack/2/Color"], rect(225, 150, 125, 100)), "\(r)")
    }

    // The same rule along y (Apple, VStack: "HStack and VStack use the same layout algorithm,
    // with the axes swapped" — swiftuifieldguide.com/layout/hstack).
    @Test func vstackDistributesHeightTheSameWay() {
        let r = layout {
            VStack(spacing: 0) {
                Color.red
                Rectangle().frame(height: 100)
                Color.blue
            }
            .frame(width: 100, height: 300)
        }
        #expect(close(r["VStack/0/Color"], rect(150, 50, 100, 100)), "\(r)")
        #expect(close(r["VStack/1"], rect(150, 150, 100, 100)), "\(r)")
        #expect(close(r["VStack/2/Color"], rect(150, 250, 100, 100)), "\(r)")
    }

    // A worked example of the algorithm (AcademyIFCE/HStackLayoutWorkshop, after the objc.io
    // article): spacing 7.5 in 150 points leaves 135; `frame(width: 30)` (flexibility 0) is
    // offered 45 and takes 30, `frame(maxWidth: 50)` (50) is offered 52.5 and takes 50,
    // `frame(minWidth: 100)` (∞) is offered 55 and takes 100; the stack is 195 wide.
    @Test func threeFlexibilitiesWithSpacing() {
        let r = layout {
            HStack(spacing: 7.5) {
                Color.red.frame(minWidth: 100)
                Color.green.frame(width: 30)
                Color.blue.frame(maxWidth: 50)
            }
            .frame(width: 150, height: 100)
        }
        let x0: CGFloat = 125 - (195 - 150) / 2
        #expect(close(r["HStack"], rect(x0, 150, 195, 100)), "\(r)")
        #expect(close(r["HStack/0"], rect(x0, 150, 100, 100)), "\(r)")
        #expect(close(r["HStack/1"], rect(x0 + 107.5, 150, 30, 100)), "\(r)")
        #expect(close(r["HStack/2"], rect(x0 + 145, 150, 50, 100)), "\(r)")
    }

    // Spacing: `spacing:` is the distance between adjacent children (Apple, HStack
    // `init(alignment:spacing:content:)`); nil is the default, 8 here (README); negative
    // spacing overlaps the children.
    @Test(arguments: [(CGFloat?.none, CGFloat(8)), (0, 0), (20, 20), (-10, -10)])
    func spacingBetweenChildren(spacing: CGFloat?, gap: CGFloat) {
        let r = layout {
            HStack(spacing: spacing) {
                Rectangle().frame(width: 50, height: 50)
                Rectangle().frame(width: 50, height: 50)
            }
        }
        let width = 100 + gap
        #expect(close(r["HStack"], rect(200 - width / 2, 175, width, 50)), "\(r)")
        #expect(close(r["HStack/1"], rect(200 - width / 2 + 50 + gap, 175, 50, 50)), "\(r)")
    }

    // Apple, Spacer: "A flexible space that expands along the major axis of its containing
    // stack layout"; it takes no space across the axis (its height in an HStack is 0). The
    // spacer pushes the two squares to the ends of the 300-point stack.
    @Test func spacerInHStackPushesToTheEnds() {
        let r = layout {
            HStack {
                Rectangle().frame(width: 50, height: 50)
                Spacer()
                Rectangle().frame(width: 50, height: 50)
            }
            .frame(width: 300)
        }
        #expect(close(r["HStack/0"], rect(50, 175, 50, 50)), "\(r)")
        #expect(close(r["HStack/2"], rect(300, 175, 50, 50)), "\(r)")
        #expect(close(r["HStack/1/Spacer"], rect(108, 200, 184, 0)), "\(r)")
    }

    // Apple, Spacer, in a VStack: it grows vertically, 0 wide; the square goes to the top.
    @Test func spacerInVStackGrowsVertically() {
        let r = layout {
            VStack(spacing: 0) {
                Rectangle().frame(width: 50, height: 50)
                Spacer()
            }
            .frame(height: 200)
        }
        #expect(close(r["VStack/0"], rect(175, 100, 50, 50)), "\(r)")
        #expect(close(r["VStack/1/Spacer"], rect(200, 150, 0, 150)), "\(r)")
    }

    // Apple, `Spacer.minLength`: "The minimum length this spacer can be shrunk to". An
    // 80-point square and a spacer of at least 40 in 100 points: the spacer keeps 40, the stack
    // (120) overflows its frame, centred.
    @Test func spacerMinLengthIsAFloor() {
        let r = layout {
            HStack(spacing: 0) {
                Rectangle().frame(width: 80, height: 10)
                Spacer(minLength: 40)
            }
            .frame(width: 100, height: 10)
        }
        #expect(close(r["HStack/0"], rect(140, 195, 80, 10)), "\(r)")
        #expect(close(r["HStack/1/Spacer"], rect(220, 200, 40, 0)), "\(r)")
    }

    // Apple, Spacer: without a stack around it a spacer expands on both axes; in a fixed-size
    // stack it is at its minimum length (the default, 8 here).
    @Test func spacerIdealLengthIsItsMinimum() {
        let r = layout {
            HStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 20)
                Spacer()
            }
            .fixedSize()
        }
        #expect(close(r["HStack"], rect(146, 190, 108, 20)), "\(r)")
    }

    // Apple, `layoutPriority(_:)`: "A parent layout offers the child views with the highest
    // layout priority all the space offered to the parent minus the minimum space required for
    // all its lower-priority children."
    @Test func higherPriorityGetsAllButTheOthersMinimum() {
        let r = layout {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20, maxWidth: .infinity)
                Color.blue.frame(minWidth: 30, maxWidth: .infinity).layoutPriority(1)
            }
            .frame(width: 200, height: 10)
        }
        #expect(close(r["HStack/0"], rect(100, 195, 20, 10)), "\(r)")
        #expect(close(r["HStack/1"], rect(120, 195, 180, 10)), "\(r)")
    }

    // swiftuifieldguide.com/layout/hstack: in HStack { Color; Text("Hello, world"); Color } the
    // text is the least flexible and is offered a third of the width, too little for one line,
    // so it wraps onto two; with `.layoutPriority(1)` it is offered everything first and stays
    // on one line at its ideal width.
    @Test func textIsOfferedAThirdUnlessPrioritised() throws {
        let narrow = layout {
            HStack {
                Color.purple
                Text("Hello, world")
                Color.pink
            }
            .frame(width: 200, height: 100)
        }
        let text = try #require(narrow["HStack/1/Text"])
        #expect(text.width <= (200 - 16) / 3)
        #expect(abs(text.height - 2 * 20.4) < 0.001, "\(narrow)")
        let color = try #require(narrow["HStack/0/Color"])
        #expect(abs(color.width - (184 - text.width) / 2) < 0.001, "\(narrow)")

        let ideal = try #require(layout { Text("Hello, world").fixedSize() }["Text"])
        let prioritised = layout {
            HStack {
                Color.purple
                Text("Hello, world").layoutPriority(1)
                Color.pink
            }
            .frame(width: 200, height: 100)
        }
        let t = try #require(prioritised["HStack/1/Text"])
        #expect(abs(t.width - ideal.width) < 0.001 && abs(t.height - 20.4) < 0.001, "\(prioritised)")
        #expect(abs((prioritised["HStack/0/Color"]?.width ?? 0) - (184 - ideal.width) / 2) < 0.001, "\(prioritised)")
    }

    // Apple, HStack: "SwiftUI sizes a stack that doesn't contain spacers to the sum of the ideal
    // widths of the content's children" (Spacer documentation) — with an unspecified proposal
    // each child is asked for its ideal size.
    @Test func fixedSizeStackIsTheSumOfIdealSizes() {
        let r = layout {
            HStack(spacing: 10) {
                Color.red.frame(idealWidth: 30, idealHeight: 40)
                Color.blue.frame(idealWidth: 50, idealHeight: 20)
            }
            .fixedSize()
        }
        #expect(close(r["HStack"], rect(155, 180, 90, 40)), "\(r)")
        #expect(close(r["HStack/1"], rect(195, 190, 50, 20)), "\(r)")
    }
}
