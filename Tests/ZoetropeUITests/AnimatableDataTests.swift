import Foundation
import Testing
import ZoetropeUI

// Animatable data beyond shapes (view-layer.md §5): GeometryEffect, AnimatableModifier,
// Animatable views; `.animation(nil, value:)` and `.transaction { }` below a withAnimation;
// springs retargeted mid-flight keep their velocity (Apple, "Animating views and transitions";
// animation-semantics.md §4).
@Suite("View animatable data")
struct AnimatableDataTests {
    private func left<V: View>(_ host: ViewHost<V>, _ name: String, at t: Double, index: Int = 0) throws -> Double {
        let ops = host.render(at: t).drawn(name)
        return try #require(ops.dropFirst(index).first?.bounds).minX
    }

    /// Apple, `GeometryEffect.effectValue(size:)`: asked with the interpolated data each frame.
    @Test func geometryEffectDataInterpolates() throws {
        var host = ViewHost(Shaker())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        #expect(try abs(left(host, "Shaker/Rectangle", at: 0.5) - (185 + 20)) < 1e-9)   // data 2 → 20 points
        #expect(try abs(left(host, "Shaker/Rectangle", at: 1) - (185 + 40)) < 1e-9)
    }

    /// Apple, `AnimatableModifier`: the modifier's body is evaluated with the interpolated data.
    @Test func animatableModifierBodySeesInterpolatedData() throws {
        var host = ViewHost(Counting())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        let texts = { (t: Double) in host.render(at: t).operations.compactMap { op -> String? in
            if case .text(let run) = op.command { return run.string }
            return nil
        } }
        #expect(texts(0) == ["0"])
        #expect(texts(0.5) == ["25"])
        #expect(texts(1) == ["50"])
        #expect(texts(2) == ["100"])
    }

    /// A view conforming to `Animatable` is re-evaluated with the interpolated data.
    @Test func animatableViewBodySeesInterpolatedData() throws {
        var host = ViewHost(GaugeHost())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        let width = { (t: Double) throws -> Double in try #require(host.render(at: t).drawn("GaugeHost/Gauge/Rectangle").first?.bounds).size.width }
        #expect(try abs(width(0.25) - 50) < 1e-9)
        #expect(try abs(width(0.5) - 100) < 1e-9)
        #expect(try abs(width(1) - 200) < 1e-9)
    }

    /// `.animation(nil, value:)` makes its subtree jump; `.transaction { }` replaces the
    /// animation; elsewhere withAnimation's animation applies.
    @Test func animationNilAndTransactionOverrideWithAnimation() throws {
        var host = ViewHost(Opting())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        let at = { (t: Double, i: Int) throws -> Double in try self.left(host, "Opting/VStack/\(i)/Rectangle", at: t) }
        #expect(try at(0.5, 0) == 190 + 100)             // no animation: at the end at once
        #expect(try abs(at(0.5, 1) - (190 + 12.5)) < 1e-9) // linear 4 s
        #expect(try abs(at(0.5, 2) - (190 + 50)) < 1e-9)   // linear 1 s
    }

    /// A spring retargeted mid-flight starts from where it is with its velocity (no jump, no
    /// kink): the presented position and velocity are continuous across the retarget.
    @Test func springRetargetIsContinuous() throws {
        var host = ViewHost(SpringRetarget())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        let before = try left(host, "SpringRetarget/Rectangle", at: 0.2)
        let slightlyBefore = try left(host, "SpringRetarget/Rectangle", at: 0.2 - 1e-4)
        host.tap(at: CGPoint(x: 395, y: 422), time: 0.2)        // the model is at x = 200 now
        let after = try left(host, "SpringRetarget/Rectangle", at: 0.2)
        let slightlyAfter = try left(host, "SpringRetarget/Rectangle", at: 0.2 + 1e-4)
        #expect(abs(after - before) < 1e-6)
        let vBefore = (before - slightlyBefore) / 1e-4, vAfter = (slightlyAfter - after) / 1e-4
        #expect(abs(vAfter - vBefore) < abs(vBefore) * 0.01 + 1)
        #expect(vBefore > 100)   // still moving right fast at 0.2 s
    }
}
