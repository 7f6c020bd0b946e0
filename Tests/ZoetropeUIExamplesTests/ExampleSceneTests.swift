import Geometry
import Stage
import Testing
import ZoetropeTestSupport
import ZoetropeUI
import ZoetropeUIExamples

/// Every example as a Stage scene: the id the preview lists it by, and the determinism rule —
/// scrubbing back to a time gives the straight run's frame and state there.
@Suite("Example views as scenes")
struct ExampleSceneTests {
    static func tap(_ x: Double, _ y: Double, at t: Double) -> [SceneEvent] {
        [.input(.pointer(PointerEvent(.down, id: 1, location: Point(x: x, y: y), time: SceneTime(seconds: t)))),
         .input(.pointer(PointerEvent(.up, id: 1, location: Point(x: x, y: y), time: SceneTime(seconds: t))))]
    }

    @Test func idsComeFromTheViewsNames() {
        #expect(JumpingBall_Previews.scene.info.id == "jumping-ball")
        #expect(ColorShiftGradient_Previews.scene.info.id == "color-shift-gradient")
        #expect(ViewScene<CardFlip_Previews>.info.title == "Card flip")
    }

    // Taps land on each example's control (frames as in ExampleFrameTests); a second tap in
    // the middle of the animation exercises a change on top of a running one.
    @Test func jumpingBall() throws { try check(ViewScene<JumpingBall_Previews>.self, []) }
    @Test func animationRows() throws { try check(ViewScene<AnimationRows_Previews>.self, Self.tap(195, 603, at: 0.1) + Self.tap(195, 603, at: 0.4)) }
    @Test func slidingDigit() throws { try check(ViewScene<SlidingDigit_Previews>.self, Self.tap(195, 490, at: 0.1) + Self.tap(195, 490, at: 0.3)) }
    @Test func waveShape() throws { try check(ViewScene<WaveShape_Previews>.self, []) }
    @Test func radarChart() throws { try check(ViewScene<RadarChart_Previews>.self, Self.tap(195, 574, at: 0.1) + Self.tap(195, 574, at: 0.3)) }
    @Test func progressRing() throws { try check(ViewScene<ProgressRing_Previews>.self, Self.tap(195, 542, at: 0.1) + Self.tap(195, 542, at: 0.3)) }
    @Test func pulsingHeart() throws { try check(ViewScene<PulsingHeart_Previews>.self, []) }
    @Test func springToggle() throws { try check(ViewScene<SpringToggle_Previews>.self, Self.tap(195, 402, at: 0.1) + Self.tap(195, 402, at: 0.25)) }
    @Test func loadingSpinner() throws { try check(ViewScene<LoadingSpinner_Previews>.self, []) }
    @Test func cardFlip() throws { try check(ViewScene<CardFlip_Previews>.self, Self.tap(195, 402, at: 0.1) + Self.tap(195, 402, at: 0.4)) }
    @Test func staggeredBars() throws { try check(ViewScene<StaggeredBars_Previews>.self, Self.tap(195, 534, at: 0.2)) }
    @Test func bouncingDots() throws { try check(ViewScene<BouncingDots_Previews>.self, []) }
    @Test func expandingButton() throws { try check(ViewScene<ExpandingButton_Previews>.self, Self.tap(195, 422, at: 0.1) + Self.tap(195, 422, at: 0.3)) }
    @Test func colorShiftGradient() throws { try check(ViewScene<ColorShiftGradient_Previews>.self, []) }
    @Test func shakeEffect() throws { try check(ViewScene<ShakeEffect_Previews>.self, Self.tap(195, 439, at: 0.1) + Self.tap(195, 439, at: 0.35)) }
    @Test func countingModifier() throws { try check(ViewScene<CountingModifier_Previews>.self, Self.tap(195, 528, at: 0.1) + Self.tap(195, 528, at: 0.5)) }
    @Test func popButton() throws { try check(ViewScene<PopButton_Previews>.self, Self.tap(195, 405, at: 0.1)) }

    func check<S: Scene>(_ scene: S.Type, _ events: [SceneEvent], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for seconds in [0.2, 0.35, 0.7] {
            try expectScrubEqualsStraightRun(scene, events, at: seconds, after: 2, sourceLocation: sourceLocation)
        }
    }
}
