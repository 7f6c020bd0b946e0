import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Stage

/// Records what `bar` draws on a 390 × 844 canvas.
private func frame(of bar: NavigationBar) -> Frame {
    Frame(size: Size(width: 390, height: 844)) { bar.draw(in: $0) }
}

@Suite("NavigationBar")
struct NavigationBarTests {
    @Test("the back chevron is D.3's: 16 high and 8 wide, 16 from the left, centred in the row 8…44")
    func chevronGeometry() {
        let box = NavigationBar.backChevron.boundingRect
        #expect(box == Rect(x: 16, y: 18, width: 8, height: 16))
        #expect(NavigationBar.rowTop + NavigationBar.rowHeight / 2 == box.midY)
    }

    @Test("it draws the chevron stroked 2.5 with round caps and joins in its tint, and the title centred in the row")
    func drawing() throws {
        let f = frame(of: NavigationBar(title: "Seats", tint: .white))
        let back = try #require(f.operations(named: "navigation/back").first)
        guard case .stroke(let path, let paint, let style) = back.command else { Issue.record("not a stroke"); return }
        #expect(path == NavigationBar.backChevron)
        #expect(paint == .color(.white))
        #expect(style.lineWidth == 2.5 && style.lineCap == .round && style.lineJoin == .round)
        let title = try #require(f.operations(named: "navigation/title").first)
        guard case .text(let run) = title.command else { Issue.record("not text"); return }
        #expect(run.string == "Seats")
        #expect(run.position == Point(x: 195, y: 26))
    }

    @Test("without a back chevron or a title it draws nothing of them, and taps do not go back")
    func optional() {
        let bar = NavigationBar(showsBack: false)
        #expect(frame(of: bar).operations.isEmpty)
        #expect(!bar.isBackPress(at: Point(x: 20, y: 26)))
    }

    @Test("a tap goes back within the 44 × 44 square at the row's leading edge, centred on the row",
          arguments: [(Point(x: 1, y: 5), true), (Point(x: 43, y: 47), true), (Point(x: 20, y: 26), true),
                      (Point(x: 45, y: 26), false), (Point(x: 20, y: 49), false), (Point(x: 20, y: 3), false)])
    func press(point: Point, goesBack: Bool) {
        #expect(NavigationBar().isBackPress(at: point) == goesBack)
    }
}
