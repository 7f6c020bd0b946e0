import Demo
import EventDetails
import Gallery
import Honeycomb
import Playground
import Pour
import PullToRefresh
import Seating
import Stage
import TicketsApp
import Timer
import ZoetropePreview
import ZoetropeUI
import ZoetropeUIExamples

/// Zoetrope's own `preview` command: the command-line library with the built-in scenes — the
/// same few lines a user's package writes for its scenes (`preview init` scaffolds them).
/// A scene module adds its import above and one line to the list; a view adds its preview's
/// `.scene`.
@main
struct Preview: PreviewApp {
    static let scenes: [any Scene.Type] = [
        DemoScene.self,
        PullToRefreshScene.self,
        PlaygroundScene.self,
        EventDetailsScene.self,
        TimerScene.self,
        PourScene.self,
        SeatingScene.self,
        TicketsScene.self,
        HoneycombScene.self,
        GalleryScene.self,
        // Views: the examples of ZoetropeUIExamples.
        JumpingBall_Previews.scene,
        AnimationRows_Previews.scene,
        SlidingDigit_Previews.scene,
        WaveShape_Previews.scene,
        RadarChart_Previews.scene,
        ProgressRing_Previews.scene,
        PulsingHeart_Previews.scene,
        SpringToggle_Previews.scene,
        LoadingSpinner_Previews.scene,
        CardFlip_Previews.scene,
        StaggeredBars_Previews.scene,
        BouncingDots_Previews.scene,
        ExpandingButton_Previews.scene,
        ColorShiftGradient_Previews.scene,
        ShakeEffect_Previews.scene,
        CountingModifier_Previews.scene,
        PopButton_Previews.scene,
    ]
}
