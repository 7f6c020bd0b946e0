import Foundation
import Testing
import ZoetropeUI

// Animation semantics of views (view-layer.md §5, animation-semantics.md §5). SwiftUI's rules
// cited per test: Apple's documentation of `animation(_:value:)`, `withAnimation(_:_:)`,
// `Transaction.disablesAnimations`, `id(_:)`, and the WWDC21 session "Demystify SwiftUI"
// (identity, lifetime).

/// The rectangle's drawn left edge at `time`.
private func left<V: View>(_ host: ViewHost<V>, _ name: String, at time: Double) throws -> Double {
    let op = try #require(host.render(at: time).drawn(name).first)
    return try #require(op.bounds).minX
}

@Suite("View animation semantics")
struct AnimationSemanticsTests {

    /// Apple, `animation(_:value:)`: "Applies the given animation to this view when the specified
    /// value changes" — it is the nearer declaration and wins over the transaction of
    /// `withAnimation`.
    @Test func valueBoundAnimationWinsOverWithAnimation() throws {
        var host = ViewHost(Precedence())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        #expect(try left(host, "Precedence/Rectangle", at: 1) == 190 + 50)   // linear 2 s, half way
        #expect(try left(host, "Precedence/Rectangle", at: 2) == 290)
    }

    /// Apple, `Transaction.disablesAnimations`: "whether to disable animations on views that use
    /// `animation(_:value:)`": the transaction's own animation is used.
    @Test func disablesAnimationsKeepsTheTransactionsAnimation() throws {
        var host = ViewHost(Precedence(disables: true))
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        #expect(try left(host, "Precedence/Rectangle", at: 0.5) == 190 + 50)  // linear 1 s, half way
        #expect(try left(host, "Precedence/Rectangle", at: 1) == 290)
    }


    /// A change without animation jumps by the change while the running animation keeps
    /// running around it (animation-semantics.md §5: presented = M_new − Δ + animate(Δ, t)).
    @Test func changeWithoutAnimationLeavesTheRunningAnimationRunning() throws {
        var host = ViewHost(Additive())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        host.tap(at: CGPoint(x: 295, y: 422), time: 0.5)    // where the model puts it: x = 100
        #expect(try left(host, "Additive/Rectangle", at: 0.5) == 190 + 150)
        #expect(try left(host, "Additive/Rectangle", at: 0.75) == 190 + 175)
        #expect(try left(host, "Additive/Rectangle", at: 1) == 190 + 200)
        #expect(try left(host, "Additive/Rectangle", at: 2) == 190 + 200)
    }


    /// A layout change inside `withAnimation` animates placed frames (SwiftUI animates a view's
    /// position and size when its layout changes in an animated transaction).
    @Test func layoutChangeInsideWithAnimationInterpolatesThePlacedFrame() throws {
        var host = ViewHost(Grow())
        #expect(host.frame(of: "Grow/VStack/1")?.minY == 397)     // 50 tall, centred on 422
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        #expect(host.frame(of: "Grow/VStack/1")?.minY == 447)     // 150 tall from 347; after 100
        let half = try #require(host.presentedFrame(of: "Grow/VStack/1", at: 0.5))
        #expect(abs(half.minY - 422) < 1e-9)
        let end = try #require(host.presentedFrame(of: "Grow/VStack/1", at: 1))
        #expect(end.minY == 447)
        let bar = try #require(host.presentedFrame(of: "Grow/VStack/0", at: 0.25))
        #expect(abs(bar.height - 25) < 1e-9)
    }



    /// Apple, `Animatable`: SwiftUI interpolates a shape's `animatableData` for each frame.
    @Test func customShapeAnimatableDataInterpolates() throws {
        var host = ViewHost(Meter())
        host.tap(at: CGPoint(x: 150, y: 422), time: 0)
        let width = { (t: Double) throws -> Double in try #require(host.render(at: t).drawn("Meter/Bar").first?.bounds).size.width }
        #expect(try abs(width(0) - 20) < 1e-9)
        #expect(try abs(width(0.5) - 60) < 1e-9)
        #expect(try abs(width(1) - 100) < 1e-9)
    }



    /// A new identity is a new view (Apple, `id(_:)`; WWDC21 "Demystify SwiftUI"): its state
    /// starts from its initial value and the old view's animations end.
    @Test func identityChangeEndsStateAndAnimations() throws {
        var host = ViewHost(Identity())
        host.tap(at: CGPoint(x: 195, y: 407), time: 0)
        var state = host.state(at: 0.25)
        #expect(state["state"]?["Identity/VStack/0/id[0]/Counter"]?["n"]?.doubleValue == 1)
        #expect(state["animations"]?.arrayValue?.isEmpty == false)
        host.tap(at: CGPoint(x: 195, y: 436), time: 0.5)
        state = host.state(at: 0.6)
        #expect(state["state"]?["Identity/VStack/0/id[0]/Counter"] == nil)
        #expect(state["state"]?["Identity/VStack/0/id[1]/Counter"]?["n"]?.doubleValue == 0)
        #expect(state["animations"]?.arrayValue?.isEmpty == true)
    }
}
