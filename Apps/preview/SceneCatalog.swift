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

/// Zoetrope's own `preview` command: the command-line library with the built-in scenes — the
/// same few lines a user's package writes for its scenes (`preview init` scaffolds them).
/// A scene module adds its import above and one line to the list.
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
    ]
}
