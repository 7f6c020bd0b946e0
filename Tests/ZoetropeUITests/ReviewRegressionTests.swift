import Foundation
import Testing
import ZoetropeUI

// Regressions found by the independent review of ZoetropeUI (each failed before its fix).
@Suite("ZoetropeUI review regressions")
struct ReviewRegressionTests {
    /// SwiftUI applies a modifier on a ForEach to each element: each element's wrapper is its own
    /// view, with its own animated frame.
    @Test func modifierOnForEachWrapsEachElement() throws {
        var host = ViewHost(Bars())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        let xs = host.render(at: 0.5).drawn("Bars/HStack/ForEach[0]/Rectangle").count
            + host.render(at: 0.5).drawn("Bars/HStack/ForEach[1]/Rectangle").count
            + host.render(at: 0.5).drawn("Bars/HStack/ForEach[2]/Rectangle").count
        #expect(xs == 3)
        let lefts = try (0..<3).map { i in try #require(host.render(at: 0.5).drawn("Bars/HStack/ForEach[\(i)]/Rectangle").first?.bounds).minX }
        #expect(Set(lefts).count == 3)
        #expect(abs(lefts[1] - lefts[0] - 36) < 1e-9)   // 20 wide + 4 + 4 padding + 8 spacing
    }

    /// A modifier's content placed twice is two views, each with its own state.
    @Test func modifierContentPlacedTwiceIsTwoViews() throws {
        var host = ViewHost(TwiceHost())
        let top = try #require(host.frames.first { $0.key.hasSuffix("/Text") && $0.key.contains("VStack/0") }?.value)
        host.tap(at: CGPoint(x: top.midX, y: top.midY), time: 0)
        let texts = host.render(at: 0).operations.compactMap { op -> String? in
            if case .text(let run) = op.command { return run.string }
            return nil
        }
        #expect(texts == ["n1", "n0"])
    }

    /// A colour set outside a Button reaches its label (Apple, `Button`: the label takes the
    /// environment's foreground style; the accent colour only where none is set).
    @Test func buttonLabelTakesAnOuterForegroundColor() throws {
        let op = try #require(ViewHost(WhiteButton()).render(at: 0).drawn("WhiteButton/Button/Text").first)
        #expect(op.color == .white)
    }

    /// `zIndex` below a frame still orders the view among its siblings.
    @Test func zIndexUnderAFrameOrdersSiblings() throws {
        let names = ViewHost(Raised()).render(at: 0).operations.compactMap(\.name)
        #expect(names.firstIndex(of: "Raised/ZStack/0/Color") ?? -1 > names.firstIndex(of: "Raised/ZStack/1/Color") ?? -1)
    }

    /// Apple: the completion of a withAnimation that changes nothing runs at once.
    @Test func completionOfAnEmptyBodyRuns() {
        var host = ViewHost(EmptyCompletion())
        host.tap(at: CGPoint(x: 195, y: 422), time: 1)
        host.advance(to: 1)
        #expect(host.state(at: 1)["state"]?["EmptyCompletion"]?["done"]?.boolValue == true)
    }

    /// A finite change on top of a repeat-forever one ends the stack when it ends
    /// (animation-semantics.md §5): its completion runs then, not never.
    @Test func completionOverARepeatingAnimationRunsWhenTheChangeEnds() {
        var host = ViewHost(CompletionOverRepeat())
        host.tap(at: CGPoint(x: 195, y: 422), time: 1)
        host.advance(to: 1.2)
        #expect(host.state(at: 1.2)["state"]?["CompletionOverRepeat"]?["done"]?.boolValue == false)
        host.advance(to: 1.3)
        #expect(host.state(at: 1.3)["state"]?["CompletionOverRepeat"]?["done"]?.boolValue == true)
    }
}
