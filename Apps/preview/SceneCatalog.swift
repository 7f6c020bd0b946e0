import Pour
import PullToRefresh
import Stage
import ZoetropePreview

/// Zoetrope's own `preview` command: the command-line library with the built-in scenes — the
/// same few lines a user's package writes for its scenes (`preview init` scaffolds them).
/// A scene module adds its import above and one line to the list.
@main
struct Preview: PreviewApp {
    static let scenes: [any Scene.Type] = [
        DemoScene.self,
        PullToRefreshScene.self,
        PourScene.self,
    ]
}
