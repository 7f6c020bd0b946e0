import Foundation
import Testing
import ZoetropeUI
@testable import ZoetropeUIExamples

// Each example's frames at named times against closed forms. Times are scene seconds; the
// views start at 0 (their `onAppear` runs then) and taps are at 0 unless said. Layout numbers
// come from the default 390 × 844 viewport.

@Suite("Example views' frames")
struct ExampleFrameTests {

    @Test func jumpingBall() throws {
        let host = ViewHost(JumpingBall())
        let curve = Animation.easeInOut(duration: 0.6).repeatForever()
        let ball = "JumpingBall/VStack/0", shadow = "JumpingBall/VStack/1"
        #expect(try bounds(ball, in: host, at: 0).minY == 386)
        // Half way up at 0.3 s: easeInOut(½) = ½ by symmetry, so 60 points up; and again on
        // the way down at 0.9 s (the repeat autoreverses).
        #expect(try close(bounds(ball, in: host, at: 0.3).minY, 326, 1e-9))
        #expect(try close(bounds(ball, in: host, at: 0.9).minY, 326, 1e-9))
        #expect(try close(bounds(ball, in: host, at: 0.6).minY, 266, 1e-9))
        for t in [0.1, 0.45, 1.05] {
            let p = progress(curve, at: t)
            #expect(try close(bounds(ball, in: host, at: t).minY, 386 - 120 * p))
            #expect(try close(bounds(shadow, in: host, at: t).width, 60 * (1 - 0.5 * p)))
        }
    }

    @Test func animationRowsCompareCurves() throws {
        var host = ViewHost(AnimationRows())
        host.tap(at: try center(of: "AnimationRows/VStack/1/Button", in: host), time: 0)
        let curves: [(String, Animation)] = [
            ("linear", .linear(duration: 1)), ("easeIn", .easeIn(duration: 1)), ("easeOut", .easeOut(duration: 1)),
            ("easeInOut", .easeInOut(duration: 1)), ("spring", .spring(response: 0.8, dampingFraction: 0.5)),
        ]
        for (id, animation) in curves {
            let ball = "AnimationRows/VStack/0/ForEach[\(id)]/VStack/1/ZStack/1"
            let start = try bounds(ball, in: host, at: 0).minX
            #expect(start == 45)       // the 300-point track is centred: (390 − 300) / 2
            for t in [0.25, 0.5, 0.75] {
                #expect(try close(bounds(ball, in: host, at: t).minX, start + 270 * progress(animation, at: t)), "\(id) at \(t)")
            }
        }
        // At 0.5 s the linear ball is half way; ease-in is behind it, ease-out ahead.
        let at = { (id: String) in try bounds("AnimationRows/VStack/0/ForEach[\(id)]/VStack/1/ZStack/1", in: host, at: 0.5).minX }
        #expect(try close(at("linear"), 45 + 135))
        #expect(try at("easeIn") < at("linear") && at("linear") < at("easeOut"))
        #expect(try close(at("easeInOut"), 45 + 135))
    }

    @Test func slidingDigitRollsTheOnesColumn() throws {
        var host = ViewHost(SlidingDigit())
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.7)
        let ones = "SlidingDigit/VStack/0/HStack/1/DigitColumn/VStack/ForEach"
        let seven = try #require(try op("\(ones)[7]/Text", in: host, at: 0).textPosition).y
        host.tap(at: try center(of: "SlidingDigit/VStack/1/Button", in: host), time: 0)
        // The column moves up one 80-point row: 8 ends where 7 was.
        let eight = { (t: Double) in try #require(try op("\(ones)[8]/Text", in: host, at: t).textPosition).y }
        #expect(try close(eight(0), seven + 80))
        for t in [0.1, 0.25, 0.5] {
            #expect(try close(eight(t), seven + 80 * (1 - progress(spring, at: t))))
        }
        #expect(try close(eight(3), seven))
        // The tens column does not move.
        let zero = "SlidingDigit/VStack/0/HStack/0/DigitColumn/VStack/ForEach[0]/Text"
        #expect(try op(zero, in: host, at: 0.25).textPosition == op(zero, in: host, at: 0).textPosition)
    }

    @Test func waveShapePhaseRolls() throws {
        let host = ViewHost(WaveShape())
        let midY = try #require(host.frame(of: "WaveShape/ZStack/1")).midY
        #expect(midY == 422)
        // The front wave starts at midY + 18·sin(phase + π/2), phase = 2π·t/2 (linear, 2 s).
        let front = { (t: Double) in try #require(try op("WaveShape/ZStack/1", in: host, at: t).points.first).y }
        #expect(try close(front(0), 422 + 18))
        #expect(try close(front(0.5), 422))          // phase π/2
        #expect(try close(front(1), 422 - 18))       // phase π
        #expect(try close(front(2.5), 422))          // the repeat starts again from 0
        // The back wave, 8 points higher: 414 + 12·sin(phase).
        let back = { (t: Double) in try #require(try op("WaveShape/ZStack/0", in: host, at: t).points.first).y }
        #expect(try close(back(0), 414))
        #expect(try close(back(0.5), 426))
        #expect(try close(back(1.5), 402))
    }

    @Test func radarPolygonMorphsItsCorners() throws {
        var host = ViewHost(RadarChart())
        host.tap(at: try center(of: "RadarChart/VStack/1/Button", in: host), time: 0)
        let spring = Animation.spring(response: 0.6, dampingFraction: 0.7)
        let (cx, cy) = (195.0, 399.8)                  // the 280-point chart's centre; radius 140
        for t in [0.0, 0.1, 0.3, 0.6, 3] {
            let p = progress(spring, at: t)
            let corners = try op("RadarChart/VStack/0/ZStack/1", in: host, at: t).points
            #expect(corners.count == 6)
            let top = 0.9 + (0.5 - 0.9) * p, bottom = 0.4 + (0.9 - 0.4) * p
            #expect(close(corners[0].x, cx) && close(corners[0].y, cy - 140 * top), "top at \(t)")
            #expect(close(corners[3].y, cy + 140 * bottom), "bottom at \(t)")
        }
    }

    @Test func progressRingTrimsAQuarter() throws {
        var host = ViewHost(ProgressRing())
        host.tap(at: try center(of: "ProgressRing/VStack/1/Button", in: host), time: 0)
        let curve = Animation.easeOut(duration: 0.8)
        // The arc starts at twelve o'clock (trim starts at three, turned −90°) and runs
        // clockwise to the angle θ = 2π·0.25·p: its bounds are r·sin θ wide, r·(1 − cos θ) tall.
        for t in [0.2, 0.4, 0.8] {
            let theta = 2 * Double.pi * 0.25 * progress(curve, at: t)
            let b = try bounds("ProgressRing/VStack/0/ZStack/1", in: host, at: t)
            #expect(close(b.minX, 195, 0.01) && close(b.minY, 291.8, 0.01), "start at \(t)")
            #expect(close(b.width, 100 * sin(theta), 0.01), "width at \(t)")
            #expect(close(b.height, 100 * (1 - cos(theta)), 0.01), "height at \(t)")
        }
        // Text is not animatable: the label shows the new value at once.
        let label = drawn("ProgressRing/VStack/0/ZStack/2/Text", in: host, at: 0.1)
        #expect(label.compactMap(\.text).joined(separator: " ") == "25 %")
        #expect(label.count == 1)
    }

    @Test func pulsingHeartScalesAboutItsCentre() throws {
        let host = ViewHost(PulsingHeart())
        let heart = "PulsingHeart/VStack/0/Image[heart.fill]"
        let curve = Animation.easeOut(duration: 0.4).repeatForever(autoreverses: true)
        let rest = try bounds(heart, in: host, at: 0)
        for t in [0.1, 0.4, 0.6] {
            let b = try bounds(heart, in: host, at: t)
            #expect(close(b.width, rest.width * (1 + 0.25 * progress(curve, at: t))), "width at \(t)")
            #expect(close((b.minX + b.maxX) / 2, (rest.minX + rest.maxX) / 2))
        }
        #expect(try close(bounds(heart, in: host, at: 0.4).width, rest.width * 1.25))
    }

    @Test func springToggleKnobAndTrack() throws {
        var host = ViewHost(SpringToggle())
        let spring = Animation.spring(response: 0.35, dampingFraction: 0.55)
        let knob = "SpringToggle/VStack/0/SpringSwitch/ZStack/1", track = "SpringToggle/VStack/0/SpringSwitch/ZStack/0"
        host.tap(at: try center(of: "SpringToggle/VStack/0/SpringSwitch/ZStack", in: host), time: 0)
        for t in [0.0, 0.1, 0.2, 0.4] {
            let p = progress(spring, at: t)
            let b = try bounds(knob, in: host, at: t)
            #expect(close((b.minX + b.maxX) / 2, 195 - 22 + 44 * p), "knob at \(t)")
            let expected = Color.gray.opacity(0.4).interpolated(towards: Color.green, amount: p)
            let color = try #require(try op(track, in: host, at: t).color)
            #expect(close(color.red, expected.red) && close(color.green, expected.green) && close(color.opacity, expected.opacity), "track at \(t)")
        }
        // The spring overshoots (damping fraction 0.55): the knob passes its end at some point.
        #expect(try (0..<30).contains { i in try bounds(knob, in: host, at: Double(i) / 60).maxX > 243.5 })
        #expect(try op("SpringToggle/VStack/1/Text", in: host, at: 0.05).text == "On")
    }

    @Test func loadingSpinnerTurnsOncePerSecond() throws {
        let host = ViewHost(LoadingSpinner())
        let arc = "LoadingSpinner/VStack/0"
        for (t, degrees) in [(0.125, 45.0), (0.25, 90), (0.5, 180), (0.75, 270), (1.25, 90)] {
            let r = try op(arc, in: host, at: t).rotationDegrees
            let turned = (r + 360).truncatingRemainder(dividingBy: 360)
            #expect(close(turned, degrees, 1e-6) || close(turned + 360, degrees, 1e-6), "at \(t): \(r)")
        }
    }

    @Test func cardFlipShowsBackThenFace() throws {
        var host = ViewHost(CardFlip())
        host.tap(at: try center(of: "CardFlip/VStack/0/FlippingCard", in: host), time: 0)
        let curve = Animation.easeInOut(duration: 0.6)
        let back = "CardFlip/VStack/0/FlippingCard/ZStack/0", face = "CardFlip/VStack/0/FlippingCard/ZStack/1"
        func visible(_ name: String, _ t: Double) -> Bool { drawn(name, in: host, at: t).contains { $0.opacity > 0 } }
        // An Animatable view's body is evaluated with the in-between angle on every frame, so
        // what it derives from the angle (the squeeze, which side shows) must follow the angle
        // alone (Apple, `Animatable`: SwiftUI "animates changes to the view's animatableData").
        // ZoetropeUI evaluates the body with the *model* angle at the change and animates the
        // body's scale and opacities a second time with the transaction: see the report.
        for t in [0.1, 0.2, 0.4, 0.5] {
            let degrees = 180 * progress(curve, at: t)
            let showsFace = degrees > 90
            let shown = showsFace ? face : back
            let b = try bounds(shown, in: host, at: t)
            #expect(close(b.width, 200 * abs(cos(degrees * .pi / 180))), "width at \(t)")
            #expect(visible(shown, t) && !visible(showsFace ? back : face, t), "side at \(t)")
        }
        for t in [0.1, 0.2, 0.4, 0.5] {
            let showsFace = 180 * progress(curve, at: t) > 90
            let b = try bounds(showsFace ? face : back, in: host, at: t)
            #expect(close((b.minX + b.maxX) / 2, 195), "centred at \(t)")
            // The face is mirrored twice (its own −1 and the turn past 90°): it reads right.
            if showsFace { #expect(try op(face, in: host, at: t).scaleX > 0) }
        }
        #expect(try close(bounds(face, in: host, at: 0.6).width, 200))
        #expect(!visible(back, 0.6) && visible(face, 0.6))
    }

    @Test func staggeredBarsGrowOneAfterAnother() throws {
        let host = ViewHost(StaggeredBars())
        let values = [0.45, 0.8, 0.6, 0.95, 0.35, 0.7, 0.55]
        let bottom = try #require(host.frame(of: "StaggeredBars/VStack/0/GeometryReader")).maxY
        for t in [0.05, 0.15, 0.3, 0.6] {
            for (i, v) in values.enumerated() {
                let spring = Animation.spring(response: 0.5, dampingFraction: 0.6).delay(Double(i) * 0.08)
                let b = try bounds("StaggeredBars/VStack/0/GeometryReader/HStack/ForEach[\(i)]/VStack/1", in: host, at: t)
                #expect(close(b.height, 4 + (200 * v - 4) * progress(spring, at: t)), "bar \(i) at \(t)")
                #expect(close(b.maxY, bottom), "bar \(i) stands on the axis at \(t)")
            }
        }
        // Before its delay a bar has not moved.
        #expect(try close(bounds("StaggeredBars/VStack/0/GeometryReader/HStack/ForEach[6]/VStack/1", in: host, at: 0.4).height, 4))
    }

    @Test func bouncingDotsAreStaggered() throws {
        let host = ViewHost(BouncingDots())
        for t in [0.1, 0.3, 0.5, 0.9] {
            for i in 0..<3 {
                let curve = Animation.easeInOut(duration: 0.4).repeatForever().delay(Double(i) * 0.15)
                #expect(try close(bounds("BouncingDots/HStack/ForEach[\(i)]", in: host, at: t).minY, 412 - 16 * progress(curve, at: t)), "dot \(i) at \(t)")
            }
        }
        // At 0.4 s the first dot is at the top of its bounce, the third still rising.
        #expect(try close(bounds("BouncingDots/HStack/ForEach[0]", in: host, at: 0.4).minY, 396))
    }

    @Test func expandingButtonAnimatesItsLayout() throws {
        var host = ViewHost(ExpandingButton())
        let spring = Animation.spring(response: 0.45, dampingFraction: 0.75)
        let before = try #require(host.frame(of: "ExpandingButton/background"))
        host.tap(at: CGPoint(x: before.midX, y: before.midY), time: 0)
        let after = try #require(host.frame(of: "ExpandingButton/background"))
        #expect(after.width > before.width + 100)
        for t in [0.05, 0.15, 0.3, 0.6] {
            // A spring's end depends on the size of the change (rest thresholds are absolute).
            let p = progress(spring, at: t, magnitude: after.width - before.width)
            let b = try bounds("ExpandingButton/background", in: host, at: t)
            #expect(close(b.width, before.width + (after.width - before.width) * p), "width at \(t)")
            #expect(close((b.minX + b.maxX) / 2, 195), "centred at \(t)")
            let r = try op("ExpandingButton/HStack/0/Image[plus]", in: host, at: t).rotationDegrees
            #expect(close(r, 45 * p), "plus turned at \(t)")
        }
    }

    @Test func colorShiftGradientCrossfades() throws {
        let host = ViewHost(ColorShiftGradient())
        let curve = Animation.easeInOut(duration: 3).repeatForever()
        for t in [0.75, 1.5, 3, 4.5] {
            let p = progress(curve, at: t)
            let sun = try op("ColorShiftGradient/ZStack/2", in: host, at: t)
            let b = try #require(sun.bounds)
            #expect(close((b.minY + b.maxY) / 2, 422 - 60 + 140 * p), "sun at \(t)")
            let expected = Color.yellow.interpolated(towards: Color.orange, amount: p)
            let color = try #require(sun.color)
            #expect(close(color.red, expected.red) && close(color.green, expected.green) && close(color.blue, expected.blue))
            let sunset = try op("ColorShiftGradient/ZStack/1/LinearGradient", in: host, at: t)
            #expect(close(sunset.opacity, p), "sunset gradient opacity at \(t)")
        }
    }

    @Test func shakeEffectOffsetsBySine() throws {
        var host = ViewHost(ShakeEffect())
        host.tap(at: try center(of: "ShakeEffect/VStack/1/Button", in: host), time: 0)
        let field = "ShakeEffect/VStack/0/background"
        // Linear over 0.5 s: x = 10·sin(3π·t/0.5), three round trips, at rest on the integers.
        for t in [1.0 / 12, 0.1, 0.25, 0.4] {
            #expect(try close(bounds(field, in: host, at: t).minX, 65 + 10 * sin(3 * .pi * t / 0.5)), "at \(t)")
        }
        #expect(try close(bounds(field, in: host, at: 1.0 / 12).minX, 75))
        #expect(try close(bounds(field, in: host, at: 0.25).minX, 55))
        #expect(try close(bounds(field, in: host, at: 0.6).minX, 65))
        let message = drawn("ShakeEffect/VStack/2/Text", in: host, at: 0.1)
        #expect(message.compactMap(\.text).joined(separator: " ") == "Wrong password (1)")
        #expect(message.count == 1)
    }

    @Test func countingModifierWritesInBetweenValues() throws {
        var host = ViewHost(CountingModifier())
        host.tap(at: try center(of: "CountingModifier/VStack/1/Button", in: host), time: 0)
        let curve = Animation.easeOut(duration: 1.5)
        let label = "CountingModifier/VStack/0/CountingText/overlay/Text"
        for t in [0.0, 0.3, 0.75, 1.2] {
            #expect(try op(label, in: host, at: t).text == "\(Int(250 * progress(curve, at: t)))", "at \(t)")
        }
        #expect(try op(label, in: host, at: 1.5).text == "250")
    }

    @Test func popButtonChainsTheSettleOnTheCompletion() throws {
        var host = ViewHost(PopButton())
        let star = "PopButton/VStack/0/Image[star.fill]"
        let rest = try bounds(star, in: host, at: 0).width
        host.tap(at: try center(of: "PopButton/VStack/0", in: host), time: 0)
        let pop = Animation.easeOut(duration: 0.15), settle = Animation.spring(response: 0.3, dampingFraction: 0.4)
        for t in [0.05, 0.1] {
            #expect(try close(bounds(star, in: host, at: t).width, rest * (1 + 0.4 * progress(pop, at: t))), "pop at \(t)")
        }
        #expect(try op(star, in: host, at: 0.05).color == Color.yellow)   // not animated
        host.advance(to: 0.15)                                             // the pop's completion
        for t in [0.15, 0.2, 0.3, 0.5] {
            #expect(try close(bounds(star, in: host, at: t).width, rest * (1.4 - 0.4 * progress(settle, at: t - 0.15))), "settle at \(t)")
        }
        #expect(try close(bounds(star, in: host, at: 3).width, rest))
    }
}
